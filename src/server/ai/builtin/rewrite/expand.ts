/**
 * 'expand': keeps every original sentence (grammar-fixed) and adds elaboration after them, built
 * from the text's own key nouns: purpose, implementation, benefit, monitoring. At least 1.5x words.
 */
import { countWords } from "../../../../common/content.js";
import { hash32, Rng } from "../rng.js";
import { grammar } from "./grammar.js";
import { detectLanguage, STOPWORDS } from "./lexicon.js";
import { sentencesOf } from "./words.js";

const MORE: Record<"ms" | "en", string[]> = {
  ms: [
    "Dalam hal ini, aspek {kw} perlu diberi perhatian khusus kerana ia menentukan kejayaan keseluruhan usaha ini.",
    "Pelaksanaan yang melibatkan {kw} akan dirancang secara berperingkat dengan tanggungjawab dan jadual yang jelas.",
    "Manfaat yang dijangka daripada {kw} termasuk penggunaan sumber yang lebih cekap dan hasil yang boleh diukur.",
    "Kemajuan berkaitan {kw} akan dipantau secara berkala supaya sebarang isu dapat ditangani dengan segera.",
    "Pendekatan terhadap {kw} juga mengambil kira keperluan pihak berkepentingan dan kekangan yang sedia ada.",
    "Dengan perancangan yang teliti, {kw} dijangka memberikan impak yang positif dalam jangka pendek dan panjang.",
    "Tujuan utama langkah berkaitan {kw} adalah untuk memastikan matlamat yang ditetapkan dapat dicapai sepenuhnya.",
    "Bagi menyokong usaha ini, sumber yang mencukupi akan diperuntukkan kepada {kw} mengikut keutamaan.",
    "Keberkesanan {kw} akan dinilai berdasarkan petunjuk prestasi yang jelas dan dipersetujui bersama.",
    "Perincian berkaitan {kw} akan didokumenkan dengan teratur sebagai rujukan semua pihak yang terlibat.",
  ],
  en: [
    "In this respect, {kw} deserves particular attention because it shapes the success of the whole effort.",
    "Work involving {kw} will be planned in stages, with clear responsibilities and timelines.",
    "The expected benefits of {kw} include more efficient use of resources and measurable results.",
    "Progress on {kw} will be monitored regularly so that any issue can be dealt with promptly.",
    "The approach to {kw} also takes account of stakeholders' needs and existing constraints.",
    "With careful planning, {kw} is expected to have a positive impact in both the short and long term.",
    "The main purpose of the steps concerning {kw} is to make sure the stated goals are fully achieved.",
    "To support this effort, sufficient resources will be allocated to {kw} according to priority.",
    "The effectiveness of {kw} will be judged against clear and jointly agreed performance indicators.",
    "Details concerning {kw} will be documented carefully as a reference for everyone involved.",
  ],
};

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

/** Key noun phrases of a sentence: runs of up to three content words, nouns preferred. */
export function keyPhrases(sentence: string, lang: "ms" | "en", article = true): string[] {
  const words = sentence.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  const runs: string[][] = [];
  let run: string[] = [];
  for (const [index, raw] of words.entries()) {
    // Only the sentence's first word loses its capital; names keep theirs.
    const w = index === 0 && /^\p{Lu}\p{Ll}/u.test(raw) ? raw.charAt(0).toLowerCase() + raw.slice(1) : raw;
    const lower = w.toLowerCase();
    const content = !STOPWORDS.has(lower) && lower.length > 2 && !/^\d+$/.test(lower);
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

export function expand(text: string, language: "ms" | "en"): string {
  const lang = detectLanguage(text, language);
  const fixed = grammar(text, lang);
  const rng = new Rng(hash32(fixed));
  const bank = rng.shuffle(MORE[lang]);
  const target = Math.max(Math.ceil(countWords(fixed) * 1.6), countWords(fixed) + 30);
  const paragraphs = fixed.split(/\n\s*\n/);
  let used = 0;
  let words = countWords(fixed);
  const phrasesOf = (s: string) => keyPhrases(s, lang);
  const fallback = phrasesOf(fixed)[0] ?? (lang === "ms" ? "perkara ini" : "this matter");
  const out = paragraphs.map((para) => {
    const sentences = sentencesOf(para);
    const result: string[] = [];
    sentences.forEach((s) => {
      result.push(s);
      if (words >= target || used >= bank.length) return;
      const kw = phrasesOf(s)[0] ?? fallback;
      const extra = (bank[used++] as string).replace("{kw}", kw);
      result.push(extra);
      words += countWords(extra);
    });
    return result.join(" ");
  });
  // Still short (one short sentence): a closing elaboration paragraph on the main phrase.
  const tail: string[] = [];
  while (words < target && used < bank.length) {
    const extra = (bank[used++] as string).replace("{kw}", fallback);
    tail.push(extra);
    words += countWords(extra);
  }
  if (tail.length) out[out.length - 1] = `${out[out.length - 1]} ${tail.join(" ")}`;
  return out.join("\n\n");
}
