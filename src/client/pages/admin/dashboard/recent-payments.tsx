import { Check, Undo2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRM } from "../../../../common/money";
import type { AdminPaymentDto } from "../../../../common/schemas/admin";
import { cellClass, headClass, TableSkeleton } from "../../../components/table-states";
import { Button } from "../../../components/ui/button";
import { AdminCard } from "../../../features/admin/form-card";
import { LoadFailed } from "../../../features/admin/load-failed";
import { PaymentDecisionDialog, type PendingDecision } from "../../../features/admin/payment-decision-dialog";
import { RefundDialog } from "../../../features/admin/refund-dialog";
import { TableScroll } from "../../../features/admin/table-scroll";
import { useAdminPayments } from "../../../features/admin/use-admin";
import { useAuth } from "../../../features/auth/use-auth";
import { PaymentStatusBadge } from "../../../features/credits/payment-status-badge";
import { formatDate } from "../../../lib/format";
import { RECENT_COUNT } from "./recent-users";

const columns = ["buyer", "amount", "method", "date", "status", "actions"] as const;

/** The 10 newest payments; pending ones can be verified or rejected (after a confirmation). */
export function RecentPayments() {
  const { t } = useTranslation();
  const payments = useAdminPayments({ page: 1, pageSize: RECENT_COUNT });
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);
  const [refunding, setRefunding] = useState<AdminPaymentDto | null>(null);
  const superAdmin = useAuth().user?.role === "super_admin";
  const items = payments.data?.items.slice(0, RECENT_COUNT) ?? [];

  return (
    <AdminCard title={t("admin.recentPayments.title")} testId="recent-payments">
      {payments.isError ? (
        <LoadFailed
          messageKey="admin.dashboard.loadPaymentsFailed"
          error={payments.error}
          onRetry={() => payments.refetch()}
        />
      ) : !payments.data ? (
        <TableSkeleton />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{t("admin.recentPayments.empty")}</p>
      ) : (
        <TableScroll label={t("admin.recentPayments.title")}>
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="border-y border-slate-200 bg-slate-50">
              <tr>
                {columns.map((key) => (
                  <th key={key} scope="col" className={`${headClass} ${key === "amount" ? "text-right" : ""}`}>
                    {t(`admin.recentPayments.columns.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((p) => (
                <tr key={p.id} data-testid="recent-payment-row">
                  <td className={cellClass}>
                    <span className="block font-mono text-xs whitespace-nowrap text-slate-500">{p.tokenSerial}</span>
                    <span className="block font-medium text-slate-900">{p.buyerName}</span>
                    {p.status === "rejected" && p.rejectionReason ? (
                      <span className="block text-xs text-red-700">
                        {t("admin.recentPayments.rejectedReason", { reason: p.rejectionReason })}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${cellClass} text-right whitespace-nowrap tabular-nums`}>
                    {formatRM(Number(p.amountRm))}
                  </td>
                  <td className={cellClass}>{t(`creditShop.form.methods.${p.method}`)}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatDate(p.createdAt)}</td>
                  <td className={cellClass}>
                    <PaymentStatusBadge status={p.status} />
                  </td>
                  <td className={cellClass}>
                    {p.status === "pending" && p.gateway ? (
                      <span className="text-xs text-slate-600" data-testid="payment-by-gateway">
                        {t("admin.recentPayments.byGateway")}
                      </span>
                    ) : p.status === "pending" ? (
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t("admin.recentPayments.verifyLabel", { serial: p.tokenSerial })}
                          onClick={() => setDeciding({ payment: p, decision: "verified" })}
                        >
                          <Check aria-hidden />
                          {t("admin.recentPayments.verify")}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          className="text-red-700"
                          aria-label={t("admin.recentPayments.rejectLabel", { serial: p.tokenSerial })}
                          onClick={() => setDeciding({ payment: p, decision: "rejected" })}
                        >
                          <X aria-hidden />
                          {t("admin.recentPayments.reject")}
                        </Button>
                      </div>
                    ) : p.status === "verified" && superAdmin && !p.refundedAt ? (
                      <Button
                        size="sm"
                        variant="outline"
                        className="text-red-700"
                        aria-label={t("admin.refund.actionLabel", { serial: p.tokenSerial })}
                        onClick={() => setRefunding(p)}
                      >
                        <Undo2 aria-hidden />
                        {t("admin.refund.action")}
                      </Button>
                    ) : p.refundedAt ? (
                      <span className="text-xs font-medium text-slate-600" data-testid="payment-refunded">
                        {t("admin.refund.refunded")}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <PaymentDecisionDialog pending={deciding} onClose={() => setDeciding(null)} />
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </AdminCard>
  );
}
