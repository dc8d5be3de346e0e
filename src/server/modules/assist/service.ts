import { randomUUID } from "node:crypto";
import { type Language, type RewriteAction, type Writer, WriterUnsupportedError } from "../../ai/writer.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/errors.js";
import { malay } from "../../http/messages.js";
import { spendCredits } from "../credits/ledger.js";
import { getBalance } from "../credits/service.js";
import { assertCanAfford } from "../generation/service.js";
import { recordUsage, usageCollector } from "../generation/usage.js";
import { getSettings } from "../settings/service.js";
import { assistantCapabilities } from "./capabilities.js";

const ACTIONS: readonly string[] = ["grammar", "expand", "shorten", "formal"];

type Failure = { unsupported: string; failed: string };

/** 422 with the documented message; the body says nothing was charged. */
const unavailable = (code: string) => new AppError(422, code, undefined, { body: { creditsDeducted: 0 } });

/**
 * Runs one assistant action and charges it (1 credit by default) only when it produced a result,
 * in one transaction with its usage record. What the writer cannot do costs nothing.
 */
async function chargedAction(
  db: Db,
  writer: Writer,
  userId: string,
  kind: string,
  failure: Failure,
  action: (events: { onUsage: ReturnType<typeof usageCollector>["onUsage"] }) => Promise<string>,
): Promise<{ text: string; creditsDeducted: number; balance: number }> {
  const { ai_action_cost: cost } = await getSettings(db, ["ai_action_cost"]);
  await assertCanAfford(db, userId, cost);
  const usage = usageCollector(writer);
  let text: string;
  try {
    text = await action({ onUsage: usage.onUsage });
  } catch (error) {
    if (error instanceof WriterUnsupportedError) throw unavailable(failure.unsupported);
    throw new AppError(502, failure.failed);
  }
  return db.transaction(async (tx) => {
    const spent = await spendCredits(tx, {
      userId,
      amount: cost,
      kind: "ai_action",
      reference: `ai:${randomUUID()}`,
      note: kind,
    });
    for (const call of usage.finish(kind)) await recordUsage(tx, writer, { userId }, call);
    return { text, creditsDeducted: spent.charged, balance: spent.balance };
  });
}

export function improveText(
  db: Db,
  writer: Writer,
  userId: string,
  content: string,
  instruction: string,
  language: Language,
) {
  const known = ACTIONS.includes(instruction);
  // Refused before the balance check: buying credits would not make an offline action work.
  const can = assistantCapabilities(writer);
  if ((instruction === "expand" && !can.expand) || (!known && !can.instruct)) throw unavailable("IMPROVE_UNAVAILABLE");
  return chargedAction(
    db,
    writer,
    userId,
    known ? `improve:${instruction}` : "improve:custom",
    { unsupported: "IMPROVE_UNAVAILABLE", failed: "IMPROVE_FAILED" },
    (events) =>
      known
        ? writer.rewrite(content, instruction as RewriteAction, language, events)
        : writer.instruct(content, instruction, language, events),
  );
}

export function translateText(db: Db, writer: Writer, userId: string, content: string, to: Language) {
  if (!assistantCapabilities(writer).translate) throw unavailable("TRANSLATE_UNAVAILABLE");
  return chargedAction(
    db,
    writer,
    userId,
    `translate:${to}`,
    { unsupported: "TRANSLATE_UNAVAILABLE", failed: "TRANSLATE_FAILED" },
    (events) => writer.translate(content, to, events),
  );
}

/** Free, but needs a minimum balance (10 credits by default) unless unlimited. */
export async function generateSolution(
  db: Db,
  writer: Writer,
  userId: string,
  requirements: string,
  language: Language,
) {
  const { auto_generator_min_credits: min } = await getSettings(db, ["auto_generator_min_credits"]);
  const balance = await getBalance(db, userId);
  if (!balance.unlimited && balance.credits < min) {
    throw new AppError(402, "AUTO_MIN_CREDITS", malay("errors.AUTO_MIN_CREDITS", { min }), {
      details: { required: min, available: balance.credits },
    });
  }
  const usage = usageCollector(writer);
  try {
    const solution = await writer.solution(requirements, language, { onUsage: usage.onUsage });
    for (const call of usage.finish("solution")) await recordUsage(db, writer, { userId }, call);
    return solution;
  } catch {
    throw new AppError(502, "SOLUTION_FAILED");
  }
}
