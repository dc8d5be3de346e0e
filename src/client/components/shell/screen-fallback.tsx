import { useLocation } from "wouter";
import { isSuperAdmin } from "../../features/admin/access";
import { useAuth } from "../../features/auth/use-auth";
import { activeSuperAdminHref } from "../../features/super-admin/links";
import { SuperAdminFrame } from "../../features/super-admin/super-admin-screen";
import { PageLoader } from "../page-loader";
import { AppShell } from "./app-shell";

/** Screens drawn without a shell: signing in and out, and the forced password change. */
const FRAMELESS = /^\/(login|register|logout|change-password)(\/|$)/;

/** The super admin screens: the sidebar's paths (not Back to App), and /analytics for a super admin. */
function isSuperAdminScreen(path: string, superAdmin: boolean): boolean {
  const href = activeSuperAdminHref(path);
  return (href !== null && href !== "/") || (superAdmin && path === "/analytics");
}

/**
 * What shows while a screen's code loads: the frame that screen is drawn in (the app's shell, or
 * the super admin's) with the loader in its content area only, so the top bar and the sidebar
 * stay between screens. A visitor, and the screens without a shell, get the plain loader.
 */
export function ScreenFallback() {
  const { user } = useAuth();
  const [location] = useLocation();
  if (!user || user.mustChangePassword || FRAMELESS.test(location)) return <PageLoader />;
  const superAdmin = isSuperAdmin(user.role);
  return (
    // A stand-in until the screen draws its own frame: shown, not used (a menu opened in it would
    // vanish when the screen arrives), so it takes no clicks or focus for that moment.
    <div inert aria-busy="true" data-testid="screen-fallback">
      {isSuperAdminScreen(location, superAdmin) ? (
        <SuperAdminFrame user={user} allowed={superAdmin}>
          <PageLoader />
        </SuperAdminFrame>
      ) : (
        <AppShell user={user}>
          <PageLoader />
        </AppShell>
      )}
    </div>
  );
}
