/**
 * Days as written in Malaysian papers ('13 Mac 2027', '13/3/2027', '21-23 Mei', 'Sabtu, 7 Jun 2027',
 * 'March 13, 2027') read to ISO days, and what each day is for (the event, a start, an end).
 * The checker reads the document with the same finder, so dates compare by day, not by spelling.
 */
import { formatDay, isoDay, MONTH, monthNumber, WEEKDAY, yearFor } from "./calendar.js";
import { nearestCueBefore, type Snippet, sentences } from "./text.js";
import type { DateFact } from "./types.js";

/** `days`: the days of a list ('13, 20 dan 27 Februari 2027'), which is not a range of every day between. */
export type DateMatch = { start: string; end?: string; days?: string[]; text: string; index: number; endIndex: number };

/** Days listed before a day-month match: '13, ' in '13, 20 dan 27 Februari 2027'. */
const LIST_LEAD = /((?:\b\d{1,2}(?:hb)?\s*,\s*)+)$/;

const RANGE_SEP = String.raw`\s*(?:-|–|—|hingga|sehingga|sampai|to|until|dan|and)\s*`;
const DAY = String.raw`(\d{1,2})(?:hb|st|nd|rd|th)?`;
const WEEKDAY_LEAD = String.raw`(?:\b(?:${WEEKDAY}),?\s+)?`;

/** '21-23 Mei 2027', '30 Mei - 2 Jun 2027', '13 Mac 2027', 'Sabtu, 7 Jun'. The year is written once, at the end. */
const DAY_MONTH = new RegExp(
  String.raw`${WEEKDAY_LEAD}\b${DAY}(?:\s+(${MONTH})\.?)?(?:${RANGE_SEP}${DAY})?\s+(${MONTH})\b\.?(?:,?\s+(\d{4})\b)?`,
  "gi",
);
/** 'March 13, 2027', 'May 21-23, 2027'. */
const MONTH_DAY = new RegExp(
  String.raw`${WEEKDAY_LEAD}\b(${MONTH})\.?\s+${DAY}(?:\s*(?:-|–|to)\s*${DAY})?\b(?:,?\s+(\d{4})\b)?`,
  "gi",
);
/**
 * 'January 2027 to September 2027', 'Januari hingga September 2027': a span of whole months, from the
 * first day of the first to the last day of the last. A month alone ('October 2027') names no day.
 */
const MONTH_SPAN = new RegExp(
  String.raw`\b(${MONTH})(?:\s+(\d{4}))?\s*(?:-|–|—|hingga|sehingga|sampai|to|until)\s*(${MONTH})\s+(\d{4})\b`,
  "gi",
);
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const NUMERIC = /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b/g;

type Parts = { d1: number; m1: number | null; d2: number | null; m2: number; y2: number | null };

/** ISO days of the parts; a year-less day is the next such day, and a range ends in its written year. */
function resolve(p: Parts, reference: string): { start: string; end?: string } | null {
  if (p.d2 === null) {
    const start = isoDay(p.y2 ?? yearFor(p.m2, p.d1, reference), p.m2, p.d1);
    return start ? { start } : null;
  }
  const m1 = p.m1 ?? p.m2;
  const lastYear = p.y2 ?? yearFor(p.m2, p.d2, reference);
  const crossesYear = m1 > p.m2 || (m1 === p.m2 && p.d1 > p.d2);
  const start = isoDay(crossesYear ? lastYear - 1 : lastYear, m1, p.d1);
  const end = isoDay(lastYear, p.m2, p.d2);
  if (!start || !end || end < start) return null;
  return { start, end };
}

const num = (s: string | undefined) => (s === undefined ? null : Number(s));

/** Every day or range of days in a text, in order; a day without a year is the next such day on or after `reference`. */
/** 'Saturday 7 and Sunday 8 August 2027': the weekdays inside a list of days, blanked to the same length. */
const LISTED_WEEKDAY =
  /\b(?:Isnin|Selasa|Rabu|Khamis|Jumaat|Sabtu|Ahad|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?(?=\s+\d{1,2}\s+(?:dan|and|&)\s+(?:Isnin|Selasa|Rabu|Khamis|Jumaat|Sabtu|Ahad|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+\d{1,2}\s)|(?<=\d{1,2}\s+(?:dan|and|&)\s+)(?:Isnin|Selasa|Rabu|Khamis|Jumaat|Sabtu|Ahad|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?(?=\s+\d{1,2}\s)/giu;

export function findDates(written: string, reference: string): DateMatch[] {
  // Blanked, not removed: every index found still points into the text as written.
  const text = written.replace(LISTED_WEEKDAY, (w) => " ".repeat(w.length));
  const found: DateMatch[] = [];
  const add = (index: number, raw: string, day: { start: string; end?: string; days?: string[] } | null) => {
    if (!day) return;
    const trimmed = written.slice(index, index + raw.length).replace(/[\s,.]+$/, "");
    found.push({ ...day, text: trimmed, index, endIndex: index + trimmed.length });
  };
  for (const m of text.matchAll(DAY_MONTH)) {
    // A first day with its own year ('1 Mac 2027 hingga 28 Februari 2028') is two days, not one range.
    const hasRange = m[3] !== undefined;
    if (!hasRange && m[2]) continue;
    const parts: Parts = {
      d1: Number(m[1]),
      m1: m[2] ? monthNumber(m[2]) : null,
      d2: num(m[3]),
      m2: monthNumber(m[4] ?? "") ?? 0,
      y2: num(m[5]),
    };
    if (!parts.m2) continue;
    // 'dan' / 'and' joins days, it does not span them: '20 dan 27 Februari' is two Saturdays, and
    // '13, 20 dan 27 Februari' three. Consecutive days ('14 dan 15 Ogos') read the same either way.
    const lead = parts.m1 === null ? LIST_LEAD.exec(text.slice(Math.max(0, m.index - 40), m.index)) : null;
    const joined = /^\D*\d{1,2}(?:hb|st|nd|rd|th)?\s*(?:dan|and)\s/i.test(m[0]);
    const listed = [
      ...(lead?.[1]?.match(/\d{1,2}/g) ?? []).map(Number),
      parts.d1,
      ...(parts.d2 === null ? [] : [parts.d2]),
    ];
    if (parts.d2 !== null && (lead || joined) && listed.every((d, i) => i === 0 || d > listed[i - 1]!)) {
      const range = resolve({ ...parts, d1: listed[0]! }, reference);
      const year = Number((range?.end ?? "").slice(0, 4));
      const days = listed.map((d) => isoDay(year, parts.m2, d)).filter((d): d is string => d !== null);
      const consecutive = days.every((d, i) => i === 0 || Date.parse(d) - Date.parse(days[i - 1]!) === 86_400_000);
      const start = m.index - (lead?.[1]?.length ?? 0);
      if (range) add(start, text.slice(start, m.index) + m[0], consecutive ? range : { ...range, days });
      continue;
    }
    add(m.index, m[0], resolve(parts, reference));
  }
  for (const m of text.matchAll(MONTH_DAY)) {
    const month = m[1] ?? "";
    if (!/^[A-Z]/.test(month) || /^(may|mac|mei|dis|jun)$/i.test(month)) continue; // 'may' the verb; Malay forms put the day first
    add(
      m.index,
      m[0],
      resolve({ d1: Number(m[2]), m1: null, d2: num(m[3]), m2: monthNumber(month) ?? 0, y2: num(m[4]) }, reference),
    );
  }
  for (const m of text.matchAll(MONTH_SPAN)) {
    const [first, last] = [monthNumber(m[1] ?? ""), monthNumber(m[3] ?? "")];
    const lastYear = Number(m[4]);
    if (!first || !last || !/^\p{Lu}/u.test(m[1] ?? "") || !/^\p{Lu}/u.test(m[3] ?? "")) continue;
    const firstYear = m[2] ? Number(m[2]) : first <= last ? lastYear : lastYear - 1;
    const start = isoDay(firstYear, first, 1);
    const end = new Date(Date.UTC(lastYear, last, 0)).toISOString().slice(0, 10);
    if (start && start < end) add(m.index, m[0], { start, end });
  }
  for (const m of text.matchAll(ISO))
    add(m.index, m[0], ((s) => (s ? { start: s } : null))(isoDay(Number(m[1]), Number(m[2]), Number(m[3]))));
  for (const m of text.matchAll(NUMERIC)) {
    if (m[2] === "." && (m[4] ?? "").length !== 4) continue; // '7.30.45' is not a day
    const year = (m[4] ?? "").length === 2 ? 2000 + Number(m[4]) : Number(m[4]);
    const start = isoDay(year, Number(m[3]), Number(m[1]));
    add(m.index, m[0], start ? { start } : null);
  }
  found.sort((a, b) => a.index - b.index || b.endIndex - a.endIndex);
  const out: DateMatch[] = [];
  for (const d of found) if (!out.some((o) => d.index < o.endIndex && o.index < d.endIndex)) out.push(d);
  return out;
}

type Role = DateFact["role"];
const BOUNDARY_CUES: readonly (readonly [Role, RegExp])[] = [
  [
    "start",
    /\b(?:bermula|mulai|dimulakan|bermulanya|dari|from|starting|starts?|commenc(?:e|es|ing)|begins?|beginning)\b/i,
  ],
  [
    "end",
    /\b(?:tamat|siap|disiapkan|berakhir|hingga|sehingga|until|ends?|ending|finish(?:es|ed|ing)?|complet(?:e|ed|ion))\b/i,
  ],
  ["deadline", /\b(?:sebelum|selewat-lewatnya|tarikh tutup|tarikh akhir|deadline|by|before|closing date)\b/i],
];
export const EVENT_CUE =
  /\b(?:pada|diadakan|berlangsung|dijadualkan|held|on|majlis|program|programme|karnival|acara|event|tarikh)\b/i;

/** Words that name the work's own span before it: 'Work period:', 'Tempoh pelaksanaan'. */
const PERIOD_BEFORE =
  /\b(?:(?:work|project|implementation|contract|programme|program) period|duration|tempoh(?: kerja| projek| pelaksanaan| program| kontrak)?|jangka masa)\s*:?\s*$/i;

/** What joins the two days of a span: '1 Mac hingga 31 Ogos', '1 March to 31 August'. */
const SPAN_TO = /^\s*(?:hingga|sehingga|sampai|dan|to|until|till|and|-|–)\s*$/i;

/** The role of a day from the words before it: a boundary word first, then an event word. */
export function dateRole(sentence: string, at: number, floor = 0): Role {
  const boundary = nearestCueBefore(sentence, at, BOUNDARY_CUES, 40, floor);
  if (boundary) return boundary;
  return nearestCueBefore(sentence, at, [["event", EVENT_CUE]], 60, floor) ?? "other";
}

/** Every day in the brief with its role; a programme's only day is its event. */
export function extractDates(snippets: Snippet[], reference: string, kind?: string): DateFact[] {
  const out: DateFact[] = [];
  for (const snippet of snippets) {
    for (const sentence of sentences(snippet.text)) {
      let floor = 0;
      let spanOpen = false;
      const found = findDates(sentence.text, reference);
      for (const [k, d] of found.entries()) {
        const next = found[k + 1];
        // '1 Mac 2027 hingga 31 Ogos 2027', 'between 1 April and 30 September': a stated span's two ends.
        const opensSpan = next !== undefined && SPAN_TO.test(sentence.text.slice(d.endIndex, next.index));
        // 'Work period: 1 March to 31 May 2027', 'Tempoh projek 1 Mac hingga 31 Mei 2027': a stated span
        // of the work itself opens at its first day.
        const period =
          d.end !== undefined && PERIOD_BEFORE.test(sentence.text.slice(Math.max(floor, d.index - 30), d.index));
        const role = opensSpan || period ? "start" : spanOpen ? "end" : dateRole(sentence.text, d.index, floor);
        spanOpen = opensSpan;
        floor = d.endIndex;
        out.push({
          start: d.start,
          ...(d.end ? { end: d.end } : {}),
          ...(d.days ? { days: d.days } : {}),
          text: d.text,
          role,
          context: sentence.text,
          source: snippet.source,
        });
      }
    }
  }
  const days = new Set(out.map((d) => `${d.start}/${d.end ?? ""}`));
  const only = out[0];
  if (kind === "program" && days.size === 1 && only && only.role === "other") for (const d of out) d.role = "event";
  return out;
}

/** The form's event day as a fact: '13 Mac 2027', or a range when an end day is given. */
export function detailsEventDate(start: string, end: string | undefined, language: "ms" | "en"): DateFact {
  const last = end && end > start ? end : undefined;
  return {
    start,
    ...(last ? { end: last } : {}),
    text: formatDay(start, last, language),
    role: "event",
    context: "",
    source: "details.eventDate",
  };
}

/** Whether two facts name the same day(s). */
export function sameDays(a: { start: string; end?: string }, b: { start: string; end?: string }): boolean {
  return a.start === b.start && (a.end ?? a.start) === (b.end ?? b.start);
}
