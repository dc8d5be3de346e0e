import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cellClass, headClass, TableSkeleton } from "../../../components/table-states";
import { SearchInput } from "../../../components/ui/search-input";
import { CreditsValue, RoleBadge, SubscriptionBadge } from "../../../features/admin/badges";
import { filterUsers } from "../../../features/admin/filter-users";
import { AdminCard } from "../../../features/admin/form-card";
import { LoadFailed } from "../../../features/admin/load-failed";
import { TableScroll } from "../../../features/admin/table-scroll";
import { useAdminUsers } from "../../../features/admin/use-admin";
import { displayName } from "../../../features/auth/use-auth";
import { formatDate } from "../../../lib/format";

export const RECENT_COUNT = 10;
const columns = ["user", "role", "subscription", "credits", "joined"] as const;

/** The 10 newest users, searched in the browser over email, first and last name. */
export function RecentUsers() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const users = useAdminUsers({ page: 1, pageSize: RECENT_COUNT });
  const loaded = users.data?.items.slice(0, RECENT_COUNT) ?? [];
  const shown = filterUsers(loaded, search);

  return (
    <AdminCard
      title={t("admin.recentUsers.title")}
      testId="recent-users"
      actions={
        <div className="w-full sm:w-64">
          <SearchInput
            label={t("admin.recentUsers.search")}
            value={search}
            onChange={setSearch}
            placeholder={t("admin.recentUsers.searchPlaceholder")}
          />
        </div>
      }
    >
      {users.isError ? (
        <LoadFailed messageKey="admin.dashboard.loadUsersFailed" error={users.error} onRetry={() => users.refetch()} />
      ) : !users.data ? (
        <TableSkeleton />
      ) : loaded.length === 0 ? (
        <p className="text-sm text-slate-600">{t("admin.recentUsers.empty")}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-600" role="status">
          {t("admin.recentUsers.noMatch")}
        </p>
      ) : (
        <TableScroll label={t("admin.recentUsers.title")}>
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-y border-slate-200 bg-slate-50">
              <tr>
                {columns.map((key) => (
                  <th key={key} scope="col" className={`${headClass} ${key === "credits" ? "text-right" : ""}`}>
                    {t(`admin.recentUsers.columns.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((u) => (
                <tr key={u.id} data-testid="recent-user-row">
                  <td className={cellClass}>
                    <span className="block font-medium text-slate-900">{displayName(u)}</span>
                    <span className="block text-xs whitespace-nowrap text-slate-500">{u.email}</span>
                  </td>
                  <td className={cellClass}>
                    <RoleBadge role={u.role} />
                  </td>
                  <td className={cellClass}>
                    <SubscriptionBadge status={u.subscriptionStatus} />
                  </td>
                  <td className={`${cellClass} text-right whitespace-nowrap tabular-nums`}>
                    <CreditsValue user={u} />
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatDate(u.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </AdminCard>
  );
}
