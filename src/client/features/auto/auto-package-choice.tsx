import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "../../../common/money";
import type { ProposalPackageDto } from "../../../common/schemas/credits";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { packageBadge, packageDescription, packageName } from "../public/package-text";

/** The generator's package choice (the detailed flow's packages) as one radio group. */
export function AutoPackageChoice({
  packages,
  loading,
  value,
  onChange,
  disabled,
  note,
}: {
  packages: ProposalPackageDto[];
  loading: boolean;
  value: string;
  onChange: (id: string) => void;
  disabled: boolean;
  /** Shown under a package's description (e.g. the credits the balance lacks for it). */
  note?: (pkg: ProposalPackageDto) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="text-lg font-semibold text-slate-900">{t("autoArea.packagesTitle")}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {loading ? <Skeleton className="h-32" /> : null}
        {packages.map((pkg) => {
          const selected = pkg.id === value;
          return (
            <label
              key={pkg.id}
              data-testid={`package-${pkg.id}`}
              className={cn(
                "flex cursor-pointer gap-3 rounded-xl border bg-white p-4 shadow-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600",
                selected
                  ? "border-emerald-600 ring-2 ring-emerald-600/30"
                  : "border-slate-200 hover:border-emerald-300",
              )}
            >
              <input
                type="radio"
                name="package"
                value={pkg.id}
                checked={selected}
                onChange={() => onChange(pkg.id)}
                className="mt-1 size-4 accent-emerald-700"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">{packageName(pkg, t)}</span>
                  {pkg.badge ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                      {packageBadge(pkg.badge, t)}
                    </span>
                  ) : null}
                </span>
                <span className="mt-1 flex flex-wrap gap-x-3 text-sm">
                  <span className="font-semibold text-emerald-800">
                    {t("autoArea.packageCredits", { credits: formatCredits(pkg.credits) })}
                  </span>
                  <span className="text-slate-600">
                    {t("autoArea.packageWords", { words: formatCredits(pkg.minWords) })}
                  </span>
                </span>
                <span className="mt-1 block text-sm text-slate-600">{packageDescription(pkg, t)}</span>
                {note?.(pkg) ?? null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
