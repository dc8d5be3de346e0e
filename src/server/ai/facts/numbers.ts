/**
 * Numbers as Malaysians write them: figures with thousands commas ('78,000.00') and small numbers
 * spelt out in Malay or English ('dua puluh empat', 'twenty-four'), which briefs use for lengths.
 */

/** '78,000' -> 78000, '1.1' -> 1.1, '78,000.00' -> 78000; NaN when it is not a figure. */
export function parseFigure(text: string): number {
  const clean = text.replace(/\s/g, "");
  if (!/^[+-]?\d{1,3}(,\d{3})*(\.\d+)?$|^[+-]?\d+(\.\d+)?$/.test(clean)) return Number.NaN;
  return Number(clean.replace(/,/g, ""));
}

/** Rounded to the sen, so 0.1 + 0.2 compares equal to 0.3. */
export function toSen(value: number): number {
  return Math.round(value * 100);
}

export function sameAmount(a: number, b: number): boolean {
  return toSen(a) === toSen(b);
}

const MS_UNITS = ["satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "lapan", "sembilan"];
const EN_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const EN_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"];
const EN_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

const msUnit = MS_UNITS.join("|");
const msTwoToNine = MS_UNITS.slice(1).join("|");
const enUnit = EN_UNITS.join("|");

/**
 * A spelt-out number from one to ninety-nine (and 'seratus'), longest forms first so that
 * 'dua puluh empat' is read whole rather than as 'dua'. Used inside larger patterns.
 */
export const NUMBER_WORD = [
  `(?:${msTwoToNine})\\s+puluh(?:\\s+(?:${msUnit}))?`,
  `(?:${msTwoToNine})\\s+belas`,
  "sepuluh|sebelas|seratus",
  `(?:${EN_TENS.join("|")})(?:[\\s-](?:${enUnit}))?`,
  `${EN_TEENS.join("|")}|nineteen`,
  msUnit,
  enUnit,
].join("|");

/** The value of a spelt-out number ('dua belas' -> 12, 'twenty-four' -> 24); NaN when unknown. */
export function wordNumber(text: string): number {
  const words = text
    .toLowerCase()
    .trim()
    .split(/[\s-]+/);
  const unit = (w: string | undefined) => {
    const ms = MS_UNITS.indexOf(w ?? "");
    if (ms >= 0) return ms + 1;
    const en = EN_UNITS.indexOf(w ?? "");
    return en >= 0 ? en + 1 : Number.NaN;
  };
  const [first, second, third] = words;
  if (words.length === 1 && first) {
    const fixed: Record<string, number> = { sepuluh: 10, sebelas: 11, seratus: 100, nineteen: 19 };
    if (first in fixed) return fixed[first]!;
    const teen = EN_TEENS.indexOf(first);
    if (teen >= 0) return teen + 10;
    const tens = EN_TENS.indexOf(first);
    if (tens >= 0) return (tens + 2) * 10;
    return unit(first);
  }
  if (second === "belas") return 10 + unit(first);
  if (second === "puluh") return unit(first) * 10 + (third ? unit(third) : 0);
  const tens = EN_TENS.indexOf(first ?? "");
  if (tens >= 0 && words.length === 2) return (tens + 2) * 10 + unit(second);
  return Number.NaN;
}

/** A figure or a spelt-out number. */
export function readNumber(text: string): number {
  const figure = parseFigure(text);
  return Number.isNaN(figure) ? wordNumber(text) : figure;
}

/** '78,000' style grouping for messages and 'as written' values made from numbers. */
export function formatRinggit(value: number): string {
  const whole = Number.isInteger(value);
  return `RM ${value.toLocaleString("en-US", { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}
