import { lazy } from "react";
import type { AreaRoute } from "./types";

const TemplatesPage = lazy(() => import("../pages/user/templates/templates-page"));
const TemplateDetailPage = lazy(() => import("../pages/user/templates/template-detail-page"));
const AutoGeneratorPage = lazy(() => import("../pages/user/auto/auto-generator-page"));
const AutoEditorPage = lazy(() => import("../pages/user/auto/auto-editor-page"));
const AutoCompletePage = lazy(() => import("../pages/user/auto/auto-complete-page"));

export const routes: AreaRoute[] = [
  { path: "/templates", component: TemplatesPage },
  { path: "/template/:id", component: TemplateDetailPage },
  { path: "/auto-generator", component: AutoGeneratorPage },
  { path: "/auto-proposal-editor", component: AutoEditorPage },
  { path: "/auto-proposal-complete", component: AutoCompletePage },
];
