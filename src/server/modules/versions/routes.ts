import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ProposalDto } from "../../../common/schemas/proposals.js";
import { RestoreVersionInput, VersionDto, VersionListDto, VersionListQuery } from "../../../common/schemas/versions.js";
import { currentUser, requireUser } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { toProposalDto } from "../proposals/service.js";
import { getVersion, listVersions, restoreVersion } from "./service.js";

const IdParams = z.object({ id: z.string().max(100) });
const VersionParams = IdParams.extend({ versionId: z.string().max(100) });

/** A proposal's saved versions: the owner's only (anyone else gets 404), never charged. */
export function versionRoutes(app: FastifyInstance, { db }: Deps): void {
  const r = withZod(app);

  r.get(
    "/api/proposals/:id/versions",
    {
      onRequest: requireUser,
      schema: { params: IdParams, querystring: VersionListQuery, response: { 200: VersionListDto } },
    },
    (request) => listVersions(db, currentUser(request).id, request.params.id, request.query),
  );

  r.get(
    "/api/proposals/:id/versions/:versionId",
    { onRequest: requireUser, schema: { params: VersionParams, response: { 200: VersionDto } } },
    (request) => getVersion(db, currentUser(request).id, request.params.id, request.params.versionId),
  );

  r.post(
    "/api/proposals/:id/versions/:versionId/restore",
    {
      onRequest: requireUser,
      schema: { params: VersionParams, body: RestoreVersionInput, response: { 201: ProposalDto } },
    },
    async (request, reply) => {
      const { id, versionId } = request.params;
      const row = await restoreVersion(db, currentUser(request).id, id, versionId, request.body?.baseVersion);
      return reply.status(201).send(toProposalDto(row));
    },
  );
}
