/** Whole-word, case-preserving replacement and sentence helpers for the rewrite actions. */

import { upperFirst } from "../../facts/text.js";
import { escapeRegExp } from "../text.js";

const LETTER = "\\p{L}\\p{N}";

/** dict[key] for the dictionary's own keys only: a word like 'constructor' is not in any of them. */
export function own<T>(dict: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(dict, key) ? dict[key] : undefined;
}

/** Gives `replacement` the case pattern of `original`: lower, Capitalised or UPPER. */
export function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && original !== original.toLowerCase()) {
    return replacement.toUpperCase();
  }
  if (original.charAt(0) !== original.charAt(0).toLowerCase()) {
    return upperFirst(replacement);
  }
  return replacement;
}

/** One regex for a whole dictionary: whole words only (a hyphen or apostrophe joins words). */
export function dictionaryRegex(keys: string[]): RegExp {
  const sorted = [...keys].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![${LETTER}'’-])(${sorted.join("|")})(?![${LETTER}'’-])`, "giu");
}

export function replaceWords(
  text: string,
  dict: Record<string, string>,
  re = dictionaryRegex(Object.keys(dict)),
): string {
  return text.replace(re, (m: string) => {
    const to = dict[m.toLowerCase()];
    return to === undefined ? m : matchCase(m, to);
  });
}

/** Applies phrase rules, keeping the case of each match's first letter. */
export function replacePhrases(text: string, rules: [RegExp, string][]): string {
  let out = text;
  for (const [re, to] of rules) {
    out = out.replace(re, (...args: unknown[]) => {
      const m = args[0] as string;
      const groups = args.slice(1, -2) as (string | undefined)[];
      const filled = to.replace(/\$(\d)/g, (_, d: string) => groups[Number(d) - 1] ?? "");
      return matchCase(m.split(" ")[0] ?? m, filled);
    });
  }
  return out;
}

/** Abbreviations whose full stop does not end a sentence ('Dr. Farid', 'En. Zul'). */
export const ABBREVIATIONS = new Set(
  "dr en pn tn cik kg jln jl no bil mr mrs ms sdn bhd st prof hj hjh dato tel lwn sek e.g i.e etc dll dsb".split(" "),
);

/** Capitalises the first letter of the text and of every sentence (not after 'Dr.' or 'No.'). */
export function capitaliseSentences(text: string): string {
  return text.replace(
    /(^|[.!?]\s+|\n\s*)(["'“‘(]?)(\p{Ll})/gu,
    (m: string, a: string, q: string, c: string, offset: number) => {
      const word = /([\p{L}.]+)\.\s+$/u.exec(text.slice(0, offset + a.length))?.[1]?.toLowerCase();
      return word && ABBREVIATIONS.has(word) ? m : a + q + c.toUpperCase();
    },
  );
}

/** Collapses spaces, fixes spaces around punctuation; keeps line breaks. */
export function fixSpacing(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) =>
      line
        .replace(/[ \t\u00a0]+/g, " ")
        .replace(/ +([,.;:!?)])/g, "$1")
        .replace(/([(]) +/g, "$1")
        .replace(/([,;:!?])(?=[\p{L}])/gu, "$1 ")
        .replace(/(\p{Ll}{2,})\.(?=\p{L}{2,})(?![^\s]*@)/gu, (m, w: string, off: number, all: string) => {
          const token = all.slice(all.lastIndexOf(" ", off) + 1).split(" ")[0] ?? "";
          return /www|https?:|@|\.(com|my|net|org|gov|edu)\b/i.test(token) ? m : `${w}. `;
        })
        .replace(/([.!?])\1+/g, "$1")
        .trim(),
    )
    .join("\n");
}

/** Function words typed twice by mistake ('yang yang'): the second goes. */
const TYPED_TWICE = new Set(
  (
    "yang dan di ke dari daripada untuk dengan pada ini itu akan telah sudah juga atau tidak bagi dalam oleh kepada " +
    "the a an and or of to in on for with by at is are was were be this that it we our"
  ).split(" "),
);

/**
 * A word written twice: a function word typed twice loses the copy; in Malay any other lower-case
 * word is a reduplication written with a space ('sama sama' -> 'sama-sama', 'bila bila' -> 'bila-bila').
 * Capitalised repeats are left alone: they may be a name.
 */
export function fixRepeats(text: string, lang: "ms" | "en"): string {
  return text.replace(
    /(?<![\p{L}\p{N}-])(\p{L}+)((?:[ \t]+\1)+)(?![\p{L}\p{N}-])/giu,
    (m: string, w: string, rest: string) => {
      const copies = rest.trim().split(/\s+/);
      if (copies.some((c) => c !== c.toLowerCase())) return m;
      const lower = w.toLowerCase();
      if (TYPED_TWICE.has(lower) || lang === "en") return w;
      return `${w}-${lower}`;
    },
  );
}

/** Punctuation left behind by removed words: ' ,', ',,', '., ', a sentence that was only 'Ok.'. */
export function tidyPunctuation(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      line
        .replace(/^[\s,;]+/, "")
        // A comma left after a full stop goes, unless the stop ends an abbreviation ('Sdn. Bhd., yang').
        .replace(/([\p{L}.]*)([.!?])\s*[,;]+\s*/gu, (m, word: string, stop: string) =>
          stop === "." && ABBREVIATIONS.has(word.toLowerCase()) ? m : `${word}${stop} `,
        )
        .replace(/[ \t]+([,.!?;:])/g, "$1")
        .replace(/,\s*([,.!?])/g, "$1")
        .replace(/(^|[.!?])\s*[.!?](?=\s|$)/g, "$1")
        .replace(/ {2,}/g, " ")
        .trim(),
    )
    .join("\n");
}

/** Ends every non-empty line that ends in a letter or digit with a full stop. */
export function endSentences(text: string): string {
  return text
    .split("\n")
    .map((line) => (/[\p{L}\p{N})"'”’]$/u.test(line.trim()) ? `${line.trimEnd()}.` : line))
    .join("\n");
}

/** Splits prose into sentences at . ! ? before a space; keeps '8.30', 'RM 1.5' and 'Dr. Farid' whole. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(/[.!?]+(?=\s|$)/g)) {
    const end = m.index + m[0].length;
    const last = text.slice(from, end).trim().split(/\s+/).pop() ?? "";
    if (m[0] === "." && ABBREVIATIONS.has(last.slice(0, -1).toLowerCase())) continue;
    if (text.slice(from, end).trim()) out.push(text.slice(from, end).trim());
    from = end;
  }
  if (text.slice(from).trim()) out.push(text.slice(from).trim());
  return out;
}
