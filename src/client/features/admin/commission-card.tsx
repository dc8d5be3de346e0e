import { useTranslation } from "react-i18next";
import { formatRM } from "../../../common/money";
import { Skeleton } from "../../components/ui/skeleton";
import { formatDate } from "../../lib/format";
import { CommissionStatusBadge } from "./badges";
import { AdminCard } from "./form-card";
import { LoadFailed } from "./load-failed";
import { useCommissions } from "./use-admin";

const RECENT = 5;

/** An agent's own commission: earned this month, pending payout, paid; and the latest few. */
export function CommissionCard() {
  const { t } = useTranslation();
  const commissions = useCommissions();
  const data = commissions.data;
  const figures = data
    ? [
        { key: "earnedThisMonth", value: data.earnedThisMonthRM },
        { key: "pending", value: data.totalPendingRM },
        { key: "paid", value: data.totalPaidRM },
      ]
    : null;

  return (
    <AdminCard
      title={t("admin.commission.title")}
      description={t("admin.commission.subtitle")}
      testId="commission-card"
    >
      {commissions.isError ? (
        <LoadFailed
          messageKey="admin.commission.loadFailed"
          error={commissions.error}
          onRetry={() => commissions.refetch()}
        />
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-3">
        {(figures ?? [{ key: "earnedThisMonth" }, { key: "pending" }, { key: "paid" }]).map((f) => (
          <div key={f.key} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{t(`admin.commission.${f.key}`)}</dt>
            <dd className="mt-1 text-lg font-bold text-slate-900 tabular-nums">
              {"value" in f && f.value !== undefined ? formatRM(Number(f.value)) : <Skeleton className="h-6 w-24" />}
            </dd>
          </div>
        ))}
      </dl>
      {data ? (
        data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t("admin.commission.empty")}</p>
        ) : (
          <div>
            <h3 className="text-sm font-semibold text-slate-800">{t("admin.commission.recent")}</h3>
            <ul className="mt-2 divide-y divide-slate-100">
              {data.items.slice(0, RECENT).map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="font-mono text-xs text-slate-500">{c.tokenSerial}</span>{" "}
                    <span className="text-slate-800">{c.buyerName}</span>
                    <span className="block text-xs text-slate-500">{formatDate(c.createdAt)}</span>
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="font-semibold tabular-nums">{formatRM(Number(c.amountRm))}</span>
                    <CommissionStatusBadge status={c.status} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )
      ) : null}
    </AdminCard>
  );
}
