/** Links the user's own items (objectives, requirements) to vocabulary that shares their content words. */
import { STOPWORDS } from "./rewrite/lexicon.js";
import { tokens } from "./text.js";
import type { TermPair } from "./values.js";

/** Words too general to link two phrases ('kadar', 'bilangan', 'sistem' ...). */
const GENERIC = new Set(
  (
    "kadar bilangan jumlah tahap peratus sasaran baharu masa sistem setiap secara proses sekurang-kurangnya peningkatan " +
    "pengurangan rate number level per cent target new time system each process least increase reduction share"
  ).split(" "),
);

function contentWords(text: string): Set<string> {
  return new Set(tokens(text).filter((w) => w.length >= 4 && !STOPWORDS.has(w) && !GENERIC.has(w) && !/^\d/.test(w)));
}

/** The candidate sharing most content words with `text` (Malay or English side), or null when none shares any. */
export function bestMatch<T>(text: string, candidates: readonly T[], pairOf: (c: T) => TermPair): T | null {
  const words = contentWords(text);
  let best: T | null = null;
  let bestScore = 0;
  for (const c of candidates) {
    const [ms, en] = pairOf(c);
    const cw = new Set([...contentWords(ms), ...contentWords(en)]);
    let score = 0;
    for (const w of cw) if (words.has(w)) score++;
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}
