import { ArrowLeft } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { formatCredits, formatRM } from "../../../common/money";
import type { OrganizationDetailDto } from "../../../common/schemas/organizations";
import { PageHeading } from "../../components/page-heading";
import { ToneBadge } from "../../components/status-badge";
import { Button, buttonClasses } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { AdminCard } from "../../features/admin/form-card";
import { LoadFailed } from "../../features/admin/load-failed";
import { toSen } from "../../features/admin/sum-rm";
import { TableScroll } from "../../features/admin/table-scroll";
import {
  ColorSwatch,
  OrganizationStatusBadge,
  type PendingTransition,
  PlanLabel,
  TransitionDialog,
} from "../../features/organizations/organization-parts";
import { useOrganizationDetail } from "../../features/organizations/use-organizations";
import { Figure } from "../../features/super-admin/figure";
import { superAdminScreen } from "../../features/super-admin/super-admin-screen";
import { currentLanguage } from "../../i18n";

const RevenueChart = lazy(() => import("./organization-revenue-chart"));

const rm = (money: string) => formatRM(toSen(money) / 100);

function formatDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(currentLanguage() === "en" ? "en-MY" : "ms-MY", {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: "Asia/Kuala_Lumpur",
  }).format(date);
}

/** 'YYYY-MM' as a short month and year in the chosen language. */
function monthLabel(month: string): string {
  const [year, mm] = month.split("-").map(Number);
  if (!year || !mm) return month;
  return new Intl.DateTimeFormat(currentLanguage() === "en" ? "en-MY" : "ms-MY", {
    month: "short",
    year: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, mm - 1, 1)));
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Branding({ org }: { org: OrganizationDetailDto }) {
  const { t } = useTranslation();
  return (
    <AdminCard title={t("whiteLabel.detail.branding")} testId="organization-branding">
      <div className="flex flex-wrap items-center gap-4">
        {org.logoUrl ? (
          <img
            src={org.logoUrl}
            alt={t("whiteLabel.detail.logoAlt", { name: org.name })}
            className="size-16 rounded-lg border border-slate-200 bg-white object-contain"
            data-testid="organization-logo-image"
          />
        ) : (
          <span className="inline-flex size-16 items-center justify-center rounded-lg border border-dashed border-slate-300 text-center text-xs text-slate-500">
            {t("whiteLabel.detail.noLogo")}
          </span>
        )}
        <div
          aria-hidden
          className="h-16 min-w-0 flex-1 rounded-lg"
          style={{ background: `linear-gradient(90deg, ${org.primaryColor}, ${org.secondaryColor})` }}
        />
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t("whiteLabel.detail.primaryColor")}>
          <ColorSwatch color={org.primaryColor} />
        </Fact>
        <Fact label={t("whiteLabel.detail.secondaryColor")}>
          <ColorSwatch color={org.secondaryColor} />
        </Fact>
        <Fact label={t("whiteLabel.detail.slug")}>/{org.slug}</Fact>
        <Fact label={t("whiteLabel.detail.customDomain")}>{org.customDomain ?? t("whiteLabel.detail.none")}</Fact>
        <Fact label={t("whiteLabel.detail.agent")}>
          {org.agentName ?? "-"}
          {org.agentEmail ? <span className="block text-sm break-all text-slate-600">{org.agentEmail}</span> : null}
        </Fact>
        <Fact label={t("whiteLabel.detail.plan")}>
          <PlanLabel plan={org.subscriptionPlan} />
        </Fact>
        <Fact label={t("whiteLabel.detail.created")}>{formatDate(org.createdAt)}</Fact>
      </dl>
      {org.description ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-700">{org.description}</p>
      ) : null}
    </AdminCard>
  );
}

function Members({ org, onPage }: { org: OrganizationDetailDto; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { items, total, page, pageSize } = org.members;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <AdminCard title={t("whiteLabel.detail.membersTitle")} testId="organization-members">
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t("whiteLabel.detail.membersEmpty")}</p>
      ) : (
        <TableScroll label={t("whiteLabel.detail.membersTitle")}>
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-5 py-2 font-semibold">
                  {t("whiteLabel.detail.memberName")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("whiteLabel.detail.memberRole")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t("whiteLabel.detail.memberProposals")}
                </th>
                <th scope="col" className="px-5 py-2 font-semibold">
                  {t("whiteLabel.detail.memberJoined")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((m) => (
                <tr key={m.id} data-testid="organization-member">
                  <td className="px-5 py-2.5">
                    <p className="font-medium text-slate-900">{`${m.firstName} ${m.lastName}`.trim() || m.email}</p>
                    <p className="break-all text-slate-600">{m.email}</p>
                  </td>
                  <td className="px-3 py-2.5">
                    <ToneBadge
                      tone={
                        m.isAgent ? "bg-sky-50 text-sky-800 ring-sky-300" : "bg-slate-100 text-slate-700 ring-slate-300"
                      }
                    >
                      {t(m.isAgent ? "whiteLabel.detail.agentBadge" : "whiteLabel.detail.userBadge")}
                    </ToneBadge>
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{formatCredits(m.proposalCount)}</td>
                  <td className="px-5 py-2.5 whitespace-nowrap">{formatDate(m.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages > 1 ? (
        <nav
          aria-label={t("whiteLabel.detail.membersTitle")}
          className="flex flex-wrap items-center justify-between gap-2"
        >
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t("whiteLabel.detail.previous")}
          </Button>
          <span className="text-sm text-slate-600">{t("whiteLabel.detail.page", { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t("whiteLabel.detail.next")}
          </Button>
        </nav>
      ) : null}
    </AdminCard>
  );
}

function Revenue({ org }: { org: OrganizationDetailDto }) {
  const { t } = useTranslation();
  const months = org.revenueByMonth.map((m) => ({
    month: m.month,
    label: monthLabel(m.month),
    revenue: toSen(m.revenue) / 100,
  }));
  return (
    <AdminCard title={t("whiteLabel.detail.revenueTitle")} testId="organization-revenue">
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <RevenueChart months={months} color={org.primaryColor} />
      </Suspense>
      <table className="sr-only">
        <caption>{t("whiteLabel.detail.revenueTable")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("whiteLabel.detail.month")}</th>
            <th scope="col">{t("whiteLabel.detail.revenueSeries")}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <td>{m.label}</td>
              <td>{formatRM(m.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminCard>
  );
}

function History({ org }: { org: OrganizationDetailDto }) {
  const { t } = useTranslation();
  return (
    <AdminCard title={t("whiteLabel.detail.historyTitle")} testId="organization-history">
      {org.history.length === 0 ? (
        <p className="text-sm text-slate-600">{t("whiteLabel.detail.historyEmpty")}</p>
      ) : (
        <ol className="grid gap-3">
          {org.history.map((h) => (
            <li
              key={h.id}
              className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm"
              data-testid="organization-history-entry"
            >
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                <OrganizationStatusBadge status={h.fromStatus} />
                <span aria-hidden>→</span>
                <span className="sr-only">
                  {t("whiteLabel.detail.historyChange", {
                    from: t(`whiteLabel.statuses.${h.fromStatus}`),
                    to: t(`whiteLabel.statuses.${h.toStatus}`),
                  })}
                </span>
                <OrganizationStatusBadge status={h.toStatus} />
              </p>
              <p className="text-slate-600">
                <time dateTime={h.at}>{formatDate(h.at, true)}</time>{" "}
                {t("whiteLabel.detail.historyBy", { name: h.actorName ?? t("whiteLabel.detail.unknownActor") })}
              </p>
              {h.reason ? (
                <p className="break-words text-slate-800" data-testid="organization-history-reason">
                  {t("whiteLabel.detail.historyReason", { reason: h.reason })}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </AdminCard>
  );
}

/** The organisation's page (the "View" button): branding, figures, members, monthly revenue, status history. */
function OrganizationPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams<{ id: string }>();
  const [page, setPage] = useState(1);
  const detail = useOrganizationDetail(id, page);
  const [transition, setTransition] = useState<PendingTransition | null>(null);
  const org = detail.data;

  const action =
    org?.status === "pending"
      ? null
      : org?.status === "approved"
        ? "suspend"
        : org?.status === "suspended"
          ? "reactivate"
          : null;

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="organization-page">
      <Link href="/white-label" className={buttonClasses("ghost", "sm", "justify-self-start")}>
        <ArrowLeft aria-hidden />
        {t("whiteLabel.detail.back")}
      </Link>
      {detail.isError && !org ? (
        <LoadFailed messageKey="whiteLabel.detail.loadFailed" error={detail.error} onRetry={() => detail.refetch()} />
      ) : !org ? (
        <div className="grid gap-4">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <>
          <PageHeading title={org.name}>
            <div className="flex flex-wrap items-center gap-2">
              <OrganizationStatusBadge status={org.status} />
              {org.status === "pending" ? (
                <>
                  <Button size="sm" onClick={() => setTransition({ organization: org, action: "approve" })}>
                    {t("whiteLabel.actions.approve")}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => setTransition({ organization: org, action: "reject" })}
                  >
                    {t("whiteLabel.actions.reject")}
                  </Button>
                </>
              ) : action ? (
                <Button
                  size="sm"
                  variant={action === "suspend" ? "danger" : "secondary"}
                  data-testid={`organization-${action}`}
                  onClick={() => setTransition({ organization: org, action })}
                >
                  {t(`whiteLabel.actions.${action}`)}
                </Button>
              ) : null}
            </div>
          </PageHeading>
          <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
            <Figure
              label={t("whiteLabel.detail.members")}
              value={formatCredits(org.totalUsers)}
              testId="organization-total-users"
            />
            <Figure
              label={t("whiteLabel.detail.proposals")}
              value={formatCredits(org.totalProposals)}
              testId="organization-total-proposals"
            />
            <Figure
              label={t("whiteLabel.detail.monthlyRevenue")}
              value={rm(org.monthlyRevenue)}
              testId="organization-monthly-revenue"
            />
            <Figure
              label={t("whiteLabel.detail.commission")}
              value={rm(org.agentCommission)}
              testId="organization-commission"
            />
          </dl>
          <Branding org={org} />
          <Revenue org={org} />
          <Members org={org} onPage={setPage} />
          <History org={org} />
        </>
      )}
      <TransitionDialog pending={transition} onClose={() => setTransition(null)} />
    </div>
  );
}

export default superAdminScreen(OrganizationPage);
