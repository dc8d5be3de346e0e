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
