import { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { describe, expect, it } from "vitest";
import { AbortedError, ConnectionLostError, OutputError, TimeoutError } from "./errors.js";
import { backoffDelay, parseRetryAfter, retryDecision, withRetry } from "./retry.js";
import { Semaphore } from "./semaphore.js";

const apiError = (status: number, headers: Record<string, string> = {}) =>
  APIError.generate(status, { message: "x" }, undefined, new Headers(headers));

describe("retryDecision", () => {
  it("retries 429, 408, 5xx, timeouts, broken streams and bad output; nothing else", () => {
    expect(retryDecision(apiError(429, { "retry-after": "2" }))).toEqual({ retry: true, retryAfterMs: 2000 });
    expect(retryDecision(apiError(500)).retry).toBe(true);
    expect(retryDecision(apiError(503)).retry).toBe(true);
    expect(retryDecision(apiError(408)).retry).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422]) expect(retryDecision(apiError(status)).retry).toBe(false);
    expect(retryDecision(new APIConnectionTimeoutError()).retry).toBe(true);
    expect(retryDecision(new TimeoutError("t")).retry).toBe(true);
    expect(retryDecision(new ConnectionLostError("c")).retry).toBe(true);
    expect(retryDecision(new OutputError("o")).retry).toBe(true);
    expect(retryDecision(new OutputError("o", false)).retry).toBe(false);
    expect(retryDecision(new AbortedError("a")).retry).toBe(false);
    expect(retryDecision(new APIUserAbortError()).retry).toBe(false);
    expect(retryDecision(new TypeError("bug")).retry).toBe(false);
  });

  it("reads Retry-After-Ms, Retry-After seconds and dates", () => {
    expect(parseRetryAfter(new Headers({ "retry-after-ms": "150" }))).toBe(150);
    expect(parseRetryAfter(new Headers({ "retry-after": "3" }))).toBe(3000);
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter(new Headers({ "retry-after": "Wed, 01 Jan 2025 00:00:05 GMT" }), now)).toBe(5000);
    expect(parseRetryAfter(new Headers({ "retry-after": "soon" }))).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});

describe("backoffDelay", () => {
  it("doubles each attempt within [half, full] of the step, capped", () => {
    expect(backoffDelay(0, 100, 10_000, () => 0)).toBe(50);
    expect(backoffDelay(0, 100, 10_000, () => 1)).toBe(100);
    expect(backoffDelay(3, 100, 10_000, () => 1)).toBe(800);
    expect(backoffDelay(20, 100, 1_000, () => 1)).toBe(1_000);
  });
});

describe("withRetry", () => {
  it("makes maxRetries + 1 attempts, then rethrows the last error", async () => {
    let calls = 0;
    const err = await withRetry(
      async () => {
        calls++;
        throw new TimeoutError(`t${calls}`);
      },
      { maxRetries: 3, baseDelayMs: 1, maxDelayMs: 2 },
    ).catch((e: unknown) => e);
    expect(calls).toBe(4);
    expect((err as Error).message).toBe("t4");
  });

  it("stops at once on an error that is not retryable", async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw apiError(401);
        },
        { maxRetries: 3, baseDelayMs: 1 },
      ),
    ).rejects.toBeInstanceOf(APIError);
    expect(calls).toBe(1);
  });

  it("waits the server's Retry-After, and gives up when it is too long", async () => {
    const delays: number[] = [];
    let calls = 0;
    const result = await withRetry(
      async () => {
        if (calls++ === 0) throw apiError(429, { "retry-after-ms": "30" });
        return "ok";
      },
      { maxRetries: 2, baseDelayMs: 1, random: () => 0, onRetry: (i) => delays.push(i.delayMs) },
    );
    expect(result).toBe("ok");
    expect(delays).toEqual([30]);
    await expect(
      withRetry(
        async () => {
          throw apiError(429, { "retry-after": "3600" });
        },
        { maxRetries: 2 },
      ),
    ).rejects.toBeInstanceOf(APIError);
  });

  it("stops waiting when cancelled", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const t0 = Date.now();
    await expect(
      withRetry(
        async () => {
          throw new TimeoutError("t");
        },
        { maxRetries: 5, baseDelayMs: 10_000, signal: controller.signal },
      ),
    ).rejects.toBeInstanceOf(AbortedError);
    expect(Date.now() - t0).toBeLessThan(2_000);
  });
});

describe("Semaphore", () => {
  it("never lets more than `limit` run and serves waiters in order", async () => {
    const sem = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        sem.run(async () => {
          running++;
          peak = Math.max(peak, running);
          order.push(i);
          await new Promise((r) => setTimeout(r, 5));
          running--;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(sem.available).toBe(2);
  });

  it("releases a slot when the task throws, and drops waiters whose signal aborts", async () => {
    const sem = new Semaphore(1);
    await expect(sem.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(sem.available).toBe(1);
    const release = await sem.acquire();
    const controller = new AbortController();
    const waiting = sem.acquire(controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(AbortedError);
    release();
    release(); // twice is harmless
    expect(sem.available).toBe(1);
    expect(() => new Semaphore(0)).toThrow(RangeError);
  });
});
