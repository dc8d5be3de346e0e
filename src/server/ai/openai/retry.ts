/**
 * Retries with exponential backoff and jitter. What is retried: 429 (after its Retry-After when given),
 * 408, 5xx, timeouts, connection errors and unusable answers. Never: other 4xx, cancellation, unknown errors.
 */
import { APIConnectionError, APIError, APIUserAbortError } from "openai";
import { AbortedError, ConnectionLostError, OutputError, TimeoutError } from "./errors.js";

export type RetryDecision = {
  retry: boolean /** The server's own wait (Retry-After), when it gave one. */;
  retryAfterMs?: number;
};

export type RetryOptions = {
  /** Retries after the first attempt (attempts = maxRetries + 1). */
  maxRetries: number;
  /** First backoff step; doubles each retry. Default 500 ms. */
  baseDelayMs?: number;
  /** Cap on one backoff step. Default 20 s. */
  maxDelayMs?: number;
  /** A Retry-After longer than this is not waited for: the call fails. Default 60 s. */
  maxRetryAfterMs?: number;
  /** Cancels the waits between attempts (rejects with AbortedError). */
  signal?: AbortSignal;
  classify?: (error: unknown) => RetryDecision;
  random?: () => number;
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
};

/** Milliseconds to wait from Retry-After-Ms or Retry-After (seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(headers: Headers | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get("retry-after-ms");
  if (ms !== null && ms.trim() !== "" && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  const value = headers.get("retry-after");
  if (value === null || value.trim() === "") return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function retryDecision(error: unknown): RetryDecision {
  if (error instanceof AbortedError || error instanceof APIUserAbortError) return { retry: false };
  if (error instanceof TimeoutError || error instanceof ConnectionLostError) return { retry: true };
  if (error instanceof OutputError) return { retry: error.retryable };
  if (error instanceof APIConnectionError) return { retry: true }; // includes APIConnectionTimeoutError
  if (error instanceof APIError && typeof error.status === "number") {
    if (error.status === 429) return { retry: true, retryAfterMs: parseRetryAfter(error.headers) };
    if (error.status === 408 || error.status >= 500)
      return { retry: true, retryAfterMs: parseRetryAfter(error.headers) };
    return { retry: false };
  }
  return { retry: false };
}

/** Exponential backoff with jitter: a random wait between half and all of min(max, base * 2^attempt). */
export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number, random = Math.random): number {
  const step = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
  return Math.round(step / 2 + (random() * step) / 2);
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError("cancelled"));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortedError("cancelled"));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Runs fn(attempt) until it succeeds, the error is not retryable, or retries run out; then rethrows the last error. */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const base = options.baseDelayMs ?? 500;
  const max = options.maxDelayMs ?? 20_000;
  const maxRetryAfter = options.maxRetryAfterMs ?? 60_000;
  const classify = options.classify ?? retryDecision;
  const random = options.random ?? Math.random;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      const decision = classify(error);
      if (!decision.retry || attempt >= options.maxRetries || options.signal?.aborted) throw error;
      let delayMs: number;
      if (decision.retryAfterMs !== undefined) {
        if (decision.retryAfterMs > maxRetryAfter) throw error;
        // Honour the server's wait, plus a little jitter so parallel callers do not return at once.
        delayMs = Math.round(decision.retryAfterMs + random() * Math.min(250, decision.retryAfterMs * 0.1));
      } else {
        delayMs = backoffDelay(attempt, base, max, random);
      }
      options.onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs, options.signal);
    }
  }
}
