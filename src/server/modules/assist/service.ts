import { sameWords } from "../../../common/diff.js";
import type { Language, RewriteAction, Writer } from "../../ai/writer.js";
import { AppError } from "../../core/errors.js";
import { malay } from "../../core/messages.js";
import type { Db } from "../../db/client.js";
import { getBalance } from "../credits/service.js";
import { recordUsage, usageCollector } from "../generation/usage.js";
import { getSettings } from "../settings/service.js";
import { assistantCapabilities } from "./capabilities.js";
import { type Charged, chargedAction, type TextStream, unavailable } from "./charge.js";

const ACTIONS: readonly string[] = ["grammar", "expand", "shorten", "formal"];

/** The documented answer of the text actions: the text, what was charged, the balance after and whether it is unchanged. */
const asText = ({ result, ...rest }: Charged<string>) => ({ text: result, ...rest });

/** A text action's result that has the words it was given, in order (only spaces differ): not charged. */
const sameAs = (content: string) => (result: string) => sameWords(content, result);

export function improveText(
  db: Db,
  writer: Writer,
  userId: string,
  content: string,
  instruction: string,
  language: Language,
  stream?: TextStream,
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
    sameAs(content),
    stream,
  ).then(asText);
}

export function translateText(
  db: Db,
  writer: Writer,
  userId: string,
  content: string,
  to: Language,
  stream?: TextStream,
) {
  if (!assistantCapabilities(writer).translate) throw unavailable("TRANSLATE_UNAVAILABLE");
  return chargedAction(
    db,
    writer,
    userId,
    `translate:${to}`,
    { unsupported: "TRANSLATE_UNAVAILABLE", failed: "TRANSLATE_FAILED" },
    (events) => writer.translate(content, to, events),
    sameAs(content),
    stream,
  ).then(asText);
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
