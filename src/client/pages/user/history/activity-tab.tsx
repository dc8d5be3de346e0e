import { FilePlus2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { QueryError } from "../../../components/query-error";
import { StatusBadge } from "../../../components/status-badge";
import { cellClass, headClass, TableSkeleton } from "../../../components/table-states";
import { buttonClasses } from "../../../components/ui/button";
import { useProposalActivity } from "../../../features/account/use-account";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/format";
import { Pager } from "./pager";

export function ActivityTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const activity = useProposalActivity(page);

  if (activity.isLoading) return <TableSkeleton />;
  if (activity.error) {
    return (
      <div className="p-5">
        <QueryError error={activity.error} onRetry={() => void activity.refetch()} />
      </div>
    );
  }
  const data = activity.data;
  if (!data || data.total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 p-10 text-center text-sm text-slate-600">
        <p>{t("history.activityEmpty")}</p>
        <Link href="/create-proposal" className={buttonClasses("primary", "sm")}>
          <FilePlus2 aria-hidden />
          {t("history.createProposal")}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="activity-table">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={headClass}>
                {t("history.columns.title")}
              </th>
              <th scope="col" className={headClass}>
                {t("history.columns.status")}
              </th>
              <th scope="col" className={cn(headClass, "hidden sm:table-cell")}>
                {t("history.columns.updated")}
              </th>
              <th scope="col" className={cn(headClass, "hidden md:table-cell")}>
                {t("history.columns.created")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.items.map((row) => (
              <tr key={row.id} data-testid="activity-row">
                <td className={cn(cellClass, "max-w-xs")}>
                  <Link
                    href={`/proposals/${row.id}`}
                    className="line-clamp-2 font-medium text-emerald-800 hover:underline"
                  >
                    {row.title}
                  </Link>
                  <span className="block text-xs text-slate-500 sm:hidden">
                    {formatDate(row.updatedAt, { dateStyle: "medium", timeStyle: "short" })}
                  </span>
                </td>
                <td className={cellClass}>
                  <StatusBadge status={row.status} />
                </td>
                <td className={cn(cellClass, "hidden whitespace-nowrap text-slate-600 sm:table-cell")}>
                  {formatDate(row.updatedAt, { dateStyle: "medium", timeStyle: "short" })}
                </td>
                <td className={cn(cellClass, "hidden whitespace-nowrap text-slate-600 md:table-cell")}>
                  {formatDate(row.createdAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} total={data.total} onPage={setPage} busy={activity.isFetching} testId="activity-pager" />
    </div>
  );
}
