/**
 * Key noun phrases of a text (runs of up to four content words, verbs and function words left out),
 * longest first. The auto generator names a proposal's subject with them.
 */

import { lowerFirst } from "../../facts/text.js";
import { STOPWORDS } from "./lexicon.js";

const VERB_PREFIX = /^(me|ber|di|ter|mem|men|meng|meny|memper|diper)/;
const MS_VERBS = new Set(
  "perlukan mahu ingin nak hendak selalu termasuk sentiasa kerap boleh dapat buat guna ada jadi kena mesti sila".split(
    " ",
  ),
);
const EN_VERBS = new Set(
  (
    "help helps manage manages make makes improve improves provide provides support supports use uses reduce reduces " +
    "increase increases create creates build builds run runs allow allows enable enables need needs want wants give " +
    "gives take takes keep keeps get gets ensure ensures offer offers deliver delivers train trains teach teaches serve " +
    "serves book books track tracks aim aims plan plans cover covers include includes"
  ).split(" "),
);

export function keyPhrases(sentence: string, lang: "ms" | "en", article = true): string[] {
  const words = sentence.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  const runs: string[][] = [];
  let run: string[] = [];
  for (const [index, raw] of words.entries()) {
    // Only the sentence's first word loses its capital; names keep theirs.
    const w = index === 0 && /^\p{Lu}\p{Ll}/u.test(raw) ? lowerFirst(raw) : raw;
    const lower = w.toLowerCase();
    // 'dalam talian' (online) is one word of meaning: its 'dalam' is not the preposition.
    const online = lang === "ms" && lower === "dalam" && /^talian$/i.test(words[index + 1] ?? "");
    const content = online || (!STOPWORDS.has(lower) && lower.length > 2 && !/^\d+$/.test(lower));
    const verb =
      lang === "ms"
        ? (VERB_PREFIX.test(lower) && lower.length > 6) || MS_VERBS.has(lower)
        : /(ing|ed)$/.test(lower) || EN_VERBS.has(lower);
    if (content && !verb) {
      run.push(w);
      if (run.length === 4) {
        runs.push(run);
        run = [];
      }
    } else {
      if (run.length) runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs
    .sort((a, b) => b.length - a.length)
    .map((r) => r.join(" "))
    .map((p) => (article && lang === "en" && /^\p{Ll}/u.test(p) ? `the ${p}` : p));
}
