import { Activity, Clock, type LucideIcon, Users, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatRM } from "../../../../common/money";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { LoadFailed } from "../../../features/admin/load-failed";
import { usePaymentStats, useUserStats } from "../../../features/admin/use-admin";

function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="min-w-0 p-5" data-testid="stat-card">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
          <Icon aria-hidden className="size-4" />
        </span>
      </div>
      <p className="mt-1 text-2xl font-bold break-words text-slate-900 tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </Card>
  );
}

/** The loading state: four stat placeholders. */
export function StatPlaceholders() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true" data-testid="stat-placeholders">
      <span className="sr-only">{t("admin.dashboard.loading")}</span>
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Card key={i} className="grid gap-3 p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-3 w-20" />
        </Card>
      ))}
    </div>
  );
}

/** Total Users, Total Revenue, Pending Payments, Active Users (last 30 days). */
export function StatCards() {
  const { t } = useTranslation();
  const userStats = useUserStats();
  const paymentStats = usePaymentStats();
  const number = (n: number) => new Intl.NumberFormat("ms-MY").format(n);

  if (userStats.isLoading || paymentStats.isLoading) return <StatPlaceholders />;
  const users = userStats.data;
  const payments = paymentStats.data;

  return (
    <section aria-label={t("admin.dashboard.stats.label")} className="grid gap-4">
      {userStats.isError ? (
        <LoadFailed
          messageKey="admin.dashboard.loadUserStatsFailed"
          error={userStats.error}
          onRetry={() => userStats.refetch()}
        />
      ) : null}
      {paymentStats.isError ? (
        <LoadFailed
          messageKey="admin.dashboard.loadPaymentStatsFailed"
          error={paymentStats.error}
          onRetry={() => paymentStats.refetch()}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={Users}
          label={t("admin.dashboard.stats.totalUsers")}
          value={users ? number(users.totalUsers) : "-"}
          hint={t("admin.dashboard.stats.pendingApprovals", { count: users?.pendingApprovals ?? 0 })}
        />
        <StatCard
          icon={Wallet}
          label={t("admin.dashboard.stats.totalRevenue")}
          value={payments ? formatRM(Number(payments.totalRevenue)) : "-"}
          hint={t("admin.dashboard.stats.verifiedPayments", { count: payments?.verifiedPayments ?? 0 })}
        />
        <StatCard
          icon={Clock}
          label={t("admin.dashboard.stats.pendingPayments")}
          value={payments ? number(payments.pendingPayments) : "-"}
          hint={t("admin.dashboard.stats.pendingHint")}
        />
        <StatCard
          icon={Activity}
          label={t("admin.dashboard.stats.activeUsers")}
          value={users ? number(users.activeUsers) : "-"}
          hint={t("admin.dashboard.stats.activeHint")}
        />
      </div>
    </section>
  );
}
