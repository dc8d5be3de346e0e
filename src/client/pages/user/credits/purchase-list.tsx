import { FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { formatCredits, formatRM } from "../../../../common/money";
import { QueryError } from "../../../components/query-error";
import { CellLabel, cellClass, headClass, stackedTable, TableSkeleton } from "../../../components/table-states";
import { Card } from "../../../components/ui/card";
import { paymentMethodLabel } from "../../../features/credits/payment-method-label";
import { PaymentStatusBadge } from "../../../features/credits/payment-status-badge";
import { receiptUrl, useOwnPurchases } from "../../../features/credits/use-credits";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/format";

const columns = ["serial", "date", "credits", "amount", "method", "status"] as const;

const cell = cn(cellClass, stackedTable.cell);

/**
 * The buyer's purchases, newest first, each linking to its payment instructions; a card per
 * purchase on a phone (stackedTable), a table from the sm breakpoint.
 */
export function PurchaseList() {
  const { t } = useTranslation();
  const purchases = useOwnPurchases();

  return (
    <Card className="overflow-hidden" data-testid="purchase-list">
      <h2 className="px-5 pt-5 text-lg font-bold text-slate-900">{t("creditShop.purchases.title")}</h2>
      {purchases.isError ? (
        <QueryError className="m-5" error={purchases.error} onRetry={() => purchases.refetch()} />
      ) : !purchases.data ? (
        <TableSkeleton />
      ) : purchases.data.length === 0 ? (
        <p className="px-5 pt-2 pb-5 text-sm text-slate-600">{t("creditShop.purchases.empty")}</p>
      ) : (
        <div className="mt-3 sm:overflow-x-auto">
          <table className={cn("w-full text-left text-sm sm:min-w-[40rem]", stackedTable.table)}>
            <thead className={cn("border-y border-slate-200 bg-slate-50", stackedTable.head)}>
              <tr>
                {columns.map((key) => (
                  <th key={key} scope="col" className={`${headClass} ${key === "amount" ? "text-right" : ""}`}>
                    {t(`creditShop.purchases.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody
              className={cn("divide-y divide-slate-100 max-sm:border-t max-sm:border-slate-200", stackedTable.body)}
            >
              {purchases.data.map((p) => (
                <tr key={p.id} data-testid="purchase-row" className={cn(stackedTable.row, "max-sm:px-5 max-sm:py-4")}>
                  <td className={cell}>
                    <CellLabel>{t("creditShop.purchases.serial")}</CellLabel>
                    <Link
                      href={`/payment/${p.tokenSerial}`}
                      className="font-mono font-semibold text-emerald-800 underline-offset-2 hover:underline"
                    >
                      {p.tokenSerial}
                    </Link>
                  </td>
                  <td className={cn(cell, "whitespace-nowrap")}>
                    <CellLabel>{t("creditShop.purchases.date")}</CellLabel>
                    {formatDate(p.createdAt)}
                  </td>
                  <td className={cn(cell, "whitespace-nowrap")}>
                    <CellLabel>{t("creditShop.purchases.credits")}</CellLabel>
                    {p.bonusCredits > 0
                      ? t("creditShop.purchases.creditsValue", {
                          credits: formatCredits(p.credits),
                          bonus: formatCredits(p.bonusCredits),
                        })
                      : formatCredits(p.credits)}
                  </td>
                  <td className={cn(cell, "text-right whitespace-nowrap tabular-nums")}>
                    <CellLabel>{t("creditShop.purchases.amount")}</CellLabel>
                    {formatRM(p.amountRM)}
                  </td>
                  <td className={cell}>
                    <CellLabel>{t("creditShop.purchases.method")}</CellLabel>
                    {paymentMethodLabel(t, p.method, p.gateway !== null)}
                  </td>
                  {/* The widest badge ('Menunggu Pengesahan') takes a phone card's whole width. */}
                  <td className={cn(cell, "max-sm:col-span-2")}>
                    <CellLabel>{t("creditShop.purchases.status")}</CellLabel>
                    <PaymentStatusBadge status={p.status} />
                    {p.status === "verified" ? (
                      <a
                        href={receiptUrl(p.tokenSerial)}
                        download
                        className="mt-1 flex w-fit items-center gap-1 text-xs font-semibold text-emerald-800 underline-offset-2 hover:underline"
                        data-testid="purchase-receipt"
                      >
                        <FileDown aria-hidden className="size-3.5" />
                        {t("creditShop.purchases.receipt")}
                      </a>
                    ) : null}
                    {p.rejectionReason ? (
                      <p className="mt-1 max-w-56 text-xs text-red-800" data-testid="purchase-rejection-reason">
                        {t("payment.rejectionReason", { reason: p.rejectionReason })}
                      </p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
