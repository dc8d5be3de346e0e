/** Month and weekday names in Malay and English, and ISO day arithmetic in UTC (no time zones). */

const MONTH_NAMES: [number, string[]][] = [
  [1, ["januari", "january", "jan"]],
  [2, ["februari", "february", "feb"]],
  [3, ["mac", "march", "mar"]],
  [4, ["april", "apr"]],
  [5, ["mei", "may"]],
  [6, ["jun", "june"]],
  [7, ["julai", "july", "jul"]],
  [8, ["ogos", "august", "ogo", "aug"]],
  [9, ["september", "sept", "sep"]],
  [10, ["oktober", "october", "okt", "oct"]],
  [11, ["november", "nov"]],
  [12, ["disember", "december", "dis", "dec"]],
];

const MONTH_BY_NAME = new Map<string, number>(MONTH_NAMES.flatMap(([n, names]) => names.map((w) => [w, n])));

/** Any month name, longest first so 'Julai' is not read as 'Jul'. */
export const MONTH = [...MONTH_BY_NAME.keys()].sort((a, b) => b.length - a.length).join("|");

export const WEEKDAY =
  "isnin|selasa|rabu|khamis|jumaat|sabtu|ahad|monday|tuesday|wednesday|thursday|friday|saturday|sunday";

/** Weekday names from Sunday, as a date's `getUTCDay()` counts them. */
export const DAY_NAMES = {
  ms: ["Ahad", "Isnin", "Selasa", "Rabu", "Khamis", "Jumaat", "Sabtu"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
} as const;

/** The weekday (0 = Sunday) a name stands for, in either language; null for any other word. */
export function weekdayNumber(name: string): number | null {
  const lower = name.toLowerCase();
  const at = (names: readonly string[]) => names.findIndex((d) => d.toLowerCase() === lower);
  const n = Math.max(at(DAY_NAMES.ms), at(DAY_NAMES.en));
  return n >= 0 ? n : null;
}

export function monthNumber(name: string): number | null {
  return MONTH_BY_NAME.get(name.toLowerCase().replace(/\.$/, "")) ?? null;
}

export const MS_MONTHS = [
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
];
export const EN_MONTHS = [
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
];

export function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The year of a day written without one: the next such day on or after the reference day. */
export function yearFor(month: number, day: number, reference: string): number {
  const ref = parseIso(reference) ?? { year: new Date().getUTCFullYear(), month: 1, day: 1 };
  const sameYear = isoDay(ref.year, month, day);
  const refIso = isoDay(ref.year, ref.month, ref.day) ?? reference;
  return sameYear && sameYear >= refIso ? ref.year : ref.year + 1;
}

export function parseIso(iso: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return null;
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** '13 Mac 2027' / '13 March 2027'; a range in one month as '21-23 Mei 2027'. */
export function formatDay(start: string, end: string | undefined, language: "ms" | "en"): string {
  const a = parseIso(start);
  if (!a) return start;
  const names = language === "ms" ? MS_MONTHS : EN_MONTHS;
  const b = end ? parseIso(end) : null;
  if (!b || end === start) return `${a.day} ${names[a.month - 1]} ${a.year}`;
  if (a.year === b.year && a.month === b.month) return `${a.day}-${b.day} ${names[a.month - 1]} ${a.year}`;
  return `${a.day} ${names[a.month - 1]} ${a.year} - ${b.day} ${names[b.month - 1]} ${b.year}`;
}
