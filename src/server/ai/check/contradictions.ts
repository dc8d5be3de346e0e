/**
 * Contradictions: the document states another value for a fact the user gave. Each rule fires only
 * on a statement clearly about that fact, since a false alarm makes the writer retry for nothing:
 *  - a total: the amount follows a total word ('jumlah', 'keseluruhan', 'total', 'berjumlah', 'kos
 *    projek') with nothing but linking words between them ('Jumlah kos projek ini ialah RM 20,000'),
 *    or is the last amount of a table's total row. Line items, a funding split's parts ('geran
 *    dipohon', 'sumbangan sendiri'), income, unit prices and listed parts ('berjumlah RM 12,600, RM 12,600
 *    dan RM 6,300') are not totals. Under a stated ceiling,
 *    any total at or below it agrees.
 *  - the event day: a day in a sentence that says the event takes place ('diadakan', 'berlangsung',
 *    'held on'), or any day in the date-and-venue section, outside the event's day(s). Meetings,
 *    preparations, deadlines and reports before or after the event, and days before the paper was
 *    written (last year's edition), are not the event.
 *  - the project's length: a length tied to the project ('projek ini ... selama 12 bulan', 'tempoh
 *    kontrak ialah 18 bulan') that is not the stated one ('2 tahun' agrees with '24 bulan'). Tables
 *    (phases), repayment periods, experience, targets and training are not the project's length.
 */
import { findDates } from "../facts/dates.js";
import { findDurations, NOT_PROJECT_LENGTH, sameLength } from "../facts/durations.js";
import { type AmountMatch, findAmounts, moneyRole } from "../facts/money.js";
import { sameAmount } from "../facts/numbers.js";
import type { Facts } from "../facts/types.js";
import { proseSentences, type ReadSection } from "./read.js";
import { mentionsSubject } from "./subject.js";
import type { Finding } from "./types.js";

const TOTAL_CUE = /\b(?:jumlah|keseluruhan|total|berjumlah|kos projek|overall)\b/gi;
/** Words that may stand between a total word and its amount. */
const LINKING = new Set(
  (
    "keseluruhan keseluruhannya kos projek program programme bajet belanjawan peruntukan perbelanjaan anggaran besar " +
    "ialah adalah sebanyak iaitu yang diperlukan dianggarkan dijangka bagi untuk ini kertas kerja cadangan kontrak " +
    "tender harga tawaran dan the is of a an project budget cost costs overall estimated required amount amounts to " +
    "at contract price total jumlah will be comes come this rm"
  ).split(" "),
);

/** Whether an amount is stated as a total: a total word before it with only linking words between. */
export function statesTotal(sentence: string, amount: AmountMatch, subjectWords: string[]): boolean {
  let cueEnd = -1;
  for (const m of sentence.slice(0, amount.index).matchAll(TOTAL_CUE)) cueEnd = m.index + m[0].length;
  if (cueEnd < 0) return false;
  const between =
    sentence
      .slice(cueEnd, amount.index)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return between.every((w) => LINKING.has(w) || subjectWords.includes(w));
}

/** An amount that agrees with the stated total: equal, or within a stated ceiling. */
export function agreesWithTotal(value: number, facts: Facts): boolean {
  if (facts.budgetTotal === null) return true;
  const ceiling = facts.budgetCeiling ?? null;
  if (ceiling !== null && sameAmount(ceiling, facts.budgetTotal)) return value <= ceiling + 0.005;
  return sameAmount(value, facts.budgetTotal);
}

const finding = (section: ReadSection, subject: string, found: string, message: string): Finding => ({
  code: "contradicted_fact",
  section: section.index,
  sectionTitle: section.title,
  ...(section.role ? { role: section.role } : {}),
  subject,
  found,
  message,
});

export function totalContradictions(section: ReadSection, facts: Facts, totalText: string): Finding[] {
  if (facts.budgetTotal === null) return [];
  const words = [...facts.subject.nouns, ...facts.subject.phrase.split(" ")];
  const out: Finding[] = [];
  for (const sentence of proseSentences(section)) {
    const amounts = findAmounts(sentence);
    for (const [i, amount] of amounts.entries()) {
      if (amount.perUnit || !statesTotal(sentence, amount, words)) continue;
      // 'berjumlah RM 12,600, RM 12,600 dan RM 6,300': the parts of a sum, listed, not a total.
      const next = amounts[i + 1];
      if (next && /^\s*(?:,|dan|and|serta|\+)\s*$/i.test(sentence.slice(amount.end, next.index))) continue;
      if (["requested", "own", "income", "unit"].includes(moneyRole(sentence, amount))) continue;
      if (agreesWithTotal(amount.value, facts)) continue;
      const message = `The section states a total of ${amount.text}, but the user's total is ${totalText}.`;
      out.push(finding(section, totalText, amount.text, message));
    }
  }
  return out;
}

const EVENT_SENTENCE =
  /\b(?:diadakan|berlangsung|dilangsungkan|pada hari|held on|will be held|is held|takes? place|acara ini|program ini|majlis ini|the event|the programme|the program)\b/i;
const NOT_THE_EVENT =
  /\b(?:mesyuarat|persediaan|taklimat|raptai|latihan|pendaftaran|tarikh tutup|sebelum|selepas|laporan|bedah siasat|pemasangan|penyediaan|ditubuhkan|meeting|briefing|rehearsal|registration|deadline|before|after|report|preparation|set-?up|founded|established)\b/i;

export function eventDateContradictions(section: ReadSection, facts: Facts, reference: string): Finding[] {
  const event = facts.eventDate;
  if (!event) return [];
  const whenWhere = section.role === "whenWhere";
  const rows = whenWhere
    ? section.tables.flatMap((t) => t.rows.map((r) => r.cells.map((c) => c.text).join(" | ")))
    : [];
  const out: Finding[] = [];
  for (const text of [...proseSentences(section), ...rows]) {
    if (NOT_THE_EVENT.test(text) || !(whenWhere || EVENT_SENTENCE.test(text))) continue;
    for (const day of findDates(text, reference)) {
      // A day before the paper was written is an earlier edition or a history, not this event.
      if ((day.end ?? day.start) < reference) continue;
      const inside = day.start >= event.start && (day.end ?? day.start) <= (event.end ?? event.start);
      if (inside) continue;
      const message = `The section gives ${day.text} as the event's date, but the user's date is ${event.text}.`;
      out.push(finding(section, event.text, day.text, message));
    }
  }
  return out;
}

const PROJECT_WORD =
  /\b(?:projek|kontrak|penyelidikan|kajian|pelaksanaan|perkhidmatan|program|project|contract|study|research|implementation|services?|programme)\b/i;
const LENGTH_LEAD =
  /(?:dalam tempoh|tempoh|selama|sepanjang|jangka masa|over|for|within|ialah|adalah|:)\s*(?:kira-kira|lebih kurang|about|approximately)?\s*$/i;
const NOT_THE_PROJECT =
  /\b(?:meningkatkan|mengurangkan|mencapai|(?:menyasar|disasar|sasar)\p{L}*|target\p{L}*|increase|reduce|achieve|latihan|kursus|bengkel|training|workshop|course)\b/iu;

export function durationContradictions(section: ReadSection, facts: Facts): Finding[] {
  const stated = facts.duration;
  if (!stated) return [];
  const out: Finding[] = [];
  for (const sentence of proseSentences(section)) {
    if (NOT_PROJECT_LENGTH.test(sentence) || NOT_THE_PROJECT.test(sentence)) continue;
    for (const length of findDurations(sentence)) {
      const before = sentence.slice(Math.max(0, length.index - 60), length.index);
      if (!LENGTH_LEAD.test(before)) continue;
      if (!PROJECT_WORD.test(before) && !mentionsSubject(before, facts.subject.nouns)) continue;
      if (sameLength(length, stated)) continue;
      const message = `The section gives the project's length as ${length.text}, but the user's length is ${stated.text}.`;
      out.push(finding(section, stated.text, length.text, message));
    }
  }
  return out;
}
