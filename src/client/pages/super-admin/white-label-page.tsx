import { Building2, ChevronUp, CircleCheck, Clock, Plus, Wallet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { formatCredits, formatRM } from "../../../common/money";
import type { OrganizationAction, OrganizationDto } from "../../../common/schemas/organizations";
import { PageHeading } from "../../components/page-heading";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { AdminCard } from "../../features/admin/form-card";
import { LoadFailed } from "../../features/admin/load-failed";
import { toSen } from "../../features/admin/sum-rm";
import { TableScroll } from "../../features/admin/table-scroll";
import { CreateOrganizationForm } from "../../features/organizations/create-organization-form";
import { organizationStats } from "../../features/organizations/forms";
import {
  OrganizationStatusBadge,
  type PendingTransition,
  PlanLabel,
  TransitionDialog,
} from "../../features/organizations/organization-parts";
import { useOrganizations, usePendingOrganizations } from "../../features/organizations/use-organizations";
import { superAdminScreen } from "../../features/super-admin/super-admin-screen";

const rm = (money: string) => formatRM(toSen(money) / 100);

function StatCard({
  label,
  value,
  icon: Icon,
  testId,
}: {
  label: string;
  value: string;
  icon: typeof Building2;
  testId: string;
}) {
  return (
    <Card className="grid min-w-0 gap-2 p-4">
      <dt className="flex items-center gap-2 text-xs font-medium text-slate-600">
        <span
          aria-hidden
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-violet-50 text-violet-700"
        >
          <Icon className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="truncate text-xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </Card>
  );
}

function Stats({ list }: { list: OrganizationDto[] }) {
  const { t } = useTranslation();
  const stats = organizationStats(list);
  return (
    <dl
      aria-label={t("whiteLabel.stats.label")}
      className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4"
    >
      <StatCard
        label={t("whiteLabel.stats.total")}
        value={formatCredits(stats.total)}
        icon={Building2}
        testId="stat-total"
      />
      <StatCard
        label={t("whiteLabel.stats.pending")}
        value={formatCredits(stats.pending)}
        icon={Clock}
        testId="stat-pending"
      />
      <StatCard
        label={t("whiteLabel.stats.active")}
        value={formatCredits(stats.active)}
        icon={CircleCheck}
        testId="stat-active"
      />
      <StatCard
        label={t("whiteLabel.stats.revenue")}
        value={formatRM(stats.revenueSen / 100)}
        icon={Wallet}
        testId="stat-revenue"
      />
    </dl>
  );
}

/** The buttons an organisation's state allows: Suspend for approved, Reactivate for suspended, and View. */
function RowActions({ org, onAction }: { org: OrganizationDto; onAction: (p: PendingTransition) => void }) {
  const { t } = useTranslation();
  const action: OrganizationAction | null =
    org.status === "approved" ? "suspend" : org.status === "suspended" ? "reactivate" : null;
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        href={`/white-label/${org.id}`}
        className={buttonClasses("outline", "sm")}
        aria-label={t("whiteLabel.actions.labelled", { action: t("whiteLabel.actions.view"), name: org.name })}
        data-testid="organization-view"
      >
        {t("whiteLabel.actions.view")}
      </Link>
      {action ? (
        <Button
          size="sm"
          variant={action === "suspend" ? "danger" : "secondary"}
          aria-label={t("whiteLabel.actions.labelled", { action: t(`whiteLabel.actions.${action}`), name: org.name })}
          data-testid={`organization-${action}`}
          onClick={() => onAction({ organization: org, action })}
        >
          {t(`whiteLabel.actions.${action}`)}
        </Button>
      ) : null}
    </div>
  );
}

function PendingList({ onAction }: { onAction: (p: PendingTransition) => void }) {
  const { t } = useTranslation();
  const pending = usePendingOrganizations();
  return (
    <AdminCard title={t("whiteLabel.pending.title")} testId="pending-organizations">
      {pending.isError && !pending.data ? (
        <LoadFailed messageKey="whiteLabel.loadFailed" error={pending.error} onRetry={() => pending.refetch()} />
      ) : !pending.data ? (
        <Skeleton className="h-20 w-full" />
      ) : pending.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t("whiteLabel.pending.empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {pending.data.map((org) => (
            <li
              key={org.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
              data-testid="pending-organization"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{org.name}</p>
                <p className="text-sm break-all text-slate-600">/{org.slug}</p>
                <p className="text-sm break-words text-slate-600">
                  {t("whiteLabel.pending.agent", { name: org.agentName ?? org.agentEmail ?? "-" })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  aria-label={t("whiteLabel.actions.labelled", {
                    action: t("whiteLabel.actions.approve"),
                    name: org.name,
                  })}
                  data-testid="organization-approve"
                  onClick={() => onAction({ organization: org, action: "approve" })}
                >
                  {t("whiteLabel.actions.approve")}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={t("whiteLabel.actions.labelled", {
                    action: t("whiteLabel.actions.reject"),
                    name: org.name,
                  })}
                  data-testid="organization-reject"
                  onClick={() => onAction({ organization: org, action: "reject" })}
                >
                  {t("whiteLabel.actions.reject")}
                </Button>
                <Link
                  href={`/white-label/${org.id}`}
                  className={buttonClasses("outline", "sm")}
                  aria-label={t("whiteLabel.actions.labelled", {
                    action: t("whiteLabel.actions.view"),
                    name: org.name,
                  })}
                >
                  {t("whiteLabel.actions.view")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}

function AllOrganizations({ list, onAction }: { list: OrganizationDto[]; onAction: (p: PendingTransition) => void }) {
  const { t } = useTranslation();
  if (list.length === 0) return <p className="text-sm text-slate-600">{t("whiteLabel.all.empty")}</p>;
  return (
    <>
      {/* A phone: one card per organisation. */}
      <ul className="grid gap-3 md:hidden" data-testid="organization-cards">
        {list.map((org) => (
          <li
            key={org.id}
            className="grid gap-2 rounded-lg border border-slate-200 p-3"
            data-testid="organization-card"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{org.name}</p>
                <p className="text-sm break-all text-slate-600">/{org.slug}</p>
              </div>
              <OrganizationStatusBadge status={org.status} />
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{t("whiteLabel.all.plan")}</dt>
              <dd className="text-slate-900">
                <PlanLabel plan={org.subscriptionPlan} />
              </dd>
              <dt className="text-slate-600">{t("whiteLabel.all.users")}</dt>
              <dd className="text-slate-900">{formatCredits(org.totalUsers)}</dd>
              <dt className="text-slate-600">{t("whiteLabel.all.proposals")}</dt>
              <dd className="text-slate-900">{formatCredits(org.totalProposals)}</dd>
              <dt className="text-slate-600">{t("whiteLabel.all.revenue")}</dt>
              <dd className="text-slate-900">{rm(org.monthlyRevenue)}</dd>
            </dl>
            <RowActions org={org} onAction={onAction} />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <TableScroll label={t("whiteLabel.all.tableLabel")}>
          <table className="w-full min-w-[760px] text-left text-sm" data-testid="organization-table">
            <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-5 py-2 font-semibold">
                  {t("whiteLabel.all.name")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("whiteLabel.all.status")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("whiteLabel.all.plan")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t("whiteLabel.all.users")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t("whiteLabel.all.proposals")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t("whiteLabel.all.revenue")}
                </th>
                <th scope="col" className="px-5 py-2 font-semibold">
                  {t("whiteLabel.all.actions")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((org) => (
                <tr key={org.id} data-testid="organization-row">
                  <td className="px-5 py-3">
                    <p className="font-semibold text-slate-900">{org.name}</p>
                    <p className="text-slate-600">/{org.slug}</p>
                  </td>
                  <td className="px-3 py-3">
                    <OrganizationStatusBadge status={org.status} />
                  </td>
                  <td className="px-3 py-3">
                    <PlanLabel plan={org.subscriptionPlan} />
                  </td>
                  <td className="px-3 py-3 text-right tabular-nums">{formatCredits(org.totalUsers)}</td>
                  <td className="px-3 py-3 text-right tabular-nums">{formatCredits(org.totalProposals)}</td>
                  <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">{rm(org.monthlyRevenue)}</td>
                  <td className="px-5 py-3">
                    <RowActions org={org} onAction={onAction} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </>
  );
}

/** 'White Label Management' (/white-label): figures, the create form, pending approvals, every organisation. */
function WhiteLabelPage() {
  const { t } = useTranslation();
  const organizations = useOrganizations();
  const [creating, setCreating] = useState(false);
  const [transition, setTransition] = useState<PendingTransition | null>(null);

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="white-label-page">
      <PageHeading title={t("whiteLabel.title")} subtitle={t("whiteLabel.subtitle")}>
        <Button
          onClick={() => setCreating((open) => !open)}
          aria-expanded={creating}
          aria-controls="create-organization"
          data-testid="organization-create-toggle"
        >
          {creating ? <ChevronUp aria-hidden /> : <Plus aria-hidden />}
          {creating ? t("whiteLabel.create.hide") : t("whiteLabel.create.toggle")}
        </Button>
      </PageHeading>
      {organizations.isError && !organizations.data ? (
        <LoadFailed
          messageKey="whiteLabel.loadFailed"
          error={organizations.error}
          onRetry={() => organizations.refetch()}
        />
      ) : organizations.data ? (
        <Stats list={organizations.data} />
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
      <div id="create-organization" hidden={!creating}>
        {creating ? (
          <AdminCard title={t("whiteLabel.create.title")} description={t("whiteLabel.create.description")}>
            <CreateOrganizationForm onDone={() => setCreating(false)} />
          </AdminCard>
        ) : null}
      </div>
      <PendingList onAction={setTransition} />
      <AdminCard title={t("whiteLabel.all.title")} testId="all-organizations">
        {organizations.data ? (
          <AllOrganizations list={organizations.data} onAction={setTransition} />
        ) : organizations.isError ? null : (
          <Skeleton className="h-40 w-full" />
        )}
      </AdminCard>
      <TransitionDialog pending={transition} onClose={() => setTransition(null)} />
    </div>
  );
}

/** Others are told 'Super Admin Access Required', then sent to / like on every super admin screen. */
export default superAdminScreen(WhiteLabelPage, { denial: { title: "superAdmin.access.requiredTitle" } });
