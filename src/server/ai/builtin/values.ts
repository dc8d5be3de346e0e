/** Slot values: what fills a template's {slots}, rendered the same way in both languages. */
import { formatRM } from "../../../common/money.js";
import { joinList, type Lang } from "./text.js";

/** A vocabulary entry: the same notion in Malay and English. */
export type TermPair = readonly [ms: string, en: string];

export type Ymd = { y: number; m: number; d: number };
export type DurUnit = "day" | "week" | "month" | "year";

export type Val =
  | { k: "raw"; v: string }
  | { k: "term"; t: TermPair }
  | { k: "list"; t: readonly TermPair[] }
  | { k: "money"; v: number }
  | { k: "date"; v: Ymd }
  | { k: "num"; v: number }
  | { k: "dur"; n: number; u: DurUnit };

export const raw = (v: string): Val => ({ k: "raw", v });
export const term = (t: TermPair): Val => ({ k: "term", t });
export const list = (t: readonly TermPair[]): Val => ({ k: "list", t });
export const money = (v: number): Val => ({ k: "money", v });
export const date = (v: Ymd): Val => ({ k: "date", v });
export const num = (v: number): Val => ({ k: "num", v });
export const dur = (n: number, u: DurUnit): Val => ({ k: "dur", n, u });

export const MONTHS: Record<Lang, readonly string[]> = {
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

/** '1 Mac 2026' (the ms-MY long date) / '1 March 2026'. */
export function formatDate(v: Ymd, lang: Lang): string {
  return `${v.d} ${MONTHS[lang][v.m - 1]} ${v.y}`;
}

export const DUR_UNITS: Record<Lang, Record<DurUnit, readonly [string, string]>> = {
  ms: { day: ["hari", "hari"], week: ["minggu", "minggu"], month: ["bulan", "bulan"], year: ["tahun", "tahun"] },
  en: { day: ["day", "days"], week: ["week", "weeks"], month: ["month", "months"], year: ["year", "years"] },
};

export function formatDur(n: number, u: DurUnit, lang: Lang): string {
  const [one, many] = DUR_UNITS[lang][u];
  return `${n} ${n === 1 ? one : many}`;
}

export function renderVal(v: Val, lang: Lang): string {
  const i = lang === "ms" ? 0 : 1;
  switch (v.k) {
    case "raw":
      return v.v;
    case "term":
      return v.t[i];
    case "list":
      return joinList(
        v.t.map((t) => t[i]),
        lang,
      );
    case "money":
      return formatRM(v.v);
    case "date":
      return formatDate(v.v, lang);
    case "num":
      return String(v.v);
    case "dur":
      return formatDur(v.n, v.u, lang);
  }
}
