/**
 * Ringgit amounts and what they are for. The same reader finds amounts in the brief and in the
 * written document, so 'RM 1.1 juta' in one and 'RM 1,100,000.00' in the other compare equal.
 */
import { FUNDERS } from "./names.js";
import { parseFigure } from "./numbers.js";
import { firstCueAfter, nearestCueBefore, type Snippet, sentences } from "./text.js";
import type { MoneyFact } from "./types.js";

export type AmountMatch = {
  value: number;
  /** The amount as written, with a per-unit tail when there is one ('RM 22 seorang'). */
  text: string;
  index: number;
  end: number;
  /** The amount is a price per person, item, day or month ('seorang', 'setiap', 'per', 'each'). */
  perUnit: boolean;
};

const MULTIPLIERS: Record<string, number> = {
  juta: 1e6,
  j: 1e6,
  million: 1e6,
  mil: 1e6,
  m: 1e6,
  bilion: 1e9,
  billion: 1e9,
  b: 1e9,
  ribu: 1e3,
  thousand: 1e3,
  k: 1e3,
};

const FIGURE = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d+)?`;
const SCALE = "juta|million|mil|bilion|billion|ribu|thousand|k|j|m|b";
/** 'RM 78,000', 'RM1.1 juta', 'RM 45k', 'RM 2.5j'; also '78,000 ringgit'. */
const AMOUNT = new RegExp(
  String.raw`\bRM\s?(${FIGURE})(?:\s?(${SCALE})\b)?|\b(${FIGURE})(?:\s(juta|ribu|million|thousand))?\s+ringgit\b`,
  "gi",
);
/** A per-unit tail right after the amount. */
const PER_UNIT =
  /^\s*(?:seorang|sekepala|sekeluarga|sepasukan|semeter|sekaki|per\s+met(?:er|re)|a\s+met(?:er|re)|sepasang|seunit|sebuah|sehari|sebulan|setahun|seminggu|sekeping|sebiji|sejam|setiap\s+\p{L}+|bagi\s+setiap\s+\p{L}+|untuk\s+setiap\s+\p{L}+|satu\s+(?:pasukan|kumpulan|keluarga|unit|orang)\b|per\s+\p{L}+|each|a\s+(?:day|month|year|person|head|unit|pax|team)|\/\s?\p{L}+)/iu;

/** Every ringgit amount in a text, in order. */
export function findAmounts(text: string): AmountMatch[] {
  const out: AmountMatch[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const figure = parseFigure(m[1] ?? m[3] ?? "");
    if (Number.isNaN(figure)) continue;
    const scale = (m[2] ?? m[4])?.toLowerCase();
    const value = Math.round(figure * (scale ? (MULTIPLIERS[scale] ?? 1) : 1) * 100) / 100;
    let end = m.index + m[0].length;
    const tail = PER_UNIT.exec(text.slice(end));
    if (tail) end += tail[0].length;
    out.push({ value, text: text.slice(m.index, end).trim(), index: m.index, end, perUnit: Boolean(tail) });
  }
  return out;
}

type Role = MoneyFact["role"];

/** Words that say what an amount is, in the brief. The nearest one before the amount decides. */
/** 'siling', 'ceiling': a sum's most, never the ceiling of a room ('kipas siling', 'ceiling fans'). */
export const CEILING_WORD = String.raw`(?<!\b(?:kipas|lampu|papan)\s)siling(?!\s+(?:palsu|gantung))|ceiling(?!\s+(?:fans?|lights?|boards?|panels?))`;

const ROLE_CUES: readonly (readonly [Role, RegExp])[] = [
  [
    "requested",
    /\b(?:memohon|dipohon|pohon|mohon|permohonan|pembiayaan|geran|pinjaman|penajaan|requesting|request(?:ed)?|appl(?:y|ies|ying|ied) (?:to [^.,;]{3,60}? )?for|ask(?:s|ing)? (?:[^.,;]{3,60}? )?for|seeking|seeks|sought|grant of|loan of|financing of|funding of|to fund|untuk membiayai|minta|meminta|(?:grant|scheme|fund|geran|skim|dana)(?:\s*\([A-Z]{2,}\))?(?:\s+\d{4})?\s+(?:for|sebanyak|berjumlah))\b/i,
  ],
  [
    "own",
    /\b(?:modal sendiri|sumbangan sendiri|dana sendiri|caruman sendiri|sumbangan pemohon|dana padanan|ditanggung sendiri|own contribution|own funds?|self-funded|matching funds?|equity|contributes?|menyumbangkan|menyumbang)\b/i,
  ],
  ["income", /\b(?:jualan|hasil|pendapatan|perolehan|keuntungan|revenue|sales|turnover|income|profit)\b/i],
  ["unit", /\b(?:seorang|sekepala|setiap|harga seunit|yuran|per|each)\b/i],
  [
    "total",
    new RegExp(
      String.raw`\b(?:jumlah|keseluruhan|bajet|belanjawan|kos projek|kos pelaksanaan|kos program|kos(?:nya)? (?:dianggarkan|dijangka|dijangkakan)|peruntukan|anggaran kos|anggaran perbelanjaan|${CEILING_WORD}|tidak melebihi|harga tawaran|nilai kontrak|berjumlah|budget|total|overall|not exceeding|contract value|project cost|estimated cost|cost estimate|estimated budget|total cost|(?:cost|costs|will cost|is|are) (?:estimated|expected) (?:at|to be)|estimated to cost|(?:the|this|our|its) (?:[a-z-]+ ){0,3}(?:costs|will cost|would cost))\b`,
      "i",
    ),
  ],
];

/** After the amount: '(modal sendiri)', 'dipohon daripada TEKUN'. */
const AFTER_CUES: readonly (readonly [Role, RegExp])[] = [
  ["requested", /^\W{0,3}(?:dipohon|yang dipohon|requested)\b/i],
  [
    "own",
    /^\W{0,3}(?:\(?\s*modal sendiri|\(?\s*sumbangan sendiri|\(?\s*own contribution|daripada dana sendiri|(?:(?:akan|yang akan|yang)\s+)?(?:dibiayai|ditanggung|dibayar|disediakan)\s+(?:(?:oleh|dengan|melalui|menggunakan|daripada)\s+)?(?:(?:syarikat|pemohon|kami|pemilik|modal|dana|simpanan|wang)\s+)?sendiri|(?:will be\s+)?(?:self-funded|(?:funded|paid|financed|covered) (?:by|from|with) (?:the applicant|ourselves|(?:the |its |our )?(?:company's |applicant's |business's )?own (?:funds?|capital|savings))))|from (?:its|our|their) (?:own )?(?:funds|savings|reserves)/i,
  ],
];

/** 'akan', 'will', 'diharap dapat', 'is expected to': the words before a body's giving that say it is to come. */
export const WILL_GIVE = String.raw`(?:akan\s+|will\s+|(?:diharap(?:kan)?|dijangka)(?:\s+(?:dapat|akan))?\s+|(?:is\s+)?(?:hoped|expected)\s+to\s+)`;

/**
 * 'PIBG menyumbang RM 4,000', 'Yayasan Hijau contributes RM 5,000': another body named as giving
 * the amount (an acronym or a name of two capitalised words), not the applicant's own share, which
 * the brief writes in the first person or with a common noun ('persatuan menyumbang', 'We contribute').
 */
export const OTHER_BODY_GIVES = new RegExp(
  String.raw`(?:^|[\s,;(])((?!(?:Kami|Kita|We|Our|The|Pemohon|Syarikat)\b)(?:\p{Lu}{2,}[\p{L}-]*|\p{Lu}\p{Ll}+(?:\s+(?:\p{Lu}[\p{L}'&-]*|dan|and|of|bin|binti))*\s+\p{Lu}[\p{L}'&-]*))\s+${WILL_GIVE}?(?:menyumbang(?:kan)?|contributes?|contribute)\s+(?:sebanyak\s+)?$`,
  "u",
);

/** 'Kos RM 450 untuk mencetak kad dan hadiah murid, dipohon daripada PIBG': what it is for, then whom it is asked of. */
const ASKED_AFTER =
  /^(?:(?!RM\s?\d)[^.;]){0,80}?,\s*(?:(?:yang|semuanya|kesemuanya|all)\s+)?(?:dipohon|dimohon|requested|sought)\s+(?:daripada|dari|from)\s/i;

/** 'tidak melebihi', 'not exceeding': the words that set a most, before the amount. */
export const AT_MOST = "had maksimum|tidak melebihi|not exceeding|not more than|maximum of";

/** A stated ceiling ('siling', 'tidak melebihi'): a tender's most, not an amount to match. */
export const CEILING_CUE = new RegExp(String.raw`\b(?:${CEILING_WORD}|${AT_MOST})\b`, "i");

/** A budget's label followed by a line's name before its amount ('Budget: research assistant '). */
const LIST_LABEL =
  /\b(?:budget|bajet|belanjawan|kos|costs?|anggaran(?: kos)?|perbelanjaan|expenditure)\s*:\s*\p{L}[\p{L}\d\s&'-]*$/iu;

/** An amount for a whole span: 'untuk 300 hari persekolahan', 'for the 24-month contract', 'bagi tempoh 12 bulan'. */
const SPAN_AFTER =
  /^\s*(?:untuk|bagi|for|over)\s+(?:tempoh\s+|the\s+(?:whole\s+)?)?\d[\d,]*(?:\s*-\s*|\s+)(?:hari|minggu|bulan|tahun|days?|weeks?|months?|years?)\b/i;
/** What a bidder's or a buyer's price is called before its rate ('Harga tawaran', 'Our price', 'kadar'). */
const TOTAL_PRICE_CUE = /\b(?:harga tawaran|harga|kadar|tawaran|bid price|tender price|our price|price|rate)\b/i;

/** The role of an amount from its sentence: the per-unit tail, then words after it, then the nearest cue before. */
export function moneyRole(sentence: string, match: AmountMatch, previousEnd = 0): Role {
  if (match.perUnit) return "unit";
  // '250 pax x RM 12 = RM 3,000', '6 unit @ RM 250': a price for one, whatever cue comes before.
  if (
    /[x×@]\s*$/i.test(sentence.slice(Math.max(0, match.index - 3), match.index)) ||
    /^\s*=/.test(sentence.slice(match.end))
  )
    return "unit";
  const after = firstCueAfter(sentence, match.end, AFTER_CUES, 60);
  if (after) return after;
  if (ASKED_AFTER.test(sentence.slice(match.end))) return "requested";
  // 'Kos pembangunan RM 38,000: pagar RM 9,500, ...': the amount a list after it makes up is its total.
  if (/^\s*:/.test(sentence.slice(match.end)) && (sentence.slice(match.end).match(/\bRM\s?\d/gi)?.length ?? 0) >= 2)
    return "total";
  const head = sentence.slice(previousEnd, match.index);
  // 'Budget: research assistant RM 43,200, ...': the label opens a list, and this amount is a line's.
  if (LIST_LABEL.test(head)) return "other";
  const role = nearestCueBefore(sentence, match.index, ROLE_CUES, 60, previousEnd) ?? "other";
  // 'Harga tawaran RM 14.50 seorang sehari, iaitu RM 3,625 sehari atau kira-kira RM 1,087,500 untuk 300
  // hari persekolahan': after a price cue, the amount for the whole span is the total.
  if (
    role === "other" &&
    SPAN_AFTER.test(sentence.slice(match.end)) &&
    TOTAL_PRICE_CUE.test(sentence.slice(0, match.index))
  )
    return "total";
  if (role === "own" && OTHER_BODY_GIVES.test(head)) return "other";
  // 'Geran ... MyAgro: RM15,000 (approved letter dated 12 Jan 2026)': a grant already approved is a source, not the request.
  if (role === "requested" && ALREADY_APPROVED.test(sentence.slice(match.end, match.end + 40))) return "other";
  // 'Agrobank AgroCash-i: RM80,000': a lender's own line in the funding is what is asked of it.
  if (role === "other" && LENDER_LINE.test(head)) return "requested";
  // 'memohon MBPJ meluluskan penggunaan tanah ... dan peruntukan RM 30,000': an allocation asked for is requested.
  if (role === "total" && ALLOCATION_ASKED.test(head) && !/\b(?:jumlah|keseluruhan|total|kos)\b/i.test(head))
    return "requested";
  return role;
}

/** '(approved letter dated ...)', '(telah diluluskan)': a sum already granted. */
const ALREADY_APPROVED = /^\s*\(?\s*(?:approved|already approved|telah diluluskan|diluluskan|lulus)\b/i;
/** A line that opens on a lender and its scheme: 'Agrobank AgroCash-i: ', 'TEKUN Nasional - '. */
const LENDER_LINE = new RegExp(String.raw`^\s*(?:[-•*]\s*)?(?:${FUNDERS.source})[^.;:,\n]{0,30}[:–-]\s*$`, "u");

/**
 * A request before an allocation or a contribution named just before the amount, perhaps with whom it
 * is asked of ('memohon peruntukan daripada Pejabat ADUN Senggarang sebanyak RM 20,000').
 */
const ALLOCATION_ASKED =
  /\b(?:memohon|mohon|pohon|request(?:s|ing)?|ask(?:s|ing)?)\b.*\b(?:peruntukan|allocation|dana|bantuan|funding)(?:\s+(?:daripada|dari|from)\s+[^.;,]{2,60}?)?\s*(?:sebanyak\s+|of\s+)?$/iu;

/** Every amount in the brief with its role and sentence. */
export function extractMoney(snippets: Snippet[]): MoneyFact[] {
  const out: MoneyFact[] = [];
  for (const snippet of snippets) {
    for (const sentence of sentences(snippet.text)) {
      const amounts = findAmounts(sentence.text);
      let previousEnd = 0;
      for (const amount of amounts) {
        out.push({
          value: amount.value,
          text: amount.text,
          role: moneyRole(sentence.text, amount, previousEnd),
          context: sentence.text,
          source: snippet.source,
        });
        previousEnd = amount.end;
      }
    }
  }
  return out;
}
