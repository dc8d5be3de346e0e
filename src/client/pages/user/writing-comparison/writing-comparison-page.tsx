import { useTranslation } from "react-i18next";
import type { UserDto } from "../../../../common/schemas/auth";
import type { ComparisonPackageDto } from "../../../../common/schemas/business-figures";
import { PageHeading } from "../../../components/page-heading";
import { cellClass, TableSkeleton } from "../../../components/table-states";
import { LoadFailed } from "../../../features/admin/load-failed";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { FiguresTableCard } from "../../../features/business-figures/figures-table";
import { durationParts, formatDecimal, formatWhole } from "../../../features/business-figures/format";
import { useWritingComparison } from "../../../features/business-figures/use-business-figures";
import { packageName } from "../../../features/public/package-text";
import { cn } from "../../../lib/cn";

const COLUMNS = ["package", "price", "time", "humanFee", "humanTime"] as const;

function useDuration() {
  const { t } = useTranslation();
  return (ms: number) => {
    const { hours, minutes, seconds } = durationParts(ms);
    if (hours > 0) return t("writingComparison.duration.hours", { hours, minutes });
    if (minutes > 0 && seconds === 0) return t("writingComparison.duration.wholeMinutes", { minutes });
    if (minutes > 0) return t("writingComparison.duration.minutes", { minutes, seconds });
    // The built-in writer can finish in a fraction of a second: never '0 saat'.
    if (seconds === 0) return t("writingComparison.duration.underSecond");
    return t("writingComparison.duration.seconds", { seconds });
  };
}

function turnaroundKey(minDays: number, maxDays: number): { key: string; values: Record<string, number> } {
  if (maxDays === 0) return { key: "writingComparison.turnaround.sameDay", values: {} };
  if (minDays === maxDays) return { key: "writingComparison.turnaround.days", values: { count: maxDays } };
  if (minDays === 0) return { key: "writingComparison.turnaround.sameDayTo", values: { count: maxDays } };
  return { key: "writingComparison.turnaround.range", values: { min: minDays, max: maxDays } };
}

function PackageRow({ row }: { row: ComparisonPackageDto }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const rm = (value: string) => t("writingComparison.rm", { amount: formatDecimal(value) });
  const turnaround = row.human ? turnaroundKey(row.human.minDays, row.human.maxDays) : null;
  return (
    <tr data-testid={`comparison-row-${row.key}`} className="align-top">
      <th scope="row" className={cn(cellClass, "font-normal")}>
        <span className="block font-semibold text-slate-900">{packageName(row, t)}</span>
        <span className="block text-xs text-slate-500">
          {t("writingComparison.packageSize", { sections: row.sections, words: formatWhole(row.minWords) })}
        </span>
      </th>
      <td className={cellClass} data-testid="comparison-price">
        <span className="block whitespace-nowrap tabular-nums">{rm(row.priceRm)}</span>
        <span className="block text-xs text-slate-500">
          {t("writingComparison.credits", { credits: formatWhole(row.credits), count: row.credits })}
        </span>
      </td>
      <td className={cellClass} data-testid="comparison-time">
        {row.medianMs === null ? (
          <span className="text-slate-500">{t("writingComparison.noGenerations")}</span>
        ) : (
          <>
            <span className="block font-semibold text-emerald-800 tabular-nums">{duration(row.medianMs)}</span>
            <span className="block text-xs text-slate-500">
              {t("writingComparison.medianOver", { count: row.generations })}
            </span>
          </>
        )}
      </td>
      <td className={cn(cellClass, "whitespace-nowrap tabular-nums")} data-testid="comparison-human-fee">
        {row.human ? rm(row.human.feeRm) : <span className="text-slate-500">{t("writingComparison.noHuman")}</span>}
      </td>
      <td className={cellClass} data-testid="comparison-human-time">
        {turnaround ? (
          t(turnaround.key, turnaround.values)
        ) : (
          <span className="text-slate-500">{t("writingComparison.noHuman")}</span>
        )}
      </td>
    </tr>
  );
}

/** /writing-comparison: this product's measured writing time and price per package beside a human writer's. */
function WritingComparisonPage(_: { user: UserDto }) {
  const { t } = useTranslation();
  const comparison = useWritingComparison();
  const data = comparison.data;
  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="writing-comparison">
      <PageHeading title={t("writingComparison.title")} subtitle={t("writingComparison.subtitle")} />
      {comparison.isError ? (
        <LoadFailed
          messageKey="writingComparison.loadFailed"
          error={comparison.error}
          onRetry={() => comparison.refetch()}
        />
      ) : !data ? (
        <TableSkeleton />
      ) : (
        <FiguresTableCard
          id="comparison-table-title"
          title={t("writingComparison.table.title")}
          description={t("writingComparison.table.description")}
          columns={COLUMNS.map((column) => t(`writingComparison.table.columns.${column}`))}
          empty={data.packages.length === 0 ? t("writingComparison.noPackages") : null}
          minWidth="min-w-[40rem]"
          testId="comparison-table-scroll"
          footer={
            <p className="border-t border-slate-100 p-5 text-sm text-slate-600 sm:p-6">
              {t("writingComparison.method")}
            </p>
          }
        >
          {data.packages.map((row) => (
            <PackageRow key={row.key} row={row} />
          ))}
        </FiguresTableCard>
      )}
    </div>
  );
}

export default signedInScreen(WritingComparisonPage);
