/**
 * One streamed chat completion through the official SDK: deltas collected, finish reason and usage read
 * from the stream, the whole call (headers and body) bounded by its timeout.
 */
import { performance } from "node:perf_hooks";
import { APIConnectionError, APIConnectionTimeoutError, APIError, type OpenAI } from "openai";
import type { CallUsage } from "../writer.js";
import { AbortedError, ConnectionLostError, TimeoutError } from "./errors.js";
import type { Prompt } from "./prompts/facts.js";

export type ChatRequest = {
  model: string;
  prompt: Prompt;
  timeoutMs: number;
  /** Cancels the call (AbortedError). */
  signal?: AbortSignal;
  /** Ask for the usage chunk (stream_options.include_usage). */
  includeUsage: boolean;
};

export type ChatResult = {
  text: string;
  /** "stop", "length", "content_filter" ... or null when the stream ended without one (cut off). */
  finishReason: string | null;
  usage: CallUsage;
};

/** Rough token count when the server reports none: four characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * Streams one completion. `onUsage` is called once for every call that got an answer from the server
 * (even one cut off later), with the server's counts or, failing those, an estimate. `onDelta` gets each
 * piece of the answer's text as it arrives.
 * Throws TimeoutError, ConnectionLostError, AbortedError, or the SDK's APIError (status errors).
 */
export async function streamChat(
  client: OpenAI,
  request: ChatRequest,
  onUsage?: (usage: CallUsage) => void,
  onDelta?: (text: string) => void,
): Promise<ChatResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const onCancel = () => controller.abort();
  request.signal?.addEventListener("abort", onCancel, { once: true });
  if (request.signal?.aborted) controller.abort();

  const started = performance.now();
  const messages = [
    { role: "system" as const, content: request.prompt.system },
    { role: "user" as const, content: request.prompt.user },
  ];
  let text = "";
  let finishReason: string | null = null;
  let reported: { prompt_tokens: number; completion_tokens: number } | null = null;
  let model = request.model;
  let answered = false;
  let failure: unknown = null;

  try {
    const stream = await client.chat.completions.create(
      {
        model: request.model,
        messages,
        stream: true,
        ...(request.includeUsage ? { stream_options: { include_usage: true } } : {}),
      },
      { signal: controller.signal, timeout: request.timeoutMs },
    );
    answered = true;
    for await (const chunk of stream) {
      if (chunk.model) model = chunk.model;
      if (chunk.usage) reported = chunk.usage;
      const choice = chunk.choices?.[0];
      if (choice?.delta?.content) {
        text += choice.delta.content;
        onDelta?.(choice.delta.content);
      }
      if (choice?.finish_reason) finishReason = choice.finish_reason;
    }
    // The SDK ends the iteration quietly when the request is aborted mid-body.
    if (controller.signal.aborted) failure = new Error("aborted while streaming");
  } catch (error) {
    failure = error;
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener("abort", onCancel);
  }

  const durationMs = Math.round(performance.now() - started);
  const usage: CallUsage = {
    promptTokens: reported?.prompt_tokens ?? estimateTokens(messages.map((m) => m.content).join("\n")),
    completionTokens: reported?.completion_tokens ?? estimateTokens(text),
    durationMs,
    model,
  };
  if (answered) onUsage?.(usage);

  if (failure !== null) {
    if (timedOut || failure instanceof APIConnectionTimeoutError) {
      throw new TimeoutError(`no complete answer within ${request.timeoutMs} ms`, { cause: failure });
    }
    if (request.signal?.aborted) throw new AbortedError("the call was cancelled", { cause: failure });
    if (failure instanceof APIError && (failure.status !== undefined || failure instanceof APIConnectionError)) {
      throw failure;
    }
    if (answered) {
      const message = failure instanceof Error ? failure.message : String(failure);
      throw new ConnectionLostError(`the answer stream broke: ${message}`, { cause: failure });
    }
    throw failure;
  }
  return { text, finishReason, usage };
}
