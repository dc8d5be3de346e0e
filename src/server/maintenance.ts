import type { Config } from "./config.js";
import type { Db } from "./db/client.js";
import { malay } from "./http/messages.js";
import { deleteExpiredSessions } from "./modules/auth/sessions.js";
import { failStaleJobs } from "./modules/generation/job-store.js";

/** A running job that has not beaten for this long belongs to an instance that stopped. */
export const STALE_JOB_MS = 120_000;

/** Periodic clean-up, safe to run on every instance at once: expired sessions, old counters, orphaned jobs. */
export async function runMaintenance(db: Db, config: Config): Promise<{ staleJobs: number }> {
  await deleteExpiredSessions(db, config.session);
  const staleJobs = await failStaleJobs(db, STALE_JOB_MS, malay("errors.GENERATION_TIMEOUT"));
  return { staleJobs };
}
