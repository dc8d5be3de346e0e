import { Coins, Pencil, Trash2, UserPlus, UserRoundPlus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { ROLES, type Role } from "../../../common/constants";
import { formatCredits, formatRM } from "../../../common/money";
import { NO_AGENT, type UserAnalyticsRowDto } from "../../../common/schemas/analytics";
import { PageHeading } from "../../components/page-heading";
import { TableSkeleton } from "../../components/table-states";
import { Button, buttonClasses } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { SearchInput } from "../../components/ui/search-input";
import { CreditsValue, RoleBadge, SubscriptionBadge } from "../../features/admin/badges";
import { AdminCard } from "../../features/admin/form-card";
import { LoadFailed } from "../../features/admin/load-failed";
import { notifyFailure, notifySuccess } from "../../features/admin/notify";
import { TableScroll } from "../../features/admin/table-scroll";
import { displayName } from "../../features/auth/use-auth";
import { superAdminScreen } from "../../features/super-admin/super-admin-screen";
import {
  accountSnapshot,
  useAgentSummaries,
  useAgents,
  useDeleteUser,
  useUsersAnalytics,
} from "../../features/super-admin/use-super-admin";
import { Select } from "../user/create/controls";
import { QuickActionsCard } from "./test-users-card";
import { TopupDialog } from "./topup-dialog";

const PAGE_SIZE = 30;
const SEARCH_DELAY_MS = 300;

const GROUPS = [
  {
    role: "super_admin",
    title: "superAdmin.users.groups.superAdmins",
    empty: "superAdmin.users.groups.superAdminsEmpty",
    count: "superAdmins",
  },
  {
    role: "admin",
    title: "superAdmin.users.groups.agents",
    empty: "superAdmin.users.groups.agentsEmpty",
    count: "agents",
  },
  { role: "user", title: "superAdmin.users.groups.users", empty: "superAdmin.users.groups.usersEmpty", count: "users" },
] as const;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** 'User Management': agent summary, server-side search and filters, the three groups, top up, edit, delete. */
function UserManagementPage() {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState("");
  const [role, setRole] = useState("");
  const [agentId, setAgentId] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search or filter starts at page 1
  useEffect(() => setPage(1), [q, role, agentId]);
  const users = useUsersAnalytics({
    q: q || undefined,
    role: (ROLES as readonly string[]).includes(role) ? (role as Role) : undefined,
    agentId: agentId || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const agents = useAgents();
  const [topupFor, setTopupFor] = useState<UserAnalyticsRowDto | null>(null);
  const remove = useDeleteUser();

  const onDelete = (user: UserAnalyticsRowDto) => {
    if (!window.confirm(t("superAdmin.users.deleteConfirm"))) return;
    remove.mutate(user.id, {
      onSuccess: (result) => notifySuccess("superAdmin.users.deleted", result.message),
      onError: (error) => notifyFailure("superAdmin.users.deleteFailed", error),
    });
  };

  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="user-management">
      <PageHeading title={t("superAdmin.users.title")} subtitle={t("superAdmin.users.subtitle")}>
        <div className="flex flex-wrap gap-2">
          <Link
            href="/super-admin/create-user"
            className={buttonClasses("primary", "md")}
            data-testid="create-user-link"
          >
            <UserPlus aria-hidden />
            {t("superAdmin.users.createUser")}
          </Link>
          <Link
            href="/super-admin/create-agent"
            className={buttonClasses("outline", "md")}
            data-testid="create-agent-link"
          >
            <UserRoundPlus aria-hidden />
            {t("superAdmin.users.createAgent")}
          </Link>
        </div>
      </PageHeading>

      <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr] [&>*]:min-w-0">
        <AgentSummary />
        <QuickActionsCard />
      </div>

      <AdminCard title={t("superAdmin.users.filters")}>
        <div className="grid gap-4 md:grid-cols-3">
          <div className="grid gap-1.5">
            <span className="text-sm font-medium text-slate-800" aria-hidden>
              {t("superAdmin.users.search")}
            </span>
            <SearchInput
              label={t("superAdmin.users.search")}
              placeholder={t("superAdmin.users.searchPlaceholder")}
              value={search}
              onChange={setSearch}
            />
          </div>
          <FormField id={`${id}-role`} label={t("superAdmin.users.roleFilter")}>
            <Select
              id={`${id}-role`}
              value={role}
              onChange={(event) => setRole(event.target.value)}
              placeholder={t("superAdmin.users.allRoles")}
              options={(["super_admin", "admin", "user"] as const).map((r) => ({
                value: r,
                label: t(`admin.roles.${r}`),
              }))}
            />
          </FormField>
          <FormField id={`${id}-agent`} label={t("superAdmin.users.agentFilter")}>
            <Select
              id={`${id}-agent`}
              value={agentId}
              onChange={(event) => setAgentId(event.target.value)}
              placeholder={t("superAdmin.users.allAgents")}
              options={[
                ...(agents.data ?? []).map((a) => ({ value: a.id, label: displayName(a) || a.email })),
                { value: NO_AGENT, label: t("superAdmin.users.unknownAgent") },
              ]}
            />
          </FormField>
        </div>
      </AdminCard>

      {users.isError && !data ? (
        <LoadFailed messageKey="superAdmin.users.loadFailed" error={users.error} onRetry={() => users.refetch()} />
      ) : !data ? (
        <TableSkeleton />
      ) : data.total === 0 ? (
        <p
          className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600"
          data-testid="users-empty"
        >
          {t("superAdmin.users.empty")}
        </p>
      ) : (
        <>
          {GROUPS.filter((g) => !role || g.role === role).map((group) => {
            const rows = data.items.filter((u) => u.role === group.role);
            return (
              <AdminCard
                key={group.role}
                title={t(group.title, { count: data.groups[group.count] })}
                testId={`group-${group.role}`}
              >
                {rows.length === 0 ? (
                  <p className="text-sm text-slate-600">
                    {data.groups[group.count] === 0 ? t(group.empty) : t("superAdmin.users.groups.otherPage")}
                  </p>
                ) : (
                  <ul className="grid gap-3 md:grid-cols-2">
                    {rows.map((u) => (
                      <UserCard key={u.id} user={u} onTopup={() => setTopupFor(u)} onDelete={() => onDelete(u)} />
                    ))}
                  </ul>
                )}
              </AdminCard>
            );
          })}
          {pages > 1 ? (
            <nav aria-label={t("superAdmin.users.paging")} className="flex items-center justify-between gap-3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t("superAdmin.users.previous")}
              </Button>
              <span className="text-sm text-slate-600">{t("superAdmin.users.page", { page, pages })}</span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t("superAdmin.users.next")}
              </Button>
            </nav>
          ) : null}
        </>
      )}
      <TopupDialog user={topupFor} onClose={() => setTopupFor(null)} />
    </div>
  );
}

function UserCard({
  user,
  onTopup,
  onDelete,
}: {
  user: UserAnalyticsRowDto;
  onTopup: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const name = displayName(user) || user.email;
  const staffOrUser = user.role !== "super_admin";
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border border-slate-200 p-4" data-testid="user-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
        <RoleBadge role={user.role} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t("superAdmin.users.card.credits")}</dt>
        <dd className="font-medium text-slate-900" data-testid="user-credits">
          <CreditsValue user={user} />
        </dd>
        <dt className="text-slate-600">{t("superAdmin.users.card.spent")}</dt>
        <dd className="font-medium text-slate-900">{formatRM(Number(user.totalSpentRM))}</dd>
        <dt className="text-slate-600">{t("superAdmin.users.card.proposals")}</dt>
        <dd className="font-medium text-slate-900">{formatCredits(user.proposalCount)}</dd>
        <dt className="text-slate-600">{t("superAdmin.users.card.subscription")}</dt>
        <dd className="font-medium text-slate-900">
          {user.subscriptionStatus?.trim() ? (
            <SubscriptionBadge status={user.subscriptionStatus} />
          ) : (
            t("superAdmin.users.card.inactive")
          )}
        </dd>
        {user.role === "user" ? (
          <>
            <dt className="text-slate-600">{t("superAdmin.users.card.agent")}</dt>
            <dd className="truncate font-medium text-slate-900">{user.agentEmail ?? t("admin.common.noAgent")}</dd>
          </>
        ) : null}
      </dl>
      {staffOrUser ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={onTopup}
            aria-label={t("superAdmin.users.topupLabel", { name })}
          >
            <Coins aria-hidden />
            {t("superAdmin.users.topup")}
          </Button>
          <Link
            href={`/super-admin/edit-user?userId=${encodeURIComponent(user.id)}`}
            state={accountSnapshot(user)}
            className={buttonClasses("outline", "sm")}
            aria-label={t("superAdmin.users.editLabel", { name })}
          >
            <Pencil aria-hidden />
            {t("superAdmin.users.edit")}
          </Link>
          <Button
            size="sm"
            variant="danger"
            onClick={onDelete}
            aria-label={t("superAdmin.users.deleteLabel", { name })}
          >
            <Trash2 aria-hidden />
            {t("superAdmin.users.delete")}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function AgentSummary() {
  const { t } = useTranslation();
  const summaries = useAgentSummaries();
  return (
    <AdminCard title={t("superAdmin.users.summary.title")} testId="agent-summary">
      {summaries.isError ? (
        <LoadFailed
          messageKey="superAdmin.users.loadFailed"
          error={summaries.error}
          onRetry={() => summaries.refetch()}
        />
      ) : !summaries.data ? (
        <TableSkeleton />
      ) : summaries.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t("superAdmin.users.summary.empty")}</p>
      ) : (
        <TableScroll label={t("superAdmin.users.summary.title")}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="px-5 py-2 font-medium">
                  {t("superAdmin.users.summary.agent")}
                </th>
                <th scope="col" className="px-5 py-2 font-medium">
                  {t("superAdmin.users.summary.users")}
                </th>
                <th scope="col" className="px-5 py-2 font-medium">
                  {t("superAdmin.users.summary.revenue")}
                </th>
                <th scope="col" className="px-5 py-2 font-medium">
                  {t("superAdmin.users.summary.proposals")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {summaries.data.map((a) => (
                <tr key={a.agentId}>
                  <td className="px-5 py-2 font-medium text-slate-900">{a.agentName || a.agentEmail}</td>
                  <td className="px-5 py-2">{formatCredits(a.totalUsers)}</td>
                  <td className="px-5 py-2">{formatRM(Number(a.totalRevenue))}</td>
                  <td className="px-5 py-2">{formatCredits(a.totalProposals)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </AdminCard>
  );
}

export default superAdminScreen(UserManagementPage);
