import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { KindId } from "../../../common/kinds";
import { useKindText } from "./kind-text";

/** The kind of paper something writes, shown and not chosen (a template's own kind). */
export function KindBadge({ kind }: { kind: KindId }) {
  const { t } = useTranslation();
  const kinds = useKindText();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-200 ring-inset"
      data-testid="kind-badge"
    >
      <FileText aria-hidden className="size-3.5" />
      {t("kindsArea.badge", { kind: kinds.label(kind) })}
    </span>
  );
}
