import type { DeepPartialSkipArrayKey } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { KindId } from "../../../../common/kinds";
import { formatRM } from "../../../../common/money";
import { budgetLabel, timelineLabel, typeLabel } from "../../../components/proposal/labels";
import { Card } from "../../../components/ui/card";
import { budgetSum } from "../../../features/kinds/budget";
import { detailGroupsFor } from "../../../features/kinds/detail-groups";
import { useKindText } from "../../../features/kinds/kind-text";
import type { DetailedFormIn, FieldName } from "./detailed-fields";
import { TEXT_FIELDS, TEXTAREAS } from "./detailed-fields";

/** `read`: a detail the writer also reads from the description, so an empty one is not "not given". */
type Entry = { key: string; label: string; value: string; wide?: boolean; read?: boolean };

/** 'Preview' of the two-step form: every answer as it will be sent, the kind and the details given. */
export function DetailedPreview({ values, kind }: { values: DeepPartialSkipArrayKey<DetailedFormIn>; kind: KindId }) {
  const { t } = useTranslation();
  const kinds = useKindText();
  const displayValue = (name: FieldName, value: string): string => {
    if (name === "type") return value ? typeLabel(t, value) : "";
    if (name === "budgetRange") return budgetLabel(t, value || null);
    if (name === "timeline") return timelineLabel(t, value || null);
    return value;
  };
  const details = values.details ?? {};
  const groups = detailGroupsFor(kind);
  const items = details.budgetItems ?? [];
  const entries: Entry[] = [
    ...TEXT_FIELDS.map((name) => ({
      key: name,
      label: t(`create.detailed.fields.${name}`),
      value: displayValue(name, String(values[name] ?? "")),
      wide: TEXTAREAS.has(name),
    })),
    { key: "kind", label: t("kindsArea.picker.legend"), value: kinds.label(kind) },
    { key: "applicant", label: t("kindsArea.details.applicant"), value: details.applicant ?? "", read: true },
    { key: "addressee", label: t("kindsArea.details.addressee"), value: details.addressee ?? "", read: true },
  ];
  if (groups.has("event")) {
    entries.push(
      { key: "eventDate", label: t("kindsArea.details.eventDate"), value: details.eventDate ?? "", read: true },
      { key: "venue", label: t("kindsArea.details.venue"), value: details.venue ?? "", read: true },
    );
  }
  if (groups.has("budgetItems") && items.length > 0) {
    entries.push({ key: "budget", label: t("kindsArea.budget.sum"), value: formatRM(budgetSum(items)) });
  }
  return (
    <Card className="p-5 sm:p-6" data-testid="detailed-preview">
      <h2 className="text-lg font-semibold text-slate-900">{t("create.detailed.previewTitle")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("create.detailed.previewHint")}</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {entries.map(({ key, label, value, wide, read }) => (
          <div key={key} className={wide ? "sm:col-span-2" : undefined}>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
            <dd className="mt-1 text-sm whitespace-pre-wrap text-slate-900 break-words">
              {value || t(read ? "create.common.fromDescription" : "create.common.notSet")}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
