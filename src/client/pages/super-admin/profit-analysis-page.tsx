import { ArrowRightLeft, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { UserDto } from "../../../common/schemas/auth";
import type { ProfitPackageDto } from "../../../common/schemas/business-figures";
import { PageHeading } from "../../components/page-heading";
import { cellClass, TableSkeleton } from "../../components/table-states";
import { buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadFailed } from "../../features/admin/load-failed";
import { FiguresTableCard } from "../../features/business-figures/figures-table";
import { formatDecimal, formatWhole } from "../../features/business-figures/format";
import { useProfitAnalysis } from "../../features/business-figures/use-business-figures";
import { packageName } from "../../features/public/package-text";
import { Figure } from "../../features/super-admin/figure";
import { superAdminScreen } from "../../features/super-admin/super-admin-screen";
import { cn } from "../../lib/cn";

const COLUMNS = ["package", "credits", "value", "aiCost", "commission", "margin"] as const;

function PackageRow({ row }: { row: ProfitPackageDto }) {
  const { t } = useTranslation();
  const rm = (value: string, max = 2) => t("profitAnalysis.rm", { amount: formatDecimal(value, 2, max) });
  const measured = row.generations > 0;
  return (
    <tr data-testid={`profit-row-${row.key}`} className="align-top">
      <th scope="row" className={cn(cellClass, "font-semibold text-slate-900")}>
        {packageName(row, t)}
      </th>
      <td className={cn(cellClass, "tabular-nums")} data-testid="profit-credits">
        {formatWhole(row.credits)}
      </td>
      <td className={cn(cellClass, "whitespace-nowrap tabular-nums")} data-testid="profit-value">
        {rm(row.valueRm)}
      </td>
      <td className={cellClass} data-testid="profit-ai-cost">
        {measured ? (
          <>
            <span className="whitespace-nowrap tabular-nums">{rm(row.aiCostRm, 4)}</span>
            <span className="block text-xs text-slate-500">
              {t("profitAnalysis.usd", { amount: formatDecimal(row.aiCostUsd, 2, 6) })} ·{" "}
              {t("profitAnalysis.averageOver", { count: row.generations })}
            </span>
          </>
        ) : (
          <span className="text-slate-500">{t("profitAnalysis.noGenerations")}</span>
        )}
      </td>
      <td className={cn(cellClass, "whitespace-nowrap tabular-nums")} data-testid="profit-commission">
        {rm(row.commissionRm)}
      </td>
      <td className={cellClass} data-testid="profit-margin">
        <span
          className={cn(
            "font-semibold whitespace-nowrap tabular-nums",
            Number(row.marginRm) < 0 ? "text-red-700" : "text-emerald-800",
          )}
        >
          {rm(row.marginRm, 4)}
        </span>
        {measured ? null : <span className="block text-xs text-slate-500">{t("profitAnalysis.beforeAiCost")}</span>}
      </td>
    </tr>
  );
}

/** /profit-analysis: per package its credits, value, measured AI cost, agent commission and margin. */
function ProfitAnalysisPage(_: { user: UserDto }) {
  const { t } = useTranslation();
  const figures = useProfitAnalysis();
  const data = figures.data;
  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="profit-analysis">
      <PageHeading title={t("profitAnalysis.title")} subtitle={t("profitAnalysis.subtitle")}>
        <Link href="/writing-comparison" className={buttonClasses("outline", "sm")}>
          <ArrowRightLeft aria-hidden />
          {t("profitAnalysis.toComparison")}
        </Link>
      </PageHeading>
      {figures.isError ? (
        <LoadFailed messageKey="profitAnalysis.loadFailed" error={figures.error} onRetry={() => figures.refetch()} />
      ) : !data ? (
        <TableSkeleton />
      ) : (
        <>
          <Card className="grid gap-4 p-5 sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-lg font-semibold text-slate-900">{t("profitAnalysis.basis.title")}</h2>
                <p className="text-sm text-slate-600">{t("profitAnalysis.basis.description")}</p>
              </div>
              <Link href="/super-admin/settings" className={buttonClasses("ghost", "sm")}>
                <Settings aria-hidden />
                {t("profitAnalysis.basis.toSettings")}
              </Link>
            </div>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Figure
                label={t("profitAnalysis.basis.creditValue")}
                value={t("profitAnalysis.rm", { amount: formatDecimal(data.creditValueRm) })}
                testId="basis-credit-value"
              />
              <Figure
                label={t("profitAnalysis.basis.commissionRate")}
                value={t("profitAnalysis.percent", {
                  amount: formatDecimal(String(Number(data.commissionRate) * 100), 0, 2),
                })}
                testId="basis-commission-rate"
              />
              <Figure
                label={t("profitAnalysis.basis.exchangeRate")}
                value={t("profitAnalysis.rm", { amount: formatDecimal(data.usdRmRate, 2, 4) })}
                testId="basis-exchange-rate"
              />
              <Figure
                label={t("profitAnalysis.basis.pricedModels")}
                value={formatWhole(data.pricedModels)}
                testId="basis-priced-models"
              />
            </dl>
          </Card>
          <FiguresTableCard
            id="profit-table-title"
            title={t("profitAnalysis.table.title")}
            description={t("profitAnalysis.table.description")}
            columns={COLUMNS.map((column) => t(`profitAnalysis.table.columns.${column}`))}
            empty={data.packages.length === 0 ? t("profitAnalysis.noPackages") : null}
            minWidth="min-w-[44rem]"
            testId="profit-table-scroll"
          >
            {data.packages.map((row) => (
              <PackageRow key={row.key} row={row} />
            ))}
          </FiguresTableCard>
          <p className="text-sm text-slate-600">{t("profitAnalysis.method")}</p>
        </>
      )}
    </div>
  );
}

export default superAdminScreen(ProfitAnalysisPage);
