import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** The organisation's monthly revenue as bars (its own chunk: recharts loads only here). */
export default function OrganizationRevenueChart({
  months,
  color,
}: {
  months: { label: string; revenue: number }[];
  color: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="h-64 w-full" data-testid="organization-revenue-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" fontSize={11} interval="preserveStartEnd" minTickGap={4} />
          <YAxis fontSize={11} />
          <Tooltip />
          <Bar dataKey="revenue" name={t("whiteLabel.detail.revenueSeries")} fill={color} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
