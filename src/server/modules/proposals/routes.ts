import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  CreateProposalInput,
  ProposalDto,
  ProposalListQuery,
  ProposalStatsDto,
  ProposalSummaryDto,
  UpdateProposalInput,
} from "../../../common/schemas/proposals.js";
import { answerOnce } from "../../core/idempotency.js";
import { currentUser, requireUser } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import {
  createProposal,
  deleteProposal,
  findReadableProposal,
  getProposalStats,
  listProposalSummaries,
  toProposalDto,
  updateProposal,
} from "./service.js";

const IdParams = z.object({ id: z.string().max(100) });

export function proposalRoutes(app: FastifyInstance, { db }: Deps): void {
  const r = withZod(app);

  r.get(
    "/api/proposals",
    {
      onRequest: requireUser,
      schema: { querystring: ProposalListQuery, response: { 200: z.array(ProposalSummaryDto) } },
    },
    (request) => listProposalSummaries(db, currentUser(request).id, request.query.limit),
  );

  r.get(
    "/api/proposals/stats",
    { onRequest: requireUser, schema: { response: { 200: ProposalStatsDto } } },
    (request) => getProposalStats(db, currentUser(request).id),
  );

  r.get(
    "/api/proposals/:id",
    { onRequest: requireUser, schema: { params: IdParams, response: { 200: ProposalDto } } },
    async (request) => toProposalDto(await findReadableProposal(db, currentUser(request), request.params.id)),
  );

  r.post(
    "/api/proposals",
    { onRequest: requireUser, schema: { body: CreateProposalInput, response: { 201: ProposalDto } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      return answerOnce(db, request, reply, { userId, scope: "proposals.create", status: 201 }, (tx) =>
        createProposal(tx, userId, request.body),
      );
    },
  );

  r.patch(
    "/api/proposals/:id",
    {
      onRequest: requireUser,
      schema: { params: IdParams, body: UpdateProposalInput, response: { 200: ProposalDto } },
    },
    (request) => updateProposal(db, currentUser(request).id, request.params.id, request.body),
  );

  r.delete("/api/proposals/:id", { onRequest: requireUser, schema: { params: IdParams } }, async (request, reply) => {
    await deleteProposal(db, currentUser(request).id, request.params.id);
    return reply.status(204).send();
  });
}
