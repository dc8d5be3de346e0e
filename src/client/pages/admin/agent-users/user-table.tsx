import { useTranslation } from "react-i18next";
import type { AdminUserDto } from "../../../../common/schemas/admin";
import { cellClass, headClass } from "../../../components/table-states";
import { CreditsValue, RoleBadge } from "../../../features/admin/badges";
import { TableScroll } from "../../../features/admin/table-scroll";
import { displayName } from "../../../features/auth/use-auth";
import { formatDate } from "../../../lib/format";

/** Name or email, role, (agent), credits, joined date and the row's actions; scrolls inside its own box. */
export function UserTable({
  users,
  showAgent,
  actions,
  testId,
  label,
}: {
  label: string;
  users: AdminUserDto[];
  showAgent: boolean;
  actions: (user: AdminUserDto) => React.ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const columns = ["user", "role", ...(showAgent ? ["agent"] : []), "credits", "joined", "actions"];
  return (
    <TableScroll label={label}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="border-y border-slate-200 bg-slate-50">
          <tr>
            {columns.map((key) => (
              <th key={key} scope="col" className={`${headClass} ${key === "credits" ? "text-right" : ""}`}>
                {t(`admin.agentUsers.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((u) => {
            const name = displayName(u);
            return (
              <tr key={u.id} data-testid={testId}>
                <td className={cellClass}>
                  <span className="block font-medium text-slate-900">{name}</span>
                  {name !== u.email ? (
                    <span className="block text-xs whitespace-nowrap text-slate-500">{u.email}</span>
                  ) : null}
                </td>
                <td className={cellClass}>
                  <RoleBadge role={u.role} />
                </td>
                {showAgent ? (
                  <td className={`${cellClass} text-xs whitespace-nowrap text-slate-600`}>
                    {u.agentEmail ?? t("admin.common.noAgent")}
                  </td>
                ) : null}
                <td className={`${cellClass} text-right whitespace-nowrap tabular-nums`}>
                  <CreditsValue user={u} />
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDate(u.createdAt)}</td>
                <td className={cellClass}>
                  <div className="flex gap-2">{actions(u)}</div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
