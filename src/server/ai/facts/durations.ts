/**
 * Lengths of time ('24 bulan', 'dua tahun', '18 months', 'selama setahun') and which one is the
 * project's or contract's length. A repayment period, the company's years of experience or a
 * phase are lengths too, but not the one the schedule must fit, so they never become `duration`.
 * A repayment period ('Tempoh Bayaran Balik: 24 bulan') is not kept as a fact at all: it is
 * neither the project's length nor a count of anything (the brief's own text still reaches the writers).
 * A timeline key from the form is a range default, not a statement, and is not read here.
 */
import { NUMBER_WORD, readNumber } from "./numbers.js";
import { type Snippet, sentences } from "./text.js";
import type { DurationFact } from "./types.js";

type Unit = DurationFact["unit"];
export type DurationMatch = { n: number; unit: Unit; days: number; text: string; index: number; end: number };

const UNIT_OF: Record<string, Unit> = {
  hari: "hari",
  day: "hari",
  minggu: "minggu",
  week: "minggu",
  bulan: "bulan",
  month: "bulan",
  tahun: "tahun",
  year: "tahun",
};
const DAYS: Record<Unit, number> = { hari: 1, minggu: 7, bulan: 30, tahun: 365 };

const LENGTH = new RegExp(
  // '60 Year 4 pupils' counts pupils of a school year, not sixty years.
  String.raw`\b(\d+(?:\.\d+)?|${NUMBER_WORD})[\s-]+(hari|minggu|bulan|tahun|days?|weeks?|months?|years?)\b(?![ \t]+\d{1,2}[ \t]+(?:pupils|students|children|learners|murid|pelajar)\b|[ \t]+\d{1,2}[ \t]*(?:and|dan|&|-|–|to|hingga)[ \t]*(?:Year|Tahun|Form|Tingkatan)[ \t]+\d)|\b(?:selama|tempoh|dalam)\s+se(hari|minggu|bulan|tahun)\b`,
  "gi",
);

/** 'a month', 'per week', 'sebulan', 'setiap minggu' right after a length: it is a rate. */
const PER_SPAN =
  /^\s+(?:(?:a|an|per|each|every|in\s+a)\s+(?:day|week|month|year)\b|(?:se|setiap\s+)(?:hari|minggu|bulan|tahun)\b)/i;

export function findDurations(text: string): DurationMatch[] {
  const out: DurationMatch[] = [];
  for (const m of text.matchAll(LENGTH)) {
    const word = (m[2] ?? m[3] ?? "").toLowerCase().replace(/s$/, "");
    const unit = UNIT_OF[word];
    const n = m[1] ? readNumber(m[1]) : 1;
    if (!unit || !Number.isFinite(n) || n <= 0) continue;
    if (/RM\s?$/i.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
    // '(3 bulan x RM 2,000)': how a cost is made up, not how long anything lasts.
    if (/^\s*[x×]\s*RM/i.test(text.slice(m.index + m[0].length))) continue;
    // '22 days a month', '3 hari seminggu': how often, not how long.
    if (PER_SPAN.test(text.slice(m.index + m[0].length))) continue;
    // 'selama setahun' keeps only 'setahun' as written.
    const start = m[3] ? m.index + m[0].toLowerCase().lastIndexOf("se") : m.index;
    const end = m.index + m[0].length;
    out.push({ n, unit, days: Math.round(n * DAYS[unit]), text: text.slice(start, end), index: start, end });
  }
  return out;
}

/** The same length in another unit: '2 tahun' is '24 bulan', '2 minggu' is '14 hari'. */
export function sameLength(a: { n: number; unit: Unit }, b: { n: number; unit: Unit }): boolean {
  const months = (d: { n: number; unit: Unit }) => (d.unit === "tahun" ? d.n * 12 : d.unit === "bulan" ? d.n : null);
  const days = (d: { n: number; unit: Unit }) => (d.unit === "minggu" ? d.n * 7 : d.unit === "hari" ? d.n : null);
  const ma = months(a);
  const mb = months(b);
  if (ma !== null && mb !== null) return Math.abs(ma - mb) < 1e-9;
  const da = days(a);
  const db = days(b);
  return da !== null && db !== null && Math.abs(da - db) < 1e-9;
}

/** Not the project's length: repayment, experience, age, warranty, the past, a phase. */
export const NOT_PROJECT_LENGTH =
  /\b(?:bayaran balik|pembayaran balik|(?:di)?bayar balik|repayment|repaid|repay|ansuran|instal+ments?|moratorium|tempoh tangguh|grace|pengalaman|experience|beroperasi|ditubuhkan|sejak|since|umur|berumur|usia|aged?|years old|waranti|jaminan|warranty|guarantee|penggunaan tanah|pajakan|sewaan|lease|tenancy|land use|lesen|licen[cs]es?|langganan|subscriptions?|lalu|ago|fasa|phase|peringkat|pertama|terakhir|first|last|valid|validity|sah laku|berlaku|modal kerja|working capital|deposit|sekumpulan|setiap kumpulan|per cohort|per batch|each cohort|each batch|audited|audit|accounts?|akaun|penyata|maintenance|penyelenggaraan|servis)\b/i;

/** Words of a person's age ('aged 30 to 65', 'berumur 18 tahun'): they rule out only a length right beside them. */
const AGE = /\b(?:umur|berumur|usia|aged?|years old)\b/i;

/**
 * Whether the length at [index, end) of a sentence is something other than the project's: the words of
 * a repayment, experience or warranty anywhere near it, an age only right beside it ('400 fishermen
 * aged 30 to 65 in Kuala Kedah over 18 months' is an 18-month study).
 */
function notTheProjects(text: string, index: number, end: number): boolean {
  const around = text.slice(Math.max(0, index - 40), end + 15);
  const near = text.slice(Math.max(0, index - 14), end + 12);
  return NOT_PROJECT_LENGTH.test(around.replace(new RegExp(AGE.source, "gi"), " ")) || AGE.test(near);
}

/** What a lender lends for: the words before a loan's tenure ('pinjaman TEKUN RM 30,000 selama'). */
const LOAN_TENURE =
  /\b(?:pinjaman|loan|bank|TEKUN|MARA|Agrobank|BSN|pembiayaan perniagaan|business financing)\b[^.;]*?(?:untuk tempoh|bagi tempoh|selama|for|over|tenure of)\s*$/i;

/** Words that tie a length to the project or contract. */
export const PROJECT_LENGTH =
  /\b(?:tempoh|selama|jangka masa|dalam masa|mengambil masa|over|for|duration|period|take|takes|last|lasts|kontrak|contract|projek|project|program|programme|kajian|penyelidikan|research|study|kursus|course|pelaksanaan|kerja|works?)\b/i;
/** Words that name the work itself, not only a length ('selama 3 tahun' may be a lease's). */
const THE_WORK =
  /\b(?:kontrak|contract|projek|project|program|programme|kajian|penyelidikan|research|study|kursus|course|pelaksanaan|perkhidmatan|service)\b/i;

/** A target's horizon ('meningkatkan jualan 35% dalam tempoh 18 bulan') is not the project's length. */
const TARGET =
  /\b(?:meningkatkan|mengurangkan|mencapai|menambah|(?:menyasar|disasar|sasar)\p{L}*|target\p{L}*|increase|reduce|achieve|grow|boost|objektif|objective|expect(?:s|ed)?(?!\s+to\s+(?:take|last|run))|dijangka(?!\s+(?:mengambil|siap|selesai|berlangsung|bermula|dimulakan|dilaksanakan))|menjangkakan)\b/iu;

/** A template field that states the project's length ('Tempoh Projek', 'Tempoh Kontrak'). */
const LENGTH_LABEL = /\b(?:tempoh|jangka masa|duration|period)\b/i;

/**
 * 'Duration 24 months from 1 March 2027', 'Tempoh kajian: 2 tahun': a length the brief labels as the
 * work's own, over one said of a part of it ('randomise them ... for 12 weeks').
 */
const LABELLED_LENGTH =
  /(?:^|[.;:]\s*|\n)(?:(?:the\s+)?(?:project|study|research|programme|contract)\s+)?(?:duration|period|tempoh|jangka masa)(?:\s+(?:of\s+(?:the\s+)?)?(?:kajian|projek|penyelidikan|pelaksanaan|program|kontrak|study|project|research|programme|contract))?\s*(?:[:–-]\s*|\s+(?:is|ialah|adalah)\s+)?$/i;

/** 'The study runs 24 months', 'Projek ini akan berlangsung selama 6 bulan': the length said of the work itself. */
const WORK_RUNS =
  /\b(?:study|project|research|programme|program|contract|kajian|projek|penyelidikan|kontrak)(?:\s+(?:ini|this))?\s+(?:runs?|lasts?|will\s+(?:run|last|take)|takes?|(?:akan\s+)?(?:berlangsung|dijalankan|dilaksanakan|mengambil\s+masa))\s+(?:for\s+|over\s+|selama\s+)?$/i;

/**
 * Two lengths in days a reader takes for one ('10 bulan' for 3 March to 29 December): 5% apart, though
 * never less than 3 days nor more than a week.
 */
export function nearlyAsLong(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.min(7, Math.max(3, Math.max(a, b) * 0.05));
}

type Candidate = { match: DurationMatch; source: string; rank: number };

/**
 * The project's length: a template length field first, then a length tied to the project by its
 * sentence, then the span the brief states by its two days ('Work period: 1 March to 31 August
 * 2027'), else the brief's only length. Lengths in excluded sentences never count: a length that
 * nothing ties to the project ('one year hosting and maintenance RM 2,000') never outweighs the
 * days the work is stated to run.
 */
export function projectDuration(snippets: Snippet[], span: DurationFact | null = null): DurationFact | null {
  const candidates: Candidate[] = [];
  for (const snippet of snippets) {
    for (const sentence of sentences(snippet.text)) {
      if (!snippet.label && (TARGET.test(sentence.text) || snippet.source === "objectives")) continue;
      for (const match of findDurations(sentence.text)) {
        const around = sentence.text.slice(Math.max(0, match.index - 40), match.end + 15);
        if (
          notTheProjects(sentence.text, match.index, match.end) ||
          (snippet.label && NOT_PROJECT_LENGTH.test(snippet.label))
        )
          continue;
        // 'pembiayaan Bank Rakyat sebanyak RM 100,000 untuk tempoh 7 tahun': a loan's tenure, not the project's length.
        if (LOAN_TENURE.test(sentence.text.slice(Math.max(0, match.index - 90), match.index))) continue;
        // A span of days stated for the work outranks a length only 'selama' ties to something.
        const rank =
          (snippet.label && LENGTH_LABEL.test(snippet.label)) ||
          LABELLED_LENGTH.test(sentence.text.slice(Math.max(0, match.index - 40), match.index)) ||
          WORK_RUNS.test(sentence.text.slice(Math.max(0, match.index - 60), match.index))
            ? 0
            : // 'a 16-week coding bootcamp': the length names the thing itself (not 'a 2-day hackathon' inside a stated span).
              /^\d+-\p{L}+$/u.test(match.text) && /^\s+\p{L}/u.test(sentence.text.slice(match.end)) && !span
              ? 1
              : PROJECT_LENGTH.test(around) && (!span || THE_WORK.test(around))
                ? 1
                : 2;
        candidates.push({ match, source: snippet.source, rank });
      }
    }
  }
  const best = candidates.filter((c) => c.rank < 2).sort((a, b) => a.rank - b.rank)[0];
  const distinct = candidates.filter((c, i) => candidates.findIndex((o) => sameLength(o.match, c.match)) === i);
  // The brief's own words for the span's length ('selama 10 bulan, mulai 3 Mac hingga 29 Disember') over a
  // count of its weeks; a span of whole months is already as the brief says it.
  const spanInWords = span?.unit === "minggu" ? distinct.find((c) => nearlyAsLong(c.match.days, span.days)) : undefined;
  if (!best && span && !spanInWords) return span;
  const chosen = best ?? spanInWords ?? (distinct.length === 1 ? distinct[0] : undefined);
  if (!chosen) return null;
  const { n, unit, days, text } = chosen.match;
  return { n, unit, days, text, source: chosen.source };
}
