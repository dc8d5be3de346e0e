import { lazy } from "react";
import type { AreaRoute } from "./types";

const SimpleCreatePage = lazy(() => import("../pages/user/create/simple-create-page"));
const DetailedCreatePage = lazy(() => import("../pages/user/create/detailed-create-page"));
const PreviewPage = lazy(() => import("../pages/user/create/preview-page"));
const SuccessPage = lazy(() => import("../pages/user/create/success-page"));

/**
 * Proposal creation. /create-proposal is the simple requirements form ('Jana Preview AI');
 * /proposal-requirements and /proposals/new are the two-step tabbed flow (package, then details).
 */
export const routes: AreaRoute[] = [
  { path: "/create-proposal", component: SimpleCreatePage },
  { path: "/proposal-requirements", component: DetailedCreatePage },
  { path: "/proposals/new", component: DetailedCreatePage },
  { path: "/proposal-preview", component: PreviewPage },
  { path: "/proposal-success/:id", component: SuccessPage },
];
