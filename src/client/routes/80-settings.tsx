import { lazy } from "react";
import type { AreaRoute } from "./types";

/** The super admin's settings page. */
export const routes: AreaRoute[] = [
  { path: "/super-admin/settings", component: lazy(() => import("../pages/super-admin/settings/settings-page")) },
];
