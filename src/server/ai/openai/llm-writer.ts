/**
 * The LLM writer: any OpenAI-compatible chat-completions endpoint through the official SDK.
 * Outline first (one JSON call), then every section streamed in parallel with bounded concurrency.
 * Each call is bounded by a timeout and retried with backoff (429, 5xx, timeouts, broken streams,
 * unusable answers); a call that still fails raises WriterFailedError and nothing is charged.
 */
import { APIError, BadRequestError, OpenAI } from "openai";
import { countHtmlWords } from "../../../common/content.js";
import {
  type GeneratedSection,
  type Language,
  type PackageSpec,
  type ProposalBrief,
  type RewriteAction,
  type SectionPlan,
  type Solution,
  type Writer,
  type WriterEvents,
  WriterFailedError,
} from "../writer.js";
import { type ChatResult, streamChat } from "./chat.js";
import { AbortedError, OutputError } from "./errors.js";
import { cleanPlainText, cleanSectionHtml, type OutlineItem, parseOutline, parseSolution } from "./parse.js";
import { briefFacts, kindFromTitle, PROMPTS, type Prompt } from "./prompts/index.js";
import { withRetry } from "./retry.js";
import { Semaphore } from "./semaphore.js";

export type LlmWriterOptions = {
  /** The endpoint, e.g. http://localhost:11434/v1; OpenAI's own when absent. */
  baseUrl?: string;
  apiKey: string;
  model: string;
  /** Sections written at the same time within one generation. */
  concurrency: number;
  /** Limit on one model call, from the request to the end of its stream. */
  timeoutMs: number;
  /** Retries after a call's first attempt. */
  maxRetries: number;
  /** Shown to users; defaults to the model name. */
  name?: string;
  /** First backoff step (doubles each retry); default 500 ms. */
  retryBaseDelayMs?: number;
  /** Cap on one backoff step; default 20 s. */
  retryMaxDelayMs?: number;
};

/** Total words planned above the package minimum, so a model that writes a little short still meets it. */
const WORD_MARGIN = 1.1;
/** A section cut off by the length limit is kept only if it reached this share of its target. */
const MIN_SHARE_WHEN_CUT = 0.6;

export type CallPurpose = "outline" | "section" | "solution" | "rewrite" | "instruct" | "translate";

export function createLlmWriter(options: LlmWriterOptions): Writer {
  const client = new OpenAI({
    baseURL: options.baseUrl ?? "https://api.openai.com/v1",
    apiKey: options.apiKey,
    timeout: options.timeoutMs,
    maxRetries: 0, // retries are ours (see retry.ts)
    // Configuration comes from config.ts only: keep the SDK from reading OPENAI_* variables.
    organization: null,
    project: null,
  });
  let includeUsage = true;

  /** One model call with timeout and retries; `accept` turns the answer into the result or throws OutputError. */
  async function call<T>(
    purpose: CallPurpose,
    prompt: Prompt,
    events: WriterEvents | undefined,
    accept: (result: ChatResult) => T,
    signal?: AbortSignal,
  ): Promise<T> {
    signal ??= events?.signal;
    let attempts = 0;
    try {
      return await withRetry(
        async () => {
          attempts++;
          const run = () =>
            streamChat(
              client,
              { model: options.model, prompt, timeoutMs: options.timeoutMs, signal, includeUsage },
              (usage) => events?.onUsage?.({ purpose, ...usage }),
            );
          let result: ChatResult;
          try {
            result = await run();
          } catch (error) {
            // Some servers reject stream_options: ask again at once without it, and never again with it.
            if (!(includeUsage && error instanceof BadRequestError && /stream_options/i.test(error.message)))
              throw error;
            includeUsage = false;
            result = await run();
          }
          if (result.finishReason === "content_filter") {
            throw new OutputError("the provider's content filter stopped the answer", false);
          }
          return accept(result);
        },
        {
          maxRetries: options.maxRetries,
          baseDelayMs: options.retryBaseDelayMs,
          maxDelayMs: options.retryMaxDelayMs,
          signal,
        },
      );
    } catch (error) {
      if (error instanceof AbortedError) throw error;
      const reason =
        error instanceof APIError && error.status !== undefined
          ? `HTTP ${error.status}: ${error.message}`
          : error instanceof Error
            ? error.message
            : String(error);
      throw new WriterFailedError(
        `The AI model could not complete the ${purpose} (${attempts} attempt${attempts === 1 ? "" : "s"}): ${reason}`,
        { cause: error },
      );
    }
  }

  const requireFinished = (result: ChatResult) => {
    if (result.finishReason === null) throw new OutputError("the answer stream ended before the model finished");
    if (result.finishReason === "length") throw new OutputError("the answer was cut off by the length limit");
  };

  const plainText = (result: ChatResult) => {
    requireFinished(result);
    return cleanPlainText(result.text);
  };

  function plan(items: OutlineItem[], minWords: number): SectionPlan[] {
    const total = Math.ceil(minWords * WORD_MARGIN);
    const weights = items.map((i) => (i.kind === "conclusion" ? 0.6 : 1));
    const sum = weights.reduce((a, b) => a + b, 0) || 1;
    const seen = new Map<string, number>();
    return items.map((item, i) => {
      const n = (seen.get(item.kind) ?? 0) + 1;
      seen.set(item.kind, n);
      return {
        key: n === 1 ? item.kind : `${item.kind}-${n}`,
        title: item.title,
        targetWords: Math.max(60, Math.ceil((total * (weights[i] ?? 1)) / sum / 10) * 10),
        brief: item.brief,
      };
    });
  }

  return {
    name: options.name ?? options.model,
    engine: "llm",

    async outline(brief: ProposalBrief, pkg: PackageSpec, events?: WriterEvents): Promise<SectionPlan[]> {
      const prompts = PROMPTS[brief.language];
      const titles = pkg.sectionTitles?.map((t) => t.trim()).filter(Boolean);
      let items: OutlineItem[];
      if (titles?.length) {
        items = titles.map((title) => {
          const kind = kindFromTitle(title);
          return { title, kind, brief: prompts.defaultSectionBrief(title, kind) };
        });
      } else {
        items = await call("outline", prompts.outline(brief, briefFacts(brief), pkg.sections), events, (result) => {
          requireFinished(result);
          return parseOutline(result.text, pkg.sections);
        });
        for (const item of items) if (!item.brief) item.brief = prompts.defaultSectionBrief(item.title, item.kind);
      }
      return plan(items, pkg.minWords);
    },

    async sections(brief: ProposalBrief, outline: SectionPlan[], events?: WriterEvents): Promise<GeneratedSection[]> {
      const prompts = PROMPTS[brief.language];
      const facts = briefFacts(brief);
      const semaphore = new Semaphore(Math.max(1, Math.floor(options.concurrency)));
      // When one section fails for good the generation has failed: stop the others.
      const generation = new AbortController();
      events?.signal?.addEventListener("abort", () => generation.abort(), { once: true });
      const write = async (section: SectionPlan, index: number): Promise<GeneratedSection> => {
        events?.onSectionStart?.(index, section);
        const html = await call(
          "section",
          prompts.section(brief, facts, outline, index),
          events,
          (result) => {
            if (result.finishReason === null) {
              throw new OutputError("the answer stream ended before the model finished");
            }
            const body = cleanSectionHtml(result.text, section.title);
            const words = countHtmlWords(body);
            if (words === 0) throw new OutputError(`section "${section.title}" came back empty`);
            if (result.finishReason === "length" && words < section.targetWords * MIN_SHARE_WHEN_CUT) {
              throw new OutputError(`section "${section.title}" was cut off at ${words} words`);
            }
            return body;
          },
          generation.signal,
        );
        const done: GeneratedSection = { key: section.key, title: section.title, html, words: countHtmlWords(html) };
        events?.onSection?.(index, done);
        return done;
      };
      // The first real failure (not the cancellations it causes) is what the caller gets.
      let failure: { error: unknown } | undefined;
      const tasks = outline.map((section, index) =>
        semaphore.run(async () => {
          try {
            return await write(section, index);
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
    },

    solution(requirements: string, language: Language, events?: WriterEvents): Promise<Solution> {
      return call("solution", PROMPTS[language].solution(requirements), events, (result) => {
        requireFinished(result);
        return parseSolution(result.text);
      });
    },

    async rewrite(text: string, action: RewriteAction, language: Language, events?: WriterEvents): Promise<string> {
      if (!text.trim()) return text;
      return call("rewrite", PROMPTS[language].rewrite(text, action), events, plainText);
    },

    async instruct(text: string, instruction: string, language: Language, events?: WriterEvents): Promise<string> {
      if (!text.trim()) return text;
      return call("instruct", PROMPTS[language].instruct(text, instruction), events, plainText);
    },

    async translate(text: string, to: Language, events?: WriterEvents): Promise<string> {
      if (!text.trim()) return text;
      return call("translate", PROMPTS[to].translate(text), events, plainText);
    },
  };
}
