/**
 * The `next` parameter of the sign-in pages, if it is a same-site path: starts with one '/',
 * not '//' or '/\' (protocol-relative), not a server route under /api nor a sign-in page
 * (that would loop), and free of whitespace and control characters.
 */
export function safeNextPath(search: string, fallback = "/"): string {
  const next = new URLSearchParams(search).get("next");
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  if (/^\/(api|login|register|logout)(\/|$|\?|#)/.test(next)) return fallback;
  for (const char of next) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f) return fallback;
  }
  return next;
}

/** The server's /api/login accepts a `next` of up to 500 characters. */
const MAX_NEXT_LENGTH = 500;

/** /api/login with the given address as `next`, so that signing in comes back to it. */
export function signInUrl(location: Pick<Location, "pathname" | "search">): string {
  const here = `${location.pathname}${location.search}`;
  if (here === "/" || here.length > MAX_NEXT_LENGTH) return "/api/login";
  return `/api/login?next=${encodeURIComponent(here)}`;
}
