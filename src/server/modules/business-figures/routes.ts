import type { FastifyInstance } from "fastify";
import { ProfitAnalysisDto, WritingComparisonDto } from "../../../common/schemas/business-figures.js";
import { requireSuperAdmin, requireUser } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { profitAnalysis, writingComparison } from "./service.js";

/** The profit analysis (super admins) and the writing comparison (anyone signed in), from live figures. */
export function businessFigureRoutes(app: FastifyInstance, { db }: Deps): void {
  const r = withZod(app);

  r.get(
    "/api/super-admin/profit-analysis",
    { onRequest: requireSuperAdmin, schema: { response: { 200: ProfitAnalysisDto } } },
    () => profitAnalysis(db),
  );

  r.get(
    "/api/writing-comparison",
    { onRequest: requireUser, schema: { response: { 200: WritingComparisonDto } } },
    () => writingComparison(db),
  );
}
