import { CheckCircle2, Clock3, FileText, type LucideIcon, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "../../../../common/money";
import { QueryError } from "../../../components/query-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { useProposalStats } from "../../../features/proposals/use-proposals";

interface Stat {
  key: string;
  label: string;
  value: React.ReactNode;
  icon: LucideIcon;
  tone: string;
}

export function StatsGrid() {
  const { t } = useTranslation();
  const stats = useProposalStats();

  if (stats.error) {
    return (
      <section aria-label={t("dashboard.stats.title")}>
        <QueryError error={stats.error} onRetry={() => void stats.refetch()} />
      </section>
    );
  }

  const data = stats.data;
  const items: Stat[] = [
    {
      key: "total",
      label: t("dashboard.stats.total"),
      value: data ? formatCredits(data.total) : "",
      icon: FileText,
      tone: "bg-slate-100 text-slate-700",
    },
    {
      key: "approved",
      label: t("dashboard.stats.approved"),
      value: data ? formatCredits(data.approved) : "",
      icon: CheckCircle2,
      tone: "bg-emerald-50 text-emerald-700",
    },
    {
      key: "inProgress",
      label: t("dashboard.stats.inProgress"),
      value: data ? formatCredits(data.inProgress) : "",
      icon: Clock3,
      tone: "bg-amber-50 text-amber-700",
    },
    {
      key: "successRate",
      label: t("dashboard.stats.successRate"),
      // Without a proposal, or before the first is marked approved, there is no rate to state: '0%'
      // would read as every proposal failing, while they are drafts or still with their readers.
      value: !data ? (
        ""
      ) : data.approved === 0 ? (
        <>
          <span aria-hidden>—</span>
          <span className="sr-only">
            {data.total === 0 ? t("dashboard.stats.noRate") : t("dashboard.stats.noneApproved")}
          </span>
        </>
      ) : (
        t("dashboard.stats.percent", { value: data.successRate })
      ),
      icon: TrendingUp,
      tone: "bg-teal-50 text-teal-700",
    },
  ];

  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        {t("dashboard.stats.title")}
      </h2>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="proposal-stats">
        {items.map(({ key, label, value, icon: Icon, tone }) => (
          <div key={key} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <span
              aria-hidden
              className={`hidden size-10 shrink-0 items-center justify-center rounded-lg sm:inline-flex ${tone}`}
            >
              <Icon className="size-5" />
            </span>
            {/* One term and its value per card: a <dl> may only hold dt/dd pairs directly. */}
            <dl className="min-w-0">
              <dt className="truncate text-xs font-medium text-slate-500 sm:text-sm">{label}</dt>
              <dd className="mt-0.5 text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
                {data ? value : <Skeleton className="mt-1 h-7 w-12" />}
              </dd>
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
