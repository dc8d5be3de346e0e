import { lazy } from "react";
import type { AreaRoute } from "./types";

/** The account area: the demo, the AI guides, the writing comparison, history, settings and personal analytics. */
export const routes: AreaRoute[] = [
  { path: "/demo", component: lazy(() => import("../pages/public/demo/demo-page")) },
  { path: "/api-key-guide", component: lazy(() => import("../pages/user/guides/api-key-guide-page")) },
  { path: "/openai-quota", component: lazy(() => import("../pages/user/guides/openai-quota-page")) },
  {
    path: "/writing-comparison",
    component: lazy(() => import("../pages/user/writing-comparison/writing-comparison-page")),
  },
  { path: "/history", component: lazy(() => import("../pages/user/history/history-page")) },
  { path: "/settings", component: lazy(() => import("../pages/user/settings/settings-page")) },
  // Super admins get their dashboard here (pages/super-admin/analytics-route), everyone else their own figures.
  { path: "/analytics", component: lazy(() => import("../pages/super-admin/analytics-route")) },
];
