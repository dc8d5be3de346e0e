/**
 * Every section of the outline, in parallel with bounded concurrency, each prompted from the
 * paper's kind and the user's facts (prompts/paper.ts). A model call that fails for good fails the
 * generation and stops the others.
 */
import { countHtmlWords } from "../../../common/content.js";
import type { GeneratedSection, ProposalBrief, SectionPlan, WriterEvents } from "../writer.js";
import type { ChatResult } from "./chat.js";
import { AbortedError, OutputError } from "./errors.js";
import { cleanSectionHtml } from "./parse.js";
import { PROMPTS, type Prompt, paperOf } from "./prompts/index.js";
import { Semaphore } from "./semaphore.js";

/** A section cut off by the length limit is kept only if it reached this share of its target. */
const MIN_SHARE_WHEN_CUT = 0.6;

/** One model call for a section, returning its cleaned HTML. */
export type Drafter = (prompt: Prompt, plan: SectionPlan, signal: AbortSignal) => Promise<string>;

export type SectionsOptions = { concurrency: number; draft: Drafter };

/** A section answer the writer can use, or an OutputError (retried like a failed call). */
export function acceptSection(result: ChatResult, plan: SectionPlan): string {
  if (result.finishReason === null) throw new OutputError("the answer stream ended before the model finished");
  const body = cleanSectionHtml(result.text, plan.title);
  const words = countHtmlWords(body);
  if (words === 0) throw new OutputError(`section "${plan.title}" came back empty`);
  if (result.finishReason === "length" && words < plan.targetWords * MIN_SHARE_WHEN_CUT) {
    throw new OutputError(`section "${plan.title}" was cut off at ${words} words`);
  }
  return body;
}

export async function writeSections(
  brief: ProposalBrief,
  outline: SectionPlan[],
  events: WriterEvents | undefined,
  options: SectionsOptions,
): Promise<GeneratedSection[]> {
  const paper = paperOf(brief, outline);
  const semaphore = new Semaphore(Math.max(1, Math.floor(options.concurrency)));
  // When one section fails for good the generation has failed: stop the others.
  const generation = new AbortController();
  events?.signal?.addEventListener("abort", () => generation.abort(), { once: true });
  const write = async (plan: SectionPlan, index: number): Promise<GeneratedSection> => {
    events?.onSectionStart?.(index, plan);
    const html = await options.draft(PROMPTS[brief.language].section(paper, index), plan, generation.signal);
    const done: GeneratedSection = { key: plan.key, title: plan.title, html, words: countHtmlWords(html) };
    events?.onSection?.(index, done);
    return done;
  };
  // The first real failure (not the cancellations it causes) is what the caller gets.
  let failure: { error: unknown } | undefined;
  const tasks = outline.map((plan, index) =>
    semaphore.run(async () => {
      try {
        return await write(plan, index);
      } catch (error) {
        if (!failure && !(error instanceof AbortedError)) failure = { error };
        // Abort before this slot is released, so no queued section starts after a failure.
        generation.abort();
        throw error;
      }
    }, generation.signal),
  );
  const settled = await Promise.allSettled(tasks);
  if (failure) throw failure.error;
  return settled.map((r) => {
    if (r.status === "rejected") throw r.reason;
    return r.value;
  });
}
