import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { proposals } from "../../db/schema.js";
import { toProposalDto } from "../proposals/service.js";
import type { JobRow } from "./job-store.js";

const STATUS_BY_CODE: Record<string, number> = { INSUFFICIENT_CREDITS: 402, GENERATION_TIMEOUT: 504 };

/** `Prefer: respond-async` asks for 202 and the job id at once; the browser then follows the events. */
export function wantsAsync(request: FastifyRequest): boolean {
  return /\brespond-async\b/i.test(String(request.headers.prefer ?? ""));
}

export function acceptedJob(reply: FastifyReply, job: JobRow) {
  return reply.status(202).send({ jobId: job.id, status: job.status, eventsUrl: `/api/generations/${job.id}/events` });
}

/** A failed job as the documented error: its message, plus `error` with the reason. */
export function jobFailure(job: JobRow): AppError {
  const code = job.errorCode ?? "GENERATION_FAILED";
  return new AppError(STATUS_BY_CODE[code] ?? 502, code, job.errorMessage ?? undefined, {
    body: { error: job.errorMessage ?? undefined, jobId: job.id },
  });
}

/** The stored proposal of a finished job, or the job's failure. */
export async function finishedProposal(db: Db, job: JobRow) {
  if (job.status !== "succeeded" || !job.proposalId) throw jobFailure(job);
  const [row] = await db.select().from(proposals).where(eq(proposals.id, job.proposalId));
  if (!row) throw jobFailure(job);
  const result = (job.result ?? {}) as { balance?: number };
  return { proposal: toProposalDto(row), creditsDeducted: job.creditsCharged ?? 0, balance: result.balance ?? null };
}
