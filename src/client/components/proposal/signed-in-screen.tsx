import { Redirect } from "wouter";
import type { UserDto } from "../../../common/schemas/auth";
import { useRequireUser } from "../../features/auth/use-require-user";
import { PageLoader } from "../page-loader";
import { AppShell } from "../shell/app-shell";

/** A gated screen in the app shell: signed-out visitors are told and sent to sign in (useRequireUser). */
export function SignedInScreen({ children }: { children: (user: UserDto) => React.ReactNode }) {
  const { user, isLoading } = useRequireUser();
  if (isLoading || !user) return <PageLoader />;
  if (user.mustChangePassword) return <Redirect to="/change-password" replace />;
  return <AppShell user={user}>{children(user)}</AppShell>;
}
