import { type ComponentType, Suspense } from "react";
import { Redirect } from "wouter";
import type { UserDto } from "../../../common/schemas/auth";
import { PageLoader } from "../../components/page-loader";
import { AppShell } from "../../components/shell/app-shell";
import { useRequireUser } from "./use-require-user";

/** A signed-in screen in the app shell; a visitor is told and sent to sign in. */
export function signedInScreen(Page: ComponentType<{ user: UserDto }>): ComponentType {
  return function SignedInScreen() {
    const { user, isLoading } = useRequireUser();
    if (isLoading || !user) return <PageLoader />;
    if (user.mustChangePassword) return <Redirect to="/change-password" replace />;
    return (
      <AppShell user={user}>
        <Suspense fallback={<PageLoader />}>
          <Page user={user} />
        </Suspense>
      </AppShell>
    );
  };
}
