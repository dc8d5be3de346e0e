import { lazy } from "react";
import type { AreaRoute } from "./types";

const ProposalsListPage = lazy(() => import("../pages/user/proposals/proposals-list-page"));
const ProposalViewPage = lazy(() => import("../pages/user/proposals/proposal-view-page"));
/** The editor's chunk carries TipTap: only the editor routes load it. */
const ProposalEditPage = lazy(() => import("../pages/user/proposals/proposal-edit-page"));
const ProposalHistoryPage = lazy(() => import("../pages/user/proposals/proposal-history-page"));

/** My Proposals, the read-only view, the editor and the version history; /proposals/:id (the broadest) comes last. */
export const routes: AreaRoute[] = [
  { path: "/proposals", component: ProposalsListPage },
  { path: "/proposals/:id/view", component: ProposalViewPage },
  { path: "/proposals/:id/edit", component: ProposalEditPage },
  { path: "/proposal/:id/edit", component: ProposalEditPage },
  { path: "/proposals/:id/history", component: ProposalHistoryPage },
  { path: "/proposals/:id", component: ProposalViewPage },
];
