import { ShieldCheck, Star } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCredits, formatRM } from "../../../common/money";
import type { PeriodTotalsDto, SuperAdminAnalyticsDto, TopEarningAgentDto } from "../../../common/schemas/analytics";
import { PageHeading } from "../../components/page-heading";
import { typeLabel } from "../../components/proposal/labels";
import { Skeleton } from "../../components/ui/skeleton";
import { AdminCard } from "../../features/admin/form-card";
import { LoadFailed } from "../../features/admin/load-failed";
import { TableScroll } from "../../features/admin/table-scroll";
import { LaunchChecklist } from "../../features/settings-admin/launch-checklist";
import { useSettings } from "../../features/settings-admin/use-settings";
import { Figure } from "../../features/super-admin/figure";
import { superAdminScreen } from "../../features/super-admin/super-admin-screen";
import { type AnalyticsRange, useSuperAdminAnalytics } from "../../features/super-admin/use-super-admin";
import { cn } from "../../lib/cn";
import { AssignmentCard } from "./assignment-card";

const AnalyticsCharts = lazy(() => import("./analytics-charts"));
const RANGES: AnalyticsRange[] = ["7", "30", "90", "365"];

const rm = (money: string) => formatRM(Number(money));
const n = (count: number) => formatCredits(count);

function Figures({ children }: { children: React.ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">{children}</dl>;
}

/** 'Super Admin Dashboard' (/super-admin): every figure, the daily series, top agents, assignment. */
function SuperAdminDashboardPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<AnalyticsRange>("30");
  const analytics = useSuperAdminAnalytics(range);
  const settings = useSettings(true);

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="super-admin-dashboard">
      <PageHeading title={t("superAdmin.dashboard.title")} subtitle={t("superAdmin.dashboard.subtitle")}>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-violet-50 px-3 py-1 text-xs font-bold tracking-wide text-violet-800 ring-1 ring-violet-200 ring-inset">
          <ShieldCheck aria-hidden className="size-4" />
          {t("superAdmin.dashboard.protected")}
        </span>
      </PageHeading>
      {settings.data ? <LaunchChecklist settings={settings.data} onSettingsPage={false} /> : null}
      {analytics.isError && !analytics.data ? (
        <LoadFailed
          messageKey="superAdmin.dashboard.loadFailed"
          error={analytics.error}
          onRetry={() => analytics.refetch()}
        />
      ) : !analytics.data ? (
        <div className="grid gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : analytics.data.userAnalytics.totalUsers === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
          {t("superAdmin.dashboard.empty")}
        </p>
      ) : (
        <AnalyticsSections data={analytics.data} range={range} onRange={setRange} />
      )}
      <AssignmentCard />
    </div>
  );
}

function AnalyticsSections({
  data,
  range,
  onRange,
}: {
  data: SuperAdminAnalyticsDto;
  range: AnalyticsRange;
  onRange: (range: AnalyticsRange) => void;
}) {
  const { t } = useTranslation();
  const { userAnalytics: u, financialAnalytics: f, proposalAnalytics: p, aiAnalytics: ai } = data;
  const c = data.commissionAnalytics;
  return (
    <>
      <AdminCard title={t("superAdmin.dashboard.users.title")} testId="section-users">
        <Figures>
          <Figure label={t("superAdmin.dashboard.users.total")} value={n(u.totalUsers)} testId="total-users" />
          <Figure label={t("superAdmin.dashboard.users.today")} value={n(u.newUsersToday)} />
          <Figure label={t("superAdmin.dashboard.users.week")} value={n(u.newUsersThisWeek)} />
          <Figure label={t("superAdmin.dashboard.users.month")} value={n(u.newUsersThisMonth)} />
          <Figure label={t("superAdmin.dashboard.users.active")} value={n(u.activeUsers)} />
          {u.usersByRole.map((r) => (
            <Figure key={r.role} label={t(`admin.roles.${r.role}`)} value={n(r.count)} />
          ))}
        </Figures>
      </AdminCard>
      <AdminCard title={t("superAdmin.dashboard.financial.title")} testId="section-financial">
        <Figures>
          <Figure label={t("superAdmin.dashboard.financial.total")} value={rm(f.totalRevenue)} testId="total-revenue" />
          <Figure label={t("superAdmin.dashboard.financial.today")} value={rm(f.revenueToday)} />
          <Figure label={t("superAdmin.dashboard.financial.week")} value={rm(f.revenueThisWeek)} />
          <Figure label={t("superAdmin.dashboard.financial.month")} value={rm(f.revenueThisMonth)} />
          <Figure label={t("superAdmin.dashboard.financial.creditsUsed")} value={n(f.totalCreditsUsed)} />
          <Figure label={t("superAdmin.dashboard.financial.creditsIssued")} value={n(f.totalCreditsIssued)} />
          <Figure label={t("superAdmin.dashboard.financial.arpu")} value={rm(f.averageRevenuePerUser)} />
        </Figures>
      </AdminCard>
      <AdminCard title={t("superAdmin.dashboard.proposals.title")} testId="section-proposals">
        <Figures>
          <Figure label={t("superAdmin.dashboard.proposals.total")} value={n(p.totalProposals)} />
          <Figure label={t("superAdmin.dashboard.proposals.today")} value={n(p.proposalsToday)} />
          <Figure label={t("superAdmin.dashboard.proposals.week")} value={n(p.proposalsThisWeek)} />
          <Figure label={t("superAdmin.dashboard.proposals.month")} value={n(p.proposalsThisMonth)} />
          <Figure label={t("superAdmin.dashboard.proposals.words")} value={n(p.averageWordsPerProposal)} />
        </Figures>
        {p.popularProposalTypes.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold text-slate-800">{t("superAdmin.dashboard.proposals.popular")}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {p.popularProposalTypes.map((type) => (
                <li key={type.type} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                  {typeLabel(t, type.type)}: {n(type.count)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </AdminCard>
      <AdminCard title={t("superAdmin.dashboard.ai.title")} testId="section-ai">
        <Figures>
          <Figure label={t("superAdmin.dashboard.ai.total")} value={n(ai.totalAiGenerations)} />
          <Figure label={t("superAdmin.dashboard.ai.today")} value={n(ai.aiGenerationsToday)} />
          <Figure label={t("superAdmin.dashboard.ai.tokens")} value={n(ai.totalTokensUsed)} />
          <Figure label={t("superAdmin.dashboard.ai.average")} value={n(ai.averageTokensPerGeneration)} />
          <Figure label={t("superAdmin.dashboard.ai.cost")} value={`USD ${ai.aiCostAnalysis.totalCostUSD}`} />
        </Figures>
        {ai.aiCostAnalysis.byModel.length > 0 ? (
          <TableScroll label={t("superAdmin.dashboard.ai.byModel")}>
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="px-5 pb-2 text-left font-semibold text-slate-800">
                {t("superAdmin.dashboard.ai.byModel")}
              </caption>
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="px-5 py-2 font-medium">
                    {t("superAdmin.dashboard.ai.model")}
                  </th>
                  <th scope="col" className="px-5 py-2 font-medium">
                    {t("superAdmin.dashboard.ai.generations")}
                  </th>
                  <th scope="col" className="px-5 py-2 font-medium">
                    {t("superAdmin.dashboard.ai.tokens")}
                  </th>
                  <th scope="col" className="px-5 py-2 font-medium">
                    {t("superAdmin.dashboard.ai.cost")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {ai.aiCostAnalysis.byModel.map((m) => (
                  <tr key={m.model}>
                    <td className="px-5 py-2 font-medium text-slate-900">{m.model}</td>
                    <td className="px-5 py-2">{n(m.generations)}</td>
                    <td className="px-5 py-2">{n(m.promptTokens + m.completionTokens)}</td>
                    <td className="px-5 py-2">USD {m.costUSD}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : null}
      </AdminCard>
      <AdminCard
        title={t("superAdmin.dashboard.series.title")}
        description={t("superAdmin.dashboard.series.description", { days: data.series.range })}
        testId="section-series"
        actions={<RangeSwitch range={range} onRange={onRange} />}
      >
        <Comparison totals={data.series.totals} previous={data.series.previous} />
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <AnalyticsCharts days={data.series.days} />
        </Suspense>
      </AdminCard>
      <AdminCard title={t("superAdmin.dashboard.commission.title")} testId="section-commission">
        <Figures>
          <Figure label={t("superAdmin.dashboard.commission.paid")} value={rm(c.totalCommissionsPaid)} />
          <Figure label={t("superAdmin.dashboard.commission.pending")} value={rm(c.totalCommissionsPending)} />
        </Figures>
        <h3 className="text-sm font-semibold text-slate-800">{t("superAdmin.dashboard.commission.top")}</h3>
        {c.topEarningAgents.length === 0 ? (
          <p className="text-sm text-slate-600">{t("superAdmin.dashboard.commission.none")}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {c.topEarningAgents.slice(0, 6).map((agent) => (
              <AgentCard key={agent.agentUserId} agent={agent} />
            ))}
          </ul>
        )}
      </AdminCard>
    </>
  );
}

function RangeSwitch({ range, onRange }: { range: AnalyticsRange; onRange: (r: AnalyticsRange) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap gap-1" data-testid="range-switch">
      <legend className="sr-only">{t("superAdmin.dashboard.series.range")}</legend>
      {RANGES.map((r) => (
        <button
          key={r}
          type="button"
          aria-pressed={r === range}
          onClick={() => onRange(r)}
          className={cn(
            "h-9 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-violet-600",
            r === range ? "bg-violet-700 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200",
          )}
        >
          {t("superAdmin.dashboard.series.days", { count: Number(r) })}
        </button>
      ))}
    </fieldset>
  );
}

function Comparison({ totals, previous }: { totals: PeriodTotalsDto; previous: PeriodTotalsDto }) {
  const { t } = useTranslation();
  const rows = [
    { key: "newUsers", now: n(totals.newUsers), before: n(previous.newUsers) },
    { key: "revenueSeries", now: rm(totals.revenue), before: rm(previous.revenue) },
    { key: "proposals", now: n(totals.proposals), before: n(previous.proposals) },
    { key: "aiGenerations", now: n(totals.aiGenerations), before: n(previous.aiGenerations) },
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="period-comparison">
      {rows.map((row) => (
        <div key={row.key} className="min-w-0 rounded-lg border border-slate-200 p-3">
          <dt className="text-xs font-medium text-slate-600">{t(`superAdmin.dashboard.charts.${row.key}`)}</dt>
          <dd className="mt-1 text-lg font-bold text-slate-900">{row.now}</dd>
          <dd className="text-xs text-slate-600">{t("superAdmin.dashboard.series.previous", { value: row.before })}</dd>
        </div>
      ))}
    </dl>
  );
}

function AgentCard({ agent }: { agent: TopEarningAgentDto }) {
  const { t } = useTranslation();
  const tone =
    agent.rating >= 4
      ? "border-amber-300 bg-amber-50"
      : agent.rating >= 3
        ? "border-sky-200 bg-sky-50"
        : "border-slate-200 bg-white";
  return (
    <li className={cn("grid gap-1 rounded-lg border p-3", tone)} data-testid="top-agent">
      <p className="truncate font-semibold text-slate-900">{agent.agentName || agent.agentEmail}</p>
      <p className="truncate text-xs text-slate-600">{agent.agentEmail}</p>
      <p
        className="flex items-center gap-0.5"
        role="img"
        aria-label={t("superAdmin.dashboard.commission.rating", { rating: agent.rating })}
      >
        {[1, 2, 3, 4, 5].map((i) => (
          <Star
            key={i}
            aria-hidden
            className={cn(
              "size-4",
              agent.rating >= i - 0.5
                ? agent.rating >= 4
                  ? "fill-amber-400 text-amber-500"
                  : "fill-sky-400 text-sky-500"
                : "text-slate-300",
            )}
          />
        ))}
      </p>
      <p className="text-sm text-slate-700">
        {t("superAdmin.dashboard.commission.revenue", { value: rm(agent.totalRevenue) })}
      </p>
      <p className="text-sm text-slate-700">
        {t("superAdmin.dashboard.commission.customers", { count: agent.totalCustomers })}
      </p>
    </li>
  );
}

export default superAdminScreen(SuperAdminDashboardPage);
