import { useMemo, useRef } from "react";
import { readJson, throwIfResNotOk } from "./api";
import { parseApiError } from "./parse-api-error";

/**
 * Create actions send a key of their own per submission in this header; the server answers a
 * repeated key (a double click, a retry after a lost answer) with the first answer and changes
 * nothing more.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** A random v4 UUID (crypto.randomUUID where the page is a secure context, else built from random bytes). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** POST with the submission's key; errors as apiPost's ("<status>: <body>"). */
export async function postOnce<T>(url: string, key: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: {
      accept: "application/json",
      [IDEMPOTENCY_HEADER]: key,
      ...(hasBody ? { "content-type": "application/json" } : {}),
    },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfResNotOk(res);
  return readJson<T>(res);
}

/**
 * The key of the submission in progress. `take(input)` answers the same key for the same input
 * until `settle` is called with the answer (or error) of a request: a second click, or a retry
 * after a network failure (no answer), reuses it; a changed input or a settled submission gets a
 * new one.
 */
export function useSubmissionKey() {
  const pending = useRef<{ key: string; input: string } | null>(null);
  return useMemo(
    () => ({
      take(input: unknown = null): string {
        const serialised = JSON.stringify(input);
        if (pending.current?.input !== serialised) {
          pending.current = { key: newIdempotencyKey(), input: serialised };
        }
        return pending.current.key;
      },
      settle(error?: unknown): void {
        // No answer at all (offline, a dropped connection): the retry must carry the same key.
        if (error !== undefined && parseApiError(error).status === null) return;
        pending.current = null;
      },
    }),
    [],
  );
}
