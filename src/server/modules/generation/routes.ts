import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  AutoGenerateInput,
  DetailedRequirementsInput,
  FinalizeAutoInput,
  GenerationStatusDto,
  type PreviewResponseDto,
  SaveGeneratedProposalInput,
  SimpleRequirementsInput,
} from "../../../common/schemas/generation.js";
import type { Language } from "../../ai/writer.js";
import { AppError } from "../../core/errors.js";
import { idempotencyKeyOf, runOnce, sendAnswer } from "../../core/idempotency.js";
import { enforceRateLimit } from "../../core/rate-limit.js";
import { generationJobs } from "../../db/schema.js";
import { currentUser, requireUser } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { autoJob, detailedFormJob, finalizeJob, findPackage, simpleFormJob } from "./briefs.js";
import { closeStreamsOf, streamJobEvents } from "./events.js";
import type { JobRow } from "./job-store.js";
import { acceptedJob, finishedProposal, jobFailure, wantsAsync } from "./respond.js";
import { savePreview } from "./save-preview.js";
import { findSections } from "./section-store.js";
import { startGeneration } from "./service.js";
import { toStatusDto } from "./status.js";
import type { JobInput, JobKind } from "./types.js";

const JobParams = z.object({ id: z.string().max(100) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HOUR = 3_600_000;

export function generationRoutes(app: FastifyInstance, deps: Deps): void {
  const r = withZod(app);
  const { db } = deps;
  const language = (request: FastifyRequest, asked?: Language): Language => asked ?? currentUser(request).language;
  // Progress streams never hold a shutting-down server open: they end first (SIGTERM, restart).
  app.addHook("preClose", async () => closeStreamsOf(app));

  /** Starts the job; answers 202 at once when asked, else waits for the end and lets `finish` answer. */
  async function run(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: JobKind,
    input: JobInput,
    finish: (job: JobRow) => Promise<unknown>,
  ) {
    const submission = { key: idempotencyKeyOf(request.headers), body: request.body };
    const { job, done } = await startGeneration(deps.generation, currentUser(request).id, kind, input, submission);
    if (wantsAsync(request)) return acceptedJob(reply, job);
    return finish(await done());
  }

  async function ownJob(request: FastifyRequest, id: string): Promise<JobRow> {
    if (!UUID.test(id)) throw new AppError(404, "NOT_FOUND");
    const [job] = await db
      .select()
      .from(generationJobs)
      .where(and(eq(generationJobs.id, id), eq(generationJobs.userId, currentUser(request).id)));
    if (!job) throw new AppError(404, "NOT_FOUND");
    return job;
  }

  r.post(
    "/api/generate-proposal-preview",
    { onRequest: requireUser, schema: { body: SimpleRequirementsInput } },
    async (request, reply) => {
      await enforceRateLimit(db, `preview:${currentUser(request).id}`, 30, HOUR);
      const pkg = await findPackage(db, request.body.tier);
      const input = simpleFormJob(request.body, pkg, language(request, request.body.language));
      return run(request, reply, "preview", input, async (job) => {
        if (job.status !== "succeeded") throw jobFailure(job);
        const result = job.result as Pick<PreviewResponseDto, "preview">;
        const body: PreviewResponseDto = {
          preview: result.preview,
          tier: request.body.tier,
          requiredCredits: pkg.creditCost,
          previewId: job.id,
        };
        return body;
      });
    },
  );

  r.post(
    "/api/save-generated-proposal",
    { onRequest: requireUser, schema: { body: SaveGeneratedProposalInput } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const key = idempotencyKeyOf(request.headers);
      const claim = { userId, key, scope: "proposals.save-preview", input: request.body };
      const answer = await runOnce(db, claim, async (tx) => {
        const saved = await savePreview(tx, userId, request.body.previewId);
        return { status: saved.alreadySaved ? 200 : 201, body: { success: true, ...saved } };
      });
      return sendAnswer(reply, answer);
    },
  );

  r.post(
    "/api/proposal-requirements",
    { onRequest: requireUser, schema: { body: DetailedRequirementsInput } },
    async (request, reply) => {
      const pkg = await findPackage(db, request.body.packageId);
      const input = detailedFormJob(request.body, pkg, language(request, request.body.language));
      return run(request, reply, "requirements", input, async (job) => {
        const done = await finishedProposal(db, job);
        return reply.status(201).send({ proposalId: done.proposal.id, ...done });
      });
    },
  );

  r.post(
    "/api/ai/auto-generate-proposal",
    { onRequest: requireUser, schema: { body: AutoGenerateInput } },
    async (request, reply) => {
      await enforceRateLimit(db, `ai:${currentUser(request).id}`, 20, 60_000);
      const pkg = await findPackage(db, request.body.packageId);
      const input = autoJob(request.body, pkg, language(request, request.body.language));
      return run(request, reply, "auto", input, async (job) => {
        const { proposal, creditsDeducted, balance } = await finishedProposal(db, job);
        return {
          success: true,
          proposalId: proposal.id,
          title: proposal.title,
          content: proposal.content,
          wordCount: proposal.wordCount,
          packageType: pkg.name,
          proposal,
          creditsDeducted,
          balance,
        };
      });
    },
  );

  r.post(
    "/api/ai/finalize-auto-proposal",
    { onRequest: requireUser, schema: { body: FinalizeAutoInput } },
    async (request, reply) => {
      await enforceRateLimit(db, `ai:${currentUser(request).id}`, 20, 60_000);
      const pkg = await findPackage(db, request.body.packageId);
      const input = finalizeJob(request.body, pkg, language(request, request.body.language));
      return run(request, reply, "finalize", input, async (job) => {
        const { proposal, creditsDeducted, balance } = await finishedProposal(db, job);
        return { success: true, proposalId: proposal.id, proposal, packageType: pkg.name, creditsDeducted, balance };
      });
    },
  );

  r.get(
    "/api/generations/:id",
    { onRequest: requireUser, schema: { params: JobParams, response: { 200: GenerationStatusDto } } },
    async (request) => {
      const job = await ownJob(request, request.params.id);
      return toStatusDto(job, await findSections(db, job.id));
    },
  );

  r.get(
    "/api/generations/:id/events",
    { onRequest: requireUser, schema: { params: JobParams } },
    async (request, reply) => {
      const job = await ownJob(request, request.params.id);
      await streamJobEvents(deps.generation, job, request, reply);
    },
  );
}
