/**
 * What a grant officer checks in a written paper, as functions: each rule returns the problems it
 * found (empty when the paper passes). Shared by the corpus test and `npm run bench:quality`.
 */
import { countHtmlWords, htmlToText } from "../../src/common/content.js";
import { KINDS, placeholdersIn } from "../../src/common/kinds/index.js";
import { TEMPLATE_TEXT_EN } from "../../src/server/modules/templates/template-text-en.js";
import {
  amountsInDoc,
  type Doc,
  emptyHeadings,
  headingKey,
  headingsOf,
  listItems,
  proseBlocks,
  proseOf,
} from "./doc.js";
import { budgetTables, mainBudgetTable, otherTotals, qtyPriceErrors } from "./money.js";
import {
  datesIn,
  daysOf,
  hasCount,
  hasName,
  hasNoun,
  lengthsIn,
  longSentences,
  normal,
  normalTime,
  parseLength,
  projectLengthsIn,
  sameLength,
  sameMoney,
  sentenceKey,
  sentencesIn,
} from "./parse.js";
import type { Case } from "./run.js";
import { essentialMissing, isTableOnly } from "./sections.js";

export const RULES = [
  "essential_sections",
  "section_count",
  "min_words",
  "subject",
  "amounts",
  "total_row",
  "other_total",
  "budget_sum",
  "dates",
  "event_date",
  "duration",
  "other_duration",
  "counts",
  "names",
  "times",
  "repeated_sentence",
  "list_case",
  "empty_heading",
  "title_repeated",
  "blanks",
] as const;
export type Rule = (typeof RULES)[number];
export type Problems = Record<Rule, string[]>;

const fmt = (v: number) => `RM ${v.toLocaleString("en-MY", { maximumFractionDigits: 2 })}`;

/** Sections of the package: the template's own titles in order, else the package's number of <h2>. */
function sectionCount(c: Case, doc: Doc): string[] {
  const titles = headingsOf(doc.html, 2);
  if (c.template) {
    // The template's headings in the paper's language (its English ones for an English paper).
    const english = c.entry.language === "en" ? TEMPLATE_TEXT_EN[c.template.id]?.sections : undefined;
    const want = c.template.sections.map((s, i) => english?.[i] ?? s.title);
    const same = want.length === titles.length && want.every((t, i) => headingKey(t) === headingKey(titles[i] ?? ""));
    return same ? [] : [`<h2> titles ${JSON.stringify(titles)} are not the template's ${JSON.stringify(want)}`];
  }
  return titles.length === c.pkg.sections ? [] : [`${titles.length} <h2> sections, the package has ${c.pkg.sections}`];
}

/** Sections whose own prose names none of the subject nouns (table-only sections excepted). */
export function offSubject(c: Case, doc: Doc): string[] {
  return doc.sections
    .filter((s) => !isTableOnly(s.title))
    .filter((s) => !c.entry.expect.subject.some((n) => hasNoun(proseOf(s.html), n)))
    .map((s) => s.title);
}

function missingAmounts(c: Case, doc: Doc): string[] {
  const found = amountsInDoc(doc);
  return c.entry.expect.amounts.filter((a) => !found.some((f) => sameMoney(f, a))).map(fmt);
}

function totalRow(c: Case, doc: Doc): string[] {
  const total = c.entry.expect.total;
  if (total === undefined) return [];
  const table = mainBudgetTable(doc);
  if (!table) return [`no budget table with a total row (stated total ${fmt(total)})`];
  return sameMoney(table.total, total) ? [] : [`budget table total ${fmt(table.total)}, stated ${fmt(total)}`];
}

function budgetSums(doc: Doc): string[] {
  const out: string[] = [];
  for (const t of budgetTables(doc.html)) {
    const sum = t.lines.reduce((n, l) => n + l.value, 0);
    if (!sameMoney(sum, t.total)) out.push(`'${t.label}' row ${fmt(t.total)} but its lines add up to ${fmt(sum)}`);
    out.push(...qtyPriceErrors(t));
  }
  return out;
}

/** Every date in the paper, with the text it came from. */
const datesOfDoc = (c: Case, doc: Doc) => datesIn(doc.text, c.entry.startDate);

function missingDates(c: Case, doc: Doc): string[] {
  const found = datesOfDoc(c, doc).flatMap(daysOf);
  return c.entry.expect.dates.filter((d) => !found.includes(d));
}

const EVENT_CUE =
  /\b(akan diadakan|diadakan pada|berlangsung|dilangsungkan|tarikh (program|majlis|acara|karnival|ekspo|kem|pertandingan|sambutan|kejohanan|gotong)|(pada )?hari (acara|program|majlis|kejadian)|event day|will be held|is held|be held on|takes place|will take place|to be held|event date|date of the (event|programme|program|expo|camp))/i;
const WHEN_WHERE = (title: string) => /tarikh|date/i.test(title) && /tempat|masa|lokasi|venue|time|place/i.test(title);

/** Dates the paper gives as the event's day: in 'akan diadakan pada …' sentences and under 'Tarikh, Masa dan Tempat'. */
export function eventDatesStated(c: Case, doc: Doc): { iso: string; text: string }[] {
  const out: { iso: string; text: string }[] = [];
  const ref = c.entry.startDate;
  for (const block of proseBlocks(doc.html)) {
    for (const s of sentencesIn(block)) {
      if (!EVENT_CUE.test(s)) continue;
      for (const d of datesIn(s, ref)) out.push(...daysOf(d).map((iso) => ({ iso, text: s })));
    }
  }
  for (const b of doc.blocks.filter((x) => WHEN_WHERE(x.title))) {
    for (const d of datesIn(htmlToText(b.html), ref)) {
      out.push(...daysOf(d).map((iso) => ({ iso, text: `${b.title}: ${d.text}` })));
    }
  }
  return out;
}

/** 'Projek ini … berakhir pada 28 Februari 2027': the end the paper gives its project. */
const PROJECT_END =
  /\b(projek|project|pelaksanaan|implementation)\b[^.]{0,80}?\b(berakhir|tamat|siap|selesai|ends?|ending|completed?|concludes?)\b/i;

function otherEventDates(c: Case, doc: Doc): string[] {
  const { eventDate, eventEndDate } = c.entry.expect;
  if (!eventDate) return [];
  const last = eventEndDate ?? eventDate;
  const other = eventDatesStated(c, doc)
    .filter((d) => d.iso < eventDate || d.iso > last)
    .map((d) => `${d.iso} in "${d.text.slice(0, 140)}"`);
  for (const s of proseBlocks(doc.html).flatMap((b) => sentencesIn(b))) {
    const end = s.match(PROJECT_END);
    if (!end) continue;
    const after = s.slice((end.index ?? 0) + end[0].length);
    for (const d of datesIn(after, c.entry.startDate)) {
      const day = d.end ?? d.start;
      if (day < last) other.push(`the project ends ${day}, before the event, in "${s.slice(0, 140)}"`);
    }
  }
  return other;
}

function missingDuration(c: Case, doc: Doc): string[] {
  const stated = c.entry.expect.duration;
  if (!stated) return [];
  const want = parseLength(stated);
  if (!want) throw new Error(`unreadable duration ${stated}`);
  return lengthsIn(doc.text).some((l) => sameLength(l, want)) ? [] : [stated];
}

function otherDurations(c: Case, doc: Doc): string[] {
  const stated = c.entry.expect.duration;
  const want = stated ? parseLength(stated) : null;
  if (!want || (want.unit !== "month" && want.unit !== "year")) return [];
  return projectLengthsIn(proseOf(doc.html))
    .filter((l) => !sameLength(l, want))
    .map((l) => `'${l.text}' (stated ${stated})`);
}

function repeated(doc: Doc): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of proseBlocks(doc.html).flatMap(longSentences)) {
    const key = sentenceKey(s);
    if (seen.has(key)) out.push(s);
    seen.add(key);
  }
  return out;
}

function titleRepeats(c: Case, doc: Doc): string[] {
  const title = normal(c.brief.title);
  const times = normal(doc.text).split(title).length - 1;
  return times > 2 ? [`the full title occurs ${times} times`] : [];
}

/** Words a marked blank for each fact would name, generously, in both languages. */
const BLANK_WORDS: Record<string, RegExp> = {
  eventDate: /tarikh|date|hari|day/i,
  eventTime: /masa|waktu|time|jam|pukul/i,
  venue: /tempat|lokasi|venue|location|place|dewan|hall/i,
  participants: /peserta|bilangan|participants|attendees|number|jemaah|murid|orang|people/i,
  budgetTotal: /jumlah|kos|bajet|amaun|harga|anggaran|perbelanjaan|RM|amount|cost|budget|price|total/i,
  requestedAmount: /jumlah|amaun|dipohon|RM|amount|requested/i,
  addressee:
    /pihak|kepada|penerima|pelulus|meluluskan|agensi|pembiaya|pelanggan|jabatan|mesyuarat|majlis|skim|panel|penilai|institusi|client|agency|funder|authority|approv|addressee|recipient|meeting|department|scheme|council|board|institution/i,
  applicant:
    /pemohon|penganjur|syarikat|organisasi|sekolah|penyelidik|pembentang|nama|applicant|organi[sz]er|company|organi[sz]ation|researcher|presenter|name/i,
  duration: /tempoh|duration|period|bulan|months?|tarikh mula|start/i,
};

/** A fact the brief does not give: a marked blank for it, and no invented value. */
function blanks(c: Case, doc: Doc): string[] {
  const out: string[] = [];
  const marked = placeholdersIn(doc.text);
  for (const fact of c.entry.expect.blanks) {
    const words = BLANK_WORDS[fact] ?? /./;
    if (!marked.some((p) => words.test(p))) out.push(`no marked blank for ${fact}`);
  }
  const missing = new Set(c.entry.expect.blanks);
  if (missing.has("budgetTotal") && c.entry.expect.amounts.length === 0) {
    const invented = amountsInDoc(doc);
    if (invented.length) out.push(`invented amounts ${invented.slice(0, 5).map(fmt).join(", ")}`);
  }
  if (missing.has("duration")) {
    for (const l of projectLengthsIn(proseOf(doc.html))) out.push(`invented project length '${l.text}'`);
  }
  if (missing.has("eventDate")) {
    for (const d of eventDatesStated(c, doc)) out.push(`invented event date ${d.iso}`);
  }
  return out;
}

export function measure(c: Case, doc: Doc): Problems {
  const x = c.entry.expect;
  const time = normalTime(doc.text);
  return {
    essential_sections: essentialMissing(KINDS[c.entry.kind], c.entry.language, doc),
    section_count: sectionCount(c, doc),
    min_words: countHtmlWords(doc.html) >= c.pkg.minWords ? [] : [`${countHtmlWords(doc.html)} < ${c.pkg.minWords}`],
    subject: offSubject(c, doc),
    amounts: missingAmounts(c, doc),
    total_row: totalRow(c, doc),
    other_total: x.total === undefined ? [] : otherTotals(c, doc, x.total).map((t) => `${fmt(t.value)} in "${t.text}"`),
    budget_sum: budgetSums(doc),
    dates: missingDates(c, doc),
    event_date: otherEventDates(c, doc),
    duration: missingDuration(c, doc),
    other_duration: otherDurations(c, doc),
    counts: x.counts.filter((n) => !hasCount(doc.text, n)),
    names: x.names.filter((n) => !hasName(doc.text, n)),
    times: (x.times ?? []).filter((t) => !time.includes(normalTime(t))),
    repeated_sentence: repeated(doc),
    list_case: listItems(doc.html).filter((li) => /^\p{Ll}/u.test(li)),
    empty_heading: emptyHeadings(doc.html),
    title_repeated: titleRepeats(c, doc),
    blanks: blanks(c, doc),
  };
}

// ------------------------------------------------------------------------------ bench figures

export type Kept = { found: number; stated: number };

/** Stated facts the paper keeps, by sort. */
export function factsKept(c: Case, doc: Doc): Record<"amounts" | "dates" | "durations" | "counts" | "names", Kept> {
  const x = c.entry.expect;
  const p = measure(c, doc);
  const k = (stated: number, missing: number): Kept => ({ found: stated - missing, stated });
  return {
    amounts: k(x.amounts.length, p.amounts.length),
    dates: k(x.dates.length, p.dates.length),
    durations: k(x.duration ? 1 : 0, p.duration.length),
    counts: k(x.counts.length, p.counts.length),
    names: k(x.names.length + (x.times?.length ?? 0), p.names.length + p.times.length),
  };
}

/** Sections (<h2>) holding at least one marked blank, and the blanks in the paper. */
export function placeholderFigures(doc: Doc): { sections: number; placeholders: number } {
  return {
    sections: doc.sections.filter((s) => placeholdersIn(htmlToText(s.html)).length > 0).length,
    placeholders: placeholdersIn(doc.text).length,
  };
}

/** A paper's sentences (six words or more) found verbatim in any of the other papers. */
export function sharedShare(doc: Doc, others: Doc[]): { shared: number; total: number; examples: string[] } {
  const theirs = new Set(others.flatMap((o) => proseBlocks(o.html).flatMap(longSentences)));
  const ours = proseBlocks(doc.html).flatMap(longSentences);
  const shared = ours.filter((s) => theirs.has(s));
  return { shared: shared.length, total: ours.length, examples: shared.slice(0, 3) };
}
