import { lazy } from "react";
import type { AreaRoute } from "./types";

/** The administration area's money part: the admin dashboard, credit management and the agent's users. */
export const routes: AreaRoute[] = [
  { path: "/admin", component: lazy(() => import("../pages/admin/dashboard/admin-dashboard-page")) },
  { path: "/admin/credits", component: lazy(() => import("../pages/admin/credits/admin-credits-page")) },
  { path: "/agent/users", component: lazy(() => import("../pages/admin/agent-users/agent-users-page")) },
];
