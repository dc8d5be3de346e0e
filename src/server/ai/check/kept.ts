/**
 * Whether the document keeps the user's facts. Each fact is compared by meaning, with the same
 * readers that took it from the brief: amounts by value ('RM 78,000' = 'RM78,000.00' = 'RM 78
 * ribu'), days by day ('13 Mac 2027' = '13/3/2027'), lengths by length ('2 tahun' = '24 bulan'),
 * times by minute, counts by number and noun, names as text (case and spacing aside).
 */
import type { SectionRole } from "../../../common/kinds/types.js";
import { findDates, sameDays } from "../facts/dates.js";
import { findDurations, sameLength } from "../facts/durations.js";
import { findAmounts } from "../facts/money.js";
import { formatRinggit, sameAmount } from "../facts/numbers.js";
import { sentences } from "../facts/text.js";
import { findTimes } from "../facts/times.js";
import type { CountFact, DateFact, Facts } from "../facts/types.js";
import { flatten, type ReadSection } from "./read.js";
import { nounPattern } from "./subject.js";
import { tableAmounts } from "./tables.js";

/** What the rules read of a document or a section. */
export type View = { text: string; amounts: number[]; reference: string };

export function viewOf(sections: ReadSection[], reference: string): View {
  const text = sections.map((s) => s.text).join("\n");
  const amounts = [
    ...findAmounts(text).map((a) => a.value),
    ...sections.flatMap((s) => s.tables.flatMap(tableAmounts)),
  ];
  return { text, amounts, reference };
}

export type Wanted = {
  key: string;
  /** As the user wrote it. */
  value: string;
  kept: (view: View) => boolean;
  /** Sections of these roles must state the fact themselves. */
  roles: SectionRole[];
};

const hasAmount = (value: number) => (view: View) => view.amounts.some((a) => sameAmount(a, value));

function hasDays(fact: { start: string; end?: string }) {
  return (view: View) => {
    const days = findDates(view.text, view.reference);
    if (days.some((d) => sameDays(d, fact))) return true;
    // A range may be written as its two days ('21 Mei 2027 hingga 23 Mei 2027').
    return Boolean(fact.end) && [fact.start, fact.end].every((day) => days.some((d) => d.start === day && !d.end));
  };
}

function hasTime(written: string) {
  const wanted = findTimes(written)[0]?.minutes;
  return (view: View) => {
    if (!wanted) return flatten(view.text).includes(flatten(written));
    const found = findTimes(view.text);
    if (found.some((t) => t.minutes.join() === wanted.join())) return true;
    const all = found.flatMap((t) => t.minutes);
    return wanted.length > 1 && wanted.every((m) => all.includes(m));
  };
}

/** The number and the counted noun (its first word, with affixes) in one sentence. */
function hasCount(count: CountFact) {
  const grouped = count.n.toLocaleString("en-US");
  const number = new RegExp(`(?<![\\d,.])(?:${grouped.replace(/,/g, ",?")})(?![\\d]|[.,]\\d)`);
  const head = count.noun.split(" ").find((w) => w.length >= 3) ?? count.noun;
  const noun = nounPattern(head);
  return (view: View) =>
    view.text.split("\n").some((line) => sentences(line).some((s) => number.test(s.text) && noun.test(s.text)));
}

const hasText = (written: string) => (view: View) => flatten(view.text).includes(flatten(written));

function moneyText(facts: Facts, value: number): string {
  return facts.amounts.find((a) => sameAmount(a.value, value))?.text ?? formatRinggit(value);
}

/** Every fact the document must keep, once each. */
export function wantedFacts(facts: Facts): Wanted[] {
  const out: Wanted[] = [];
  const money = (key: string, value: number | null, roles: SectionRole[]) => {
    if (value === null || out.some((w) => w.key !== "amount" && w.value === moneyText(facts, value))) return;
    out.push({ key, value: moneyText(facts, value), kept: hasAmount(value), roles });
  };
  // Under a ceiling the priced total may be lower, so the price section need not repeat the ceiling.
  const ceiling =
    facts.budgetCeiling != null && facts.budgetTotal !== null && sameAmount(facts.budgetCeiling, facts.budgetTotal);
  money("budgetTotal", facts.budgetTotal, ceiling ? [] : ["budget", "pricing", "implications"]);
  money("requested", facts.requested, ["funding"]);
  money("ownShare", facts.ownShare, ["funding"]);
  for (const a of facts.amounts) {
    if (!["total", "requested", "own", "unit"].includes(a.role)) continue;
    if (out.some((w) => w.value === a.text)) continue;
    if ([facts.budgetTotal, facts.requested, facts.ownShare].some((v) => v !== null && sameAmount(v, a.value)))
      continue;
    out.push({ key: "amount", value: a.text, kept: hasAmount(a.value), roles: [] });
  }
  const event = facts.eventDate;
  if (event) out.push({ key: "eventDate", value: event.text, kept: hasDays(event), roles: ["whenWhere"] });
  const seen: DateFact[] = event ? [event] : [];
  for (const d of facts.dates) {
    if (seen.some((s) => sameDays(s, d))) continue;
    seen.push(d);
    out.push({ key: "date", value: d.text, kept: hasDays(d), roles: [] });
  }
  const duration = facts.duration;
  if (duration) {
    const kept = (view: View) => findDurations(view.text).some((d) => sameLength(d, duration));
    out.push({ key: "duration", value: duration.text, kept, roles: [] });
  }
  for (const c of facts.counts) out.push({ key: "count", value: c.text, kept: hasCount(c), roles: [] });
  facts.times.forEach((t, i) => {
    // The first time is the event's when the paper has an event day.
    out.push({ key: "time", value: t, kept: hasTime(t), roles: i === 0 && event ? ["whenWhere"] : [] });
  });
  if (facts.venue) out.push({ key: "venue", value: facts.venue, kept: hasText(facts.venue), roles: ["whenWhere"] });
  if (facts.applicant)
    out.push({ key: "applicant", value: facts.applicant, kept: hasText(facts.applicant), roles: [] });
  if (facts.addressee)
    out.push({ key: "addressee", value: facts.addressee, kept: hasText(facts.addressee), roles: [] });
  return out;
}

const LABELS: Record<string, string> = {
  budgetTotal: "the budget total",
  requested: "the amount requested",
  ownShare: "the applicant's own share",
  amount: "the amount",
  eventDate: "the event date",
  date: "the date",
  duration: "the duration",
  count: "the figure",
  time: "the time",
  venue: "the venue",
  applicant: "the applicant",
  addressee: "the addressee",
};

export function missingFactMessage(w: Wanted, where?: string): string {
  const place = where ? `The section "${where}"` : "The document";
  return `${place} does not state ${LABELS[w.key] ?? w.key} "${w.value}" exactly as the user gave it.`;
}
