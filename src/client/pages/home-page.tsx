import { lazy } from "react";
import { Redirect } from "wouter";
import { AppShell } from "../components/shell/app-shell";
import { useAuth } from "../features/auth/use-auth";

const LandingPage = lazy(() => import("./public/landing/landing-page"));
const DashboardPage = lazy(() => import("./user/dashboard/dashboard-page"));

/** `/`: the landing page for visitors (and while the sign-in check runs), the dashboard when signed in. */
export default function HomePage() {
  const { user, isLoading } = useAuth();
  if (isLoading || !user) return <LandingPage />;
  if (user.mustChangePassword) return <Redirect to="/change-password" replace />;
  return (
    <AppShell user={user}>
      <DashboardPage user={user} />
    </AppShell>
  );
}
