import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { UserDto } from "../../../../common/schemas/auth";
import { PageHeading } from "../../../components/page-heading";
import { Card } from "../../../components/ui/card";
import { isStaff, isSuperAdmin, useSendAway } from "../../../features/admin/access";
import { GrantCreditsCard, SellCreditsCard } from "../../../features/admin/credit-forms";
import { RoleAssignCard } from "../../../features/admin/role-assign-card";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { CurrentAdmins } from "./current-admins";

const ACCESS_DENIED_REDIRECT_MS = 1000;

/**
 * 'Admin Credit Management' (/admin/credits): sell credits, add free credits; for super admins
 * role management (user or agent) and the current admins. Others see Access Denied, then /.
 */
function AdminCreditsPage({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const allowed = isStaff(user.role);
  const superAdmin = isSuperAdmin(user.role);
  useSendAway(!allowed, { delayMs: ACCESS_DENIED_REDIRECT_MS });

  if (!allowed) {
    return (
      <Card
        className="mx-auto mt-8 grid max-w-md justify-items-center gap-3 p-8 text-center"
        data-testid="access-denied"
      >
        <ShieldAlert aria-hidden className="size-10 text-red-600" />
        <h1 className="text-xl font-bold text-slate-900">{t("admin.access.deniedTitle")}</h1>
        <p className="text-sm text-slate-600">{t("admin.access.deniedBody")}</p>
      </Card>
    );
  }

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="admin-credits">
      <PageHeading title={t("admin.creditsPage.title")} subtitle={t("admin.creditsPage.subtitle")} />
      <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <SellCreditsCard agent={!superAdmin} />
        <GrantCreditsCard variant="addFree" agent={!superAdmin} />
      </div>
      {superAdmin ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] [&>*]:min-w-0">
          <RoleAssignCard variant="credits" />
          <CurrentAdmins />
        </div>
      ) : null}
    </div>
  );
}

export default signedInScreen(AdminCreditsPage);
