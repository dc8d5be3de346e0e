import type { CallUsage, Writer } from "../../ai/writer.js";
import type { Db } from "../../db/client.js";
import { aiGenerations } from "../../db/schema.js";

type UsageContext = { userId: string; jobId?: string | null; proposalId?: string | null };

/** Records one writer call (tokens and time) in ai_generations. */
export async function recordUsage(
  db: Db,
  writer: Writer,
  context: UsageContext,
  usage: CallUsage & { purpose: string },
): Promise<void> {
  await db.insert(aiGenerations).values({
    userId: context.userId,
    jobId: context.jobId ?? null,
    proposalId: context.proposalId ?? null,
    kind: usage.purpose,
    engine: writer.engine,
    model: usage.model,
    promptTokens: usage.promptTokens,
    completionTokens: usage.completionTokens,
    durationMs: Math.round(usage.durationMs),
  });
}

/**
 * Collects the usage a writer reports during one operation; the built-in composer reports
 * none, so one row with its measured time stands for it.
 */
export function usageCollector(writer: Writer) {
  const calls: (CallUsage & { purpose: string })[] = [];
  const started = performance.now();
  return {
    onUsage: (usage: CallUsage & { purpose: string }) => calls.push(usage),
    finish(purpose: string): (CallUsage & { purpose: string })[] {
      if (calls.length > 0 || writer.engine !== "builtin") return calls;
      const durationMs = performance.now() - started;
      return [{ purpose, promptTokens: 0, completionTokens: 0, durationMs, model: writer.name }];
    },
  };
}
