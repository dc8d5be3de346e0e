import { Redirect } from "wouter";
import type { UserDto } from "../../../common/schemas/auth";
import { PageLoader } from "../../components/page-loader";
import { AppShell } from "../../components/shell/app-shell";
import { LandingHeader } from "../../pages/public/landing/landing-header";
import { useAuth } from "../auth/use-auth";

/**
 * The frame of a screen that visitors may see too: the app shell for a signed-in user,
 * the public header otherwise.
 */
export function PageFrame({ children }: { children: (user: UserDto | null) => React.ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (user?.mustChangePassword) return <Redirect to="/change-password" replace />;
  if (user) return <AppShell user={user}>{children(user)}</AppShell>;
  return (
    <div className="min-h-dvh bg-slate-50">
      <LandingHeader />
      <main id="main" className="px-4 py-6 sm:px-6 lg:px-8">
        <div className="mx-auto w-full max-w-6xl">{children(null)}</div>
      </main>
    </div>
  );
}
