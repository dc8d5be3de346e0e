import type { FastifyInstance } from "fastify";
import {
  AgentSummaryListDto,
  AnalyticsQuery,
  SuperAdminAnalyticsDto,
  UsersAnalyticsPageDto,
  UsersAnalyticsQuery,
} from "../../../common/schemas/analytics.js";
import { requireSuperAdmin } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { agentSummaries, listUsersAnalytics, superAdminAnalytics } from "./service.js";

/** The super admin's analytics: read-only figures over every account. */
export function analyticsRoutes(app: FastifyInstance, { db }: Deps): void {
  const r = withZod(app);

  r.get(
    "/api/super-admin/users-analytics",
    {
      onRequest: requireSuperAdmin,
      schema: { querystring: UsersAnalyticsQuery, response: { 200: UsersAnalyticsPageDto } },
    },
    (request) => listUsersAnalytics(db, request.query),
  );

  r.get(
    "/api/super-admin/agent-summaries",
    { onRequest: requireSuperAdmin, schema: { response: { 200: AgentSummaryListDto } } },
    () => agentSummaries(db),
  );

  r.get(
    "/api/super-admin/analytics",
    {
      onRequest: requireSuperAdmin,
      schema: { querystring: AnalyticsQuery, response: { 200: SuperAdminAnalyticsDto } },
    },
    (request) => superAdminAnalytics(db, request.query.range),
  );
}
