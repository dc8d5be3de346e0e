import type { UserDto } from "../../../common/schemas/auth";
import { isSuperAdmin } from "../../features/admin/access";
import { activeSuperAdminHref } from "../../features/super-admin/links";
import { SuperAdminFrame } from "../../features/super-admin/super-admin-screen";
import { PageLoader } from "../page-loader";
import { AppShell } from "./app-shell";

/** The super admin screens: the sidebar's paths (not Back to App), and /analytics for a super admin. */
function isSuperAdminScreen(path: string, superAdmin: boolean): boolean {
  const href = activeSuperAdminHref(path);
  return (href !== null && href !== "/") || (superAdmin && path === "/analytics");
}

/** The frame `location` is drawn in (the app's shell, or the super admin's) with the loader as its content. */
export function SignedInFrame({ user, location }: { user: UserDto; location: string }) {
  const superAdmin = isSuperAdmin(user.role);
  return isSuperAdminScreen(location, superAdmin) ? (
    <SuperAdminFrame user={user} allowed={superAdmin}>
      <PageLoader />
    </SuperAdminFrame>
  ) : (
    <AppShell user={user}>
      <PageLoader />
    </AppShell>
  );
}
