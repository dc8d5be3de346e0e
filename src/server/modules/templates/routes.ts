import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { LanguageField } from "../../../common/schemas/generation.js";
import { TemplateDto } from "../../../common/schemas/proposals.js";
import { idempotencyKeyOf } from "../../core/idempotency.js";
import { currentUser, requireUser } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { acceptedJob, finishedProposal, wantsAsync } from "../generation/respond.js";
import { startGeneration } from "../generation/service.js";
import { findTemplate, getTemplate, listTemplates, templateJob } from "./service.js";

const TemplateParams = z.object({ id: z.string().max(100) });
/** The interface language: English names, descriptions, headings and field texts with lang=en. */
const TemplateQuery = z.object({ lang: LanguageField });
/** The template's own fields are checked by the service against its field list. */
const TemplateValuesBody = z.record(z.string().max(100), z.unknown()).refine((v) => Object.keys(v).length <= 60);

export function templateRoutes(app: FastifyInstance, deps: Deps): void {
  const r = withZod(app);
  const { db } = deps;

  // Public, like the /templates screen.
  r.get(
    "/api/proposal-templates",
    { schema: { querystring: TemplateQuery, response: { 200: z.array(TemplateDto) } } },
    (request) => listTemplates(db, request.query.lang),
  );
  r.get(
    "/api/proposal-templates/:id",
    { schema: { params: TemplateParams, querystring: TemplateQuery, response: { 200: TemplateDto } } },
    (request) => getTemplate(db, request.params.id, request.query.lang),
  );

  r.post(
    "/api/proposal-templates/:id/create-proposal",
    { onRequest: requireUser, schema: { params: TemplateParams, body: TemplateValuesBody } },
    async (request, reply) => {
      const template = await findTemplate(db, request.params.id);
      const user = currentUser(request);
      const { language, ...values } = request.body;
      const asked = LanguageField.safeParse(language);
      const input = templateJob(template, values, (asked.success && asked.data) || user.language);
      const submission = { key: idempotencyKeyOf(request.headers), body: { id: request.params.id, ...request.body } };
      const { job, done } = await startGeneration(deps.generation, user.id, "template", input, submission);
      if (wantsAsync(request)) return acceptedJob(reply, job);
      const finished = await finishedProposal(db, await done());
      return reply.status(201).send({ id: finished.proposal.id, proposalId: finished.proposal.id, ...finished });
    },
  );
}
