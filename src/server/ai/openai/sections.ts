/**
 * Every section of the outline, in parallel with bounded concurrency. Each is drafted, checked
 * (review.ts), and drafted again with the checker's findings at most `checkRetries` times while
 * it still misses or contradicts the user's facts. After that the best draft is kept: the runner's
 * document check stores what is left for the user to see, and the generation is not failed for it.
 * A model call that fails for good on a first draft fails the generation and stops the others.
 */
import { countHtmlWords } from "../../../common/content.js";
import type { Finding } from "../check/types.js";
import {
  type GeneratedSection,
  type ProposalBrief,
  type SectionPlan,
  type WriterEvents,
  WriterFailedError,
} from "../writer.js";
import type { ChatResult } from "./chat.js";
import { AbortedError, OutputError } from "./errors.js";
import { cleanSectionHtml } from "./parse.js";
import { type Paper, PROMPTS, type Prompt, paperOf } from "./prompts/index.js";
import { reviewSection } from "./review.js";
import { Semaphore } from "./semaphore.js";

/** A section cut off by the length limit is kept only if it reached this share of its target. */
const MIN_SHARE_WHEN_CUT = 0.6;

/** One model call for a section draft (a redraft when `redraft`), returning its cleaned HTML. */
export type Drafter = (prompt: Prompt, plan: SectionPlan, redraft: boolean, signal: AbortSignal) => Promise<string>;

export type SectionsOptions = {
  concurrency: number;
  /** Redrafts of a section the checker faults; 0 turns the check off. */
  checkRetries: number;
  draft: Drafter;
};

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

/** The checker's redraft findings; a checker fault must never cost the user a section, so it finds nothing. */
function review(paper: Paper, index: number, plan: SectionPlan, html: string): Finding[] {
  try {
    return reviewSection(paper, index, { title: plan.title, html });
  } catch {
    return [];
  }
}

async function writeChecked(
  paper: Paper,
  index: number,
  options: SectionsOptions,
  signal: AbortSignal,
  instruction?: string,
): Promise<string> {
  const plan = paper.outline[index] as SectionPlan;
  const prompts = PROMPTS[paper.brief.language];
  const first = await options.draft(prompts.section(paper, index, [], instruction), plan, false, signal);
  if (options.checkRetries <= 0) return first;
  let best = { html: first, findings: review(paper, index, plan, first) };
  let last = best.findings;
  for (let redraft = 0; redraft < options.checkRetries && last.length > 0; redraft++) {
    const problems = last.map((f) => f.message);
    let html: string;
    try {
      html = await options.draft(prompts.section(paper, index, problems, instruction), plan, true, signal);
    } catch (error) {
      // The draft in hand is usable: a redraft that fails for good keeps it rather than failing the generation.
      if (error instanceof WriterFailedError) break;
      throw error;
    }
    last = review(paper, index, plan, html);
    // A redraft that came out worse does not replace a better draft; a tie goes to the newer one.
    if (last.length <= best.findings.length) best = { html, findings: last };
  }
  return best.html;
}

/** One section of the outline written again on its own, checked as in a generation, with the user's instruction. */
export async function writeOneSection(
  brief: ProposalBrief,
  outline: SectionPlan[],
  index: number,
  instruction: string | undefined,
  events: WriterEvents | undefined,
  options: SectionsOptions,
): Promise<GeneratedSection> {
  const plan = outline[index];
  if (!plan) throw new WriterFailedError(`no section ${index} in an outline of ${outline.length}`);
  const signal = events?.signal ?? new AbortController().signal;
  const html = await writeChecked(paperOf(brief, outline), index, options, signal, instruction);
  return { key: plan.key, title: plan.title, html, words: countHtmlWords(html) };
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
    const html = await writeChecked(paper, index, options, generation.signal);
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
