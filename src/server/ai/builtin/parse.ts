/**
 * Parsing rendered text back to its template: which template, which [choices], which slot values.
 * A match is accepted only when re-rendering it gives back exactly the same sentence.
 */
import { connective, finish, type Part, pool, renderBody, type Template, templatesStartingWith } from "./templates.js";
import { findTerm, termsAt } from "./terms.js";
import { type Lang, lcfirst } from "./text.js";
import { MONTHS, type TermPair, type Val } from "./values.js";

type Match = { vals: Record<string, Val>; ch: number[] };

function litAt(text: string, pos: number, lit: string, fold: boolean): boolean {
  if (!fold || pos !== 0 || lit.length === 0) return text.startsWith(lit, pos);
  return (
    text.charAt(0).toLocaleLowerCase("ms") === lit.charAt(0).toLocaleLowerCase("ms") && text.startsWith(lit.slice(1), 1)
  );
}

const MONEY_RE = /RM \d{1,3}(?:,\d{3})*\.\d{2}/y;
const NUM_RE = /\d+(?:\.\d+)?/y;
const DATE_RE: Record<Lang, RegExp> = {
  ms: new RegExp(`(\\d{1,2}) (${MONTHS.ms.join("|")}) (\\d{4})`, "y"),
  en: new RegExp(`(\\d{1,2}) (${MONTHS.en.join("|")}) (\\d{4})`, "y"),
};
const DUR_RE: Record<Lang, RegExp> = {
  ms: /(\d+) (hari|minggu|bulan|tahun)/y,
  en: /(\d+) (days?|weeks?|months?|years?)/y,
};
const DUR_WORD: Record<string, "day" | "week" | "month" | "year"> = {
  hari: "day",
  minggu: "week",
  bulan: "month",
  tahun: "year",
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
  month: "month",
  months: "month",
  year: "year",
  years: "year",
};

function sticky(re: RegExp, text: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(text);
}

/** Every way a list of terms ('a, b dan c') can start at pos: [end, terms]. */
function* listAt(lang: Lang, text: string, pos: number, fold: boolean): Generator<[number, TermPair[]]> {
  for (const sep of lang === "ms" ? [" dan ", " serta "] : [" and ", " as well as "])
    yield* listWith(lang, text, pos, fold, sep);
}

function* listWith(lang: Lang, text: string, pos: number, fold: boolean, sep: string): Generator<[number, TermPair[]]> {
  function* rest(p: number, acc: TermPair[], first: boolean): Generator<[number, TermPair[]]> {
    for (const t of termsAt(lang, text, p, first && fold)) {
      const end = p + t[lang === "ms" ? 0 : 1].length;
      const items = [...acc, t];
      if (items.length === 1 || acc.length > 0) yield [end, items];
      if (text.startsWith(", ", end)) yield* rest(end + 2, items, false);
      if (text.startsWith(sep, end)) {
        for (const u of termsAt(lang, text, end + sep.length, false)) {
          yield [end + sep.length + u[lang === "ms" ? 0 : 1].length, [...items, u]];
        }
      }
    }
  }
  yield* rest(pos, [], true);
}

function* matchParts(parts: Part[], i: number, lang: Lang, text: string, pos: number, m: Match): Generator<Match> {
  if (i === parts.length) {
    if (pos === text.length) yield m;
    return;
  }
  const p = parts[i] as Part;
  const fold = i === 0;
  const next = (end: number, vals: Record<string, Val>, ch: number[]) =>
    matchParts(parts, i + 1, lang, text, end, { vals, ch });
  if ("l" in p) {
    if (litAt(text, pos, p.l, fold)) yield* next(pos + p.l.length, m.vals, m.ch);
    return;
  }
  if ("c" in p) {
    for (let j = 0; j < p.c.length; j++) {
      const alt = p.c[j] as string;
      if (litAt(text, pos, alt, fold)) yield* next(pos + alt.length, m.vals, [...m.ch, j]);
    }
    return;
  }
  const put = (v: Val) => ({ ...m.vals, [p.s]: v });
  switch (p.k) {
    case "raw": {
      const following = parts[i + 1];
      const ends: number[] = [];
      if (!following) ends.push(text.length);
      else {
        const lits = "l" in following ? [following.l] : "c" in following ? following.c : [];
        for (let e = pos + 1; e <= text.length; e++) if (lits.some((l) => text.startsWith(l, e))) ends.push(e);
      }
      for (const e of ends) {
        const v = text.slice(pos, e);
        if (v.trim() !== v || !v) continue;
        const known = findTerm(lang, v) ?? (pos === 0 ? findTerm(lang, lcfirst(v)) : undefined);
        yield* next(e, put(known ? { k: "term", t: known } : { k: "raw", v }), m.ch);
      }
      return;
    }
    case "term":
      for (const t of termsAt(lang, text, pos, fold)) {
        yield* next(pos + t[lang === "ms" ? 0 : 1].length, put({ k: "term", t }), m.ch);
      }
      return;
    case "list":
      for (const [end, items] of listAt(lang, text, pos, fold)) yield* next(end, put({ k: "list", t: items }), m.ch);
      return;
    case "money": {
      const r = sticky(MONEY_RE, text, pos);
      if (r) yield* next(pos + r[0].length, put({ k: "money", v: Number(r[0].slice(3).replace(/,/g, "")) }), m.ch);
      return;
    }
    case "num": {
      const r = sticky(NUM_RE, text, pos);
      if (r) yield* next(pos + r[0].length, put({ k: "num", v: Number(r[0]) }), m.ch);
      return;
    }
    case "date": {
      const r = sticky(DATE_RE[lang], text, pos);
      if (r) {
        const v = { d: Number(r[1]), m: MONTHS[lang].indexOf(r[2] as string) + 1, y: Number(r[3]) };
        yield* next(pos + r[0].length, put({ k: "date", v }), m.ch);
      }
      return;
    }
    case "dur": {
      const r = sticky(DUR_RE[lang], text, pos);
      if (r)
        yield* next(pos + r[0].length, put({ k: "dur", n: Number(r[1]), u: DUR_WORD[r[2] as string] ?? "day" }), m.ch);
      return;
    }
  }
}

export type Parsed = { tpl: Template; vals: Record<string, Val>; ch: number[]; conn: number };

/** Finds the template, values and connective that render exactly `text` in `lang`; null when none does. */
export function parseSentence(text: string, lang: Lang, pools: readonly string[] | null = null): Parsed | null {
  const conns = pool("conn");
  const attempts: { body: string; conn: number }[] = [{ body: text, conn: -1 }];
  conns.forEach((c, i) => {
    const lit = (c.parts[lang][0] as { l: string }).l;
    const word = lit.charAt(0).toLocaleUpperCase("ms") + lit.slice(1);
    if (text.startsWith(`${word} `)) attempts.push({ body: text.slice(word.length + 1), conn: i });
  });
  for (const { body, conn } of attempts) {
    const key = (body.match(/^[^\s,.:;()"“”]+/u)?.[0] ?? "").toLocaleLowerCase("ms");
    const candidates = [...templatesStartingWith(lang, key), ...templatesStartingWith(lang, "")];
    for (const tpl of candidates) {
      if (tpl.pool === "conn" || (pools && !pools.includes(tpl.pool))) continue;
      for (const m of matchParts(tpl.parts[lang], 0, lang, body, 0, { vals: {}, ch: [] })) {
        const connText = conn >= 0 ? connective(conn, lang) : null;
        if (finish(tpl, lang, renderBody(tpl, lang, m.vals, m.ch), connText, m.vals) === text) {
          return { tpl, vals: m.vals, ch: m.ch, conn };
        }
      }
    }
  }
  return null;
}
