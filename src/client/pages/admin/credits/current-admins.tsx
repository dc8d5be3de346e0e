import { useTranslation } from "react-i18next";
import { cellClass, headClass, TableSkeleton } from "../../../components/table-states";
import { CreditsValue, RoleBadge } from "../../../features/admin/badges";
import { AdminCard } from "../../../features/admin/form-card";
import { LoadFailed } from "../../../features/admin/load-failed";
import { TableScroll } from "../../../features/admin/table-scroll";
import { useAdmins } from "../../../features/admin/use-admin";
import { displayName } from "../../../features/auth/use-auth";
import { formatDate } from "../../../lib/format";

const columns = ["name", "role", "credits", "joined"] as const;

/** Agents and super admins (super admin only: the list comes from /api/super-admin/admins). */
export function CurrentAdmins() {
  const { t } = useTranslation();
  const admins = useAdmins();
  return (
    <AdminCard title={t("admin.creditsPage.admins.title")} testId="current-admins">
      {admins.isError ? (
        <LoadFailed
          messageKey="admin.creditsPage.admins.loadFailed"
          error={admins.error}
          onRetry={() => admins.refetch()}
        />
      ) : !admins.data ? (
        <TableSkeleton />
      ) : admins.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t("admin.creditsPage.admins.empty")}</p>
      ) : (
        <TableScroll label={t("admin.creditsPage.admins.title")}>
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-y border-slate-200 bg-slate-50">
              <tr>
                {columns.map((key) => (
                  <th key={key} scope="col" className={`${headClass} ${key === "credits" ? "text-right" : ""}`}>
                    {t(`admin.creditsPage.admins.columns.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {admins.data.map((a) => (
                <tr key={a.id} data-testid="admin-row">
                  <td className={cellClass}>
                    <span className="block font-medium text-slate-900">{displayName(a)}</span>
                    <span className="block text-xs whitespace-nowrap text-slate-500">{a.email}</span>
                  </td>
                  <td className={cellClass}>
                    <RoleBadge role={a.role} />
                  </td>
                  <td className={`${cellClass} text-right whitespace-nowrap tabular-nums`}>
                    <CreditsValue user={a} />
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatDate(a.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </AdminCard>
  );
}
