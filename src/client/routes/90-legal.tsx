import { lazy } from "react";
import type { AreaRoute } from "./types";

/** The policies and the contact page, open to everyone. */
export const routes: AreaRoute[] = [
  { path: "/terms", component: lazy(() => import("../pages/public/legal/terms-page")) },
  { path: "/privacy", component: lazy(() => import("../pages/public/legal/privacy-page")) },
  { path: "/refunds", component: lazy(() => import("../pages/public/legal/refunds-page")) },
  { path: "/contact", component: lazy(() => import("../pages/public/legal/contact-page")) },
];
