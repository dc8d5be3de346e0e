import { readSse } from "./sse";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Every call sends the session cookie; a body, when present, is JSON. Any non-2xx answer
 * becomes Error("<status>: <body text or status text>"), the shape the whole client relies on.
 */
export async function apiFetch(method: Method, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: hasBody
      ? { "content-type": "application/json", accept: "application/json" }
      : { accept: "application/json" },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfResNotOk(res);
  return res;
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** Parsed JSON of a successful answer; null for an empty one (204). */
export async function readJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export async function apiRequest<T = unknown>(method: Method, url: string, body?: unknown): Promise<T> {
  return readJson<T>(await apiFetch(method, url, body));
}

export const apiPost = <T>(url: string, body?: unknown) => apiRequest<T>("POST", url, body);

/** What a streamed call hears while the server writes. */
export type StreamHandlers = { onDelta(text: string): void; onReset?(): void };

/**
 * POST asking for server-sent events: `delta` pieces go to `onDelta`, `done` is the answer, `failed`
 * becomes the same Error as a JSON error answer ("502: {message, code}"). Checks the server makes
 * before it starts writing come back as plain JSON errors, and a server that answers JSON is read as such.
 */
export async function apiPostStream<T>(url: string, body: unknown, handlers: StreamHandlers): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "text/event-stream, application/json" },
    body: JSON.stringify(body),
  });
  await throwIfResNotOk(res);
  if (!res.body || !(res.headers.get("content-type") ?? "").includes("text/event-stream")) return readJson<T>(res);
  let outcome: { done: T } | { failed: string } | null = null;
  await readSse(res.body, ({ event, data }) => {
    if (outcome) return;
    if (event === "delta") handlers.onDelta((JSON.parse(data) as { text: string }).text);
    else if (event === "reset") handlers.onReset?.();
    else if (event === "done") outcome = { done: JSON.parse(data) as T };
    else if (event === "failed") outcome = { failed: data };
  });
  const result = outcome as { done: T } | { failed: string } | null;
  if (!result) throw new Error("502: the answer stream ended early");
  if ("failed" in result) throw new Error(`502: ${result.failed}`);
  return result.done;
}
