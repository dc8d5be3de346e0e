import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";

/** The simple form's key requirements: one entry per line, removable while more than one remains. */
export function RequirementsList({
  requirements,
  onChange,
  disabled,
}: {
  requirements: string[];
  onChange: (update: (list: string[]) => string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const setRequirement = (index: number, value: string) =>
    onChange((list) => list.map((r, i) => (i === index ? value : r)));
  return (
    <fieldset className="grid min-w-0 gap-2" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">
        {t("create.simple.requirementsLabel")} {t("create.common.optional")}
      </legend>
      <p className="text-xs text-slate-500">{t("create.simple.requirementsHint")}</p>
      <ul className="grid gap-2" data-testid="requirements">
        {requirements.map((value, index) => (
          // Entries have no identity of their own; the position is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex gap-2">
            <Input
              aria-label={t("create.simple.requirementLabel", { n: index + 1 })}
              value={value}
              onChange={(e) => setRequirement(index, e.target.value)}
              placeholder={t("create.simple.requirementPlaceholder")}
            />
            {requirements.length > 1 ? (
              <Button
                variant="outline"
                size="icon"
                aria-label={t("create.simple.removeRequirement", { n: index + 1 })}
                onClick={() => onChange((list) => list.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange((list) => [...list, ""])}>
          <Plus aria-hidden />
          {t("create.simple.addRequirement")}
        </Button>
      </div>
    </fieldset>
  );
}
