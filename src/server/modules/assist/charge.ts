import { randomUUID } from "node:crypto";
import { type Writer, type WriterEvents, WriterUnsupportedError } from "../../ai/writer.js";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { spendCredits } from "../credits/ledger.js";
import { getBalance } from "../credits/service.js";
import { assertCanAfford } from "../generation/service.js";
import { recordUsage, usageCollector } from "../generation/usage.js";
import { getSettings } from "../settings/service.js";

export type Failure = { unsupported: string; failed: string };

/** A streamed answer: `onStart` once every check has passed, then the writer's text as it is written. */
export type TextStream = Pick<WriterEvents, "onDelta" | "onDeltaReset" | "signal"> & { onStart(): void };

/** 422 with the documented message; the body says nothing was charged. */
export const unavailable = (code: string) => new AppError(422, code, undefined, { body: { creditsDeducted: 0 } });

/** What a charged action answers: `unchanged` when it gave back what it was given, which costs nothing. */
export type Charged<T> = { result: T; creditsDeducted: number; balance: number; unchanged: boolean };

/**
 * Runs one assistant action and charges it (the setting `ai_action_cost`, 1 credit by default)
 * only when it produced a result, in one transaction with its usage record. What the writer
 * cannot do, or fails to do, costs nothing, and so does a result `unchanged` says is the text
 * it was given (no ledger row, not even an unlimited account's zero one): its usage is still recorded.
 */
export async function chargedAction<T>(
  db: Db,
  writer: Writer,
  userId: string,
  kind: string,
  failure: Failure,
  action: (events: WriterEvents & { onUsage: ReturnType<typeof usageCollector>["onUsage"] }) => Promise<T>,
  unchanged: (result: T) => boolean,
  stream?: TextStream,
): Promise<Charged<T>> {
  const { ai_action_cost: cost } = await getSettings(db, ["ai_action_cost"]);
  await assertCanAfford(db, userId, cost);
  stream?.onStart();
  const usage = usageCollector(writer);
  let result: T;
  try {
    result = await action({
      onUsage: usage.onUsage,
      onDelta: stream?.onDelta,
      onDeltaReset: stream?.onDeltaReset,
      signal: stream?.signal,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof WriterUnsupportedError) throw unavailable(failure.unsupported);
    throw new AppError(502, failure.failed);
  }
  const same = unchanged(result);
  return db.transaction(async (tx) => {
    if (same) {
      for (const call of usage.finish(kind)) await recordUsage(tx, writer, { userId }, call);
      const { credits } = await getBalance(tx, userId);
      return { result, creditsDeducted: 0, balance: credits, unchanged: true };
    }
    const spent = await spendCredits(tx, {
      userId,
      amount: cost,
      kind: "ai_action",
      reference: `ai:${randomUUID()}`,
      note: kind,
    });
    for (const call of usage.finish(kind)) await recordUsage(tx, writer, { userId }, call);
    return { result, creditsDeducted: spent.charged, balance: spent.balance, unchanged: false };
  });
}
