/**
 * The LLM writer: any OpenAI-compatible chat-completions endpoint through the official SDK.
 * The outline is the kind's (composeOutline, the built-in composer's own: no model call), then every
 * section is streamed in parallel with bounded concurrency, checked, and redrafted with the checker's
 * findings when it misses the user's facts (sections.ts). Each call is bounded by a timeout and
 * retried with backoff (429, 5xx, timeouts, broken streams, unusable answers); a call that still
 * fails raises WriterFailedError and nothing is charged.
 */
import { APIError, BadRequestError, OpenAI } from "openai";
import { composeOutline } from "../compose/index.js";
import {
  type GeneratedSection,
  type Language,
  type PackageSpec,
  type ProposalBrief,
  type RewriteAction,
  type SectionPlan,
  type SectionWish,
  type Solution,
  type Writer,
  type WriterEvents,
  WriterFailedError,
} from "../writer.js";
import { type ChatResult, streamChat } from "./chat.js";
import { AbortedError, OutputError } from "./errors.js";
import { cleanPlainText, parseSolution } from "./parse.js";
import { PROMPTS, type Prompt } from "./prompts/index.js";
import { withRetry } from "./retry.js";
import { acceptSection, type SectionsOptions, writeOneSection, writeSections } from "./sections.js";

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
  /** Redrafts of a section that misses or contradicts the user's facts; default 2, 0 turns the check off. */
  checkRetries?: number;
};

/** What a call was for, as usage records it; "section-redraft" is a section drafted again with the checker's findings. */
export type CallPurpose = "section" | "section-redraft" | "solution" | "rewrite" | "instruct" | "translate";

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
    // Only the text actions show their text as it is written; a retry starts the shown text over.
    const showText = purpose === "rewrite" || purpose === "instruct" || purpose === "translate";
    let shown = false;
    const onDelta =
      showText && events?.onDelta
        ? (text: string) => {
            shown = true;
            events.onDelta?.(text);
          }
        : undefined;
    try {
      return await withRetry(
        async () => {
          attempts++;
          if (shown) {
            shown = false;
            events?.onDeltaReset?.();
          }
          const run = () =>
            streamChat(
              client,
              { model: options.model, prompt, timeoutMs: options.timeoutMs, signal, includeUsage },
              (usage) => events?.onUsage?.({ purpose, ...usage }),
              onDelta,
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

  const sectionOptions = (events: WriterEvents | undefined): SectionsOptions => ({
    concurrency: options.concurrency,
    checkRetries: options.checkRetries ?? 2,
    draft: (prompt, plan, redraft, signal) =>
      call(redraft ? "section-redraft" : "section", prompt, events, (result) => acceptSection(result, plan), signal),
  });

  const plainText = (result: ChatResult) => {
    requireFinished(result);
    return cleanPlainText(result.text);
  };

  return {
    name: options.name ?? options.model,
    engine: "llm",

    // The kind decides the structure and the package the length, as for the built-in composer.
    async outline(brief: ProposalBrief, pkg: PackageSpec): Promise<SectionPlan[]> {
      return composeOutline(brief, pkg);
    },

    sections(brief: ProposalBrief, outline: SectionPlan[], events?: WriterEvents): Promise<GeneratedSection[]> {
      return writeSections(brief, outline, events, sectionOptions(events));
    },

    rewriteSection(
      brief: ProposalBrief,
      outline: SectionPlan[],
      index: number,
      wish: SectionWish,
      events?: WriterEvents,
    ): Promise<GeneratedSection> {
      return writeOneSection(brief, outline, index, wish.instruction, events, sectionOptions(events));
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
