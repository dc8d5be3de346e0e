import { useTranslation } from "react-i18next";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AnalyticsDayDto } from "../../../common/schemas/analytics";

/** The daily series of the chosen period (its own chunk: recharts loads only here). */
export default function AnalyticsCharts({ days }: { days: AnalyticsDayDto[] }) {
  const { t } = useTranslation();
  const data = days.map((d) => ({ ...d, revenue: Number(d.revenue), label: d.date.slice(5) }));
  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0" data-testid="analytics-charts">
      <figure className="grid gap-2">
        <figcaption className="text-sm font-semibold text-slate-800">
          {t("superAdmin.dashboard.charts.revenue")}
        </figcaption>
        <div className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="label" fontSize={11} minTickGap={16} />
              <YAxis fontSize={11} />
              <Tooltip />
              <Line
                type="linear"
                dataKey="revenue"
                name={t("superAdmin.dashboard.charts.revenueSeries")}
                stroke="#047857"
                dot={false}
                strokeWidth={2}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="grid gap-2">
        <figcaption className="text-sm font-semibold text-slate-800">
          {t("superAdmin.dashboard.charts.activity")}
        </figcaption>
        <div className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="label" fontSize={11} minTickGap={16} />
              <YAxis fontSize={11} allowDecimals={false} />
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar dataKey="newUsers" name={t("superAdmin.dashboard.charts.newUsers")} fill="#7c3aed" />
              <Bar dataKey="proposals" name={t("superAdmin.dashboard.charts.proposals")} fill="#0284c7" />
              <Bar dataKey="aiGenerations" name={t("superAdmin.dashboard.charts.aiGenerations")} fill="#d97706" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
