import type { TFunction } from "i18next";
import { Coins } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LEDGER_KINDS } from "../../../../common/constants";
import { formatCredits } from "../../../../common/money";
import type { LedgerEntryDto } from "../../../../common/schemas/account";
import { QueryError } from "../../../components/query-error";
import { cellClass, headClass, TableSkeleton } from "../../../components/table-states";
import { useLedgerHistory } from "../../../features/account/use-account";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/format";
import { Pager } from "./pager";

const known = new Set<string>(LEDGER_KINDS);

/** The proposal a charge paid for, by its title; a deleted one says so (and by its title when known). */
function proposalText(proposal: NonNullable<LedgerEntryDto["proposal"]>, t: TFunction): string {
  if (!proposal.deleted) return t("history.forProposal", { title: proposal.title ?? "" });
  return proposal.title ? t("history.forDeletedProposal", { title: proposal.title }) : t("history.deletedProposal");
}

export function LedgerTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useLedgerHistory(page);

  if (history.isLoading) return <TableSkeleton />;
  if (history.error) {
    return (
      <div className="p-5">
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      </div>
    );
  }
  const data = history.data;
  if (!data || data.total === 0) {
    return (
      <p className="flex flex-col items-center gap-2 p-10 text-center text-sm text-slate-600">
        <Coins aria-hidden className="size-8 text-slate-300" />
        {t("history.creditsEmpty")}
      </p>
    );
  }
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="ledger-table">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={cn(headClass, "hidden sm:table-cell")}>
                {t("history.columns.date")}
              </th>
              <th scope="col" className={headClass}>
                {t("history.columns.description")}
              </th>
              <th scope="col" className={cn(headClass, "text-right")}>
                {t("history.columns.amount")}
              </th>
              <th scope="col" className={cn(headClass, "text-right")}>
                {t("history.columns.balance")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.items.map((row) => (
              // Rows carry no id on purpose (nothing identifying leaves the server).
              <tr key={`${row.createdAt}|${row.kind}|${row.delta}|${row.balanceAfter}`} data-testid="ledger-row">
                <td className={cn(cellClass, "hidden whitespace-nowrap text-slate-600 sm:table-cell")}>
                  {formatDate(row.createdAt, { dateStyle: "medium", timeStyle: "short" })}
                </td>
                <td className={cellClass}>
                  <span className="block font-medium text-slate-900">
                    {t(`history.kinds.${known.has(row.kind) ? row.kind : "other"}`)}
                  </span>
                  {row.proposal ? (
                    <span className="block break-words text-slate-600" data-testid="ledger-proposal">
                      {proposalText(row.proposal, t)}
                    </span>
                  ) : null}
                  {/* On a phone the date column gives way; the date goes under the description. */}
                  <span className="block text-xs text-slate-500 sm:hidden">
                    {formatDate(row.createdAt, { dateStyle: "medium", timeStyle: "short" })}
                  </span>
                </td>
                <td
                  className={cn(
                    cellClass,
                    "text-right font-semibold whitespace-nowrap tabular-nums",
                    row.delta >= 0 ? "text-emerald-700" : "text-red-700",
                  )}
                >
                  {row.delta >= 0 ? "+" : "\u2212"}
                  {formatCredits(Math.abs(row.delta))}
                </td>
                <td className={cn(cellClass, "text-right whitespace-nowrap text-slate-700 tabular-nums")}>
                  {formatCredits(row.balanceAfter)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} total={data.total} onPage={setPage} busy={history.isFetching} testId="ledger-pager" />
    </div>
  );
}
