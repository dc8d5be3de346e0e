import { lazy } from "react";
import { PageLoader } from "../../components/page-loader";
import { useAuth } from "../../features/auth/use-auth";

const SuperAdminDashboard = lazy(() => import("./super-admin-dashboard-page"));
const PersonalAnalytics = lazy(() => import("../user/analytics/analytics-page"));

/** /analytics: the super admin dashboard for super admins, the personal statistics for everyone else. */
export default function AnalyticsRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  return user?.role === "super_admin" ? <SuperAdminDashboard /> : <PersonalAnalytics />;
}
