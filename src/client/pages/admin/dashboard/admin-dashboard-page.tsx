import { useTranslation } from "react-i18next";
import type { UserDto } from "../../../../common/schemas/auth";
import { PageHeading } from "../../../components/page-heading";
import { isStaff, isSuperAdmin, useSendAway } from "../../../features/admin/access";
import { CommissionCard } from "../../../features/admin/commission-card";
import { GrantCreditsCard } from "../../../features/admin/credit-forms";
import { PayoutCard } from "../../../features/admin/payout-card";
import { RoleAssignCard } from "../../../features/admin/role-assign-card";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { RecentPayments } from "./recent-payments";
import { RecentUsers } from "./recent-users";
import { StaleOnlinePayments } from "./stale-online-payments";
import { StatCards, StatPlaceholders } from "./stat-cards";

const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * 'Admin Dashboard' (/admin), for agents and super admins: figures, role assignment (super admin),
 * credit grants, the agent's commission or the super admin's payouts, recent users and payments.
 * Anyone else is told and sent to / after 500 ms.
 */
function AdminDashboardPage({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const allowed = isStaff(user.role);
  const superAdmin = isSuperAdmin(user.role);
  useSendAway(!allowed, { toastKey: "admin.access.dashboardUnauthorized", delayMs: UNAUTHORIZED_REDIRECT_MS });
  if (!allowed) return <StatPlaceholders />;

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="admin-dashboard">
      <PageHeading title={t("admin.dashboard.title")} subtitle={t("admin.dashboard.subtitle")} />
      <StatCards />
      <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        {superAdmin ? <RoleAssignCard variant="dashboard" /> : <CommissionCard />}
        <GrantCreditsCard variant="dashboard" agent={!superAdmin} />
      </div>
      {superAdmin ? <PayoutCard /> : null}
      <RecentUsers />
      <StaleOnlinePayments />
      <RecentPayments />
    </div>
  );
}

export default signedInScreen(AdminDashboardPage);
