/** The vocabulary registry: every term the composer may put in a slot, findable by its text in either language. */
import type { Lang } from "./text.js";
import type { TermPair } from "./values.js";

const byText: Record<Lang, Map<string, TermPair>> = { ms: new Map(), en: new Map() };
/** Terms indexed by their first word (lower case), longest first, for prefix matching. */
const byFirstWord: Record<Lang, Map<string, string[]>> = { ms: new Map(), en: new Map() };
const conflicts: string[] = [];

function firstWord(text: string): string {
  return (text.match(/^[^\s,.:;()"“”]+/u)?.[0] ?? "").toLocaleLowerCase("ms");
}

/** Registers a term pair; a text already bound to a different translation is recorded as a conflict. */
export function registerTerm(pair: TermPair): TermPair {
  for (const lang of ["ms", "en"] as const) {
    const text = pair[lang === "ms" ? 0 : 1];
    const other = pair[lang === "ms" ? 1 : 0];
    const known = byText[lang].get(text);
    if (known) {
      const knownOther = known[lang === "ms" ? 1 : 0];
      if (knownOther !== other) conflicts.push(`${lang} "${text}": "${knownOther}" vs "${other}"`);
      continue;
    }
    byText[lang].set(text, pair);
    const key = firstWord(text);
    const bucket = byFirstWord[lang].get(key) ?? [];
    bucket.push(text);
    bucket.sort((a, b) => b.length - a.length);
    byFirstWord[lang].set(key, bucket);
  }
  return pair;
}

export function registerTerms(pairs: readonly TermPair[]): void {
  for (const pair of pairs) registerTerm(pair);
}

/** Pairs two same-shaped structures of strings (Malay and English) into term pairs, registering each. */
export function pairUp<M, E>(ms: M, en: E, path = "root"): Paired<M> {
  if (typeof ms === "string") {
    if (typeof en !== "string") throw new Error(`vocabulary shape differs at ${path}`);
    return registerTerm([ms, en]) as Paired<M>;
  }
  if (Array.isArray(ms)) {
    if (!Array.isArray(en) || en.length !== ms.length) throw new Error(`vocabulary length differs at ${path}`);
    return ms.map((item, i) => pairUp(item, en[i], `${path}[${i}]`)) as unknown as Paired<M>;
  }
  if (ms && typeof ms === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(ms)) {
      const enObj = en as Record<string, unknown>;
      if (!(key in enObj)) throw new Error(`vocabulary key missing in English at ${path}.${key}`);
      out[key] = pairUp((ms as Record<string, unknown>)[key], enObj[key], `${path}.${key}`);
    }
    return out as Paired<M>;
  }
  throw new Error(`unexpected vocabulary value at ${path}`);
}

/** The type of a structure of strings once paired: each string becomes a TermPair. */
export type Paired<T> = T extends string
  ? TermPair
  : T extends readonly unknown[]
    ? { [K in keyof T]: Paired<T[K]> }
    : T extends object
      ? { [K in keyof T]: Paired<T[K]> }
      : never;

export function findTerm(lang: Lang, text: string): TermPair | undefined {
  return byText[lang].get(text);
}

/** Terms (their text in `lang`) that start `text` at `pos`; the first character may differ in case. */
export function termsAt(lang: Lang, text: string, pos: number, foldFirst: boolean): TermPair[] {
  const rest = text.slice(pos);
  const key = firstWord(rest);
  const out: TermPair[] = [];
  for (const candidate of byFirstWord[lang].get(key) ?? []) {
    const head = rest.slice(0, candidate.length);
    const same = foldFirst
      ? head.charAt(0).toLocaleLowerCase("ms") === candidate.charAt(0).toLocaleLowerCase("ms") &&
        head.slice(1) === candidate.slice(1)
      : head === candidate;
    if (same) out.push(byText[lang].get(candidate) as TermPair);
  }
  return out;
}

/** Texts bound to two different translations (tested to be empty). */
export function termConflicts(): readonly string[] {
  return conflicts;
}
