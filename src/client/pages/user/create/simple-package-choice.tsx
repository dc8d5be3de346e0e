import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "../../../../common/money";
import type { ProposalPackageDto } from "../../../../common/schemas/credits";
import { packageName } from "../../../features/public/package-text";
import { cn } from "../../../lib/cn";
import { ShortfallNote } from "./affordability";

interface Props {
  packages: ProposalPackageDto[];
  value: string;
  onChange: (key: string) => void;
  disabled?: boolean;
  /** Credits the balance lacks for a package (0 when it can pay): shown on its card. */
  missingFor?: (cost: number) => number;
}

/** The simple form's package cards (basic / professional / premium) as one radio group. */
export function SimplePackageChoice({ packages, value, onChange, disabled, missingFor }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-lg font-semibold text-slate-900">{t("create.simple.packagesTitle")}</legend>
      <p className="mt-1 text-sm text-slate-600">{t("create.simple.packagesHint")}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {packages.map((pkg) => {
          const checked = pkg.key === value;
          const missing = missingFor?.(pkg.creditCost) ?? 0;
          return (
            <label
              key={pkg.key}
              data-testid={`package-${pkg.key}`}
              className={cn(
                "relative flex cursor-pointer flex-col gap-2 rounded-xl border bg-white p-4 shadow-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-600",
                checked ? "border-emerald-600 ring-2 ring-emerald-600/30" : "border-slate-200 hover:border-emerald-300",
              )}
            >
              <input
                type="radio"
                name="tier"
                value={pkg.key}
                checked={checked}
                onChange={() => onChange(pkg.key)}
                className="sr-only"
              />
              <span className="flex items-start justify-between gap-2">
                <span className="font-semibold text-slate-900">{packageName(pkg, t)}</span>
                <span
                  aria-hidden
                  className={cn(
                    "inline-flex size-5 shrink-0 items-center justify-center rounded-full border",
                    checked ? "border-emerald-700 bg-emerald-700 text-white" : "border-slate-300 bg-white",
                  )}
                >
                  {checked ? <Check className="size-3.5" /> : null}
                </span>
              </span>
              <span className="text-2xl font-bold text-emerald-800">
                {t("create.common.credits", { credits: formatCredits(pkg.creditCost) })}
              </span>
              <span className="text-sm text-slate-600">
                {t("create.common.sections", { count: pkg.sections })} ·{" "}
                {t("create.common.words", { words: formatCredits(pkg.minWords) })}
              </span>
              {missing > 0 ? <ShortfallNote missing={missing} className="mt-auto" /> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
