/** Small text helpers shared by the composer, the rewriter and the translator. */

export type Lang = "ms" | "en";

/** Collapses whitespace and trims. */
export function clean(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** Removes trailing sentence punctuation (for embedding user text inside a sentence). */
export function stripEnd(text: string): string {
  const out = clean(text).replace(/[\s.;:,!?]+$/u, "");
  // 'Sdn. Bhd.' keeps its last full stop.
  return /(?:^|\s)(?:sdn|bhd|ltd|co|inc|plc|berhad\.|dll|dsb)$/i.test(out) && /\.\s*$/.test(clean(text))
    ? `${out}.`
    : out;
}

/** A text matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Key used to detect repeated sentences: lower case, single spaces, no trailing punctuation. */
export function sentenceKey(text: string): string {
  return text
    .toLocaleLowerCase("ms")
    .replace(/\s+/g, " ")
    .replace(/[\s.!?:;,]+$/u, "")
    .trim();
}

/** A list item's marker: '-', '•', '1.', '(a)', 'ii)'. */
export const BULLET = /^\s*(?:[-–—•*·]|\(?\d{1,2}[.)]|\(?[a-zA-Z][.)]|[ivx]{1,4}[.)])\s+/u;

/**
 * Splits a user's free-text list (objectives, constraints) into items: one per line; a single line
 * is split at semicolons, then at sentence ends. Bullets and numbering are removed; the wording is kept.
 */
export function splitItems(text: string | null | undefined): string[] {
  const raw = (text ?? "").replace(/\r\n?/g, "\n").trim();
  if (!raw) return [];
  let parts = raw
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (parts.length === 1) {
    const only = parts[0] as string;
    if (only.includes(";")) parts = only.split(";");
    else if (/\s\(?\d{1,2}[.)]\s/u.test(` ${only}`) && only.match(/\(?\d{1,2}[.)]\s/gu)?.length !== 1) {
      parts = only.split(/\s(?=\(?\d{1,2}[.)]\s)/u);
    } else parts = splitSentences(only);
  }
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    // '(1) quantify ... from 6 farms, (2) ...': the comma or 'and' before the next number is not the item's.
    const item = clean(part.replace(BULLET, "")).replace(/\s*(?:[,;]|,?\s+(?:dan|serta|and))$/u, "");
    const key = sentenceKey(item);
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** Splits prose into sentences at . ! ? followed by a space and a capital/digit/quote (keeps 'Sdn. Bhd.' and 'RM 1.50'). */
export function splitSentences(text: string): string[] {
  const src = clean(text);
  if (!src) return [];
  const out: string[] = [];
  const re = /[.!?]+["'”’)]*\s+(?=["'“‘(]?[\p{Lu}\p{N}])/gu;
  let start = 0;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const end = m.index + m[0].trimEnd().length;
    const piece = src.slice(start, end).trim();
    const lastWord = piece.match(/(\S+)[.!?]+["'”’)]*$/u)?.[1] ?? "";
    if (ABBREVIATIONS.has(lastWord.toLowerCase())) continue;
    out.push(piece);
    start = m.index + m[0].length;
  }
  const rest = src.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

const ABBREVIATIONS = new Set([
  "sdn",
  "bhd",
  "dr",
  "prof",
  "tn",
  "pn",
  "en",
  "no",
  "bil",
  "mr",
  "mrs",
  "ms",
  "st",
  "jln",
  "kg",
  "e.g",
  "i.e",
  "etc",
  "dll",
  "dsb",
  "hlm",
  "vs",
]);

/** 'a, b dan c' / 'a, b and c'. */
export function joinList(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? "";
  const last = items[items.length - 1] as string;
  return `${items.slice(0, -1).join(", ")} ${listJoiner(items, lang)} ${last}`;
}

/** 'dan' / 'and', or 'serta' / 'as well as' when an item already has its own 'dan' / 'and'. */
export function listJoiner(items: readonly string[], lang: Lang): string {
  const word = lang === "ms" ? "dan" : "and";
  const nested = items.some((x) => x.includes(` ${word} `));
  return nested ? (lang === "ms" ? "serta" : "as well as") : word;
}

/** Words of a text in lower case (letters and digits), for keyword scoring. */
export function tokens(text: string): string[] {
  return text.toLocaleLowerCase("ms").match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
}
