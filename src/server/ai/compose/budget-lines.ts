/**
 * A cost line read as a reader of a budget expects it: its name without the counts the brief wrote
 * into it ('Juadah iftar 30 hari x RM 600' is 30 days of 'Juadah iftar'), its quantity with what is
 * counted, and a unit price whenever the brief's figures give one exactly. Nothing is rounded: a
 * quantity or price is set only when quantity x price equals the user's amount to the sen.
 */
import type { Lang } from "../builtin/text.js";
import type { BudgetLine } from "./budget.js";
import { PEOPLE } from "./people.js";

/** One factor of a count: '30 hari', '120 matches', '8', '12 months'. */
const FACTOR = String.raw`\d[\d,]*(?:\s+\p{L}[\p{L}-]*)?`;
/** The counts an item's name ends with: 'Referee fees: 120 matches', 'Trainer fees 2 trainers x 2 days', 'Cleaners 8'. */
const TRAILING_COUNTS = new RegExp(String.raw`^(.*?\p{L})[\s:]+(${FACTOR}(?:\s*[x×]\s*${FACTOR})*)$`, "u");
/** A count of people or things inside a line's name: '2 guru' of 'Elaun 2 guru tadika'. */
const COUNT_IN_NAME = /(?<![\d.,])(\d{1,4})\s+(\p{L}[\p{L}-]*)/u;
/** Counts written after the price: 'RM 1,900 x 12 months = RM 182,400', 'RM1,500 sebulan x 12 bulan = RM36,000'. */
const AFTER_PRICE = new RegExp(
  String.raw`RM\s*[\d,.]+(?:\s+(?:sebulan|seminggu|sehari|seorang|a month|a week|a day|each|per\s+\p{L}+))?((?:\s*[x×]\s*${FACTOR})+)\s*=`,
  "iu",
);
/** 'RM 4,500 untuk 30 malam', 'RM 24,000 for 10 months': an amount for a count of something, at a clause's end. */
const AMOUNT_FOR = /RM\s*[\d,.]+\s+(?:untuk|bagi|for)\s+(\d[\d,]*)\s+(\p{L}[\p{L}-]*)\s*(?:[;,.)]|$)/iu;
/** A price per month. */
export const MONTHLY = /sebulan|setiap bulan|per\s+bulan|bulanan|a month|per month|monthly/i;

const factorsOf = (text: string) =>
  text
    .split(/\s*[x×]\s*/)
    .map((f) => /^(\d[\d,]*)(?:\s+(.+))?$/u.exec(f.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ n: Number((m[1] ?? "").replace(/,/g, "")), unit: m[2] ?? null }));

/** The count the factors make together: 2 units x 4 months is 8. */
const productOf = (factors: { n: number }[]) => factors.reduce((n, f) => n * f.n, 1);

/** quantity x price equals the amount to the sen. */
const adds = (quantity: number, price: number, amount: number) => Math.abs(quantity * price - amount) < 0.005;

/** Reads the counts of one line from its name and the words it came from; the line is changed in place. */
export function readCounts(line: BudgetLine, context: string, lang: Lang): void {
  line.item = line.item.replace(/[\s:;,]+$/u, "");
  if (line.quantity !== null || line.amount === null) return;
  const amount = line.amount;
  if (line.unitPrice !== null && line.unitPrice > 0) {
    const named = TRAILING_COUNTS.exec(line.item);
    const after = AFTER_PRICE.exec(context)?.[1]?.replace(/^\s*[x×]\s*/, "");
    const written = [...(named ? factorsOf(named[2] ?? "") : []), ...(after ? factorsOf(after) : [])];
    // 'elaun 2 guru tadika RM1,500 sebulan x 12 bulan = RM36,000': a count inside the name is a factor too.
    const inName = named ? null : COUNT_IN_NAME.exec(line.item);
    const counted = inName ? [{ n: Number(inName[1]), unit: inName[2] ?? null }, ...written] : [];
    const price = line.unitPrice;
    const factors = [written, counted].find((f) => f.length && productOf(f) > 1 && adds(productOf(f), price, amount));
    if (factors) {
      const product = productOf(factors);
      // 'Elaun 4 guru' is an allowance for teachers: the people it pays stay in its name.
      const paid = named && factorsOf(named[2] ?? "").find((f) => f.unit && PEOPLE.exec(f.unit)?.[0] === f.unit);
      if (named) line.item = paid ? `${named[1]} ${paid.unit}` : (named[1] ?? line.item);
      line.quantity = product;
      // '30 hari'; several factors keep the sum: '96 (8 x 12 months)'.
      line.unit =
        factors.length === 1
          ? (factors[0]?.unit ?? null)
          : `(${factors.map((f) => `${f.n.toLocaleString("en-US")}${f.unit ? ` ${f.unit}` : ""}`).join(" x ")})`;
      return;
    }
    const months = amount / line.unitPrice;
    if (MONTHLY.test(context) && Number.isInteger(months) && months > 1) {
      line.quantity = months;
      line.unit = lang === "ms" ? "bulan" : "months";
    }
    return;
  }
  if (line.unitPrice === null) {
    const m = AMOUNT_FOR.exec(context);
    const n = m ? Number((m[1] ?? "").replace(/,/g, "")) : 0;
    if (n > 1) {
      const each = Math.round((amount * 100) / n) / 100;
      if (adds(n, each, amount)) {
        line.quantity = n;
        line.unit = m?.[2] ?? null;
        line.unitPrice = each;
      }
    }
  }
}
