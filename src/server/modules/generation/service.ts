import { AppError } from "../../core/errors.js";
import { runOnce } from "../../core/idempotency.js";
import type { Db } from "../../db/client.js";
import { InsufficientCreditsError } from "../credits/ledger.js";
import { getBalance } from "../credits/service.js";
import { withStatedBudget } from "./briefs.js";
import { followJob } from "./job-signals.js";
import { findJob, insertJob, type JobRow } from "./job-store.js";
import { type RunnerDeps, runJob } from "./runner.js";
import type { JobInput, JobKind } from "./types.js";

export type GenerationDeps = RunnerDeps & {
  /** The slow safety poll of whoever follows a job (signals tell them of each change). */
  eventsPollMs: number;
};

/** 402 before any work when the balance cannot cover `amount` (unlimited accounts always can). */
export async function assertCanAfford(db: Db, userId: string, amount: number): Promise<void> {
  const balance = await getBalance(db, userId);
  if (!balance.unlimited && balance.credits < amount) throw new InsufficientCreditsError(amount, balance.credits);
}

/** The submission's key (null without one) and what it asked for, as the browser sent it. */
export type StartRequest = { key: string | null; body: unknown };

/** Settles when the job has ended (it runs in this or another instance, which signals its changes). */
async function jobEnd(deps: GenerationDeps, jobId: string): Promise<JobRow> {
  const follower = await followJob(deps.signals, jobId);
  try {
    for (;;) {
      const job = await findJob(deps.db, jobId);
      if (!job || (job.status !== "queued" && job.status !== "running")) return job!;
      await follower.next(deps.eventsPollMs);
    }
  } finally {
    follower.stop();
  }
}

/**
 * Starts a generation job. It runs in this process but lives in the database: it finishes even if
 * the browser leaves, and any instance can report its progress. `done()` settles when it has ended
 * (nothing is read for it until a caller asks: an answer sent at once never waits on it).
 * A keyed request starts one job per key: a repeat (a double click, a retry after a lost answer)
 * gets the job the first one started, whatever state it has reached.
 */
export async function startGeneration(
  deps: GenerationDeps,
  userId: string,
  kind: JobKind,
  input: JobInput,
  request: StartRequest = { key: null, body: null },
): Promise<{ job: JobRow; done: () => Promise<JobRow> }> {
  const claim = { userId, key: request.key, scope: `generation.${kind}`, input: request.body };
  const stored = withStatedBudget(input);
  let inserted: JobRow | undefined;
  const answer = await runOnce(deps.db, claim, async (tx) => {
    if (kind !== "preview") await assertCanAfford(tx, userId, input.charge);
    inserted = await insertJob(tx, userId, kind, stored, deps.writer.engine);
    return { status: 202, body: { jobId: inserted.id } };
  });
  const jobId = answer.body.jobId;
  if (answer.replayed) {
    const job = await findJob(deps.db, jobId);
    if (!job) throw new AppError(404, "NOT_FOUND");
    return { job, done: () => jobEnd(deps, jobId) };
  }
  const job = inserted!;
  const ran = runJob(deps, jobId).catch((error) => deps.log?.(`generation ${jobId} crashed`, error));
  const done = async () => {
    await ran;
    return (await findJob(deps.db, jobId))!;
  };
  return { job, done };
}
