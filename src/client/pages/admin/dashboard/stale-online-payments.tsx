import { useTranslation } from "react-i18next";
import { formatRM } from "../../../../common/money";
import { cellClass, headClass } from "../../../components/table-states";
import { AdminCard } from "../../../features/admin/form-card";
import { TableScroll } from "../../../features/admin/table-scroll";
import { useStaleOnlinePayments } from "../../../features/admin/use-admin";
import { formatDate } from "../../../lib/format";

const columns = ["buyer", "amount", "opened", "provider", "next"] as const;

/**
 * FPX payments still pending a while after their bill was opened: what the provider last said and
 * when it is asked again. Shown only when there are some; the reconciliation settles them.
 */
export function StaleOnlinePayments() {
  const { t } = useTranslation();
  const stale = useStaleOnlinePayments();
  if (!stale.data?.length) return null;
  return (
    <AdminCard title={t("admin.onlinePending.title")} testId="stale-online-payments">
      <p className="text-sm text-slate-600">{t("admin.onlinePending.hint")}</p>
      <TableScroll label={t("admin.onlinePending.title")}>
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-y border-slate-200 bg-slate-50">
            <tr>
              {columns.map((key) => (
                <th key={key} scope="col" className={`${headClass} ${key === "amount" ? "text-right" : ""}`}>
                  {t(`admin.onlinePending.columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {stale.data.map((p) => (
              <tr key={p.id} data-testid="stale-online-row">
                <td className={cellClass}>
                  <span className="block font-mono text-xs text-slate-500">{p.tokenSerial}</span>
                  <span className="block font-medium text-slate-900">{p.buyerName}</span>
                </td>
                <td className={`${cellClass} text-right tabular-nums`}>{formatRM(Number(p.amountRm))}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDate(p.createdAt)}</td>
                <td className={cellClass}>
                  {t(`admin.onlinePending.states.${p.lastState ?? "unchecked"}`, {
                    defaultValue: p.lastState ?? "",
                  })}
                  <span className="block text-xs text-slate-500">
                    {t("admin.onlinePending.checks", { count: p.checks })}
                  </span>
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {p.nextCheckAt ? formatDate(p.nextCheckAt, { dateStyle: "medium", timeStyle: "short" }) : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </AdminCard>
  );
}
