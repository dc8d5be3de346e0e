import { lazy } from "react";
import type { AreaRoute } from "./types";

const dashboard = lazy(() => import("../pages/super-admin/super-admin-dashboard-page"));
const userManagement = lazy(() => import("../pages/super-admin/user-management-page"));

/**
 * The super admin's screens. /analytics, the same dashboard for super admins, is routed in
 * 40-account next to the personal analytics it shares the path with.
 */
export const routes: AreaRoute[] = [
  { path: "/super-admin", component: dashboard },
  { path: "/super-admin/create-user", component: lazy(() => import("../pages/super-admin/create-user-page")) },
  { path: "/super-admin/create-agent", component: lazy(() => import("../pages/super-admin/create-agent-page")) },
  { path: "/super-admin/edit-user", component: lazy(() => import("../pages/super-admin/edit-user-page")) },
  {
    path: "/super-admin/reset-password",
    component: lazy(() => import("../pages/super-admin/reset-password-page")),
  },
  { path: "/user-management", component: userManagement },
  { path: "/admin/users", component: userManagement },
  { path: "/super-admin/user-management", component: userManagement },
  { path: "/super-admin/users", component: userManagement },
  { path: "/users", component: userManagement },
  { path: "/white-label", component: lazy(() => import("../pages/super-admin/white-label-page")) },
  { path: "/white-label/:id", component: lazy(() => import("../pages/super-admin/organization-page")) },
  { path: "/profit-analysis", component: lazy(() => import("../pages/super-admin/profit-analysis-page")) },
];
