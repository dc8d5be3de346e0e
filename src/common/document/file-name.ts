/**
 * Download names of the exports: the title with every character that is not a letter or digit
 * (any script) replaced by an underscore, then the extension; a title without a single letter or
 * digit falls back to the given name ('proposal', or 'proposal-{id}').
 */
export function exportFileName(title: string, extension: "pdf" | "docx", fallback = "proposal"): string {
  const chars = Array.from(title.normalize("NFC").trim()).slice(0, 150);
  const base = chars.map((c) => (/[\p{L}\p{N}]/u.test(c) ? c : "_")).join("");
  return `${/[\p{L}\p{N}]/u.test(base) ? base : fallback}.${extension}`;
}

/**
 * A stored proposal's download name, the same on every screen (list, view, editor, success,
 * completion) and in the server's Content-Disposition: from the title, or 'proposal-{id}' when the
 * title has no letter or digit.
 */
export function proposalFileName(proposal: { id: string; title: string }, extension: "pdf" | "docx"): string {
  return exportFileName(proposal.title, extension, `proposal-${proposal.id}`);
}

/** An ASCII-only stand-in for old clients: accents dropped ('é' -> 'e'), anything else non-ASCII -> '_'. */
export function asciiFileName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
}

/** RFC 5987 / 8187 value: UTF-8, percent-encoded, including the characters encodeURIComponent leaves. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<percent-encoded>` */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
