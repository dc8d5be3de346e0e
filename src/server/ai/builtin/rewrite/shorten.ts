/**
 * 'shorten': extractive. Keeps the key sentences (position, content words, figures), drops filler
 * phrases and asides, and stays at or under 60% of the original length for texts of 3+ sentences.
 */
import { COMPACT, detectLanguage, FILLERS, STOPWORDS } from "./lexicon.js";
import { capitaliseSentences, replacePhrases, sentencesOf } from "./words.js";

function removeFillers(sentence: string, lang: "ms" | "en"): string {
  let out = sentence;
  for (const f of FILLERS[lang]) {
    const re = new RegExp(`(^|[\\s,])${f.replace(/ /g, "\\s+")}(,)?(?=[\\s,.;:!?]|$)`, "giu");
    out = out.replace(re, "$1");
  }
  out = replacePhrases(out, COMPACT[lang]);
  out = out
    .replace(/\s*\([^()]*\)/g, "")
    .replace(/\s*[—–]\s[^—–]*\s[—–]\s*/g, " ")
    .replace(/\s+,/g, ",")
    .replace(/^[\s,]+/, "")
    .replace(/\s{2,}/g, " ")
    .trim();
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** Drops trailing clauses (after the last comma) until the sentence fits. */
function trimClauses(sentence: string, maxChars: number): string {
  let out = sentence;
  while (out.length > maxChars && out.includes(",")) {
    out = `${out.slice(0, out.lastIndexOf(",")).trim()}.`;
  }
  return out;
}

export function shorten(text: string, language: "ms" | "en"): string {
  const lang = detectLanguage(text, language);
  const source = text.replace(/\s+/g, " ").trim();
  const sentences = sentencesOf(source);
  const limit = Math.floor(source.length * 0.6);
  const cleaned = sentences.map((s) => removeFillers(s, lang));
  if (sentences.length < 3) {
    const joined = cleaned.join(" ");
    return capitaliseSentences(joined.length > limit && cleaned.length === 1 ? trimClauses(joined, limit) : joined);
  }
  const freq = new Map<string, number>();
  const wordsOf = (s: string) =>
    (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOPWORDS.has(w) && w.length > 2);
  for (const s of cleaned) for (const w of new Set(wordsOf(s))) freq.set(w, (freq.get(w) ?? 0) + 1);
  const scored = cleaned.map((s, i) => {
    const words = wordsOf(s);
    const shared = words.reduce((n, w) => n + ((freq.get(w) ?? 1) - 1), 0) / Math.max(1, words.length);
    const density = words.length / Math.max(1, s.split(/\s+/).length);
    const position = i === 0 ? 1.2 : i === cleaned.length - 1 ? 0.4 : 0;
    const figures = /\d|RM\s?\d/.test(s) ? 0.4 : 0;
    return { i, s, score: position + density + shared * 0.6 + figures };
  });
  const chosen: typeof scored = [];
  let length = 0;
  for (const c of [...scored].sort((a, b) => b.score - a.score || a.i - b.i)) {
    const add = c.s.length + (chosen.length ? 1 : 0);
    if (length + add <= limit) {
      chosen.push(c);
      length += add;
    }
  }
  if (!chosen.length) {
    const best = [...scored].sort((a, b) => b.score - a.score)[0] as (typeof scored)[number];
    chosen.push({ ...best, s: trimClauses(best.s, limit) });
  }
  return capitaliseSentences(
    chosen
      .sort((a, b) => a.i - b.i)
      .map((c) => c.s)
      .join(" "),
  );
}
