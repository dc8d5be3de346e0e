import { lazy } from "react";
import { Redirect } from "wouter";
import { useAuth } from "../features/auth/use-auth";

const LandingPage = lazy(() => import("./public/landing/landing-page"));
const SignedInHome = lazy(() => import("./user/dashboard/signed-in-home"));

/**
 * `/`: the landing page for visitors (and while the sign-in check runs), the dashboard when signed in.
 * Each is its own chunk: a visitor's page loads none of the app's shell.
 */
export default function HomePage() {
  const { user, isLoading } = useAuth();
  if (isLoading || !user) return <LandingPage />;
  if (user.mustChangePassword) return <Redirect to="/change-password" replace />;
  return <SignedInHome user={user} />;
}
