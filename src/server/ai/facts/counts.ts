/**
 * Counts of people and things ('850 murid', '40 keluarga asnaf', '3 buah sekolah', '2,000
 * pengunjung', '850 pupils') and percentages ('35%', '35 peratus'). A number is a count only when a
 * noun follows it and it is not part of an amount, a day, a time or a length (the caller passes
 * those spans), so years, prices and dates never become counts.
 */
import { MONTH } from "./calendar.js";
import { parseFigure } from "./numbers.js";
import type { Snippet } from "./text.js";
import { sentences } from "./text.js";
import type { CountFact, PercentFact } from "./types.js";

export type CountMatch = { n: number; noun: string; text: string; index: number; end: number };
export type Taken = { index: number; end: number }[];

/** Measure words between a number and its noun ('3 buah sekolah', '50 orang peserta'). */
const CLASSIFIER = /^(?:orang|buah|unit|ekor|biji|keping|helai|batang|pasang|set|kumpulan)$/i;

/** Words after a number that are not the counted thing. */
const NOT_A_NOUN = new RegExp(
  `^(?:hari|minggu|bulan|tahun|jam|minit|saat|malam|pagi|petang|days?|weeks?|months?|years?|hours?|minutes?|nights?|ringgit|sen|juta|ribu|million|thousand|peratus|percent|kali|times|hb|am|pm|x|${MONTH}|dan|atau|yang|di|ke|dari|daripada|dalam|luar|atas|bawah|antara|sahaja|lagi|lebih|kurang|sebanyak|seramai|masing-masing|untuk|bagi|kepada|dengan|pada|akan|telah|sudah|ini|itu|hingga|sehingga|setiap|per|seorang|sebulan|setahun|the|of|and|or|to|in|for|at|on|by|with|from|is|are|was|were|will|have|has|who|which|that|as|each|per)$`,
  "i",
);

/** Words before a number that make it a label, not a quantity ('Fasa 1', 'Tahun 2027', 'No. 12', 'Form 5'). */
const LABEL_BEFORE =
  /(?:\b(?:fasa|phase|tahap|tahun|year|form|tingkatan|darjah|standard|grade|no|bil|nombor|number|seksyen|section|jalan|lot|aras|level|tingkat|bab|chapter|versi|version|ke|sejak|since|in|pada|q|suku|kod|code)\.?|[-/#])\s*$/i;

/** A count, with the income group some write before the noun ('40 B40 secondary students'). */
const COUNT =
  /\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:(B40|M40|T20)\s+)?([\p{L}][\p{L}-]*)(?:\s+([\p{L}][\p{L}-]*))?(?:\s+([\p{L}][\p{L}-]*))?/gu;

/** An English plural that names a group, ending the words before it ('university student volunteers'). */
const ENGLISH_GROUP =
  /^(?:volunteers|students|pupils|teachers|members|participants|workers|residents|children|parents|players|trainees|staff|officers|nurses|farmers|traders|entrepreneurs)$/;

const isNoun = (w: string | undefined) => Boolean(w && /^\p{Ll}/u.test(w) && w.length >= 2 && !NOT_A_NOUN.test(w));
/** A qualifier after the noun: 'keluarga asnaf', 'murid sekolah'; not a verb ('dijangka', 'menyertai'). */
const isQualifier = (w: string | undefined) =>
  isNoun(w) &&
  !/^(?:me|di|ber|ter|se)\p{Ll}/u.test(w ?? "") &&
  !/^(?:aged|umur|usia|who|which|that|yang|hadir|datang|terlibat|sahaja|lagi|lebih|akan|tidak|tak|dapat|boleh|perlu|masih|telah|sudah|belum|attend|attending|expected|found|surveyed|said|responded|will|can|do|did|are|were|have|had)$/i.test(
    w ?? "",
  );

/**
 * '60 Year 4 pupils', '45 Form 2 students', '200 pelajar tingkatan 4', '60 murid Tahun 6': a count of
 * one school year, its year kept in the noun; a range of years too ('45 murid Tahun 1 hingga Tahun 3').
 */
const SCHOOL_YEAR =
  /\b(\d{1,3}(?:,\d{3})+|\d+)\s+((?:Year|Form|Standard|Grade)\s+\d{1,2}(?:\s*(?:-|–|to|and|&)\s*(?:(?:Year|Form|Standard|Grade)\s+)?\d{1,2})?\s+(?:pupils|students|children|learners)|(?:murid|pelajar)\s+(?:[Tt]ingkatan|[Tt]ahun|[Dd]arjah)\s+\d{1,2}(?:\s*(?:-|–|hingga|sehingga|dan)\s*(?:(?:[Tt]ingkatan|[Tt]ahun|[Dd]arjah)\s+)?\d{1,2})?)(?!\d)/gu;

/** People a count may name together: '600 pupils, parents and guests', '300 murid, guru dan ibu bapa'. */
const GROUP =
  /^(?:pupils|students|parents|guests|teachers|visitors|families|members|residents|volunteers|children|staff|participants|murid|pelajar|guru|ibu bapa|tetamu|jemputan|pelawat|penduduk|ahli|keluarga|kanak-kanak|anak-anak|penjaga|belia|jemaah|warga emas|sukarelawan|peserta)$/i;
/** The next group of a list, with where it is from ('penduduk taman', 'local residents' come after). */
const NEXT_GROUP =
  /^(,\s*|,?\s+(?:and|dan|serta)\s+)(?:the\s+)?(ibu bapa|warga emas|\p{L}[\p{L}-]*)(?:\s+(?:taman|kampung|setempat|sekitar|kariah|tempatan)\b)?/iu;

/** The groups listed after a count's own, through the last 'and' (', parents and guests'); "" when they are not all people. */
function listedGroups(after: string): string {
  let length = 0;
  for (let k = 0; k < 4; k++) {
    const next = NEXT_GROUP.exec(after.slice(length));
    if (!next || !GROUP.test(next[2] ?? "")) return "";
    length += next[0].length;
    if (/\p{L}/u.test(next[1] ?? "")) return after.slice(0, length);
  }
  return "";
}

export function findCounts(text: string, taken: Taken = []): CountMatch[] {
  const out: CountMatch[] = [];
  const grades: Taken = [];
  for (const m of text.matchAll(SCHOOL_YEAR)) {
    let [whole, figure = "", noun = ""] = m;
    // '120 murid Tahun 6 dan 12 guru pengiring': the 12 counts the teachers, not a second school year.
    const joined = /\s+dan\s+\d{1,2}$/.exec(noun);
    if (joined && isNoun(/^\s+(?:orang\s+)?([\p{L}][\p{L}-]*)/u.exec(text.slice(m.index + whole.length))?.[1])) {
      noun = noun.slice(0, joined.index);
      whole = whole.slice(0, whole.length - joined[0].length);
    }
    const end = m.index + whole.length;
    if (taken.some((t) => m.index < t.end && t.index < end)) continue;
    out.push({ n: parseFigure(figure), noun, text: whole, index: m.index, end });
    grades.push({ index: m.index, end });
  }
  for (const m of text.matchAll(COUNT)) {
    const start = m.index;
    const figure = m[1] ?? "";
    if ([...taken, ...grades].some((t) => start < t.end && t.index < start + figure.length)) continue;
    if (LABEL_BEFORE.test(text.slice(Math.max(0, start - 12), start))) continue;
    if (/[.,]$/.test(text.slice(0, start)) || /^[.,:]\d/.test(text.slice(start + figure.length))) continue;
    // '(RM 800 seorang untuk 40 peserta terbaik)': how a cost is made up, not another group of people.
    if (/\([^()]*RM\s?[\d,.]+[^()]*$/.test(text.slice(0, start))) continue;
    let words = [m[3], m[4], m[5]];
    if (CLASSIFIER.test(words[0] ?? "") && isNoun(words[1])) words = words.slice(1);
    const [head, next] = words;
    if (!isNoun(head)) continue;
    // '6 unit' alone counts nothing nameable; '50 orang' still counts people.
    if (CLASSIFIER.test(head ?? "") && !/^orang$/i.test(head ?? "")) continue;
    // '60 wanita B40': the income group written after the noun, as Malay puts it.
    const headEnd = text.indexOf(head ?? "", start + figure.length) + (head ?? "").length;
    const income = m[2] ? null : /^\s+(B40|M40|T20)\b/.exec(text.slice(headEnd));
    // '8 university student volunteers': an English group named last, after the words that say which.
    const third = words[2];
    const own = income
      ? `${head} ${income[1]}`
      : isQualifier(next) && !CLASSIFIER.test(next ?? "")
        ? isNoun(third) && ENGLISH_GROUP.test(third ?? "")
          ? `${head} ${next} ${third}`
          : `${head} ${next}`
        : (head ?? "");
    const named = m[2] ? `${m[2]} ${own}` : own;
    const n = parseFigure(figure);
    const namedEnd = text.indexOf(named, start + figure.length) + named.length;
    // '600 pupils, parents and guests': one count of the groups listed after it.
    const listed = GROUP.test(named) ? listedGroups(text.slice(namedEnd)) : "";
    const noun = named + listed;
    const nounEnd = namedEnd + listed.length;
    out.push({ n, noun, text: text.slice(start, nounEnd), index: start, end: nounEnd });
  }
  return out;
}

/** Whether a text states a percentage: '80%', '15 peratus', '20 per cent'. */
export const HAS_PERCENT = /\d\s*(?:%|peratus\b|percent\b|per cent\b)/i;
const PERCENT = /(?<![\p{L}\d])([+-]?\d+(?:[.,]\d+)?)\s*(%|peratus\b|percent\b|per cent\b)/giu;

export function findPercentages(text: string): { value: number; text: string; index: number; end: number }[] {
  return [...text.matchAll(PERCENT)].map((m) => ({
    value: Number((m[1] ?? "").replace(",", ".")),
    text: m[0],
    index: m.index,
    end: m.index + m[0].length,
  }));
}

/** 'Bilangan Peserta: 120' states a count whose noun is in the label. */
export const COUNT_LABEL = /^(?:bilangan|jumlah|jangkaan|anggaran bilangan|number of|expected)\s+(.+)$/i;

export function extractCounts(snippets: Snippet[], takenIn: (text: string) => Taken): CountFact[] {
  const out: CountFact[] = [];
  const add = (count: CountFact) => {
    // The same figure said twice ('15 orang guru' in the requirements and the objectives) is one fact.
    if (!out.some((o) => o.n === count.n && (o.noun === count.noun || o.text === count.text))) out.push(count);
  };
  for (const snippet of snippets) {
    const labelled = snippet.label ? COUNT_LABEL.exec(snippet.label.trim()) : null;
    const value = snippet.label ? snippet.text.slice(snippet.label.length + 1).trim() : "";
    const figure = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\s+(\p{L}+))?$/u.exec(value);
    if (labelled?.[1] && figure?.[1]) {
      // The value's own unit names what is counted ('120 participants' under 'Bilangan Peserta'),
      // unless it is a measure word ('28 orang' under 'Bilangan Pekerja').
      const unit = figure[2] && !CLASSIFIER.test(figure[2]) ? figure[2] : null;
      const noun = (unit ?? labelled[1]).toLowerCase();
      add({ n: parseFigure(figure[1]), noun, text: value, context: snippet.text, source: snippet.source });
      continue;
    }
    for (const sentence of sentences(snippet.text)) {
      for (const c of findCounts(sentence.text, takenIn(sentence.text))) {
        add({ n: c.n, noun: c.noun, text: c.text, context: sentence.text, source: snippet.source });
      }
    }
  }
  return out;
}

/** 'Each school sends a team of 10 players', 'Setiap sekolah menghantar 10 pemain': a count of one of many. */
const EACH = /^(?:each|every|setiap|tiap-tiap)\s+(\p{L}+)/iu;

/**
 * A count said of each of a counted whole ('24 secondary schools ... Each school sends a team of 10
 * players') is the whole's: 240 players, not 10.
 */
export function perEachTotals(counts: CountFact[]): CountFact[] {
  return counts.map((count) => {
    const each = EACH.exec(count.context.trim());
    if (!each?.[1] || count.context.indexOf(count.text) < 0) return count;
    const unit = each[1].toLocaleLowerCase("ms");
    const whole = counts.find((k) => {
      if (k === count) return false;
      const last = k.noun.toLocaleLowerCase("ms").split(/\s+/).at(-1) ?? "";
      return last === unit || last === `${unit}s` || last === `${unit}es`;
    });
    if (!whole) return count;
    const n = whole.n * count.n;
    return { ...count, n, text: `${n.toLocaleString("en-US")} ${count.noun}` };
  });
}

export function extractPercentages(snippets: Snippet[]): PercentFact[] {
  const out: PercentFact[] = [];
  for (const snippet of snippets) {
    for (const sentence of sentences(snippet.text)) {
      for (const p of findPercentages(sentence.text)) {
        out.push({ value: p.value, text: p.text, context: sentence.text, source: snippet.source });
      }
    }
  }
  return out;
}
