/**
 * Word-level rewriting with context. The text is cut into units (words, numbers, amounts,
 * punctuation); a rule sees one word with its neighbours and the already rewritten words before it.
 * Amounts, numbers, times, dates, links and e-mail addresses are never words, so no rule can touch
 * them, and a hyphenated word ('bila-bila', 'Al-Hidayah') is one unit, so nothing is rewritten inside.
 * A removed word leaves its spaces and commas behind: tidyPunctuation (words.ts) cleans them up.
 */
import { ABBREVIATIONS, matchCase } from "./words.js";

export type Unit = {
  text: string;
  kind: "word" | "num" | "punct" | "fixed";
  /** First word of a sentence or line. */
  start: boolean;
  /** The sentence ends with a question mark. */
  question: boolean;
  /** A name or acronym: capitalised inside a sentence, or ALL CAPS. Rules never see it. */
  name: boolean;
  /** Written in capitals ('PIBG', 'SISTIM'). */
  caps: boolean;
  /** Capitalised at a sentence start and followed by another capitalised word: probably a name. */
  nameStart: boolean;
};

export type Replacement = string | { text: string; span: number } | null;

export type Ctx = {
  unit: Unit;
  lower: string;
  /** The k-th unit after this one in the original text (1 = the next). */
  next(k?: number): Unit | undefined;
  /** The k-th unit before this one, as already rewritten (1 = the previous). */
  prev(k?: number): Unit | undefined;
};

/** A rule returns the lower-case replacement (its case follows the original) or null to keep it. */
export type Rule = (ctx: Ctx) => Replacement;

const TOKEN_RE = new RegExp(
  [
    String.raw`(?:https?:\/\/|www\.)[^\s]+`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    String.raw`(?<![\p{L}\p{N}])(?:RM|rm|Rm)\s?\d+(?:[.,]\d+)*`,
    String.raw`\d+(?:[.,:/]\d+)*%?`,
    String.raw`[\p{L}\p{M}][\p{L}\p{M}\p{N}]*(?:['’]\p{L}+)*(?:-[\p{L}\p{M}\p{N}]+)*`,
    String.raw`\s+`,
    String.raw`[^\s\p{L}\p{N}]`,
  ].join("|"),
  "gu",
);

/** 'OK' and 'TQ' are chat words even in capitals; other ALL-CAPS words are acronyms. */
const CAPS_WORDS = new Set(["ok", "okay", "okey", "tq", "tqvm"]);

type Token = { text: string; unit: Unit | null };

function kindOf(text: string): Unit["kind"] | null {
  if (/^\s+$/.test(text)) return null;
  if (/^(?:RM|rm|Rm)\s?\d/.test(text) || /^(?:https?:|www\.)/.test(text) || text.includes("@")) return "fixed";
  if (/^\d/.test(text)) return "num";
  if (/^[\p{L}\p{M}]/u.test(text)) return "word";
  return "punct";
}

const isUpper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase();

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const kind = kindOf(m[0]);
    tokens.push({
      text: m[0],
      unit: kind
        ? { text: m[0], kind, start: false, question: false, name: false, caps: false, nameStart: false }
        : null,
    });
  }
  // Sentence starts: the first word after the beginning, a line break, or . ! ? (not an abbreviation's).
  let atStart = true;
  let sentence: Unit[] = [];
  let previousWord = "";
  const close = (question: boolean) => {
    for (const u of sentence) u.question = question;
    sentence = [];
  };
  for (const token of tokens) {
    const u = token.unit;
    if (!u) {
      if (token.text.includes("\n")) {
        close(false);
        atStart = true;
      }
      continue;
    }
    sentence.push(u);
    if (u.kind === "punct") {
      if (/[.!?]/.test(u.text) && !(u.text === "." && ABBREVIATIONS.has(previousWord))) {
        close(u.text === "?");
        atStart = true;
      }
      previousWord = "";
      continue;
    }
    u.start = atStart && u.kind === "word";
    atStart = false;
    previousWord = u.text.toLowerCase();
  }
  close(false);
  const units = tokens.flatMap((t) => (t.unit ? [t.unit] : []));
  units.forEach((u, i) => {
    if (u.kind !== "word") return;
    const first = u.text.charAt(0);
    const letters = u.text.replace(/[^\p{L}]/gu, "");
    const allCaps = letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
    u.caps = allCaps;
    u.name = (allCaps && !CAPS_WORDS.has(u.text.toLowerCase())) || (isUpper(first) && !u.start);
    const next = units[i + 1];
    u.nameStart = u.start && isUpper(first) && next?.kind === "word" && isUpper(next.text.charAt(0));
  });
  return tokens;
}

function wordsOf(text: string, start: boolean): Unit[] {
  return text
    .split(" ")
    .filter(Boolean)
    .map((w, i) => ({
      text: w,
      kind: "word",
      start: start && i === 0,
      question: false,
      name: false,
      caps: false,
      nameStart: false,
    }));
}

/**
 * Applies `rule` to every word that is not a name, left to right. `shouted` lets through words in
 * capitals that are known words, not acronyms ('SISTIM' is a misspelling, 'PIBG' an acronym).
 */
export function rewriteWords(text: string, rule: Rule, shouted: (lower: string) => boolean = () => false): string {
  const tokens = tokenize(text);
  const units = tokens.flatMap((t) => (t.unit ? [t.unit] : []));
  const before: Unit[] = [];
  let out = "";
  let skip = 0;
  let index = -1;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t] as Token;
    const u = token.unit;
    if (!u) {
      if (skip === 0) out += token.text;
      continue;
    }
    index++;
    if (skip > 0) {
      skip--;
      continue;
    }
    const at = index;
    const ctx: Ctx = {
      unit: u,
      lower: u.text.toLowerCase(),
      next: (k = 1) => units[at + k],
      prev: (k = 1) => before[before.length - k],
    };
    const open = u.kind === "word" && (!u.name || (u.caps && shouted(ctx.lower)));
    const replaced = open ? rule(ctx) : null;
    if (replaced === null) {
      out += u.text;
      before.push(u);
      continue;
    }
    const { text: lowerText, span } = typeof replaced === "string" ? { text: replaced, span: 1 } : replaced;
    const text = lowerText ? matchCase(u.text, lowerText) : "";
    out += text;
    before.push(...wordsOf(text, u.start));
    skip = span - 1;
  }
  return out;
}

/** True when the next `n` units after ctx's are words joined by single spaces (a phrase can span them). */
export function nextWords(ctx: Ctx, words: readonly string[]): boolean {
  return words.every((w, k) => {
    const u = ctx.next(k + 1);
    return u?.kind === "word" && !u.name && u.text.toLowerCase() === w;
  });
}
