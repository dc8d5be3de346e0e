import { MutationCache, QueryCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { navigate } from "wouter/use-browser-location";
import { readJson, throwIfResNotOk } from "./api";
import { isUnauthorizedError, parseApiError } from "./api-error";
import { handleUnauthorized } from "./unauthorized";

type UnauthorizedBehavior = "returnNull" | "throw";

/** queryKey[0] is the GET URL; a plain object in queryKey[1] becomes the query string. */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  const [path, params] = queryKey;
  if (typeof path !== "string") throw new Error("queryKey[0] must be a URL");
  if (!params || typeof params !== "object") return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlFromQueryKey(queryKey), {
      credentials: "include",
      headers: { accept: "application/json" },
      signal,
    });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}

/** Calls marked `meta: { silentUnauthorized: true }` (sign-in forms, sign-out) handle a 401 themselves. */
function onGlobalError(error: unknown, meta: Record<string, unknown> | undefined): void {
  if (meta?.silentUnauthorized) return;
  if (isUnauthorizedError(error)) {
    handleUnauthorized();
    return;
  }
  const info = parseApiError(error);
  if (
    info.status === 403 &&
    info.code === "PASSWORD_CHANGE_REQUIRED" &&
    window.location.pathname !== "/change-password"
  ) {
    void queryClient.invalidateQueries({ queryKey: ["/api/auth/user"] });
    navigate("/change-password", { replace: true });
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => onGlobalError(error, query.meta) }),
  mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onGlobalError(error, mutation.meta) }),
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 5 * 60 * 1000,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

/**
 * Answers the server sent with the page (`<script id="boot-data">`, by API path), so the landing
 * page's figures are there at its first paint instead of shifting it when they arrive.
 */
export function seedFromPage(client: QueryClient = queryClient, doc: Document = document): void {
  const script = doc.getElementById("boot-data");
  if (!script?.textContent) return;
  try {
    const data = JSON.parse(script.textContent) as Record<string, unknown>;
    for (const [path, value] of Object.entries(data)) client.setQueryData([path], value);
  } catch {
    // A page without usable data is read from the API as usual.
  }
}
