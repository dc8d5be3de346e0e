import { Languages, PenLine, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "../../../../common/money";
import { QueryError } from "../../../components/query-error";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { packageName } from "../../../features/public/package-text";
import { useProposalPackages, usePublicInfo } from "../../../features/public/use-public-info";

/** What the AI does and what it costs; every figure comes from the server. */
export function AiFeaturesCard() {
  const { t } = useTranslation();
  const info = usePublicInfo();
  const packages = useProposalPackages();
  const flagship = info.data?.flagshipPackage ?? null;
  const actionCost = info.data ? formatCredits(info.data.aiActionCost) : null;
  const actionCount = info.data?.aiActionCost ?? 0;

  return (
    <Card className="p-5" data-testid="ai-features">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Sparkles aria-hidden className="size-5 text-amber-500" />
        {t("dashboard.ai.title")}
      </h2>
      {info.error ? (
        <QueryError className="mt-3" error={info.error} onRetry={() => void info.refetch()} />
      ) : !info.data ? (
        <div className="mt-4 grid gap-2" aria-busy="true">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      ) : (
        <ul className="mt-4 grid gap-3 text-sm text-slate-700">
          {flagship ? (
            <li className="flex gap-3">
              <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              <span>
                <span className="font-semibold text-slate-900">
                  {t("dashboard.ai.proposalCost", {
                    name: packageName(flagship, t),
                    credits: formatCredits(flagship.creditCost),
                  })}
                </span>{" "}
                {t("dashboard.ai.proposalWords", {
                  words: formatCredits(flagship.minWords),
                  sections: formatCredits(flagship.sections),
                })}
              </span>
            </li>
          ) : null}
          {actionCost ? (
            <>
              <li className="flex gap-3">
                <PenLine aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                <span>{t("dashboard.ai.improveCost", { credits: actionCost, count: actionCount })}</span>
              </li>
              {info.data.assistant.translate ? (
                <li className="flex gap-3">
                  <Languages aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  <span>{t("dashboard.ai.translateCost", { credits: actionCost, count: actionCount })}</span>
                </li>
              ) : null}
            </>
          ) : null}
        </ul>
      )}
      {packages.data?.length ? (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t("dashboard.ai.packagesTitle")}
          </h3>
          <ul className="mt-2 grid gap-2 text-sm">
            {packages.data.map((pkg) => (
              <li key={pkg.id} className="rounded-lg bg-slate-50 px-3 py-2">
                <span className="block font-medium text-slate-800">{packageName(pkg, t)}</span>
                <span className="block text-xs text-slate-500">
                  {t("dashboard.ai.packageLine", {
                    credits: formatCredits(pkg.creditCost),
                    words: formatCredits(pkg.minWords),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
