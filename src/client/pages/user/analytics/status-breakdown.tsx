import { useTranslation } from "react-i18next";
import { PROPOSAL_STATUSES } from "../../../../common/constants";
import { formatCredits } from "../../../../common/money";
import type { PersonalAnalyticsDto } from "../../../../common/schemas/account";
import { StatusBadge } from "../../../components/status-badge";
import { Card } from "../../../components/ui/card";

export function StatusBreakdown({ byStatus }: { byStatus: PersonalAnalyticsDto["byStatus"] }) {
  const { t } = useTranslation();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t("analytics.statusTitle")}</h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="analytics-status">
        {PROPOSAL_STATUSES.map((status) => (
          <div key={status} className="rounded-lg bg-slate-50 p-3">
            <dt>
              <StatusBadge status={status} />
            </dt>
            <dd className="mt-2 text-xl font-bold text-slate-900">{formatCredits(byStatus[status])}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
