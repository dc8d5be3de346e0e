import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCredits } from "../../../../common/money";
import type { MonthCountDto } from "../../../../common/schemas/account";
import { Card } from "../../../components/ui/card";
import { formatDate } from "../../../lib/format";

type Series = "proposals" | "creditsSpent";

/** 'YYYY-MM' as a short month name in the chosen language ('Nov 2026'). */
function monthLabel(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return formatDate(new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 15)), { month: "short", year: "2-digit" });
}

/** The two monthly charts; each has a spoken summary and a visually hidden table of its values. */
export default function AnalyticsCharts({ months }: { months: MonthCountDto[] }) {
  const { t } = useTranslation();
  const rows = months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <MonthChart
        id="chart-proposals"
        rows={rows}
        series="proposals"
        title={t("analytics.charts.proposalsTitle")}
        valueLabel={t("analytics.charts.proposals")}
        summaryKey="analytics.charts.summaryProposals"
        color="#047857"
      />
      <MonthChart
        id="chart-credits"
        rows={rows}
        series="creditsSpent"
        title={t("analytics.charts.creditsTitle")}
        valueLabel={t("analytics.charts.credits")}
        summaryKey="analytics.charts.summaryCredits"
        color="#d97706"
      />
    </div>
  );
}

function MonthChart({
  id,
  rows,
  series,
  title,
  valueLabel,
  summaryKey,
  color,
}: {
  id: string;
  rows: (MonthCountDto & { label: string })[];
  series: Series;
  title: string;
  valueLabel: string;
  summaryKey: string;
  color: string;
}) {
  const { t } = useTranslation();
  const total = rows.reduce((sum, r) => sum + r[series], 0);
  const top = rows.reduce((best, r) => (r[series] > best[series] ? r : best), rows[0]!);
  const summary = t(summaryKey, {
    count: total,
    total: formatCredits(total),
    max: formatCredits(top[series]),
    month: top.label,
  });
  return (
    <Card className="p-5">
      <figure aria-labelledby={`${id}-title`} className="grid gap-3">
        <figcaption id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </figcaption>
        <p className="text-sm text-slate-600" data-testid={`${id}-summary`}>
          {total === 0 ? t("analytics.charts.empty") : summary}
        </p>
        <div className="h-64 w-full" role="img" aria-label={total === 0 ? t("analytics.charts.empty") : summary}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
              <XAxis dataKey="label" tick={{ fontSize: 11, fill: "#475569" }} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "#475569" }} />
              <Tooltip formatter={(value) => [formatCredits(Number(value)), valueLabel]} />
              <Bar dataKey={series} name={valueLabel} fill={color} radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t("analytics.charts.month")}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.month}>
                <th scope="row">{r.label}</th>
                <td>{r[series]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </Card>
  );
}
