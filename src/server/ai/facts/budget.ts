/**
 * Budget lines and the figures a funder checks first: the total, the amount requested and the
 * applicant's own share. Lines come from the form's budget items and from requirement lines that
 * carry an amount ('Ketuhar komersial RM 18,000', '2 unit peti sejuk @ RM 3,500').
 */
import type { ProposalDetailsInput } from "../../../common/schemas/details.js";
import { COUNT_LABEL } from "./counts.js";
import { listsPayers, payersLabelLine } from "./funding.js";
import { AT_MOST, CEILING_CUE, CEILING_WORD, findAmounts, moneyRole } from "./money.js";
import { readNumber } from "./numbers.js";
import { LIST_LINE, type Snippet, sentences, upperFirst } from "./text.js";
import type { BudgetItemFact, FactSource, MoneyFact, MonthlyLine, PercentFact } from "./types.js";

export function detailsBudgetItems(details: ProposalDetailsInput | undefined): BudgetItemFact[] {
  return (details?.budgetItems ?? []).map((b) => {
    const quantity = b.quantity ?? null;
    const unitPrice = b.unitPrice ?? null;
    // A price without a quantity is the line's amount (one of it).
    const amount = unitPrice === null ? null : Math.round((quantity ?? 1) * unitPrice * 100) / 100;
    return { item: b.item, quantity, unit: b.unit ?? null, unitPrice, amount, source: "details.budgetItems" };
  });
}

/**
 * A line that states a total or a share rather than a cost ('The PTA funds RM 4,700', 'we ask X for RM 8,000',
 * 'The association will pay RM 1,600 and Yayasan Sejahtera has agreed to sponsor RM 2,000').
 */
const NOT_AN_ITEM = new RegExp(
  String.raw`\b(?:jumlah|keseluruhan|total|bajet|budget|memohon|dipohon|mohon|pembiayaan|geran|pinjaman|modal sendiri|sumbangan|menyumbang|dibiayai|ditanggung|jualan|pendapatan|revenue|sales|${CEILING_WORD}|grant|requested|own contribution|our contribution|contributes|funds|ask|asks|asking|loan|financing|will pay|to pay|pays|will sponsor|to sponsor|sponsoring|agreed to|akan membayar|menaja|bersetuju)\b`,
  "i",
);
/**
 * 'sumbangan tunai 60 x RM100 = RM6,000', 'sumbangan kepada 40 asnaf RM4,000': a gift the organiser
 * gives is a cost, though 'sumbangan' is also how a payer's share is named.
 */
const GIVEN_AWAY =
  /\bsumbangan(?=\s+(?:wang\s+)?(?:tunai\s+)?(?:(?:kepada|untuk|bagi)\s|\d{1,5}\s*(?:\p{L}+\s*)?[x×]\s*RM))/giu;
/** 'Anggaran perbelanjaan terperinci berjumlah RM 8,500': the budget's own total, said of the budget. */
export const BUDGET_TOTAL =
  /^\s*(?:anggaran\s+(?:kos|perbelanjaan)|bajet|belanjawan|(?:estimated\s+|total\s+)?budget)(?:\s+(?:terperinci|keseluruhan|projek|program|detailed))?\s+(?:berjumlah|totall?ing|amounting\s+to)\b/i;
/** A line that names a payer, a total or income, never a cost. */
const notAnItem = (line: string) => NOT_AN_ITEM.test(line.replace(GIVEN_AWAY, " ")) || BUDGET_TOTAL.test(line);
const LEADING_QUANTITY =
  /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![-–]\p{L})\s*(?:(unit|buah|set|orang|org|pax|biji|keping|helai|pasang|x|nos|pcs|units?)\s+)?/iu;
/** '... 6 unit' before '@ RM 250'. */
const TRAILING_QUANTITY = /\s(\d+(?:\.\d+)?)\s*(unit|buah|set|orang|org|pax|biji|keping|helai|pasang|nos|pcs|units?)$/i;
/** '... for 500 people', '... untuk 300 jemaah': a count of those the line serves, at its name's end. */
const FOR_COUNT = /\s+(?:for|untuk)\s+(\d[\d,]*)\s+(\p{L}+)$/iu;
/** What joins a line's name to its price: '@', ':', '=', 'x' or '×' standing alone (never the x of 'pax'). */
const ITEM_TAIL =
  /(?:[\s@:=–-]|(?<=\s)[x×](?=\s|$))*(?:\b(?:berharga|pada harga|dengan kos|kos|anggaran|harga|pada|at|costing|for|of))?(?:[\s@:=–-]|(?<=\s)[x×](?=\s|$))*$/i;

/** A budget line from one requirement line, or null when the line is not a costed item. */
/** 'perabot dan peralatan kelas (RM 25,000)': the amount in brackets after its item. */
const BRACKETED_AMOUNT = /\(\s*(RM\s?[\d,.]+(?:\s*(?:juta|ribu|million|k))?)\s*\)/giu;

/** ' x 4 orang)': counts after the price of one that make up a line's amount. */
const COUNTS_AFTER = /^((?:\s*[x×]\s*\d[\d,]*(?:\s+(?![x×](?:\s|$))\p{L}+)?)+)/u;
/** '(24 months x ', '(120 x 2 x ': the counts that make up a line's amount, before the price of one. */
const MADE_OF = /^\s*\(?\s*((?:\d[\d,]*\s*(?:\p{L}+\s*)?[x×]\s*)+)$/u;

/** The unit a price is of, right after it: 'semeter' (meter), 'sebuah' (buah), 'per metre', 'each'. */
const PER_ONE =
  /^\s*(?:se(meter|buah|unit|orang|keping|set|batang|kaki)\b|per\s+(\p{L}+)|setiap\s+(\p{L}+)|a\s+(metre|meter|unit|piece|set))/iu;

/** A line's name with its shares in brackets, then '= RM ...': 'Prizes (1st RM1,500, 2nd RM1,000, 3rd RM500) = RM3,000'. */
const SHARES_THEN_SUM = /^\s*(?:[-•*]\s*)?(\p{L}[^()=]*\([^()]*RM[^()]*\))\s*=\s*RM\s?[\d,.]+\s*$/u;

export function itemFromLine(written: string, source: string, inList = false): BudgetItemFact | null {
  const line = written.replace(BRACKETED_AMOUNT, "$1");
  const amounts = findAmounts(line);
  const first = amounts[0];
  // 'Prizes (1st RM1,500, 2nd RM1,000, 3rd RM500) = RM3,000': the amounts in brackets make up the one after '='.
  const summed = amounts.length > 2 ? SHARES_THEN_SUM.exec(line) : null;
  if (first && summed && !notAnItem(line)) {
    const last = amounts.at(-1)!;
    const parts = amounts.slice(0, -1).reduce((n, a) => n + a.value, 0);
    if (Math.abs(parts - last.value) < 0.01)
      return { item: summed[1]?.trim() ?? "", quantity: null, unit: null, unitPrice: null, amount: last.value, source };
  }
  if (!first || amounts.length > 2 || notAnItem(line)) return null;
  // 'To develop a sensor node costing under RM350/unit': a ceiling an aim sets, not a price.
  if (CEILING_BEFORE.test(line.slice(0, first.index))) return null;
  // In a budget's own list a line's words are its name: 'kos perunding pensijilan halal RM7,000' is a line.
  const role = inList ? "other" : moneyRole(line, first);
  if (role !== "other" && role !== "unit" && !first.perUnit) return null;
  // '1. Kerusi lipat ... - 300 unit @ RM68.00', '* 2 mesin jahit @ RM2,800': the list marker is no count.
  let item = line
    .slice(0, first.index)
    .replace(/^\s*(?:[-•*]|\d{1,2}[.)])\s+/, "")
    // 'mesin jahit industri Juki DDL-8700 (RM2,800 seunit = RM5,600)': the bracket opens on the price.
    .replace(/\s*\(\s*$/, "")
    .replace(ITEM_TAIL, "")
    .trim();
  let quantity: number | null = null;
  let unit: string | null = null;
  const lead = LEADING_QUANTITY.exec(item);
  const trail = TRAILING_QUANTITY.exec(item);
  if (lead && lead[0].length < item.length) {
    quantity = Number((lead[1] ?? "").replace(/,/g, ""));
    unit = lead[2] && !/^x$/i.test(lead[2]) ? lead[2].toLowerCase() : null;
    item = item.slice(lead[0].length).trim();
  } else if (trail) {
    quantity = Number(trail[1]);
    unit = trail[2] && !/^x$/i.test(trail[2]) ? trail[2].toLowerCase() : null;
    item = item
      .slice(0, trail.index)
      // 'jamuan untuk 500 orang': the count's 'untuk' goes with it.
      .replace(/(?:[\s–-]|\s(?:untuk|bagi|for))+$/i, "")
      .trim();
  }
  // 'Yuran khatan 40 x RM150 = RM6,000': a bare count before 'x' is the quantity, not part of the name.
  // Only when it makes the stated amount ('8 x RM 1,900 x 12 months = RM 182,400' is read further on).
  const bare =
    quantity === null && /(?<=\s)[x×]\s*$/i.test(line.slice(0, first.index)) ? /\s(\d{1,5})$/.exec(item) : null;
  const madeUp = (n: number) => !amounts[1] || Math.abs(n * first.value - amounts[1].value) < 0.01;
  if (bare && madeUp(Number(bare[1]))) {
    quantity = Number(bare[1]);
    item = item.slice(0, bare.index).trim();
  }
  // A list marker goes; a compound that opens the name stays ('3-year maintenance contract').
  if (!/^\d+[-–]\p{L}/u.test(item)) item = item.replace(/^[-•*\d.)\s]+/, "").trim();
  if (!item || !/\p{L}/u.test(item)) return null;
  const atPrice =
    /(?:@|(?<=\s)[x×]|\b(?:seunit|setiap|each|per))\s*$/i.test(line.slice(0, first.index)) || first.perUnit;
  const second = amounts[1];
  // '(RM 300 semeter)', '(RM 2,000 sebuah)', '(RM 15 per metre)': what one of the price is.
  const perOne = second
    ? (PER_ONE.exec(line.slice(second.index).replace(/^RM\s?[\d,.]+/i, ""))
        ?.slice(1)
        .find(Boolean)
        ?.toLowerCase() ?? null)
    : null;
  let unitPrice: number | null = null;
  let amount: number | null = first.value;
  // 'research assistant RM 43,200 (24 months x RM 1,800)', 'blood tests RM 28,800 (120 x 2 x RM 120)':
  // the line's amount first, how it is made up after it (every count before the price multiplied).
  const madeOf = second ? MADE_OF.exec(line.slice(first.end, second.index)) : null;
  // '(16 sesi x RM 100 x 4 orang)': counts after the price of one multiply too.
  const later = second && madeOf ? COUNTS_AFTER.exec(line.slice(second.end)) : null;
  const factors = madeOf
    ? [...`${madeOf[1] ?? ""} ${later?.[1] ?? ""}`.matchAll(/(\d[\d,]*)\s*(?:(?![x×](?:\s|$))(\p{L}+))?/gu)]
    : [];
  const count = factors.length ? factors.reduce((n, f) => n * Number((f[1] ?? "").replace(/,/g, "")), 1) : null;
  if (second && count && Math.abs(count * second.value - first.value) < 0.01) {
    quantity = count;
    unit = factors.length === 1 ? (factors[0]?.[2]?.toLowerCase() ?? null) : null;
    unitPrice = second.value;
    amount = first.value;
  } else if (second && quantity !== null && Math.abs(quantity * second.value - first.value) < 0.01) {
    // '40 petak tanaman bertingkat RM 12,000 (RM 300 sepetak)': the amount, then the price of one.
    unitPrice = second.value;
    amount = first.value;
  } else if (second && second.value < first.value && /^\s*\(\s*$/.test(line.slice(first.end, second.index)) && perOne) {
    // 'longkang RM 126,000 (RM 300 semeter)': the amount, then the price of one, which counts them (420 meter).
    const n = first.value / second.value;
    quantity = Number.isInteger(n) ? n : null;
    unit = quantity !== null ? perOne : null;
    unitPrice = quantity !== null ? second.value : null;
    amount = first.value;
  } else if (second) {
    unitPrice = first.value;
    amount = second.value;
    // '8 x RM 1,900 x 12 months = RM 182,400': the count is what the amount says (96), so the row adds up.
    const implied = amount / unitPrice;
    if (quantity !== null && Math.abs(quantity * unitPrice - amount) > 0.01 && Number.isInteger(implied)) {
      quantity = implied;
      unit = null;
    }
    // 'buffet for 500 people at RM 14 each (RM 7,000)': the count the amount makes is the line's quantity.
    const counted = quantity === null ? FOR_COUNT.exec(item) : null;
    if (counted && Number(counted[1]?.replace(/,/g, "")) === implied) {
      quantity = implied;
      unit = counted[2]?.toLowerCase() ?? null;
      item = item.slice(0, counted.index).trim();
    }
  } else if (atPrice) {
    // 'RM85 seorang x 70 orang': the count may follow the price.
    const after = /^\s*[x×]\s*(\d{1,5})\s*(\p{L}+)?/u.exec(line.slice(first.end));
    if (quantity === null && after) {
      quantity = Number(after[1]);
      unit = after[2]?.toLowerCase() ?? null;
    }
    // A price per unit: the line's amount is known only with a quantity ('RM 12 seorang' alone is not).
    unitPrice = first.value;
    amount = quantity === null ? null : Math.round(quantity * first.value * 100) / 100;
  }
  // 'Vot 11000 – Salary/wages (GRA RM1,800 x 24 months) RM43,200': the bracket the price opened closes.
  if ((item.match(/\(/g) ?? []).length > (item.match(/\)/g) ?? []).length) item = `${item.trim()})`;
  return { item, quantity, unit, unitPrice, amount, source };
}

/** 'under ', 'kurang daripada ', 'tidak melebihi ': a limit on a price, before it. */
const CEILING_BEFORE = new RegExp(String.raw`\b(?:under|below|less than|kurang daripada|di bawah|${AT_MOST})\s*$`, "i");

/** 'mesin pembungkusan automatik berharga RM 48,000': the words before the cue name what it prices. */
const PRICE_CUE =
  /\s+(?:yang\s+)?(?:berharga|bernilai|dengan harga|pada harga|dengan kos|costing|priced at|worth|valued at|at)\s*$/i;
/** Where the priced thing's name starts: after the last verb that acquires it, else a clause break. */
const ACQUIRE =
  /\b(?:membeli|beli|membina|menyewa|memasang|menaik taraf|memperoleh|mendapatkan|menggantikan|purchase|purchasing|buy|buying|acquire|acquiring|install|installing|rent|renting|build|building|replace|replacing)\b/gi;
const CLAUSE_BREAK = /[;:()]|,(?!\d)/;
/** A count of things priced each: '8 bookshelves at', '8 buah rak buku pada harga', '6 khemah @'. */
const COUNTED_AT =
  /(?:^|[\s,;(])(\d{1,4})\s+(?:(?:unit|buah|set|biji|keping|helai|pasang|nos|pcs)\s+)?(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,4}?)\s+(?:at|@|pada harga|berharga|dengan harga|bernilai|costing)\s*$/iu;
const ARTICLE = /^(?:sebuah|sebiji|seunit|satu|a|an|the|new)\s+/i;

/** 'hire', 'recruiting', 'mengambil': the verbs that take people on, as a plan says it. */
export const HIRE_VERB = "hire|hiring|recruit(?:ing)?|employ(?:ing)?|mengambil|menggaji";
/** 'hire 4 new staff ... at ', 'mengambil 3 pekerja baharu dengan gaji ': people taken on, not things bought. */
const HIRING_BEFORE = new RegExp(
  String.raw`\b(?:${HIRE_VERB}|hire[sd]|recruit(?:s|ed)|employ(?:s|ed)|melantik)\s+[^.;]*$`,
  "i",
);

/** The end of the thing priced before: '... at RM 45 each and ', '... RM 1,200, dan '. */
const AFTER_PRICE =
  /RM\s?[\d,.]+(?:\s+(?:each|seunit|sebuah|setiap\s+\p{L}+|per\s+\p{L}+))?\s*,?\s*(?:and|dan|serta)?\s+/giu;

function pricedName(head: string): string {
  const verb = [...head.matchAll(ACQUIRE)].pop();
  const after = verb ? head.slice(verb.index + verb[0].length) : head;
  const clause = after.split(CLAUSE_BREAK).pop() ?? "";
  // 'bags at RM 45 each and on-site installation': what follows the last price.
  const priced = [...clause.matchAll(AFTER_PRICE)].pop();
  const named = priced ? clause.slice(priced.index + priced[0].length) : clause;
  return named.trim().replace(ARTICLE, "").trim();
}

/** A thing's specification in brackets before its price: '40 laptops (Intel Core i5, 16 GB RAM) at'. */
const SPEC_BEFORE_PRICE = /\s*\(([^()]{2,120})\)(?=\s+(?:at|@|pada harga|berharga|dengan harga|bernilai|costing)\s*$)/u;

/**
 * Things the prose prices ('untuk membeli mesin pembungkusan automatik berharga RM 48,000'): a
 * cost line with the user's own figure, so the table never splits a total the brief already priced.
 */
export function pricedInProse(text: string, source: string): BudgetItemFact[] {
  const out: BudgetItemFact[] = [];
  for (const { text: sentence } of sentences(text)) {
    const found = out.length;
    // 'Sumber: ..., PPAS sumbang buku bernilai RM10,000, ...': a list of who pays buys nothing.
    if (listsPayers(sentence)) continue;
    // '..., with RM 3,000 for renovation': a sum for a named purpose beside the things priced.
    const besides: BudgetItemFact[] = [];
    for (const amount of findAmounts(sentence)) {
      const head = sentence.slice(0, amount.index);
      const beside = BESIDE_BEFORE.test(head) ? BESIDE_FOR.exec(sentence.slice(amount.end)) : null;
      if (beside?.[1] && !amount.perUnit && !NOT_AN_ITEM.test(beside[1])) {
        const item = beside[1].trim();
        besides.push({
          item: upperFirst(item),
          quantity: null,
          unit: null,
          unitPrice: null,
          amount: amount.value,
          source,
        });
        continue;
      }
      const spec = SPEC_BEFORE_PRICE.exec(head);
      const before = spec ? head.slice(0, spec.index) + head.slice(spec.index + spec[0].length) : head;
      // '2 more workers at RM1,800 per month each', 'hire 4 new staff at RM1,700 each': a running cost
      // (a wage), not a thing bought.
      const running =
        /\b(?:per month|a month|sebulan|setiap bulan|monthly)\b/i.test(sentence.slice(amount.index, amount.end + 20)) ||
        HIRING_BEFORE.test(before);
      const counted = amount.perUnit && !running ? COUNTED_AT.exec(before) : null;
      if (counted) {
        // '8 bookshelves at RM 450 each', '8 buah rak buku pada harga RM 450 seunit'.
        const quantity = Number(counted[1]);
        const named = (counted[2] ?? "").trim();
        const specified = spec ? `${named} (${spec[1]})` : named;
        if (!NOT_AN_ITEM.test(named))
          out.push({
            item: upperFirst(specified),
            quantity,
            unit: null,
            unitPrice: amount.value,
            amount: Math.round(quantity * amount.value * 100) / 100,
            source,
          });
        continue;
      }
      const cue = PRICE_CUE.exec(before);
      if (!cue || amount.perUnit) continue;
      const named = pricedName(before.slice(0, cue.index));
      const words = named.split(/\s+/).filter(Boolean);
      if (!words.length || words.length > 6 || !/\p{L}/u.test(named) || NOT_AN_ITEM.test(named)) continue;
      const item = upperFirst(named);
      out.push({ item, quantity: null, unit: null, unitPrice: null, amount: amount.value, source });
    }
    if (out.length > found) out.push(...besides);
  }
  return out;
}

/** The words before a sum beside things priced: '..., with', 'dan', 'plus'. */
const BESIDE_BEFORE = /(?:,\s*|\s)(?:with|plus|and|dengan|serta|dan|campur)\s+$/i;
/** What the sum is for, right after it: ' for renovation', ' untuk pengubahsuaian premis'. */
const BESIDE_FOR =
  /^\s+(?:for|untuk|bagi)\s+(?:the\s+)?(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,4}?)(?=\s*[,.;]|\s+(?:and|dan|serta)\b|\s*$)/iu;

/**
 * A sentence that lists what a budget covers: 'The budget is RM 12,400: medals RM 3,800, ...', or
 * 'Jumlah kos ialah RM 86,500, termasuk RM 24,000 untuk fasilitator, ...'.
 */
const LISTED_BUDGET =
  /\b(?:bajet|budget|kos|costs?|perbelanjaan|expenditure|anggaran|peruntukan|pelaburan|investment|harga kontrak|harga tawaran|contract price|tender price|ask|asks|request|requesting|seek|seeks|memohon|mohon|dipohon|kegunaan|use of funds)\b[^:]{0,80}?(?::|,?\s+(?:termasuk|iaitu|meliputi|terdiri daripada|including|comprising|covering|namely|made up of)\b)\s*(.+)$/i;
/** 'RM 98,500, split as ', 'RM 5,000 iaitu ', 'RM 78,000, covering ': a total that opens the list it is made of. */
const TOTAL_THEN_LIST =
  /^RM\s?[\d,.]+(?:\s*(?:juta|ribu|million|k))?\s*,?\s*(?:split as|split into|broken down as|broken down into|made up of|comprising|including|covering|dibahagikan kepada|dipecahkan kepada|terdiri daripada|iaitu|termasuk|meliputi|merangkumi)\s*:?\s*/i;
/** 'jumlah RM 134,000', 'total RM 12,400': the list's total, written after its lines. */
const LIST_TOTAL =
  /^(?:jumlah(?:\s+keseluruhan|\s+kos)?|total(?:\s+cost)?|grand total|keseluruhan)\s*:?\s*RM\s?[\d,.]+(?:\s*(?:juta|ribu|million|k))?$/i;
/** What an amount is 'for' when it restates a cost rather than naming a head: 'setiap sesi', 'tiga sesi'. */
const RESTATED =
  /^(?:setiap|semua|each|every|all)\b|^(?:satu|dua|tiga|empat|lima|enam|tujuh|lapan|sembilan|sepuluh|\d+|one|two|three|four|five)\s+(?:sesi|hari|minggu|bulan|tahun|kali|sessions?|days?|weeks?|months?|years?|times?)\b/i;
/** '(3 bulan x RM 2,000)': a count times a price, inside an item's brackets. */
const COUNT_TIMES = /(\d{1,5})\s+(\p{L}+)\s*[x×]\s*RM\s?([\d,.]+)/iu;
/** '(RM 800 seorang untuk 40 peserta terbaik)': a price for each of a count, inside an item's brackets. */
const EACH_OF = /RM\s?([\d,.]+)\s+(?:seorang|setiap|sebuah|seunit|each|per\s+\p{L}+)\b\D{0,30}?(\d{1,5})\s+(\p{L}+)/iu;
/** An amount followed by what it pays for: 'RM 3,000 untuk makanan', 'RM 2,500 for 50 recycling bins'. */
const AMOUNT_FOR = /^RM\s?[\d,.]+(?:\s*(?:juta|ribu|million|k))?\s+(?:untuk|bagi|for)\s+(.+)$/iu;
/** 'the rest for printing', 'baki untuk percetakan': a head that takes what is left of the total. */
const THE_REST =
  /^(?:dan\s+|and\s+)?(?:the rest|the remainder|the balance|baki(?:nya)?|selebihnya|lain-lain)\s+(?:is\s+|goes\s+|untuk|for|bagi|pada)\s*(?:untuk\s+|for\s+)?(.+)$/i;

/** 'We need RM 9,600 for tutors' allowances and RM 2,400 for books': what is needed, amount by amount. */
const NEEDED = /\b(?:need|needs|require|requires|perlukan|memerlukan|perlu)\s+(?=RM\s?\d)(.+)$/iu;

function neededList(sentence: string): RegExpExecArray | null {
  const m = NEEDED.exec(sentence);
  return m?.[1] && (m[1].match(/\bRM\s?\d[\d,.]*\s+(?:untuk|bagi|for)\s/giu)?.length ?? 0) >= 2 ? m : null;
}

const PRICED = /\bRM\s?\d/i;

/**
 * 'kabel, tiang dan pemasangan RM 7,800': a part with no amount before one that has it is the first
 * words of that line's name, cut at the line's own comma.
 */
function withOwnCommas(parts: string[]): string[] {
  const out: string[] = [];
  let held = "";
  for (const [k, raw] of parts.entries()) {
    const part = raw.trim();
    const unpriced = !PRICED.test(part) && !THE_REST.test(part.replace(/^(?:dan|serta|and)\s+/i, ""));
    if (unpriced && PRICED.test(parts[k + 1] ?? "")) {
      held = held ? `${held}, ${part}` : part;
      continue;
    }
    out.push(held ? `${held}, ${part}` : part);
    held = "";
  }
  return out;
}

/** A bracket after a line's amount that shares it out by name: '(johan RM500, naib johan RM300, ketiga RM150 x2)'. */
const SHARED_OUT = /(RM\s?[\d,.]+)\s*\(\s*\p{L}[^)]*RM[^)]*\)/gu;

/**
 * The cost heads a sentence lists after its total ('medals and trophies RM 3,800, food for pupils at
 * RM 6 per pupil, tents and PA system RM 2,500, and the rest for printing and first aid').
 */
export function listedInSentence(text: string, source: string): BudgetItemFact[] {
  const out: BudgetItemFact[] = [];
  // A sentence that is not a list of costed heads is passed over; the others still count.
  eachSentence: for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
    const found = LISTED_BUDGET.exec(sentence.replace(/[.\s]+$/, "")) ?? neededList(sentence.replace(/[.\s]+$/, ""));
    if (!found?.[1]) {
      out.push(...pricedList(sentence, text, source));
      continue;
    }
    // 'Budget requested: RM 98,500, split as RM 36,000 for ...': the total before the list is no line of it.
    // 'hadiah wang tunai & piala RM1,800 (johan RM500, naib johan RM300, ...)': how a line's amount is
    // shared out is no line of its own.
    const list = found[1].replace(TOTAL_THEN_LIST, "").replace(SHARED_OUT, "$1");
    // 'RM 9,800 untuk benih, baja organik dan peralatan, RM 8,500 untuk ...': a list that names each
    // amount first is cut only before the next amount, so a line's own commas stay in its name.
    const amountFirst = /^RM\s?\d/i.test(list.trim());
    // A list whose lines end with ';' keeps the commas inside a line ('naik taraf dapur (sinki, lantai) RM20,000').
    const parts =
      (list.includes(";") ? list.split(/\s*;\s*(?:(?:dan|serta|and)\s+)?/) : null) ??
      list.split(
        amountFirst
          ? /,\s*(?:(?:dan|serta|and)\s+)?(?=RM\s?\d)|;|\s+(?:dan|serta|and)\s+(?=RM\s?\d)/iu
          : // '... (12 x RM 450) and a final evaluation report RM 1,500': the last line after a bracket's price.
            // '... longkang RM 126,000 (RM 300 semeter) dan bonggol jalan ...': after a bracket that prices a unit too.
            /,(?!\d{3})|;|\s+(?:dan|serta|and)\s+(?=(?:the rest|the remainder|the balance|baki|selebihnya|lain-lain)\b|RM\s?\d)|(?:(?<=RM\s?[\d,.]+\)?)|(?<=\(RM\s?[\d,.]+(?:\s+[\p{L}-]+){1,2}\)))\s+(?:dan|serta|and)\s+/iu,
      );
    const items: BudgetItemFact[] = [];
    for (const raw of amountFirst ? parts : withOwnCommas(parts)) {
      const part = raw.trim().replace(/^(?:dan|serta|and)\s+/i, "");
      // '..., jumlah RM 134,000': the list's own total closes it, no line of it.
      if (!part || LIST_TOTAL.test(part)) continue;
      const rest = THE_REST.exec(part);
      if (rest?.[1]) {
        const item = rest[1].trim();
        items.push({
          item: upperFirst(item),
          quantity: null,
          unit: null,
          unitPrice: null,
          amount: null,
          source,
          context: part,
        });
        continue;
      }
      // 'RM 2,500 untuk 50 tong kitar semula', 'RM 3,000 for food': the amount first, then what it buys.
      const first = AMOUNT_FOR.exec(part);
      const amount = first ? findAmounts(part)[0] : undefined;
      if (first?.[1] && amount?.index === 0) {
        // 'geran permulaan (RM 800 seorang untuk 40 peserta)': the brackets say how it is made up.
        const bracket = /\(([^)]*)\)/.exec(first[1]);
        const each = bracket ? EACH_OF.exec(bracket[1] ?? "") : null;
        // '(3 bulan x RM 2,000)': the count first.
        const times = bracket && !each ? COUNT_TIMES.exec(bracket[1] ?? "") : null;
        const eachPrice = each
          ? Number((each[1] ?? "").replace(/,/g, ""))
          : times
            ? Number((times[3] ?? "").replace(/,/g, ""))
            : 0;
        const eachCount = each ? Number(each[2]) : times ? Number(times[1]) : 0;
        const eachUnit = each ? (each[3] ?? null) : times ? (times[2] ?? null) : null;
        const madeUp = (each || times) && Math.abs(eachPrice * eachCount - amount.value) < 0.01;
        const named = first[1].replace(/\s*\([^)]*\)/g, "").trim();
        // '50 tong kitar semula': a count before the thing is its quantity.
        const counted = /^(\d{1,5})\s+(\p{L}.*)$/u.exec(named);
        const quantity = madeUp ? eachCount : counted ? Number(counted[1]) : null;
        // 'RM 38,000 for the automatic foam wash system': the line is 'Automatic foam wash system'.
        const item = (counted?.[2] ?? named).trim().replace(/^(?:a|an|the)\s+/i, "");
        // 'RM 3,600 bagi setiap sesi dan RM 10,800 bagi tiga sesi' restates one cost, it lists no heads.
        if (RESTATED.test(item)) continue eachSentence;
        items.push({
          item: upperFirst(item),
          quantity,
          unit: madeUp ? eachUnit : null,
          unitPrice: madeUp ? eachPrice : quantity ? Math.round((amount.value / quantity) * 100) / 100 : null,
          amount: amount.value,
          source,
          context: part,
        });
        continue;
      }
      const line = itemFromLine(part, source, true);
      if (!line) continue eachSentence;
      // 'a weighing scale RM 1,500': the item, not its article.
      const item = line.item.replace(ARTICLE, "");
      items.push({ ...line, item: upperFirst(item), context: part });
    }
    if (items.length >= 2) out.push(...items);
  }
  return out;
}

/**
 * What a request's money buys, before the list of it: 'untuk membeli', 'to buy', 'for buying', or the
 * last 'untuk' / 'for' before the first bracketed price ('... daripada SME Corp untuk sistem POS (RM 6,000), ...').
 */
const BUY_MS = "membeli|membiayai|pembelian|membina|memasang|menambah|membaiki|menaik taraf|mengubah suai";
const BUY_EN = "buy|purchase|fund|build|install|add|repair|upgrade|renovate|replace";
const BOUGHT_WITH = new RegExp(
  `\\b(?:untuk|bagi)\\s+(?:${BUY_MS})\\s+|\\b(?:to\\s+(?:${BUY_EN})|for\\s+(?:buying|purchasing))\\s+`,
  "i",
);
/** The last 'for' before the first bracketed price, when no buying verb says where the list starts. */
const FOR_BEFORE_PRICE = /\b(?:for|untuk|bagi)\s+(?=(?:(?!\b(?:for|untuk|bagi)\b)[^.;()])*\(\s*RM\s?\d)/i;

/** 'Buying two industrial sewing machines', 'membeli dua mesin': what is bought, with its count. */
const BUYING = new RegExp(
  `^(?:buying|purchasing|purchase of|(?:to\\s+)?(?:${BUY_EN})|(?:untuk\\s+)?(?:${BUY_MS}))\\s+`,
  "i",
);
/**
 * An item priced in brackets at its end, or after its name: 'fabric stock (RM 4,500)', 'van RM 28,000',
 * '3 mesin jahit industri (3 x RM 4,500 = RM 13,500)' (how the price is made up, then the price).
 */
const PRICED_PART =
  /^((?:\d{1,4}\s+)?\p{L}[^()]*?)\s*(?:\(\s*(?:[^()=]*=\s*)?(RM\s?[\d,.]+)(\s*(?:seunit|sebuah|sebiji|setiap\s+(?:satu|unit|buah)|each|per\s+unit|a\s+unit|apiece))?\s*\)|(RM\s?[\d,.]+))$/iu;

/** A clause that says what a list's things are for: 'so she can sell ...', 'supaya dapat ...'. */
const PURPOSE_AFTER =
  /^(?:so|so that|in order to|to|which|allowing|enabling|supaya|agar|bagi membolehkan|untuk membolehkan|yang)\b/i;

/** Works said by their verb, named as a cost line says them: 'membaiki jeti bot' is 'Pembaikan jeti bot'. */
const WORKS_VERB: [RegExp, (thing: string) => string][] = [
  [/^(?:membaiki|membaik pulih)\s+/i, (t) => `pembaikan ${t}`],
  [/^(?:menaik taraf|menaiktaraf)\s+/i, (t) => `naik taraf ${t}`],
  [/^mengubah suai\s+/i, (t) => `ubah suai ${t}`],
  [/^(?:to\s+)?repair\s+/i, (t) => `repair of ${t.replace(/^(?:a|an|our)\s+/i, "the ")}`],
  [/^(?:to\s+)?upgrade\s+/i, (t) => `upgrade of ${t.replace(/^(?:a|an|our)\s+/i, "the ")}`],
  [/^(?:to\s+)?renovate\s+/i, (t) => `renovation of ${t.replace(/^(?:a|an|our)\s+/i, "the ")}`],
];

/** A priced part whose verb says the work ('to repair the boat jetty (RM 5,000)'): the work as a line's name. */
function worksNamed(part: string): string {
  for (const [verb, named] of WORKS_VERB) {
    const m = verb.exec(part);
    if (!m) continue;
    const priced = /\s*(?:\([^()]*RM\s?\d[^()]*\)|RM\s?[\d,.]+)\s*$/iu.exec(part);
    if (!priced) return part;
    const thing = part.slice(m[0].length, priced.index).trim();
    return `${named(thing)}${part.slice(priced.index)}`;
  }
  return part;
}

/**
 * A list of things each priced, without a budget word before it ('Tujuan Pembiayaan: buying two
 * industrial sewing machines (RM 9,000), fabric stock (RM 4,500) and ...', 'untuk membeli van
 * terpakai: van RM 28,000, dapur RM 7,000 dan lesen RM 5,000'). Taken only when every part is a
 * priced item and the parts add up to an amount the brief states elsewhere (the total or the sum
 * asked for), so a sentence of sales figures is never read as a budget.
 */
function pricedList(sentence: string, text: string, source: string): BudgetItemFact[] {
  // 'Kami memohon pembiayaan RM 60,000 ... untuk membeli X (RM 42,000), Y (RM 10,000) dan Z RM 8,000':
  // the list starts after what the money is for.
  // 'applying for TEKUN financing of RM 20,000 to buy ...': the buying verb, not the 'for' before it.
  const bought = BOUGHT_WITH.exec(sentence) ?? FOR_BEFORE_PRICE.exec(sentence);
  // 'to repair the jetty (RM 5,000), ...': a verb that names the work stays with the first line.
  const works = bought
    ? /\b(?:repair|upgrade|renovate|membaiki|menaik taraf|mengubah suai)\s+$/i.exec(bought[0])
    : null;
  const after = bought ? sentence.slice(bought.index + bought[0].length - (works?.[0].length ?? 0)) : sentence;
  // 'Sumber kewangan: PIBG RM4,000, peruntukan sekolah RM2,500 dan ...': who pays, not what is bought.
  if (listsPayers(after)) return [];
  const body = after.replace(/[.\s]+$/, "").replace(/^[^:]{0,160}:\s*/, "");
  const parts = body
    .split(/,(?!\d)|;|(?<=[)\d])\s+(?:dan|serta|and)\s+/iu)
    .map((part) => part.trim())
    .filter(Boolean);
  // '..., so she can sell at the Putrajaya offices': what the things are for, after the list, is no part of it.
  while (parts.length > 2 && !PRICED.test(parts.at(-1) ?? "") && PURPOSE_AFTER.test(parts.at(-1) ?? "")) parts.pop();
  if (parts.length < 2) return [];
  const items: BudgetItemFact[] = [];
  for (const part of parts) {
    // ', and a used refrigerated van (RM 8,700)': the list's last 'and' after a comma, and the article, name nothing.
    const written = part.replace(/^(?:dan|serta|and)\s+/i, "");
    const works = worksNamed(written);
    const m = PRICED_PART.exec(works === written ? written.replace(BUYING, "") : works);
    const price = m ? findAmounts(m[2] ?? m[4] ?? "")[0] : undefined;
    if (!m?.[1] || !price) return [];
    let name = m[1].trim();
    // 'vakum industri 2 unit (RM 5,000)': the count after the thing's name.
    const countedAfter = /\s+(\d{1,4})\s+(?:unit|units|buah|set|sets|pcs|nos)$/iu.exec(name);
    if (countedAfter) name = `${countedAfter[1]} ${name.slice(0, countedAfter.index)}`;
    // 'periuk nasi elektrik komersial 2 unit x RM 1,200 = RM 2,400': how the price is made up follows the name.
    const made = /\s+(\d{1,4})\s+\p{L}+\s*[x×]\s*RM\s?[\d,.]+\s*=?$/u.exec(name);
    if (made) name = name.slice(0, made.index);
    const counted = made ? null : /^(\p{L}+|\d{1,4})\s+(\p{L}.*)$/u.exec(name);
    // 'two industrial sewing machines', 'dua mesin', '2 mesin': a count before the thing ('a'/'satu' is none).
    const said = made ? Number(made[1]) : counted ? readNumber(counted[1] ?? "") : Number.NaN;
    const count = !Number.isNaN(said) && (made || /^\d/.test(counted?.[1] ?? "") || said >= 2) ? said : null;
    if (count && counted?.[2]) name = counted[2];
    else name = name.replace(/^(?:sebuah|sebiji|seunit|satu|a|an|the)\s+/i, "");
    // '2 peti sejuk beku komersial RM 6,000 seunit (RM 12,000)', '3 sewing machines at RM 4,200 each (RM
    // 12,600)': the price of one is no part of the name.
    name = name.replace(
      /\s+(?:at\s+|pada\s+(?:harga\s+)?|berharga\s+)?RM\s?[\d,.]+\s*(?:seunit|sebuah|setiap\s+\p{L}+|each|per\s+\p{L}+)$/iu,
      "",
    );
    if (NOT_AN_ITEM.test(name) || name.split(/\s+/).length > 8) return [];
    // '2 mesin jahit industri (RM 4,500 seunit)': the bracket prices one of them.
    const ofOne = Boolean(m[3]);
    if (ofOne && !count) return [];
    items.push({
      item: upperFirst(name),
      quantity: count,
      unit: null,
      unitPrice: ofOne ? price.value : count ? Math.round((price.value / count) * 100) / 100 : null,
      amount: ofOne && count ? price.value * count : price.value,
      source,
      context: part,
    });
  }
  const sum = Math.round(items.reduce((n, i) => n + (i.amount ?? 0), 0) * 100);
  const elsewhere = findAmounts(text.replace(body, "")).map((a) => Math.round(a.value * 100));
  return elsewhere.includes(sum) ? items : [];
}

/** A count or an action, not a cost head: 'tiga sesi', 'membuka kedai', 'setiap peserta'. */
const NOT_A_HEAD =
  /^(?:satu|dua|tiga|empat|lima|enam|tujuh|lapan|sembilan|sepuluh|setiap|semua|one|two|three|four|five|each|every|all|(?:mem|men|meng|meny|me|ber|ter)\p{L}+)\b/iu;
/** What follows an amount to say what it pays for: 'RM 5,000 untuk peralatan dan makanan'. */
const FOR_HEADS = /^\s*(?:adalah\s+|ialah\s+)?(?:untuk|bagi|for|meliputi|covering|termasuk|including)\s+([^.;:\n]+)/i;

/**
 * The heads the brief names for an amount without pricing them, in its own words, to cost instead
 * of the kind's usual heads. Only lists of plain words (no figures) count.
 */
export function headsForAmount(snippets: Snippet[]): string[] {
  for (const snippet of snippets) {
    if (snippet.source === "title") continue;
    for (const { text: sentence } of sentences(snippet.text)) {
      let previousEnd = 0;
      for (const amount of findAmounts(sentence)) {
        // Only a total's heads ('Kos program ialah RM 5,000 untuk ...'), not a request's purpose.
        const role = moneyRole(sentence, amount, previousEnd);
        previousEnd = amount.end;
        const named = role === "total" ? FOR_HEADS.exec(sentence.slice(amount.end))?.[1] : undefined;
        if (!named || /\d/.test(named)) continue;
        const heads = named
          .split(/,|\s+(?:dan|serta|and)\s+/i)
          .map((h) => h.trim().replace(/^(?:dan|and)\s+/i, ""))
          .filter((h) => h && h.split(/\s+/).length <= 5 && !NOT_A_HEAD.test(h));
        if (heads.length >= 1 && heads.length <= 6) return heads.map((h) => upperFirst(h));
      }
    }
  }
  return [];
}

/** A template's price for one ('Harga Sekepala', 'Kos bagi Setiap Pelatih', 'Yuran Seorang'). */
const PER_ONE_LABEL = /^(?:harga|kos|yuran|bayaran)\b.*\b(?:sekepala|seorang|setiap|per)\b(?:\s+(\p{L}+))?/iu;

/**
 * A template's price for one and its count ('Bilangan Tetamu: 300', 'Harga Sekepala: RM 35') make
 * a costed line: 300 x RM 35 = RM 10,500. The count named in the price's label ('Setiap Pelatih')
 * goes with it, else the template's first count.
 */
export function templateUnitItems(brief: {
  template?: { fields: { label: string; value: string; shownLabel?: string }[] };
}): BudgetItemFact[] {
  const fields = brief.template?.fields ?? [];
  const counts = fields
    .map((f) => ({
      f,
      noun: COUNT_LABEL.exec(f.label.trim())?.[1]?.split(/\s+/)[0]?.toLowerCase(),
      n: /^\s*([\d,]+)/.exec(f.value)?.[1],
    }))
    .filter((c): c is { f: (typeof fields)[number]; noun: string; n: string } => Boolean(c.noun && c.n));
  const out: BudgetItemFact[] = [];
  for (const f of fields) {
    const per = PER_ONE_LABEL.exec(f.label.trim());
    const price = per ? findAmounts(f.value)[0] : undefined;
    if (!per || !price) continue;
    const named = per[1]?.toLowerCase();
    const count = counts.find((c) => named && c.noun === named) ?? counts[0];
    if (!count) continue;
    const quantity = Number(count.n.replace(/,/g, ""));
    if (!Number.isFinite(quantity) || quantity <= 0) continue;
    out.push({
      item: f.shownLabel ?? f.label,
      quantity,
      unit: null,
      unitPrice: price.value,
      amount: Math.round(quantity * price.value * 100) / 100,
      source: `template:${f.label}`,
    });
  }
  return out;
}

const headWord = (item: string) => item.toLowerCase().split(/\s+/)[0] ?? "";
const sameHead = (a: string, b: string) => headWord(a) === headWord(b);

/** 'Kos RM 450 untuk mencetak kad dan hadiah murid', 'It costs RM 2,000 for printing and prizes': one cost and what it buys. */
const COST_FOR =
  /\b(?:kos(?:nya)?|cost(?:s)?(?:\s+of)?|it\s+costs)\s+(?:ialah\s+|is\s+|sebanyak\s+)?(RM\s?\d[\d,]*(?:\.\d{1,2})?)\s+(?:untuk|bagi|for)\s+([^,.;\n]{3,80})/iu;

/**
 * A brief that prices its whole cost as one thing ('Kos RM 450 untuk mencetak kad dan hadiah murid')
 * has that one line, in its words; none when it lists lines of its own.
 */
export function statedCostLine(snippets: Snippet[]): BudgetItemFact[] {
  for (const snippet of snippets) {
    if (snippet.source !== "description" && snippet.source !== "additionalInfo") continue;
    // The sentence prices nothing else ('kos RM 24,000 untuk fasilitator, RM 18,500 untuk ...' is a list).
    const sentence = sentences(snippet.text).find((x) => COST_FOR.test(x.text))?.text ?? "";
    const m = COST_FOR.exec(sentence);
    if (!m?.[1] || !m[2] || findAmounts(sentence).length !== 1) continue;
    const what = m[2].trim();
    return [
      {
        item: upperFirst(what),
        quantity: null,
        unit: null,
        unitPrice: null,
        amount: findAmounts(m[1])[0]?.value ?? null,
        source: snippet.source,
        context: m[0],
      },
    ];
  }
  return [];
}

/**
 * 'Kos iftar RM 8 seorang x 250 orang x 30 malam = RM 60,000 dan moreh RM 3 x 120 x 30 = RM 10,800': a
 * line priced for one and multiplied out by two counts or more, in a sentence of its own.
 */
const MULTIPLIED =
  /(?:^|[.!?,;:]\s*|\s(?:dan|and|serta)\s+)(?:kos\s+|cost\s+of\s+)?(\p{L}[\p{L}\s'-]{1,40}?)\s+RM\s?(\d[\d,]*(?:\.\d{1,2})?)\s*(?:seorang|sekepala|setiap\s+\p{L}+|each|per\s+\p{L}+)?((?:\s*[x×]\s*\d[\d,]*(?:\s+(?![x×](?:\s|$))\p{L}+)?){2,})\s*=\s*RM\s?(\d[\d,]*(?:\.\d{1,2})?)/giu;

/** The lines a text prices as one's price times its counts, named with the counts that make them up. */
function multipliedLines(text: string, source: FactSource): BudgetItemFact[] {
  const figure = (s: string | undefined) => Number((s ?? "").replace(/,/g, ""));
  return [...text.matchAll(MULTIPLIED)].map((m) => {
    const made = (m[3] ?? "")
      .replace(/^\s*[x×]\s*/u, "")
      .replace(/\s*[x×]\s*/gu, " x ")
      .trim();
    const quantity = [...made.matchAll(/\d[\d,]*/g)].reduce((n, k) => n * figure(k[0]), 1);
    const unitPrice = figure(m[2]);
    const amount = figure(m[4]);
    const adds = Math.abs(quantity * unitPrice - amount) < 0.01;
    const name = (m[1] ?? "").trim();
    return {
      item: `${upperFirst(name)} (${made})`,
      quantity: adds ? quantity : null,
      unit: null,
      unitPrice: adds ? unitPrice : null,
      amount,
      source,
      context: m[0]
        .replace(/^[\s.!?,;:]+/u, "")
        .replace(/^(?:dan|and|serta)\s+/iu, "")
        .trim(),
    };
  });
}

/** A line that is only a thing and its price: 'Steam washer + vacuum - RM 6,500'. */
const PRICED_LINE = /^\s*\p{L}[^.\n]{1,90}?\s[-–:]\s*RM\s?[\d,.]+(?:\s*(?:k|ribu))?\s*$/iu;

/** 'Quotations received (3):', 'Sebut harga diterima:': the offers compared, one a line, each a whole price. */
const QUOTES_LABEL = /^\s*(?:quotations?|quotes?|sebut\s?harga)(?:\s+\p{L}+){0,2}(?:\s*\(\d{1,2}\))?\s*:\s*$/iu;

/** A cost list's label on a line of its own: 'Anggaran kos:', 'Budget requested RM98,600:', 'Budget requested: RM29,850'. */
const COST_LABEL_LINE =
  /^\s*(?:anggaran\s+)?(?:kos|bajet|budget|perbelanjaan|belanja|costs?|expenses|anggaran|breakdown|pecahan)(?:\s+[\p{L}-]+){0,3}(?:(?:\s*\(?(?:total\s+|jumlah\s+)?RM\s?[\d,.]+(?:\s*(?:k|ribu))?\)?)?\s*:|\s*:\s*RM\s?[\d,.]+(?:\s*(?:k|ribu))?)\s*$/iu;

/** '(balance RM880 for publication fee)', '(baki RM880 untuk yuran penerbitan)' closing a line: a second line of the same vote. */
const BRACKETED_REST =
  /\s*\((?:the\s+)?(?:balance|remainder|rest|baki|selebihnya)\s+(RM\s?[\d,.]+)\s+(?:for|untuk|bagi)\s+([^()]+)\)\s*$/iu;

/** 'Vot 29000 Token 384 x RM5 = RM1,920 (balance RM880 for publication fee)': the line, and the balance's own line under its vote. */
function withBracketedRest(line: string): string[] {
  const rest = BRACKETED_REST.exec(line);
  if (!rest) return [line];
  const vote = /^(?:[-•*]\s*)?(Vot\s+\d+|Vote\s+\d+)\b/i.exec(line)?.[1];
  return [line.slice(0, rest.index), `${vote ? `${vote} ` : ""}${upperFirst(rest[2]?.trim() ?? "")} ${rest[1]}`];
}

/** Requirement lines, list lines of the description and additional info, and things the prose prices. */
export function textBudgetItems(snippets: Snippet[]): BudgetItemFact[] {
  const out: BudgetItemFact[] = [];
  for (const snippet of snippets) {
    const isRequirement = snippet.source.startsWith("keyRequirements");
    const listed = snippet.source === "description" || snippet.source === "additionalInfo";
    if (!isRequirement && !listed) continue;
    let underLabel = false;
    let underPayers = false;
    for (const line of snippet.text.split("\n")) {
      // 'Anggaran kos:' on a line of its own: each priced line below it, up to a blank line, is a line of the budget.
      if (COST_LABEL_LINE.test(line)) {
        underLabel = true;
        underPayers = false;
        continue;
      }
      // 'Sumber kewangan:', 'Quotations received (3):' on a line of their own: the lines below them, up to a
      // blank line, name who pays or the offers compared, not what is bought.
      if (payersLabelLine(line) || QUOTES_LABEL.test(line)) {
        underPayers = true;
        underLabel = false;
        continue;
      }
      if (!line.trim()) underLabel = underPayers = false;
      if (underPayers) continue;
      // A requirement that names two amounts and what each is for is the same list as the prose's.
      if (isRequirement && neededList(line.trim().replace(/[.\s]+$/, ""))) continue;
      // A listed line: a bullet, a number, or a whole line that is a name and its price ('Van (used) - RM 32,000').
      const labelled = underLabel && PRICED.test(line);
      if (listed && !labelled && !LIST_LINE.test(line) && !PRICED_LINE.test(line)) continue;
      for (const part of withBracketedRest(line.trim())) {
        const item = itemFromLine(part, snippet.source, true);
        if (item) out.push({ ...item, item: upperFirst(item.item), context: part });
      }
    }
  }
  for (const snippet of snippets) {
    if (snippet.source !== "description" && snippet.source !== "additionalInfo") continue;
    for (const listed of listedInSentence(snippet.text, snippet.source)) {
      // The same head priced again (a requirement line and the prose): once. Two heads may cost the same.
      if (listed.amount === null || !out.some((o) => o.amount === listed.amount && sameHead(o.item, listed.item)))
        out.push(listed);
    }
    for (const line of multipliedLines(snippet.text, snippet.source)) {
      if (!out.some((o) => o.amount === line.amount)) out.push(line);
    }
    for (const priced of pricedInProse(snippet.text, snippet.source)) {
      // 'refreshments for 50 volunteers at RM 12 each' is one line, not refreshments and 50 volunteers.
      // 'T-shirts for 264 people at RM 15 (RM 3,960)': the price of one of a listed line is no line of its own.
      const again = out.some(
        (o) =>
          o.amount === priced.amount ||
          (o.unitPrice !== null && o.unitPrice === priced.amount && sameHead(o.item, priced.item)) ||
          (o.unitPrice !== null &&
            o.unitPrice === priced.unitPrice &&
            o.item.toLocaleLowerCase("ms").includes(priced.item.toLocaleLowerCase("ms"))),
      );
      if (!again && !isTheirTotal(priced, out)) out.push(priced);
    }
    // 'Sumbangan sendiri RM 6,000 untuk kerja pendawaian elektrik': the applicant's share pays a line of its own.
    const own = OWN_SHARE_FOR.exec(snippet.text);
    const paid = own ? findAmounts(own[1] ?? "")[0] : undefined;
    const head = own?.[2]?.trim() ?? "";
    if (
      out.length &&
      paid &&
      head &&
      head.split(/\s+/).length <= 6 &&
      !NOT_A_HEAD.test(head) &&
      !out.some((o) => o.amount === paid.value && sameHead(o.item, head))
    )
      out.push({
        item: upperFirst(head),
        quantity: null,
        unit: null,
        unitPrice: null,
        amount: paid.value,
        source: snippet.source,
        context: own?.[0] ?? "",
      });
  }
  return out;
}

/** The applicant's own share and what it pays for. */
const OWN_SHARE_FOR =
  /\b(?:sumbangan sendiri|modal sendiri|dana sendiri|own contribution|own funds?)\b[^.;]{0,40}?(RM\s?[\d,.]+)\s+(?:untuk|bagi|for)\s+([^.;,()]+)/i;

/**
 * 'an automatic grinding and packing line costing RM 140,000' beside the lines 'grinder RM 85,000'
 * and 'packing machine RM 55,000': a thing the prose prices at exactly what two or more listed
 * lines add up to is their total, not one more thing to buy.
 */
function isTheirTotal(priced: BudgetItemFact, listed: BudgetItemFact[]): boolean {
  const costed = listed.filter((i) => i.amount !== null);
  const cents = (n: number) => Math.round(n * 100);
  return costed.length >= 2 && costed.reduce((sum, i) => sum + cents(i.amount ?? 0), 0) === cents(priced.amount ?? 0);
}

export type BudgetFigures = {
  budgetTotal: number | null;
  requested: number | null;
  ownShare: number | null;
  budgetCeiling: number | null;
  ownSharePercent: number | null;
};

const OWN_PERCENT =
  /\b(?:sumbangan sendiri|modal sendiri|dana sendiri|dana padanan|caruman sendiri|own (?:share|contribution|funds?)|matching)\b/i;

/** A total stated for one month: 'Jumlah sebulan RM 20,550', 'monthly total RM 9,000', 'RM 9,000 a month in all'. */
function monthlyTotal(amount: MoneyFact): boolean {
  const at = amount.context.indexOf(amount.text);
  if (at < 0) return false;
  const before = amount.context.slice(Math.max(0, at - 30), at);
  const after = amount.context.slice(at + amount.text.length, at + amount.text.length + 15);
  return (
    /\b(?:sebulan|bulanan|monthly|per month|a month)\s*(?:ialah|adalah|is|:)?\s*$/i.test(before) ||
    /^\s*(?:sebulan|setiap bulan|per month|a month)\b/i.test(after) ||
    /\b(?:sebulan|setiap bulan|per month|a month|monthly)\b/i.test(amount.text)
  );
}

/**
 * The stated total wins, else the sum of the costed items, else the amount requested plus the
 * applicant's own share, else the amount requested. A ceiling
 * ('siling RM 1.1 juta') is the total a tender may not exceed: it is the total, and also kept
 * as `budgetCeiling` so the checker accepts a lower priced total.
 */
export function budgetFigures(amounts: MoneyFact[], items: BudgetItemFact[], percents: PercentFact[]): BudgetFigures {
  // 'Jumlah sebulan RM 20,550; jumlah kontrak 24 bulan RM 493,200': a month's total is not the whole cost.
  const stated = amounts.find((a) => a.role === "total" && !monthlyTotal(a)) ?? amounts.find((a) => a.role === "total");
  const costed = items.filter((i) => i.amount !== null);
  const sum = costed.length ? Math.round(costed.reduce((s, i) => s + (i.amount ?? 0), 0) * 100) / 100 : null;
  const requested = amounts.find((a) => a.role === "requested")?.value ?? null;
  const ownShare = amounts.find((a) => a.role === "own")?.value ?? null;
  const ceiling = amounts.find((a) => a.role === "total" && CEILING_CUE.test(a.context))?.value ?? null;
  const ownPercent = percents.find((p) => OWN_PERCENT.test(p.context))?.value ?? null;
  return {
    // 'RM 42,000 dipohon ... baki RM 18,000 dibiayai sendiri': the cost is both shares together.
    budgetTotal: stated?.value ?? sum ?? (requested !== null && ownShare !== null ? requested + ownShare : requested),
    requested,
    ownShare,
    budgetCeiling: ceiling,
    ownSharePercent: ownPercent,
  };
}

/** A price by the month after a thing's name ('pengawal RM 2,800 sebulan x 6 orang', 'cloud hosting RM 250 per month'). */
const MONTHLY_PRICED =
  /^(?:(?:harga|kos|yuran|bayaran|price|prices|cost|costs|fees?|rates?)\s*:\s*)?(?:(\d{1,4})\s+)?(\p{L}[\p{L}\s'-]{1,60}?)\s+(?:(?:[x×@]|at|pada harga|pada)\s*)?RM\s?([\d,]+(?:\.\d{1,2})?)\s*(?:sebulan|setiap bulan|per\s+bulan|a month|per month|monthly)(?:\s*(?:[x×]|untuk|for)\s*(\d{1,4})\s+(\p{L}+))?(?:\s+(?:each|seorang|setiap seorang))?$/iu;

/**
 * The running costs a brief prices by the month, each with how many it pays for: 'Harga: pengawal
 * RM 2,800 sebulan x 6 orang, penyelia RM 3,500 sebulan, sistem rondaan elektronik RM 250 sebulan'.
 */
export function monthlyLines(text: string): MonthlyLine[] {
  const out: MonthlyLine[] = [];
  for (const { text: sentence } of sentences(text)) {
    for (const part of sentence.split(/;|,(?!\d)|\s+(?:dan|and)\s+(?=\p{L}[^,]*RM)/u)) {
      const m = MONTHLY_PRICED.exec(part.trim().replace(/[.]+$/u, ""));
      if (!m) continue;
      const name = (m[2] ?? "").trim();
      if (NOT_AN_ITEM.test(name)) continue;
      const count = m[1] ? Number(m[1]) : m[4] ? Number(m[4]) : null;
      const monthly = Number((m[3] ?? "").replace(/,/g, ""));
      // The auto generator's requirements repeat its description's sentences: a line is read once.
      if (out.some((o) => o.item.toLocaleLowerCase("ms") === name.toLocaleLowerCase("ms") && o.monthly === monthly))
        continue;
      out.push({
        item: upperFirst(name),
        count,
        noun: m[1] ? null : (m[5] ?? null),
        monthly,
      });
    }
  }
  return out.length ? out : monthlyBreakdown(text);
}

/** 'Monthly price RM18,600 (wages RM15,300, cleaning materials RM1,900, ...)': a monthly fee and what makes it up. */
const MONTHLY_MADE_OF =
  /\b(?:monthly\s+(?:price|fee|charge|rate|cost)|(?:harga|yuran|caj|bayaran|kos)\s+bulanan)\s*(?:is|ialah|adalah|of|:)?\s*RM\s?([\d,]+(?:\.\d{1,2})?)\s*\(([^)]+)\)/iu;

/** The parts of a monthly fee the brief breaks down in brackets, when they add up to it. */
function monthlyBreakdown(text: string): MonthlyLine[] {
  const m = MONTHLY_MADE_OF.exec(text);
  if (!m) return [];
  const monthly = Number((m[1] ?? "").replace(/,/g, ""));
  const parts = (m[2] ?? "")
    .split(/,(?!\d)|;|(?<=\d)\s+(?:dan|and)\s+/iu)
    .map((part) => /^\s*(?:dan\s+|and\s+)?(\p{L}.*?)\s+RM\s?([\d,]+(?:\.\d{1,2})?)\s*$/iu.exec(part))
    .filter((p): p is RegExpExecArray => p !== null);
  const lines = parts.map((p) => ({
    item: upperFirst((p[1] ?? "").trim()),
    count: null,
    noun: null,
    monthly: Number((p[2] ?? "").replace(/,/g, "")),
  }));
  const sum = Math.round(lines.reduce((n, l) => n + l.monthly, 0) * 100);
  return lines.length > 1 && sum === Math.round(monthly * 100) ? lines : [];
}
