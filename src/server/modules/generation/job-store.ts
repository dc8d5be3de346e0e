import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { generationJobs } from "../../db/schema.js";
import type { JobInput, JobKind, JobSummary } from "./types.js";

export type JobRow = typeof generationJobs.$inferSelect;

/** Creates a queued job; a user with a generation already queued or running gets 429. */
export async function insertJob(
  db: Db,
  userId: string,
  kind: JobKind,
  input: JobInput,
  engine: string,
): Promise<JobRow> {
  try {
    const [job] = await db
      .insert(generationJobs)
      .values({ userId, kind, input: input as unknown as Record<string, unknown>, engine, progress: {} })
      .returning();
    return job!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(429, "GENERATION_IN_PROGRESS");
    throw error;
  }
}

/** queued -> running, once: only the caller that wins this update runs the job. */
export async function claimJob(db: Db, jobId: string): Promise<JobRow | undefined> {
  const [job] = await db
    .update(generationJobs)
    .set({ status: "running", startedAt: new Date(), heartbeatAt: new Date() })
    .where(and(eq(generationJobs.id, jobId), eq(generationJobs.status, "queued")))
    .returning();
  return job;
}

/** The job's summary (phase, section counts): a few dozen bytes, written when the phase changes. */
export async function saveSummary(db: Db, jobId: string, summary: JobSummary): Promise<void> {
  await db
    .update(generationJobs)
    .set({ progress: summary, heartbeatAt: new Date() })
    .where(and(eq(generationJobs.id, jobId), eq(generationJobs.status, "running")));
}

export async function touchJob(db: Db, jobId: string): Promise<void> {
  await db
    .update(generationJobs)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(generationJobs.id, jobId), eq(generationJobs.status, "running")));
}

/** running -> failed, unless it already finished. */
export async function failJob(db: Db, jobId: string, code: string, message: string): Promise<void> {
  await db
    .update(generationJobs)
    .set({ status: "failed", errorCode: code, errorMessage: message, finishedAt: new Date() })
    .where(and(eq(generationJobs.id, jobId), inArray(generationJobs.status, ["queued", "running"])));
}

export async function findJob(db: Db, jobId: string): Promise<JobRow | undefined> {
  const [job] = await db.select().from(generationJobs).where(eq(generationJobs.id, jobId));
  return job;
}

/**
 * Jobs whose instance stopped beating (a crash, a restart) fail after `staleMs`, costing nothing,
 * so their users are free to start another.
 */
export async function failStaleJobs(db: Db, staleMs: number, message: string): Promise<number> {
  const cutoff = new Date(Date.now() - staleMs);
  const failed = await db
    .update(generationJobs)
    .set({ status: "failed", errorCode: "GENERATION_TIMEOUT", errorMessage: message, finishedAt: new Date() })
    .where(
      and(
        inArray(generationJobs.status, ["queued", "running"]),
        or(
          lt(generationJobs.heartbeatAt, cutoff),
          and(sql`${generationJobs.heartbeatAt} IS NULL`, lt(generationJobs.createdAt, cutoff)),
        ),
      ),
    )
    .returning({ id: generationJobs.id });
  return failed.length;
}

/** Jobs deleted per statement: a long backlog is cleared over several runs, never in one long lock. */
const PRUNE_BATCH = 1_000;

/**
 * Deletes jobs that finished (succeeded or failed) before `before`, and their section rows with
 * them, except a job whose proposal is still stored: its input is that proposal's brief (a section
 * written again reads it) and its usage counts in the business figures. Writer calls recorded for a
 * deleted job stay, without their job (ai_generations.job_id is set null).
 */
export async function pruneFinishedJobs(db: Db, before: Date): Promise<number> {
  const prunable = db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(
      and(
        isNull(generationJobs.proposalId),
        lt(generationJobs.finishedAt, before),
        inArray(generationJobs.status, ["succeeded", "failed"]),
      ),
    )
    .limit(PRUNE_BATCH);
  const deleted = await db
    .delete(generationJobs)
    .where(inArray(generationJobs.id, prunable))
    .returning({ id: generationJobs.id });
  return deleted.length;
}
