import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ProposalListQuery, ProposalStatsDto, ProposalSummaryDto } from "../../../common/schemas/proposals.js";
import { currentUser, requireUser } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { getProposalStats, listProposalSummaries } from "./service.js";

export function proposalRoutes(app: FastifyInstance, { db }: Deps): void {
  const r = withZod(app);

  r.get(
    "/api/proposals",
    {
      preHandler: requireUser,
      schema: { querystring: ProposalListQuery, response: { 200: z.array(ProposalSummaryDto) } },
    },
    (request) => listProposalSummaries(db, currentUser(request).id, request.query.limit),
  );

  r.get(
    "/api/proposals/stats",
    { preHandler: requireUser, schema: { response: { 200: ProposalStatsDto } } },
    (request) => getProposalStats(db, currentUser(request).id),
  );
}
