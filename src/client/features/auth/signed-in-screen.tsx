import { type ComponentType, Suspense } from "react";
import { Redirect } from "wouter";
import type { UserDto } from "../../../common/schemas/auth";
import { PageLoader } from "../../components/page-loader";
import { AppShell } from "../../components/shell/app-shell";
import { LandingHeader } from "../../pages/public/landing/landing-header";
import { useRequireUser } from "./use-require-user";

type Options = {
  /**
   * What a signed-out visitor sees, in the public frame (landing header). Without it the
   * screen is gated: the visitor gets the logged-out toast and is sent to sign in.
   */
  visitor?: ComponentType;
};

/**
 * Every signed-in screen: a loader while the user is fetched, /change-password for an account
 * that must change its password, otherwise the page in the app shell (lazy parts of the page
 * show the loader). Pages read their route parameters themselves (useParams).
 */
export function signedInScreen(Page: ComponentType<{ user: UserDto }>, options: Options = {}): ComponentType {
  const Visitor = options.visitor;
  return function SignedInScreen() {
    const { user, isLoading } = useRequireUser({ visitorsAllowed: Visitor !== undefined });
    if (isLoading) return <PageLoader />;
    if (!user) return Visitor ? <VisitorFrame>{<Visitor />}</VisitorFrame> : <PageLoader />;
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

/** The frame of a screen a visitor may see too: the public header instead of the app shell. */
function VisitorFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <LandingHeader />
      <main id="main" className="px-4 py-6 sm:px-6 lg:px-8">
        <div className="mx-auto w-full max-w-6xl">
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </div>
      </main>
    </div>
  );
}
