/**
 * 'shorten': extractive, in the writer's own words. Greetings, thanks, apologies and fillers go;
 * the request, and every sentence with an amount, a date or a time, always stay whole. Other
 * sentences are added back, most central first, while the result stays within 60% of the original
 * length, and a sentence that repeats what is already kept is left out. Nothing is cut mid-sentence.
 */

import { lowerFirst, upperFirst } from "../../facts/text.js";
import { EN_LOAN_WORDS, MS_PRONOUNS, MS_SHORT_FORMS } from "./chat-words.js";
import { COMPACT, detectLanguage, FILLERS, STOPWORDS } from "./lexicon.js";
import { LOAN_VERBS } from "./loan-verbs.js";
import { addressee, hasFacts, isPadding, isRequest, trimCourtesy } from "./padding.js";
import { capitaliseSentences, replacePhrases, sentencesOf } from "./words.js";

type Sentence = { index: number; paragraph: number; text: string; must: boolean; score: number };

function removeFillers(sentence: string, lang: "ms" | "en"): string {
  let out = trimCourtesy(sentence);
  for (const f of FILLERS[lang]) {
    const re = new RegExp(`(^|[\\s,])${f.replace(/ /g, "\\s+")}(,)?(?=[\\s,.;:!?]|$)`, "giu");
    out = out.replace(re, "$1");
  }
  out = replacePhrases(out, COMPACT[lang]);
  out = out
    // Asides in brackets or dashes go, unless they carry a figure ('(RM 450)', '(Sabtu)').
    .replace(/\s*\(([^()]*)\)/g, (m, inner: string) => (hasFacts(inner) || /\d/.test(inner) ? m : ""))
    .replace(/\s*[—–]\s([^—–]*)\s[—–]\s*/g, (m, inner: string) => (/\d/.test(inner) ? m : " "))
    .replace(/\s+,/g, ",")
    .replace(/^[\s,]+/, "")
    .replace(/\s{2,}/g, " ")
    .trim();
  return upperFirst(out);
}

const contentWords = (s: string) =>
  (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOPWORDS.has(w) && w.length > 2);

/** Most of its content words are already in the kept sentences. */
function repeats(sentence: string, kept: Sentence[]): boolean {
  const words = new Set(contentWords(sentence));
  if (words.size === 0) return true;
  const seen = new Set(kept.flatMap((k) => contentWords(k.text)));
  let shared = 0;
  for (const w of words) if (seen.has(w)) shared++;
  return shared / words.size >= 0.7;
}

/** Words that may lose their capital after a name: 'Puan Salmah, sy Faizal ...'. */
function commonWord(word: string): boolean {
  const w = word.toLowerCase();
  return (
    STOPWORDS.has(w) ||
    [MS_SHORT_FORMS, MS_PRONOUNS, EN_LOAN_WORDS, LOAN_VERBS].some((d) => Object.hasOwn(d, w)) ||
    /^(mohon|minta|tolong|sila|harap|please)$/.test(w)
  );
}

/**
 * The reader named in the greeting opens the shortened text, as in the original. The next word
 * keeps its capital only if it is a name: capitalised somewhere inside a sentence of the original.
 */
function withAddressee(text: string, name: string | null, original: string): string {
  if (!name || !text || text.startsWith(name)) return text;
  const first = (text.split(/\s/)[0] ?? "").replace(/\W+$/u, "");
  const isName =
    !commonWord(first) && (first === first.toUpperCase() || new RegExp(`[\\p{L},]\\s+${first}\\b`, "u").test(original));
  return `${name}, ${isName ? text : lowerFirst(text)}`;
}

function parse(text: string, lang: "ms" | "en"): Sentence[] {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n+/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const out: Sentence[] = [];
  paragraphs.forEach((para, paragraph) => {
    for (const original of sentencesOf(para)) {
      if (isPadding(original)) continue;
      const cleaned = removeFillers(original, lang);
      if (!/[\p{L}\p{N}]/u.test(cleaned) || isPadding(cleaned)) continue;
      const must = isRequest(original) || hasFacts(original);
      out.push({ index: out.length, paragraph, text: cleaned, must, score: 0 });
    }
  });
  // Centrality: sentences sharing words with the others carry the topic; figures and names add weight.
  const freq = new Map<string, number>();
  for (const s of out) for (const w of new Set(contentWords(s.text))) freq.set(w, (freq.get(w) ?? 0) + 1);
  for (const s of out) {
    const words = contentWords(s.text);
    const shared = words.reduce((n, w) => n + ((freq.get(w) ?? 1) - 1), 0) / Math.max(1, words.length);
    const density = words.length / Math.max(1, s.text.split(/\s+/).length);
    const names = /\s\p{Lu}/u.test(s.text) ? 1 : 0;
    s.score = (s.index === 0 ? 1.2 : 0) + density + shared * 0.6 + (/\d/.test(s.text) ? 0.4 : 0) + names;
  }
  return out;
}

export function shorten(text: string, language: "ms" | "en"): string {
  const lang = detectLanguage(text, language);
  const sentences = parse(text, lang);
  const greeted = addressee(sentencesOf(text.trim())[0] ?? "");
  // The 60% budget is for texts of three sentences or more; a shorter one only loses its padding.
  const long = sentencesOf(text.replace(/\s+/g, " ").trim()).length >= 3;
  const limit = long ? Math.floor(text.replace(/\s+/g, " ").trim().length * 0.6) : Number.POSITIVE_INFINITY;
  const kept = sentences.filter((s) => s.must);
  let length = kept.reduce((n, s) => n + s.text.length + 1, 0);
  // The reader's name comes first among the optional words, if it fits.
  const name = greeted && length + greeted.length + 2 <= limit ? greeted : null;
  if (name) length += name.length + 2;
  // Nothing asked for and no figures: the most central sentence carries the point.
  const optional = sentences.filter((s) => !s.must).sort((a, b) => b.score - a.score || a.index - b.index);
  if (!kept.length && optional[0]) {
    const first = optional.shift() as Sentence;
    kept.push(first);
    length += first.text.length + 1;
  }
  for (const s of optional) {
    if (length + s.text.length + 1 > limit || repeats(s.text, kept)) continue;
    kept.push(s);
    length += s.text.length + 1;
  }
  kept.sort((a, b) => a.index - b.index);
  const paragraphs: string[][] = [];
  for (const s of kept) {
    paragraphs[s.paragraph] = [...(paragraphs[s.paragraph] ?? []), s.text];
  }
  // Only greetings and thanks: there is nothing to shorten, and an empty answer would erase the text.
  if (!kept.length) return text.trim();
  const body = paragraphs
    .filter(Boolean)
    .map((p) => p.join(" "))
    .join(/\n\s*\n/.test(text) ? "\n\n" : "\n");
  return capitaliseSentences(withAddressee(body, name, text));
}
