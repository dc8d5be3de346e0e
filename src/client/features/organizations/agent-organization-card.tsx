import { useTranslation } from "react-i18next";
import { formatCredits } from "../../../common/money";
import { ToneBadge } from "../../components/status-badge";
import { Skeleton } from "../../components/ui/skeleton";
import { AdminCard } from "../admin/form-card";
import { LoadFailed } from "../admin/load-failed";
import { ColorSwatch, OrganizationStatusBadge, PlanLabel } from "./organization-parts";
import { useAgentOrganization } from "./use-organizations";

/** The agent's own organisation, read-only: its status, what that means for the brand, and its members. */
export function AgentOrganizationCard() {
  const { t } = useTranslation();
  const own = useAgentOrganization();
  const org = own.data?.organization ?? null;
  return (
    <AdminCard
      title={t("whiteLabel.agent.title")}
      testId="agent-organization"
      actions={org ? <OrganizationStatusBadge status={org.status} /> : undefined}
    >
      {own.isError && !own.data ? (
        <LoadFailed messageKey="whiteLabel.agent.loadFailed" error={own.error} onRetry={() => own.refetch()} />
      ) : !own.data ? (
        <Skeleton className="h-20 w-full" />
      ) : !org ? (
        <p className="text-sm text-slate-600">{t("whiteLabel.agent.none")}</p>
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            {org.logoUrl ? (
              <img
                src={org.logoUrl}
                alt={t("whiteLabel.detail.logoAlt", { name: org.name })}
                className="size-12 rounded-lg border border-slate-200 bg-white object-contain"
              />
            ) : null}
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900" data-testid="agent-organization-name">
                {org.name}
              </p>
              <p className="text-sm break-all text-slate-600">
                /{org.slug}
                {org.customDomain ? ` · ${org.customDomain}` : ""}
              </p>
            </div>
          </div>
          <p className="text-sm text-slate-700">{t(`whiteLabel.agent.statusNote.${org.status}`)}</p>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div className="min-w-0">
              <dt className="text-xs text-slate-600">{t("whiteLabel.detail.plan")}</dt>
              <dd>
                <PlanLabel plan={org.subscriptionPlan} />
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-600">{t("whiteLabel.detail.proposals")}</dt>
              <dd>{formatCredits(org.totalProposals)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-600">{t("whiteLabel.detail.primaryColor")}</dt>
              <dd>
                <ColorSwatch color={org.primaryColor} />
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-600">{t("whiteLabel.detail.secondaryColor")}</dt>
              <dd>
                <ColorSwatch color={org.secondaryColor} />
              </dd>
            </div>
          </dl>
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold text-slate-900">
              {t("whiteLabel.agent.members", { count: own.data.members.length })}
            </h3>
            <ul className="grid gap-2">
              {own.data.members.map((m) => (
                <li
                  key={m.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
                  data-testid="agent-organization-member"
                >
                  <span className="min-w-0">
                    <span className="block font-medium break-words text-slate-900">
                      {`${m.firstName} ${m.lastName}`.trim() || m.email}
                    </span>
                    <span className="block break-all text-slate-600">{m.email}</span>
                  </span>
                  <ToneBadge
                    tone={
                      m.isAgent ? "bg-sky-50 text-sky-800 ring-sky-300" : "bg-slate-100 text-slate-700 ring-slate-300"
                    }
                  >
                    {t(m.isAgent ? "whiteLabel.detail.agentBadge" : "whiteLabel.detail.userBadge")}
                  </ToneBadge>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </AdminCard>
  );
}
