import type { Writer } from "../../ai/writer.js";
import type { Db } from "../../db/client.js";
import { InsufficientCreditsError } from "../credits/ledger.js";
import { getBalance } from "../credits/service.js";
import { findJob, insertJob, type JobRow } from "./job-store.js";
import { runJob } from "./runner.js";
import type { JobInput, JobKind } from "./types.js";

export type GenerationDeps = {
  db: Db;
  writer: Writer;
  generationTimeoutMs: number;
  log?: (msg: string, err?: unknown) => void;
};

/** 402 before any work when the balance cannot cover `amount` (unlimited accounts always can). */
export async function assertCanAfford(db: Db, userId: string, amount: number): Promise<void> {
  const balance = await getBalance(db, userId);
  if (!balance.unlimited && balance.credits < amount) throw new InsufficientCreditsError(amount, balance.credits);
}

/**
 * Starts a generation job. It runs in this process but lives in the database: it finishes even if
 * the browser leaves, and any instance can report its progress. `done` settles when it has ended.
 */
export async function startGeneration(
  deps: GenerationDeps,
  userId: string,
  kind: JobKind,
  input: JobInput,
): Promise<{ job: JobRow; done: Promise<JobRow> }> {
  if (kind !== "preview") await assertCanAfford(deps.db, userId, input.charge);
  const job = await insertJob(deps.db, userId, kind, input, deps.writer.engine);
  const done = runJob(deps, job.id)
    .catch((error) => deps.log?.(`generation ${job.id} crashed`, error))
    .then(async () => (await findJob(deps.db, job.id))!);
  return { job, done };
}
