/**
 * Reading figures back out of a written paper the way a reader does: ringgit amounts, dates,
 * lengths of time, counts and sentences, in Malay and English. Independent of the writers and of
 * the fact extractor on purpose.
 */
import { countWords } from "../../src/common/content.js";

// ------------------------------------------------------------------------------------ amounts

const SCALE: Record<string, number> = {
  juta: 1e6,
  million: 1e6,
  mil: 1e6,
  bilion: 1e9,
  billion: 1e9,
  ribu: 1e3,
  k: 1e3,
};
const AMOUNT =
  /\b(?:RM|MYR)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s?(juta|million|mil|bilion|billion|ribu|k)\b)?/gi;

export type Amount = { value: number; text: string; index: number };

const cents = (v: number) => Math.round(v * 100) / 100;

/** Every 'RM…' in a text: 'RM78,000.00', 'RM 78,000' and 'RM 78 ribu' are all 78000; 'RM1.1 juta' is 1100000. */
export function amountsIn(text: string): Amount[] {
  const out: Amount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const whole = (m[1] ?? "").replace(/,/g, "");
    const value = Number(`${whole}${m[2] ? `.${m[2]}` : ""}`) * (m[3] ? (SCALE[m[3].toLowerCase()] ?? 1) : 1);
    out.push({ value: cents(value), text: m[0], index: m.index ?? 0 });
  }
  return out;
}

/** A bare figure in a table cell under an '(RM)' heading: '1,350.00' -> 1350. */
export function bareAmount(cell: string): number | null {
  const m = cell.trim().match(/^(?:RM|MYR)?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/i);
  if (!m) return null;
  return cents(Number(`${(m[1] ?? "").replace(/,/g, "")}${m[2] ? `.${m[2]}` : ""}`));
}

export const sameMoney = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

// -------------------------------------------------------------------------------------- dates

// biome-ignore format: a table
const MONTHS: Record<string, number> = {
  januari: 1, january: 1, jan: 1,
  februari: 2, february: 2, feb: 2,
  mac: 3, march: 3, mar: 3,
  april: 4, apr: 4,
  mei: 5, may: 5,
  jun: 6, june: 6,
  julai: 7, july: 7, jul: 7,
  ogos: 8, august: 8, aug: 8, ogo: 8,
  september: 9, sept: 9, sep: 9,
  oktober: 10, october: 10, okt: 10, oct: 10,
  november: 11, nov: 11,
  disember: 12, december: 12, dis: 12, dec: 12,
};
const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|")})\\.?`;
const RANGE = "(?:\\s*(?:-|–|—|hingga|sehingga|sampai|to|until)\\s*)";
const SEP = "(?:\\s*(?:,|-|–|—|hingga|sehingga|sampai|to|until|and|dan|&)\\s*)";
const DAYN = "\\d{1,2}(?:hb|haribulan|st|nd|rd|th)?";
const DAY = "(\\d{1,2})(?:hb|haribulan|st|nd|rd|th)?";
/** '13 Mac 2027', '21-23 Mei 2027', '13, 20 dan 27 Februari 2027', '13hb Mac' */
const DAY_FIRST = new RegExp(`\\b(${DAYN}(?:${SEP}${DAYN})*)\\s+${MONTH}(?:,?\\s+(\\d{4}))?\\b`, "gi");
/** 'May 21-23, 2027', 'March 13, 2027' */
const MONTH_FIRST = new RegExp(`\\b${MONTH}\\s+${DAY}(?:${RANGE}${DAY})?,?\\s+(\\d{4})\\b`, "gi");
const NUMERIC = /\b(\d{1,2})[./-](\d{1,2})[./-](20\d{2})\b/g;
const ISO = /\b(20\d{2})-(\d{2})-(\d{2})\b/g;

export type FoundDate = { start: string; end?: string; text: string; index: number };

const pad = (n: number) => String(n).padStart(2, "0");

function iso(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A day without a year is the next such day on or after the reference day (the day the paper is written). */
function withYear(month: number, day: number, year: string | undefined, ref: string): string | null {
  if (year) return iso(Number(year), month, day);
  const refYear = Number(ref.slice(0, 4));
  const same = iso(refYear, month, day);
  if (same && same >= ref) return same;
  return iso(refYear + 1, month, day);
}

/** '13, 20 dan 27' -> [13], [20], [27]; '21-23' -> [21, 23]. */
function dayGroups(list: string): [number, number?][] {
  const groups: [number, number?][] = [];
  let range = false;
  for (const t of list.matchAll(/(\d{1,2})|(-|–|—|hingga|sehingga|sampai|to|until)/gi)) {
    if (t[2]) range = true;
    else if (range && groups.length) {
      const last = groups[groups.length - 1] as [number, number?];
      last[1] = Number(t[1]);
      range = false;
    } else groups.push([Number(t[1])]);
  }
  return groups;
}

/** Every date written in a text, as ISO; a range gives its first and last day. */
export function datesIn(text: string, ref: string): FoundDate[] {
  const out: FoundDate[] = [];
  const push = (start: string | null, end: string | null, m: RegExpMatchArray) => {
    if (!start) return;
    out.push({ start, ...(end && end !== start ? { end } : {}), text: m[0], index: m.index ?? 0 });
  };
  for (const m of text.matchAll(DAY_FIRST)) {
    const month = MONTHS[(m[2] ?? "").toLowerCase()];
    if (!month) continue;
    for (const [a, b] of dayGroups(m[1] ?? "")) {
      push(withYear(month, a, m[3], ref), b === undefined ? null : withYear(month, b, m[3], ref), m);
    }
  }
  for (const m of text.matchAll(MONTH_FIRST)) {
    const month = MONTHS[(m[1] ?? "").toLowerCase()];
    if (!month) continue;
    push(withYear(month, Number(m[2]), m[4], ref), m[3] ? withYear(month, Number(m[3]), m[4], ref) : null, m);
  }
  for (const m of text.matchAll(NUMERIC)) push(iso(Number(m[3]), Number(m[2]), Number(m[1])), null, m);
  for (const m of text.matchAll(ISO)) push(iso(Number(m[1]), Number(m[2]), Number(m[3])), null, m);
  return out;
}

/** The days a found date names: its first and last (ranges), for 'does the paper state this day'. */
export const daysOf = (d: FoundDate) => (d.end ? [d.start, d.end] : [d.start]);

// ---------------------------------------------------------------------------------- durations

// biome-ignore format: a table
const NUMBER_WORDS: Record<string, number> = {
  satu: 1, se: 1, dua: 2, tiga: 3, empat: 4, lima: 5, enam: 6, tujuh: 7, lapan: 8, sembilan: 9, sepuluh: 10,
  sebelas: 11, "dua belas": 12, "lapan belas": 18, "dua puluh empat": 24, "tiga puluh enam": 36,
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, eighteen: 18, "twenty-four": 24, "thirty-six": 36,
};
const NUMBER = `(\\d+|${Object.keys(NUMBER_WORDS)
  .filter((w) => w !== "se")
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
const UNIT = "(hari|minggu|bulan|tahun|days?|weeks?|months?|years?)";

export type Unit = "day" | "week" | "month" | "year";
export type Length = { n: number; unit: Unit; text: string; index: number };

// biome-ignore format: a table
const UNITS: Record<string, Unit> = {
  hari: "day", day: "day", days: "day",
  minggu: "week", week: "week", weeks: "week",
  bulan: "month", month: "month", months: "month",
  tahun: "year", year: "year", years: "year",
};

const numberOf = (s: string) => (/^\d+$/.test(s) ? Number(s) : (NUMBER_WORDS[s.toLowerCase()] ?? Number.NaN));

function lengthFrom(m: RegExpMatchArray, n: string | undefined, unit: string | undefined): Length | null {
  const value = numberOf(n ?? "");
  const u = UNITS[(unit ?? "").toLowerCase()];
  if (!u || Number.isNaN(value)) return null;
  return { n: value, unit: u, text: m[0], index: m.index ?? 0 };
}

/** '24 bulan', 'dua tahun', '18 months', 'one-year', '12-month'. */
export function lengthsIn(text: string): Length[] {
  const re = new RegExp(`\\b${NUMBER}[\\s-]+${UNIT}\\b`, "gi");
  return [...text.matchAll(re)].flatMap((m) => lengthFrom(m, m[1], m[2]) ?? []);
}

export function parseLength(text: string): Length | null {
  return lengthsIn(text)[0] ?? null;
}

/** Months for months and years (24 bulan = 2 tahun); days for days and weeks. */
function scale(l: Pick<Length, "n" | "unit">): { n: number; base: "month" | "day" } {
  if (l.unit === "year") return { n: l.n * 12, base: "month" };
  if (l.unit === "month") return { n: l.n, base: "month" };
  return { n: l.unit === "week" ? l.n * 7 : l.n, base: "day" };
}

export function sameLength(a: Pick<Length, "n" | "unit">, b: Pick<Length, "n" | "unit">): boolean {
  const x = scale(a);
  const y = scale(b);
  return x.base === y.base && x.n === y.n;
}

/**
 * Lengths stated as the project's or contract's own length ('dalam tempoh 3 bulan', 'meliputi
 * tempoh 18 bulan', 'over 12 months', 'a 6-month project'), not a sub-period ('3 bulan pertama').
 */
export function projectLengthsIn(text: string): Length[] {
  const ms = new RegExp(
    `\\b(?:dalam tempoh|meliputi tempoh|bagi tempoh|untuk tempoh|sepanjang tempoh|tempoh (?:projek|program|kontrak|pelaksanaan|kajian|penyelidikan|pembiayaan|perkhidmatan|keseluruhan)(?:\\s+(?:ini|ialah|adalah|selama|ini ialah))?)\\s+${NUMBER}\\s+(bulan|tahun)\\b(?!\\s+(?:pertama|terakhir|awal|selepas|sebelum|berikutnya|akan datang|lagi))`,
    "gi",
  );
  const en = new RegExp(
    `\\b(?:over|within|period of|duration of|term of|lasting|for a period of|for a term of)\\s+${NUMBER}\\s+(months?|years?)\\b(?!\\s+(?:after|before|from|of the|following))`,
    "gi",
  );
  const compound = new RegExp(
    `\\b${NUMBER}-(month|year|bulan|tahun)\\s+(?:project|contract|study|programme|program|pilot|period|term|plan)\\b`,
    "gi",
  );
  return [...text.matchAll(ms), ...text.matchAll(en), ...text.matchAll(compound)].flatMap(
    (m) => lengthFrom(m, m[1], m[2]) ?? [],
  );
}

// ------------------------------------------------------------------------------------- counts

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** '15000' -> a pattern for '15000' or '15,000', not inside a longer figure. */
function figurePattern(n: string): string {
  const digits = n.replace(/,/g, "");
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const alternatives = digits === grouped ? [digits] : [digits, grouped];
  return `(?<![\\d,.])(?:${alternatives.map(escapeRe).join("|")})(?![\\d]|[.,]\\d)`;
}

/**
 * A count as the reader checks it: '850 murid' appears as '850 murid', '850 orang murid' or
 * 'murid: 850'. '60 participants|prefects|peserta' accepts any of the nouns.
 */
export function hasCount(text: string, count: string): boolean {
  const m = count.match(/^([\d,]+)\s+(.+)$/);
  if (!m) throw new Error(`a count is a figure and a noun: ${count}`);
  const figure = figurePattern(m[1] ?? "");
  const nouns = (m[2] ?? "")
    .split("|")
    .map((n) => escapeRe(n.trim()))
    .join("|");
  const between = "(?:[\\p{L}'’.-]+\\s+){0,2}?";
  const after = new RegExp(`${figure}\\s+${between}(?:${nouns})`, "iu");
  const before = new RegExp(`(?:${nouns})[\\p{L}]*\\W+(?:[\\p{L}'’.()-]+\\s+){0,3}?${figure}`, "iu");
  return after.test(text) || before.test(text);
}

// ----------------------------------------------------------------------------- words and names

/** Lower case, one space, no full stops, hyphens as spaces: for names, titles and subject nouns. */
export function normal(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\./g, "")
    .replace(/[-‐–—]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export const hasName = (text: string, name: string) => normal(text).includes(normal(name));

/** A subject noun as a word of its own (Malay -nya, English plurals allowed). */
export function hasNoun(text: string, noun: string): boolean {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(normal(noun))}(?:nya|s|es|'s)?(?![\\p{L}\\p{N}])`, "u");
  return re.test(normal(text));
}

/** '8.00 pagi', '8:00 pagi', '10.00 a.m.' and '10:00 am' read the same. */
export function normalTime(text: string): string {
  return text
    .toLowerCase()
    .replace(/a\.m\./g, "am")
    .replace(/p\.m\./g, "pm")
    .replace(/(\d):(\d\d)/g, "$1.$2")
    .replace(/\s+/g, " ");
}

// ---------------------------------------------------------------------------------- sentences

// biome-ignore format: a table
const ABBREVIATIONS = new Set([
  "sdn", "bhd", "dr", "no", "bil", "prof", "tn", "hj", "ms", "mr", "mrs", "e.g", "i.e", "vs", "jln", "kg",
  "st", "sg", "dsb", "dll", "cth", "lwn", "ir", "ts", "madya", "corp", "co", "inc", "ltd",
]);

/** Sentences of a paragraph; 'Sdn. Bhd.', 'Dr.' and 'No.' do not end one. */
export function sentencesIn(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /[.!?](?=\s+["'([]?[\p{Lu}\d])/gu;
  for (const m of text.matchAll(re)) {
    const end = (m.index ?? 0) + 1;
    const word =
      text
        .slice(start, end - 1)
        .match(/([\p{L}.]+)$/u)?.[1]
        ?.toLowerCase() ?? "";
    if (ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word)) continue;
    out.push(text.slice(start, end).trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter(Boolean);
}

/** Sentences long enough to be the writer's own phrasing (six words or more). */
export const longSentences = (text: string) => sentencesIn(text).filter((s) => countWords(s) >= 6);

export const sentenceKey = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
