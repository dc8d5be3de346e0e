/**
 * The user's description as the paper presents it. A sentence of it whose every figure, day, time,
 * count, name, reference and word the rest of the paper already states (the cost lines in the cost
 * table, 'Pengerusi: ...' in the committee, 'Tarikh: ...' under the date) is not pasted again; the
 * sentences that say something the rest of the paper does not stay, in the paper's spelling. Nothing
 * the user typed is lost from the paper: a sentence goes only where all of it is said elsewhere.
 */
import { BULLET, escapeRegExp } from "../builtin/text.js";
import { type View, wantedFacts } from "../check/kept.js";
import { findCounts } from "../facts/counts.js";
import { findDates } from "../facts/dates.js";
import { type DurationMatch, findDurations, sameLength } from "../facts/durations.js";
import { extractFacts } from "../facts/index.js";
import { describesMethod } from "../facts/method.js";
import { findAmounts } from "../facts/money.js";
import { sentences, upperFirst } from "../facts/text.js";
import { findTimes } from "../facts/times.js";
import type { ProposalBrief } from "../writer.js";
import { formalSpelling } from "./spelling.js";

/** Words that carry no content of their own: a sentence is not kept for them. */
const FUNCTION_WORDS = new Set(
  (
    "yang dan atau untuk dengan pada dari daripada kepada dalam akan ialah adalah ini itu juga bagi " +
    "oleh serta sebagai setiap seorang sebanyak seramai iaitu telah sudah masih lebih kurang sahaja " +
    "the and for with from that this will have has are was were each into about their they them our " +
    "your been also than then there which while when where what rest remainder comes come selebihnya bakinya"
  ).split(" "),
);

/** 'two', 'two-bay', 'dua', 'tiga': a count written in words. */
const NUMBER_WORD =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|satu|dua|tiga|empat|lima|enam|tujuh|lapan|sembilan|sepuluh)(?:-|$)/i;

const flat = (text: string) => text.toLocaleLowerCase("ms").replace(/[^\p{L}\p{N}]+/gu, " ");

/** The sentence with only itself as the brief: its facts, read by the same readers as the whole brief's. */
function factsOf(brief: ProposalBrief, sentence: string) {
  return extractFacts({
    ...brief,
    title: "",
    description: sentence,
    companyBackground: "",
    targetAudience: "",
    additionalInfo: "",
    objectives: "",
    constraints: "",
    keyRequirements: [],
    template: undefined,
    details: undefined,
  });
}

/** Where a reader found a figure, a day, a time, a count or a length in the sentence. */
function factSpans(sentence: string, reference: string): { index: number; end: number }[] {
  return [
    ...findAmounts(sentence),
    ...findDates(sentence, reference).map((d) => ({ index: d.index, end: d.endIndex })),
    ...findTimes(sentence),
    ...findCounts(sentence),
    ...findDurations(sentence),
  ];
}

/** A label that opens a sentence: 'Costs: ', 'Anggaran kos: '. */
const LABEL = /^\s*\p{L}[\p{L}\s&/-]{0,30}:\s+/u;

/** The rest of the paper, read once for every sentence compared with it. */
type Rest = { view: View; words: string; lengths: DurationMatch[] };

/** Whether everything the sentence says, the rest of the paper says too. */
function saidElsewhere(brief: ProposalBrief, sentence: string, { view, words: rest, lengths }: Rest): boolean {
  // A name is said elsewhere only as a name: 'Kemajuan' in 'kemajuan persediaan' is not it.
  const asName = (word: string) =>
    new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(word)}(?![\\p{L}\\d])`, "u").test(view.text);
  if (!wantedFacts(factsOf(brief, sentence)).every((w) => w.kept(view))) return false;
  // Every amount and length, not only those the checker asks of a paper ('jualan tahunan RM 1.4 juta').
  if (!findAmounts(sentence).every((a) => view.amounts.some((v) => Math.abs(v - a.value) < 0.01))) return false;
  if (!findDurations(sentence).every((d) => lengths.some((l) => sameLength(l, d)))) return false;
  const spans = factSpans(sentence, brief.startDate);
  const inRest = (word: string) => rest.includes(` ${flat(word).trim()} `);
  // References, phone numbers, codes and names ('MPK/SH/23/2027', '012-7788123', 'B40', 'Dr. Azman').
  for (const m of sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}/.-]*\d[\p{L}\p{N}/.-]*|\d[\p{L}\p{N}/.-]*/gu)) {
    const end = m.index + m[0].length;
    if (spans.some((s) => m.index < s.end && s.index < end)) continue;
    if (!inRest(m[0].replace(/[.-]+$/, ""))) return false;
  }
  // 'Costs: renovation ... RM 16,000': a list's label says nothing the list does not.
  const words = [...sentence.replace(LABEL, "").matchAll(/\p{L}+(?:['’-]\p{L}+)*/gu)]
    .map((m) => m[0])
    .filter((w) => w.length >= 3 && !FUNCTION_WORDS.has(w.toLocaleLowerCase("ms")));
  // A name inside the sentence must stand in the rest as a name (its first word is capitalised as
  // any first word is); of the other words, one in five may differ ('tingkatkan' written 'meningkatkan').
  if (words.some((w, i) => i > 0 && /^\p{Lu}/u.test(w) && !asName(w))) return false;
  // A number in words is a figure ('a two-bay car wash', 'cucian kereta dua petak'): said elsewhere
  // only with what it counts.
  if (words.some((w, i) => NUMBER_WORD.test(w) && !inRest(w.includes("-") ? w : `${w} ${words[i + 1] ?? ""}`)))
    return false;
  return words.filter((w) => !inRest(w)).length <= Math.floor(words.length / 5);
}

/** What introduces a list: 'untuk:', 'Item:', 'Use of funds:'. */
const INTRODUCES = /\s*(?:\b(?:untuk|bagi|iaitu|seperti berikut|termasuk|for|as follows|including))?\s*:$/iu;

/**
 * A kept line ends as a sentence ('- Sewa khemah RM800' -> 'Sewa khemah RM800.'); a line that
 * introduced a list no longer there ends where its list began ('... (RM15,000.00) untuk:' -> '... (RM15,000.00).').
 */
function asSentence(piece: string, listFollows: boolean): string {
  let text = piece
    .replace(BULLET, "")
    .replace(/[\s,;]+$/u, "")
    .trim();
  if (!listFollows) text = text.replace(INTRODUCES, "").trim();
  if (!/\p{L}.*\s\S/u.test(text) && !/\d/.test(text)) return "";
  // A clause kept after a semicolon ('jumlah kontrak 24 bulan RM 493,200') opens its own sentence; 'eKasih' stays.
  if (/^\p{Ll}\p{Ll}*(?:\s|$)/u.test(text)) text = upperFirst(text);
  return /[.!?:]$/u.test(text) ? text : `${text}.`;
}

/**
 * The description's paragraphs without the sentences the rest of the paper already states, in the
 * paper's spelling; no paragraph when every sentence is stated elsewhere. `rest` is the rest of the
 * paper's text, tables included.
 */
export function briefParagraphs(brief: ProposalBrief, written: string): string[] {
  // A blank for the user to fill ('[Nyatakan sumber kewangan, contohnya tabung ...]') states nothing.
  const rest = written.replace(/\[[^\]\n]*\]/g, " ");
  const read: Rest = {
    view: { text: rest, amounts: findAmounts(rest).map((a) => a.value), reference: brief.startDate },
    words: ` ${flat(rest)} `,
    lengths: findDurations(rest),
  };
  const spell = brief.language === "ms" ? formalSpelling : (text: string) => text;
  return brief.description
    .split(/\n\s*\n/)
    .map((para) => {
      const kept = sentences(para)
        .map((s) => s.text)
        .filter((sentence) => !saidElsewhere(brief, sentence, read));
      return kept
        .map((sentence, i) => spell(asSentence(sentence, BULLET.test(kept[i + 1] ?? ""))))
        .filter(Boolean)
        .join(" ");
    })
    .filter(Boolean);
}

/** The brief's paragraphs parted into what stays where they are and the sentences that say how a study is done. */
export function methodApart(paragraphs: string[]): { kept: string[]; method: string[] } {
  const method: string[] = [];
  const kept = paragraphs
    .map((para) =>
      sentences(para)
        .map((s) => s.text)
        .filter((sentence) => {
          const how = describesMethod(sentence);
          // 'Methodology: cross-sectional study, ...': under its own heading the label says nothing.
          if (how)
            method.push(
              upperFirst(sentence.replace(/^(?:methodology|method|metodologi|kaedah(?:\s+kajian)?)\s*:\s*/i, "")),
            );
          return !how;
        })
        .join(" "),
    )
    .filter(Boolean);
  return { kept, method };
}
