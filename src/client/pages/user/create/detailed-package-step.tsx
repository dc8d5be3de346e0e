import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCredits, formatRM } from "../../../../common/money";
import type { ProposalPackageDto } from "../../../../common/schemas/credits";
import { Button } from "../../../components/ui/button";
import { packageBadge, packageDescription, packageName } from "../../../features/public/package-text";
import { cn } from "../../../lib/cn";
import { ShortfallNote } from "./affordability";

/** Step 1 of the two-step flow: the packages of the detailed flow (Standard, Exclusive). */
export function DetailedPackageStep({
  packages,
  selected,
  onChoose,
  disabled,
  missingFor,
}: {
  packages: ProposalPackageDto[];
  selected: string;
  onChoose: (id: string) => void;
  disabled?: boolean;
  /** Credits the balance lacks for a package (0 when it can pay): shown on its card. */
  missingFor?: (cost: number) => number;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t("create.detailed.packagesTitle")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("create.detailed.packagesHint")}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {packages.map((pkg) => {
          const chosen = pkg.id === selected;
          const missing = missingFor?.(pkg.creditCost) ?? 0;
          return (
            <li
              key={pkg.id}
              data-testid={`detailed-package-${pkg.key}`}
              className={cn(
                "relative flex flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm",
                chosen ? "border-emerald-600 ring-2 ring-emerald-600/30" : "border-slate-200",
              )}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{packageName(pkg, t)}</h3>
                {pkg.badge ? (
                  <span
                    className={cn(
                      "rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide",
                      pkg.badge === "EXCLUSIVE" ? "bg-violet-100 text-violet-800" : "bg-amber-100 text-amber-900",
                    )}
                  >
                    {packageBadge(pkg.badge, t)}
                  </span>
                ) : null}
              </div>
              {pkg.description ? <p className="text-sm text-slate-600">{packageDescription(pkg, t)}</p> : null}
              <p className="text-3xl font-bold text-emerald-800">
                {t("create.common.credits", { credits: formatCredits(pkg.creditCost) })}
              </p>
              <p className="text-sm text-slate-500">{t("create.detailed.price", { value: formatRM(pkg.price) })}</p>
              <ul className="grid gap-1 text-sm text-slate-700">
                <li className="flex items-center gap-2">
                  <Check aria-hidden className="size-4 text-emerald-600" />
                  {t("create.common.sections", { count: pkg.sections })}
                </li>
                <li className="flex items-center gap-2">
                  <Check aria-hidden className="size-4 text-emerald-600" />
                  {t("create.common.words", { words: formatCredits(pkg.minWords) })}
                </li>
              </ul>
              {missing > 0 ? <ShortfallNote missing={missing} /> : null}
              <Button
                className="mt-auto w-full"
                variant={chosen ? "secondary" : "primary"}
                onClick={() => onChoose(pkg.id)}
                disabled={disabled}
                aria-pressed={chosen}
                aria-label={`${chosen ? t("create.detailed.chosen") : t("create.detailed.choose")}: ${packageName(pkg, t)}`}
              >
                {chosen ? <Check aria-hidden /> : null}
                {chosen ? t("create.detailed.chosen") : t("create.detailed.choose")}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
