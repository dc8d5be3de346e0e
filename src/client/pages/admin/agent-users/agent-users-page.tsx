import { ArrowLeftRight, UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "../../../../common/money";
import type { AdminUserDto } from "../../../../common/schemas/admin";
import type { UserDto } from "../../../../common/schemas/auth";
import { PageHeading } from "../../../components/page-heading";
import { TableSkeleton } from "../../../components/table-states";
import { Button } from "../../../components/ui/button";
import { isStaff, isSuperAdmin, useSendAway } from "../../../features/admin/access";
import { AssignAgentDialog } from "../../../features/admin/assign-agent-dialog";
import { AdminCard } from "../../../features/admin/form-card";
import { LoadFailed } from "../../../features/admin/load-failed";
import { TransferDialog } from "../../../features/admin/transfer-dialog";
import { useSupervisedUsers, useUnassignedUsers } from "../../../features/admin/use-admin";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { displayName } from "../../../features/auth/use-auth";
import { useBalance } from "../../../features/credits/use-credits";
import { AgentOrganizationCard } from "../../../features/organizations/agent-organization-card";
import { UserTable } from "./user-table";

const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * The agent's supervised users (/agent/users) with credit transfers; super admins also see the
 * unassigned users and (re)assign users to agents. Anyone else is told and sent to /.
 */
function AgentUsersPage({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const allowed = isStaff(user.role);
  const superAdmin = isSuperAdmin(user.role);
  useSendAway(!allowed, { toastKey: "admin.access.agentUnauthorized", delayMs: UNAUTHORIZED_REDIRECT_MS });
  const supervised = useSupervisedUsers(allowed);
  const unassigned = useUnassignedUsers(allowed && superAdmin);
  const balance = useBalance(allowed && !superAdmin);
  const [transferTo, setTransferTo] = useState<AdminUserDto | null>(null);
  const [assigning, setAssigning] = useState<AdminUserDto | null>(null);

  if (!allowed) return <TableSkeleton />;

  const transferButton = (u: AdminUserDto) => (
    <Button
      size="sm"
      variant="secondary"
      aria-label={t("admin.agentUsers.transfer.buttonLabel", { name: displayName(u) })}
      onClick={() => setTransferTo(u)}
    >
      <ArrowLeftRight aria-hidden />
      {t("admin.agentUsers.transfer.button")}
    </Button>
  );
  const assignButton = (u: AdminUserDto) => {
    const reassign = u.agentId !== null;
    return (
      <Button
        size="sm"
        variant="outline"
        aria-label={t(reassign ? "admin.agentUsers.assign.reassignLabel" : "admin.agentUsers.assign.assignLabel", {
          name: displayName(u),
        })}
        onClick={() => setAssigning(u)}
      >
        <UserPlus aria-hidden />
        {t(reassign ? "admin.agentUsers.assign.reassign" : "admin.agentUsers.assign.assign")}
      </Button>
    );
  };

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="agent-users">
      <PageHeading title={t("admin.agentUsers.title")} subtitle={t("admin.agentUsers.subtitle")}>
        {!superAdmin && balance.data ? (
          <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
            {t("admin.common.yourBalance", { credits: formatCredits(balance.data.credits) })}
          </p>
        ) : null}
      </PageHeading>

      {user.role === "admin" ? <AgentOrganizationCard /> : null}

      <AdminCard title={t("admin.agentUsers.supervised")} testId="supervised-users">
        {supervised.isError ? (
          <LoadFailed
            messageKey="admin.agentUsers.loadFailed"
            error={supervised.error}
            onRetry={() => supervised.refetch()}
          />
        ) : !supervised.data ? (
          <TableSkeleton />
        ) : supervised.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t("admin.agentUsers.empty")}</p>
        ) : (
          <UserTable
            label={t("admin.agentUsers.supervised")}
            users={supervised.data}
            showAgent={superAdmin}
            testId="supervised-user-row"
            actions={(u) => (
              <>
                {transferButton(u)}
                {superAdmin ? assignButton(u) : null}
              </>
            )}
          />
        )}
      </AdminCard>

      {superAdmin ? (
        <AdminCard title={t("admin.agentUsers.unassigned")} testId="unassigned-users">
          {unassigned.isError ? (
            <LoadFailed
              messageKey="admin.agentUsers.loadFailed"
              error={unassigned.error}
              onRetry={() => unassigned.refetch()}
            />
          ) : !unassigned.data ? (
            <TableSkeleton />
          ) : unassigned.data.length === 0 ? (
            <p className="text-sm text-slate-600">{t("admin.agentUsers.unassignedEmpty")}</p>
          ) : (
            <UserTable
              label={t("admin.agentUsers.unassigned")}
              users={unassigned.data}
              showAgent={false}
              testId="unassigned-user-row"
              actions={assignButton}
            />
          )}
        </AdminCard>
      ) : null}

      <TransferDialog user={transferTo} onClose={() => setTransferTo(null)} />
      <AssignAgentDialog user={assigning} onClose={() => setAssigning(null)} />
    </div>
  );
}

export default signedInScreen(AgentUsersPage);
