/**
 * The budget from the user's own items: costed lines as stated (quantity x unit price), an honest
 * allocation of a stated total over items without a price (marked as an estimate), and the kind's
 * usual cost heads only when the user named no item at all. A stated total always wins over a range.
 */
import type { KindId } from "../../../common/kinds/types.js";
import { budgetBounds } from "../../../common/proposal-options.js";
import type { Lang } from "../builtin/text.js";
import { HAS_PERCENT } from "../facts/counts.js";
import { upperFirst } from "../facts/text.js";
import type { Facts } from "../facts/types.js";
import type { ProposalBrief } from "../writer.js";
import { MONTHLY, readCounts } from "./budget-lines.js";
import { PEOPLE } from "./people.js";
import { isWorkToDo } from "./requirements.js";
import { runsForWeeks } from "./schedule.js";

export type BudgetLine = {
  item: string;
  quantity: number | null;
  unit: string | null;
  unitPrice: number | null;
  amount: number | null;
  /** The amount is the composer's allocation, not the user's figure. */
  estimate: boolean;
};

export type BudgetPlan = {
  lines: BudgetLine[];
  /** The total the document states; null when neither the user nor a range gives one. */
  total: number | null;
  /** The user stated the total (or priced every line); false for a total taken from a range. */
  stated: boolean;
  /** Some line is an allocation or the total comes from a range. */
  estimate: boolean;
};

const HEADS: Record<KindId, [string, string][]> = {
  program: [
    ["Makanan dan minuman", "Food and drinks"],
    ["Hadiah dan cenderamata", "Prizes and souvenirs"],
    ["Peralatan, pentas dan sistem siaraya", "Equipment, stage and PA system"],
    ["Percetakan dan hebahan", "Printing and publicity"],
    ["Pengangkutan dan logistik", "Transport and logistics"],
  ],
  cadangan: [
    ["Kos pelaksanaan utama", "Main implementation cost"],
    ["Peralatan dan bahan", "Equipment and materials"],
    ["Pengurusan dan pentadbiran", "Management and administration"],
  ],
  geran: [
    ["Peralatan dan aset", "Equipment and assets"],
    ["Bahan dan bekalan", "Materials and supplies"],
    ["Latihan pekerja", "Staff training"],
    ["Pemasaran dan promosi", "Marketing and promotion"],
  ],
  penyelidikan: [
    ["Vot 11000: Gaji dan upah pembantu penyelidik", "Vote 11000: Research assistant wages"],
    ["Vot 21000: Perjalanan dan pengangkutan", "Vote 21000: Travel and transport"],
    ["Vot 27000: Bekalan dan bahan penyelidikan", "Vote 27000: Research supplies and materials"],
    ["Vot 29000: Perkhidmatan ikhtisas dan penerbitan", "Vote 29000: Professional services and publication"],
    ["Vot 35000: Peralatan penyelidikan", "Vote 35000: Research equipment"],
  ],
  tender: [
    ["Kos tenaga kerja", "Labour cost"],
    ["Bahan dan peralatan", "Materials and equipment"],
    ["Penyeliaan dan pengurusan", "Supervision and management"],
    ["Insurans dan caruman berkanun", "Insurance and statutory contributions"],
  ],
};

/** A programme of weeks or months (classes, a course, a series of talks): no stage, PA system or prizes. */
const SERIES_HEADS: [string, string][] = [
  ["Fasilitator, penceramah atau jurulatih", "Facilitators, speakers or trainers"],
  ["Bahan dan peralatan aktiviti", "Activity materials and equipment"],
  ["Sewa tempat", "Venue hire"],
  ["Makanan dan minuman", "Food and drinks"],
  ["Percetakan dan hebahan", "Printing and publicity"],
];

const CONTINGENCY: [string, string] = ["Peruntukan luar jangka", "Contingency"];

/** Rounds allocations to a sensible step (RM10 under RM5,000, RM50 under RM50,000, else RM100). */
function step(total: number): number {
  return total < 5_000 ? 10 : total < 50_000 ? 50 : 100;
}

/** Splits `amount` over `n` lines by weights, rounded, the last line taking the remainder. */
function allocate(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((s, x) => s + x, 0);
  const unit = step(amount);
  const out = weights.map((x) => Math.floor((amount * x) / sum / unit) * unit);
  out[out.length - 1] = Math.round((amount - out.slice(0, -1).reduce((s, x) => s + x, 0)) * 100) / 100;
  return out;
}

/** A price per person: 'RM 12 seorang', 'RM 25 per peserta', 'RM 30 per pax', 'RM 6 per pupil'. */
const PER_PERSON =
  /seorang|per\s+(?:orang|peserta|person|pax|participant|head|pupil|student|murid|pelajar|child|kanak-kanak|guest|tetamu)|setiap\s+(?:orang|peserta|murid|pelajar|tetamu)|each|\/(?:orang|pax)/i;
/** A count's noun without its plural ending, to find it in an item's words ('pupils' in 'food for pupils'). */
const stem = (text: string) => text.toLowerCase().replace(/(?:es|s)\b/g, "");

/** The brief text an item came from ('keyRequirements[2]', 'details.budgetItems[0]', 'description'). */
function sourceText(brief: ProposalBrief, source: string): string {
  const m = /^keyRequirements\[(\d+)\]$/.exec(source);
  if (m) return brief.keyRequirements[Number(m[1])] ?? "";
  const d = /^details\.budgetItems\[(\d+)\]$/.exec(source);
  if (d) {
    const item = brief.details?.budgetItems?.[Number(d[1])];
    return item ? `${item.item} ${item.unit ?? ""}` : "";
  }
  const field = source as keyof ProposalBrief;
  const value = brief[field];
  return typeof value === "string" ? value : "";
}

/** A requirement that names something to buy or pay for, not a rule or a wish. */
const NOT_A_COST =
  /^(kebenaran|kelulusan|sokongan|kerjasama|penglibatan|permit|approval|permission|support|cooperation|sasaran|matlamat|objektif|target|goal|objective)\b/i;

/** A price by the week, month or day: 'RM 50 seorang seminggu', 'RM 200 sebulan', 'RM 30 per day'. */
const PER_PERIOD: [RegExp, "minggu" | "bulan" | "hari"][] = [
  [/\b(?:seminggu|setiap minggu|per\s+minggu|a week|per week|weekly)\b/i, "minggu"],
  [MONTHLY, "bulan"],
  [/\b(?:sehari|setiap hari|per\s+hari|a day|per day|daily)\b/i, "hari"],
];

/** How many weeks, months or days the project's length makes, when it makes a whole number of them. */
function periodsOf(duration: Facts["duration"], unit: "minggu" | "bulan" | "hari"): number | null {
  if (!duration) return null;
  if (unit === "hari") return duration.days;
  if (unit === duration.unit) return duration.n;
  if (unit === "bulan" && duration.unit === "tahun") return duration.n * 12;
  if (unit === "minggu" && duration.unit === "hari" && duration.days % 7 === 0) return duration.days / 7;
  // '20 minggu' from 6 February runs into a fifth month: each month it touches is paid.
  if (unit === "bulan" && (duration.unit === "minggu" || duration.unit === "hari"))
    return Math.ceil(duration.days / 30);
  return null;
}

/**
 * 'elaun guru RM 50 seorang seminggu' over 20 weeks for 4 teachers: 4 x 20 at RM 50 (RM 4,000);
 * 'makanan ringan RM 200 sebulan' over those weeks: 5 months at RM 200. Null when the price is not by
 * a period, the period does not fit the project's length, or someone else pays it.
 */
function overThePeriod(
  unitPrice: number,
  source: string,
  facts: Facts,
  groupIn: (source: string) => { n: number; noun: string } | undefined,
  lang: Lang,
): Pick<BudgetLine, "quantity" | "unit" | "amount"> | null {
  // 'running costs of RM 1,200 a month come from Zakat Selangor': paid by someone else, not costed here.
  if (
    /\b(?:comes?|paid|funded|covered|met)\s+(?:from|by)\b|\b(?:dibiayai|ditanggung|dibayar)\s+(?:oleh|daripada|dari)\b/i.test(
      source,
    )
  )
    return null;
  const unit = PER_PERIOD.find(([re]) => re.test(source))?.[1];
  const periods = unit ? periodsOf(facts.duration, unit) : null;
  if (!unit || !periods || periods < 2) return null;
  const heads = PER_PERSON.test(source) ? groupIn(source) : undefined;
  const n = heads?.n ?? 1;
  const word = lang === "ms" ? unit : unit === "minggu" ? "weeks" : unit === "bulan" ? "months" : "days";
  return {
    quantity: n * periods,
    unit: n > 1 ? `(${n} ${heads?.noun ?? ""} x ${periods} ${word})`.replace("  ", " ") : word,
    amount: Math.round(unitPrice * n * periods * 100) / 100,
  };
}

/** A canteen or cafeteria run on the client's premises. */
const CANTEEN = /\b(?:kantin|canteen|kafeteria|cafeteria)\b/i;
/** A service the title names that is not running a canteen: a canteen in its scope is a place it serves. */
const OTHER_SERVICE =
  /\b(?:kebersihan|pembersihan|cleaning|keselamatan|security|guarding|penyelenggaraan|maintenance|landskap|landscaping|kawalan serangga|pest control)\b/i;
export const isCanteen = (brief: ProposalBrief): boolean =>
  CANTEEN.test(brief.title) || (CANTEEN.test(brief.description) && !OTHER_SERVICE.test(brief.title));
/** A rental paid for premises: 'sewa bulanan RM 1,800', 'a monthly rental of RM 1,800'. */
export const RENT = /\b(?:sewa|sewaan|rental|rent)\b/i;

export function planBudget(brief: ProposalBrief, kind: KindId, facts: Facts, lang: Lang): BudgetPlan {
  const i = lang === "ms" ? 0 : 1;
  const items: BudgetLine[] = facts.budgetItems.map((b) => {
    const line = {
      item: b.item,
      quantity: b.quantity,
      unit: b.unit,
      unitPrice: b.unitPrice,
      amount: b.amount,
      estimate: false,
    };
    readCounts(line, b.context ?? "", lang);
    return line;
  });
  // A price per person ('RM 12 seorang') is multiplied by the people the brief counts; the count is shown.
  const groups = facts.counts.filter((k) => PEOPLE.test(k.noun));
  const everyone = groups.reduce((n, k) => n + k.n, 0);
  // 'food for pupils at RM 6 per pupil' feeds the pupils counted, not the teachers and parents too;
  // 'elaun guru' pays the '4 guru sukarela'.
  const groupIn = (source: string) =>
    groups.find((g) => stem(source).includes(stem(g.noun))) ??
    groups.find((g) => new RegExp(`\\b${stem(g.noun).split(" ")[0]}\\b`, "u").test(stem(source)));
  const sources = facts.budgetItems.map((fact) => fact.context ?? sourceText(brief, fact.source));
  // Prices by the week or month over the programme; not when that would take the lines past the user's
  // own stated total (such a running cost is paid from elsewhere): then each stays a price a period.
  const periodic = items.map((b, k) =>
    b.amount === null && b.unitPrice !== null && b.quantity === null
      ? overThePeriod(b.unitPrice, sources[k] ?? "", facts, groupIn, lang)
      : null,
  );
  const withPeriods = items.reduce((n, b, k) => n + (periodic[k]?.amount ?? b.amount ?? 0), 0);
  const statedOwn = facts.amounts.find((a) => a.role === "total")?.value ?? null;
  if (statedOwn === null || withPeriods <= statedOwn + 0.005)
    for (const [k, b] of items.entries()) Object.assign(b, periodic[k] ?? {});
  for (const [k, b] of items.entries()) {
    const source = sources[k] ?? "";
    const named = groupIn(source);
    const people = named ? named.n : everyone;
    if (b.amount === null && b.unitPrice !== null && b.quantity === null && people > 0 && PER_PERSON.test(source)) {
      b.quantity = people;
      b.unit = named ? named.noun : lang === "ms" ? "orang" : "people";
      b.amount = Math.round(people * b.unitPrice * 100) / 100;
    }
  }
  const costed = items.reduce((s, b) => s + (b.amount ?? 0), 0);
  const range = budgetBounds(brief.budgetRange);
  // The amount asked of the funder is the total when no other total is stated.
  let statedTotal = facts.budgetTotal ?? facts.requested;
  // A ceiling with nothing priced under it is the most the price may be, not the price: the bidder's
  // prices are theirs to state, never the ceiling shared out over the usual heads.
  const ceilingOnly =
    facts.budgetCeiling != null &&
    statedTotal === facts.budgetCeiling &&
    !items.some((b) => b.amount !== null || b.unitPrice !== null);
  if (ceilingOnly) statedTotal = null;
  // A monthly fee over a stated period in months is the contract's price: 'RM 4,800 sebulan' for 12 months.
  const monthly = facts.amounts.find((a) => MONTHLY.test(a.context) && (a.role === "unit" || a.role === "other"));
  const months = facts.duration
    ? facts.duration.unit === "bulan"
      ? facts.duration.n
      : facts.duration.unit === "tahun"
        ? facts.duration.n * 12
        : null
    : null;
  const monthWord = lang === "ms" ? "bulan" : "months";
  // 'sebut harga bulanan RM 18,400' among the requirements, the brief's own 'RM 18,400 sebulan' for 24
  // months: a line priced by the month is that price over the months of the contract.
  const [only] = items;
  if (
    months &&
    months > 1 &&
    items.length === 1 &&
    only &&
    only.amount !== null &&
    only.quantity === null &&
    MONTHLY.test(only.item) &&
    monthly?.value === only.amount
  ) {
    only.unitPrice = only.amount;
    only.quantity = months;
    only.unit = monthWord;
    only.amount = Math.round(only.amount * months * 100) / 100;
    if (statedTotal === only.unitPrice) statedTotal = only.amount;
  }
  // Several running costs priced by the month ('pengawal RM 2,800 sebulan x 6 orang, penyelia RM 3,500
  // sebulan'): each is a line over the months of the contract, and a monthly total is their sum a month.
  const running = months && !items.length ? facts.monthlyLines : [];
  if (months && (running.length > 1 || running.some((r) => r.count !== null && r.count > 1))) {
    for (const r of running) {
      const n = r.count ?? 1;
      items.push({
        item: r.item,
        quantity: n > 1 ? n : months,
        unit: n > 1 ? `${r.noun ? `${r.noun} ` : ""}x ${months} ${monthWord}` : monthWord,
        unitPrice: r.monthly,
        amount: Math.round(r.monthly * n * months * 100) / 100,
        estimate: false,
      });
    }
    const perMonth = Math.round(running.reduce((s, r) => s + r.monthly * (r.count ?? 1), 0) * 100) / 100;
    const whole = Math.round(perMonth * months * 100) / 100;
    if (statedTotal === null || Math.abs(statedTotal - perMonth) < 0.005) statedTotal = whole;
  }
  // 'Harga tawaran sebulan: penyelia RM3,600, ... Jumlah sebulan: RM37,000; Jumlah 24 bulan: RM888,000': lines
  // that make up a month's total are each priced over the months the stated total covers.
  const lineSum = Math.round(items.reduce((n, b) => n + (b.amount ?? 0), 0) * 100) / 100;
  const aMonth = facts.amounts.some(
    (a) =>
      a.role === "total" &&
      Math.abs(a.value - lineSum) < 0.005 &&
      a.context.includes(a.text) &&
      MONTHLY.test(a.context.slice(0, a.context.indexOf(a.text))),
  );
  if (months && months > 1 && aMonth && statedTotal !== null && Math.abs(lineSum * months - statedTotal) < 0.005) {
    for (const b of items) {
      if (b.amount === null) continue;
      const n = b.quantity ?? 1;
      b.unitPrice = b.unitPrice ?? b.amount / n;
      b.unit = n > 1 ? `(${n}${b.unit ? ` ${b.unit}` : ""} x ${months} ${monthWord})` : monthWord;
      b.quantity = n * months;
      b.amount = Math.round(b.amount * months * 100) / 100;
    }
  }
  // ... also when the brief states the total it comes to ('RM 14,500 per month, total RM348,000 for 24 months').
  const monthsMake = (total: number) => monthly && months && Math.abs(monthly.value * months - total) < 0.005;
  if (!items.length && monthly && months && (statedTotal === null || monthsMake(statedTotal))) {
    // A canteen's operator pays the client a rental; it charges no fee.
    const rent = kind === "tender" && isCanteen(brief) && RENT.test(monthly.context);
    items.push({
      item: rent
        ? lang === "ms"
          ? "Sewa bulanan yang ditawarkan"
          : "Monthly rental offered"
        : lang === "ms"
          ? "Yuran perkhidmatan bulanan"
          : "Monthly service fee",
      quantity: months,
      unit: monthWord,
      unitPrice: monthly.value,
      amount: Math.round(monthly.value * months * 100) / 100,
      estimate: false,
    });
    statedTotal = items[0]?.amount ?? null;
  }
  let total = statedTotal ?? (items.length && items.every((b) => b.amount !== null) ? costed : null);
  const stated = total !== null;
  if (total === null && range && !ceilingOnly) {
    const mid = (range[0] + range[1]) / 2;
    const unit = mid < 5_000 ? 100 : mid < 100_000 ? 1_000 : 10_000;
    total = Math.round(mid / unit) * unit;
  }

  let lines = items;
  if (!lines.length) {
    // 'At least 80% of graduates employed within 6 months' is a target, not a head of cost.
    const reqs = brief.keyRequirements
      .map((r) => upperFirst(r.trim()))
      .filter(
        (r) =>
          r && isWorkToDo(r) && !NOT_A_COST.test(r) && !(HAS_PERCENT.test(r) && !/\bRM\b/i.test(r)) && r.length <= 120,
      );
    // The brief's own heads ('untuk peralatan dan makanan') before the kind's usual ones.
    const named =
      reqs.length >= 2
        ? reqs.slice(0, 8)
        : facts.budgetHeads.length
          ? facts.budgetHeads
          : (kind === "program" && runsForWeeks(facts) ? SERIES_HEADS : HEADS[kind]).map((h) => h[i]);
    lines = named.map((item) => ({ item, quantity: null, unit: null, unitPrice: null, amount: null, estimate: true }));
    if (total !== null && !stated)
      lines.push({ item: CONTINGENCY[i], quantity: null, unit: null, unitPrice: null, amount: null, estimate: true });
  }

  // Allocations go only to lines with no price at all; a priced line without a quantity stays to complete.
  const open = lines.filter((l) => l.amount === null && l.unitPrice === null);
  if (total !== null && open.length) {
    const left = Math.round((total - costed) * 100) / 100;
    if (left > 0) {
      const shares = allocate(
        left,
        open.map((_, k) => (k === open.length - 1 && open.length > 2 ? 0.5 : 1)),
      );
      open.forEach((l, k) => {
        l.amount = shares[k] ?? 0;
        l.estimate = true;
      });
    }
  }
  const allocated = lines.reduce((n, l) => n + (l.amount ?? 0), 0);
  if (
    total !== null &&
    stated &&
    allocated < total - 0.005 &&
    !lines.some((l) => l.amount === null && l.unitPrice === null)
  ) {
    // The user's priced items come to less than their stated total: the rest is shown, not hidden.
    lines.push({
      item: lang === "ms" ? "Baki peruntukan (belum diperincikan)" : "Remaining allocation (not yet itemised)",
      quantity: null,
      unit: null,
      unitPrice: null,
      amount: Math.round((total - allocated) * 100) / 100,
      estimate: true,
    });
  }
  const sum = lines.reduce((s, l) => s + (l.amount ?? 0), 0);
  if (total !== null && lines.every((l) => l.amount !== null)) total = Math.round(sum * 100) / 100;
  return { lines, total, stated, estimate: !stated || lines.some((l) => l.estimate) };
}
