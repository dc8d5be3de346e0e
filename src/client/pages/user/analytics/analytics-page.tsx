import { Coins, FileText, type LucideIcon, PenLine } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "../../../../common/money";
import { PageHeading } from "../../../components/page-heading";
import { QueryError } from "../../../components/query-error";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { usePersonalAnalytics } from "../../../features/account/use-account";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { StatusBreakdown } from "./status-breakdown";

/** recharts is loaded only when the charts are about to show. */
const AnalyticsCharts = lazy(() => import("./analytics-charts"));

function AnalyticsPage() {
  const { t } = useTranslation();
  const analytics = usePersonalAnalytics();

  const data = analytics.data;
  const cards: { key: string; label: string; value: number | undefined; icon: LucideIcon; tone: string }[] = [
    {
      key: "proposals",
      label: t("analytics.cards.proposals"),
      value: data?.totalProposals,
      icon: FileText,
      tone: "bg-slate-100 text-slate-700",
    },
    {
      key: "words",
      label: t("analytics.cards.words"),
      value: data?.wordsWritten,
      icon: PenLine,
      tone: "bg-emerald-50 text-emerald-700",
    },
    {
      key: "credits",
      label: t("analytics.cards.credits"),
      value: data?.creditsSpent,
      icon: Coins,
      tone: "bg-amber-50 text-amber-700",
    },
  ];

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="analytics-page">
      <PageHeading title={t("analytics.title")} subtitle={t("analytics.subtitle")} />
      {analytics.error ? (
        <QueryError error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            {cards.map(({ key, label, value, icon: Icon, tone }) => (
              <div
                key={key}
                className="grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <dt className="contents">
                  <span
                    aria-hidden
                    className={`row-span-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}
                  >
                    <Icon className="size-5" />
                  </span>
                  <span className="truncate text-sm font-medium text-slate-500">{label}</span>
                </dt>
                <dd className="col-start-2 mt-0.5 text-2xl font-bold text-slate-900" data-testid={`analytics-${key}`}>
                  {value === undefined ? <Skeleton className="mt-1 h-7 w-16" /> : formatCredits(value)}
                </dd>
              </div>
            ))}
          </dl>
          {data ? (
            <>
              <Suspense
                fallback={
                  <Card className="flex h-72 items-center justify-center">
                    <Spinner label={t("analytics.charts.loading")} />
                  </Card>
                }
              >
                <AnalyticsCharts months={data.months} />
              </Suspense>
              <StatusBreakdown byStatus={data.byStatus} />
            </>
          ) : (
            <Skeleton className="h-72 w-full rounded-xl" />
          )}
        </>
      )}
    </div>
  );
}

export default signedInScreen(AnalyticsPage);
