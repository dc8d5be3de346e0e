/** How the composer writes money, dates and durations: the official Malaysian style. */
import type { Lang } from "../builtin/text.js";
import { DAY_NAMES, WEEKDAY, weekdayNumber } from "../facts/calendar.js";

/** 'RM78,000.00' — no space, two decimals, as official papers write it. */
export function rm(amount: number): string {
  return `RM ${new Intl.NumberFormat("en-MY", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

/** A plain number with grouping: 1,250. */
export function num(n: number): string {
  return new Intl.NumberFormat("en-MY", { maximumFractionDigits: 2 }).format(n);
}

const MONTHS: Record<Lang, string[]> = {
  ms: [
    "Januari",
    "Februari",
    "Mac",
    "April",
    "Mei",
    "Jun",
    "Julai",
    "Ogos",
    "September",
    "Oktober",
    "November",
    "Disember",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

const parse = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** '13 Mac 2027' / '13 March 2027'. */
export function dateText(iso: string, lang: Lang): string {
  const d = parse(iso);
  return `${d.getUTCDate()} ${MONTHS[lang][d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 'Sabtu' / 'Saturday'. */
export function dayName(iso: string, lang: Lang): string {
  return DAY_NAMES[lang][parse(iso).getUTCDay()] as string;
}

/**
 * A day written with its weekday and no year ('Sabtu, 12 Julai') that falls on another weekday in
 * the year the reader assumed: the paper shows it as written rather than a weekday and year of its own.
 */
export function weekdayDisagrees(date: { start: string; text: string }): boolean {
  if (/\b\d{4}\b/.test(date.text)) return false;
  const written = new RegExp(`\\b(${WEEKDAY})\\b`, "i").exec(date.text)?.[1];
  return written !== undefined && weekdayNumber(written) !== parse(date.start).getUTCDay();
}

/** 'Mac 2027'. */
export function monthText(iso: string, lang: Lang): string {
  const d = parse(iso);
  return `${MONTHS[lang][d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** '21 hingga 23 Mei 2027' / '21 to 23 May 2027' (or the single day). */
export function rangeText(start: string, end: string | undefined, lang: Lang): string {
  if (!end || end === start) return dateText(start, lang);
  const a = parse(start);
  const b = parse(end);
  const to = lang === "ms" ? "hingga" : "to";
  if (a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth()) {
    return `${a.getUTCDate()} ${to} ${dateText(end, lang)}`;
  }
  return `${dateText(start, lang)} ${to} ${dateText(end, lang)}`;
}

/** The days of an event as a reader expects them: a list as a list ('13, 20 dan 27 Februari 2027'), else a range. */
export function eventDaysText(event: { start: string; end?: string; days?: string[] }, lang: Lang): string {
  if (!event.days || event.days.length < 2) return rangeText(event.start, event.end, lang);
  const last = event.days[event.days.length - 1]!;
  const sameMonth = event.days.every((d) => d.slice(0, 7) === last.slice(0, 7));
  const items = sameMonth
    ? event.days.map((d) => String(Number(d.slice(8, 10))))
    : event.days.map((d) => dateText(d, lang));
  const head = items.slice(0, -1).join(", ");
  const tail = sameMonth ? dateText(last, lang) : items[items.length - 1];
  return `${head} ${lang === "ms" ? "dan" : "and"} ${tail}`;
}

export function addDays(iso: string, days: number): string {
  const d = parse(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days from one ISO day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / 86_400_000);
}

export function addMonths(iso: string, months: number): string {
  const d = parse(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

/** The first day of the month after `iso`. */
export function nextMonthStart(iso: string): string {
  const d = parse(iso);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

const UNITS: Record<Lang, Record<"hari" | "minggu" | "bulan" | "tahun", string>> = {
  ms: { hari: "hari", minggu: "minggu", bulan: "bulan", tahun: "tahun" },
  en: { hari: "day", minggu: "week", bulan: "month", tahun: "year" },
};

/** '24 bulan' / '24 months'. */
export function durationText(n: number, unit: "hari" | "minggu" | "bulan" | "tahun", lang: Lang): string {
  const word = UNITS[lang][unit];
  return `${num(n)} ${lang === "en" && n !== 1 ? `${word}s` : word}`;
}
