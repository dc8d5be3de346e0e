import { AppShell } from "../../components/shell/app-shell";
import { useAuth } from "../../features/auth/use-auth";
import { LandingFooter } from "./landing/landing-footer";
import { LandingHeader } from "./landing/landing-header";

/**
 * A page anyone may read (demo, policies, contact): inside the app's shell for a signed-in user,
 * between the landing page's header and footer for a visitor.
 */
export function PublicLayout({ children }: { children: React.ReactNode }) {
  const { user } = useAuth();
  if (user && !user.mustChangePassword) return <AppShell user={user}>{children}</AppShell>;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <LandingHeader />
      <main id="main" className="flex-1 px-4 py-8 sm:px-6">
        <div className="mx-auto w-full max-w-6xl">{children}</div>
      </main>
      <LandingFooter />
    </div>
  );
}
