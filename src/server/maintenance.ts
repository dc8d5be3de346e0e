import type { Config } from "./config.js";
import { pruneIdempotencyKeys } from "./core/idempotency.js";
import { malay } from "./core/messages.js";
import type { Db } from "./db/client.js";
import { foldAnalytics } from "./modules/analytics/service.js";
import { deleteExpiredSessions } from "./modules/auth/sessions.js";
import { failStaleJobs, pruneFinishedJobs } from "./modules/generation/job-store.js";

/**
 * A running job that has not beaten for this long belongs to an instance that stopped: four
 * missed heartbeats (see HEARTBEAT_MS). After a crash its user can generate again within seconds.
 */
export const STALE_JOB_MS = 6_000;
/** How often each instance fails the jobs of a stopped one (one indexed UPDATE). */
export const JOB_SWEEP_MS = 1_000;

/**
 * Finished generations (succeeded or failed) are kept this long, then deleted with their sections,
 * unless they stored a proposal that still exists. A week covers what anyone looks at again: a
 * preview can be saved for 24 hours, a page coming back reads its job's status, support looks at
 * a failure reported the same week. The proposals themselves and the writer calls' usage stay.
 */
export const FINISHED_JOB_RETENTION_MS = 7 * 24 * 3_600_000;

/** The generations of a stopped instance fail, costing nothing, so their users can start again. */
export function failOrphanedJobs(db: Db): Promise<number> {
  return failStaleJobs(db, STALE_JOB_MS, malay("errors.GENERATION_TIMEOUT"));
}

/**
 * Periodic clean-up, safe to run on every instance at once: expired sessions, old counters, request
 * keys, orphaned jobs, finished jobs past their retention, and the analytics deltas folded into
 * their daily rows.
 */
export async function runMaintenance(db: Db, config: Config): Promise<{ staleJobs: number }> {
  await deleteExpiredSessions(db, config.session);
  await pruneIdempotencyKeys(db);
  const staleJobs = await failOrphanedJobs(db);
  await pruneFinishedJobs(db, new Date(Date.now() - FINISHED_JOB_RETENTION_MS));
  await foldAnalytics(db);
  return { staleJobs };
}
