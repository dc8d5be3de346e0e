/**
 * Times named by a period rather than a day: 'Ramadan 1448H', 'bulan Ramadan', 'cuti sekolah',
 * 'suku pertama 2027', 'Q3 2027', 'Jun 2027'. The writers keep them as written; they are not
 * turned into days, so the checker does not compare them.
 */
import { MONTH } from "./calendar.js";
import { type Snippet, sentences } from "./text.js";
import type { PeriodFact } from "./types.js";

const HIJRI_MONTH = "Ramadan|Ramadhan|Syawal|Zulhijjah|Muharram|Rabiulawal|Rejab|Syaaban|Zulkaedah";
const ORDINAL = "pertama|kedua|ketiga|keempat|first|second|third|fourth";

const PERIODS = new RegExp(
  [
    String.raw`\b(?:bulan|sepanjang|during)\s+(?:${HIJRI_MONTH})(?:\s+\d{4}\s?H)?\b`,
    String.raw`\b(?:${HIJRI_MONTH})\s+\d{4}\s?H\b`,
    String.raw`\bcuti\s+(?:sekolah|semester|penggal)(?:\s+(?:penggal\s+\w+|pertengahan\s+tahun|akhir\s+tahun))?(?:\s+(?:${MONTH})(?:\s+\d{4})?)?`,
    String.raw`\bschool\s+holidays?(?:\s+(?:${MONTH})(?:\s+\d{4})?)?`,
    String.raw`\bsuku\s+(?:tahun\s+)?(?:${ORDINAL})(?:\s+(?:tahun\s+)?\d{4})?`,
    String.raw`\b(?:${ORDINAL})\s+quarter(?:\s+of)?(?:\s+\d{4})?`,
    String.raw`\bQ[1-4]\s*\d{4}\b`,
    String.raw`\b(?:${MONTH})\s+\d{4}\b`,
  ].join("|"),
  "gi",
);

export function findPeriods(text: string): { text: string; index: number; end: number }[] {
  return [...text.matchAll(PERIODS)].map((m) => ({ text: m[0], index: m.index, end: m.index + m[0].length }));
}

/** Periods in the brief; a month and year that is part of a day ('13 Mac 2027') is a day, not a period. */
export function extractPeriods(snippets: Snippet[], isDay: (text: string, index: number) => boolean): PeriodFact[] {
  const out: PeriodFact[] = [];
  for (const snippet of snippets) {
    for (const sentence of sentences(snippet.text)) {
      for (const p of findPeriods(sentence.text)) {
        if (isDay(sentence.text, p.index)) continue;
        if (!out.some((o) => o.text.toLowerCase() === p.text.toLowerCase()))
          out.push({ text: p.text, context: sentence.text, source: snippet.source });
      }
    }
  }
  return out;
}
