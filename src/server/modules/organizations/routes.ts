import type { FastifyInstance } from "fastify";
import { MessageDto } from "../../../common/schemas/auth.js";
import {
  AgentOrganizationDto,
  LogoUploadInput,
  MembersQuery,
  OptionalReasonInput,
  OrganizationActionDto,
  OrganizationCreateInput,
  OrganizationDetailDto,
  OrganizationIdParams,
  OrganizationListDto,
  PublicBrandingDto,
  RequiredReasonInput,
} from "../../../common/schemas/organizations.js";
import { malay } from "../../core/messages.js";
import { currentActor, requireAgent, requireSuperAdmin, requireUser } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { brandingForHost, brandingForMember } from "./domains.js";
import { readLogo, uploadLogo } from "./logo.js";
import {
  agentOrganization,
  createOrganization,
  listOrganizations,
  listPendingOrganizations,
  organizationDetail,
  transitionOrganization,
} from "./service.js";

/** White-label organisations: the super admin's lifecycle, the agent's view, public branding and logos. */
export function organizationRoutes(app: FastifyInstance, { db }: Deps): void {
  const r = withZod(app);
  const base = "/api/super-admin/organizations";

  r.get(base, { onRequest: requireSuperAdmin, schema: { response: { 200: OrganizationListDto } } }, () =>
    listOrganizations(db),
  );
  r.get(`${base}/pending`, { onRequest: requireSuperAdmin, schema: { response: { 200: OrganizationListDto } } }, () =>
    listPendingOrganizations(db),
  );
  r.post(
    base,
    {
      onRequest: requireSuperAdmin,
      schema: { body: OrganizationCreateInput, response: { 201: OrganizationActionDto } },
    },
    async (request, reply) => reply.status(201).send(await createOrganization(db, currentActor(request), request.body)),
  );
  r.get(
    `${base}/:id`,
    {
      onRequest: requireSuperAdmin,
      schema: { params: OrganizationIdParams, querystring: MembersQuery, response: { 200: OrganizationDetailDto } },
    },
    (request) => organizationDetail(db, request.params.id, request.query.page),
  );
  for (const action of ["approve", "reactivate"] as const) {
    r.post(
      `${base}/:id/${action}`,
      {
        onRequest: requireSuperAdmin,
        schema: { params: OrganizationIdParams, body: OptionalReasonInput, response: { 200: OrganizationActionDto } },
      },
      (request) => transitionOrganization(db, currentActor(request), request.params.id, action, request.body?.reason),
    );
  }
  for (const action of ["reject", "suspend"] as const) {
    r.post(
      `${base}/:id/${action}`,
      {
        onRequest: requireSuperAdmin,
        schema: { params: OrganizationIdParams, body: RequiredReasonInput, response: { 200: OrganizationActionDto } },
      },
      (request) => transitionOrganization(db, currentActor(request), request.params.id, action, request.body.reason),
    );
  }
  r.post(
    `${base}/:id/logo`,
    {
      onRequest: requireSuperAdmin,
      schema: { params: OrganizationIdParams, body: LogoUploadInput, response: { 200: MessageDto } },
    },
    async (request) => {
      await uploadLogo(db, currentActor(request), request.params.id, request.body.data);
      return { message: malay("organizations.logoSaved") };
    },
  );

  r.get(
    "/api/agent/organization",
    { onRequest: requireAgent, schema: { response: { 200: AgentOrganizationDto } } },
    (request) => agentOrganization(db, currentActor(request)),
  );

  r.get(
    "/api/organization/branding",
    { onRequest: requireUser, schema: { response: { 200: PublicBrandingDto } } },
    (request) => brandingForMember(db, currentActor(request).id),
  );

  // The request's host (X-Forwarded-Host only behind a trusted proxy: TRUST_PROXY).
  r.get("/api/public/branding", { schema: { response: { 200: PublicBrandingDto } } }, (request) =>
    brandingForHost(db, request.hostname),
  );

  r.get("/api/public/organizations/:id/logo", { schema: { params: OrganizationIdParams } }, async (request, reply) => {
    const logo = await readLogo(db, request.params.id);
    return reply
      .header("content-type", logo.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(logo.bytes);
  });
}
