/**
 * A day written with a weekday it does not fall on ('14 Mac 2027, Sabtu' is a Sunday). The paper
 * cannot know which of the two the user meant, so the reader is told to correct one of them.
 */
import { DAY_NAMES, WEEKDAY, weekdayNumber } from "../facts/calendar.js";
import { findDates } from "../facts/dates.js";
import type { Language } from "../writer.js";
import type { ReadSection } from "./read.js";
import type { Finding } from "./types.js";

/** A weekday right after a day: '14 Mac 2027, Sabtu', '14 Mac 2027 (Sabtu)'. */
const WEEKDAY_AFTER = new RegExp(String.raw`^\s*[,(]?\s*(${WEEKDAY})\b\)?`, "i");
const WEEKDAY_IN = new RegExp(String.raw`\b(${WEEKDAY})\b`, "i");

export function wrongWeekdays(section: ReadSection, reference: string, language: Language): Finding[] {
  const out: Finding[] = [];
  for (const date of findDates(section.text, reference)) {
    // One day with its year written: a year the reader assumed could be the wrong one.
    if (date.end || date.days || !/\b\d{4}\b/.test(date.text)) continue;
    const after = WEEKDAY_AFTER.exec(section.text.slice(date.endIndex));
    const written = WEEKDAY_IN.exec(date.text)?.[1] ?? after?.[1];
    if (!written) continue;
    const day = new Date(`${date.start}T00:00:00Z`).getUTCDay();
    if (weekdayNumber(written) === day) continue;
    const subject = after ? `${date.text}${after[0]}`.trim() : date.text;
    if (out.some((f) => f.subject === subject)) continue;
    const actual = DAY_NAMES[language][day] as string;
    out.push({
      code: "wrong_weekday",
      section: section.index,
      sectionTitle: section.title,
      ...(section.role ? { role: section.role } : {}),
      subject,
      found: actual,
      message: `"${subject}" names the wrong weekday: that date is a ${DAY_NAMES.en[day]}. Correct the day or the date.`,
    });
  }
  return out;
}
