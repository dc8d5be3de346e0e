/**
 * The FACTS block: every fact the user stated, exactly as the extractor read it (the same facts the
 * checker holds the section to), and the facts one section must state itself. One logic for every
 * language; each language gives its words (FactWords). Money is written as official papers write
 * it (RM18,500.00); a fact not given is named as a marked blank, never left for the model to invent.
 */
import { KINDS, type SectionRole } from "../../../../common/kinds/index.js";
import { num, rangeText, rm } from "../../compose/format.js";
import { sameAmount } from "../../facts/numbers.js";
import type { BudgetItemFact, DateFact, Facts, MoneyFact } from "../../facts/types.js";
import type { Paper } from "./paper.js";

export type FactWords = {
  /** The XML-like tags around the block and around a section's must-state list. */
  tag: string;
  requiredTag: string;
  labels: {
    kind: string;
    applicant: string;
    addressee: string;
    total: string;
    ceiling: string;
    requested: string;
    own: string;
    amounts: string;
    eventDate: string;
    dates: string;
    periods: string;
    times: string;
    venue: string;
    duration: string;
    start: string;
    counts: string;
    percentages: string;
    items: string;
    committee: string;
    schedule: string;
    funding: string;
  };
  moneyRoles: Record<MoneyFact["role"], string>;
  dateRoles: Record<DateFact["role"], string>;
  /** Marked blanks, '[Nyatakan nama pemohon]'. */
  blanks: { applicant: string; name: string; amount: string };
  /** The rule under the block: use these exactly, nothing else for the same thing, blanks for the rest. */
  rule: string;
};

function dateOf(d: DateFact, lang: Paper["brief"]["language"]): string {
  // A day written without its year ('Sabtu, 7 Jun') is given in full too, so the model cannot guess the year.
  return /\d{4}/.test(d.text) ? d.text : `${d.text} (${rangeText(d.start, d.end, lang)})`;
}

export function itemLine(words: FactWords, item: BudgetItemFact): string {
  const qty = item.quantity !== null ? `${num(item.quantity)}${item.unit ? ` ${item.unit}` : ""}` : null;
  const amount = item.amount !== null ? rm(item.amount) : words.blanks.amount;
  if (qty && item.unitPrice !== null) return `- ${item.item}: ${qty} × ${rm(item.unitPrice)} = ${amount}`;
  return `- ${item.item}: ${qty ? `${qty}, ` : ""}${amount}`;
}

/** The addressee, or the kind's marked blank for it ('[Nyatakan pihak yang meluluskan]'). */
export function addresseeOf(paper: Paper): string {
  const lang = paper.brief.language;
  const hint = KINDS[paper.kind].addresseeHint[lang];
  return paper.facts.addressee ?? (lang === "ms" ? `[${hint}]` : `[Enter ${hint.replace(/^Name\s+/i, "")}]`);
}

/** Amounts that are not the total, the request or the own share (those have lines of their own). */
function otherAmounts(f: Facts): MoneyFact[] {
  const main = [f.budgetTotal, f.requested, f.ownShare, f.budgetCeiling ?? null];
  return f.amounts.filter((a) => !main.some((v) => v !== null && sameAmount(v, a.value)));
}

export function factBlock(words: FactWords, paper: Paper): string {
  const { facts: f, brief } = paper;
  const lang = brief.language;
  const l = words.labels;
  const out = [`<${words.tag}>`, `${l.kind}: ${KINDS[paper.kind].label[lang]}`];
  out.push(`${l.applicant}: ${f.applicant ?? words.blanks.applicant}`, `${l.addressee}: ${addresseeOf(paper)}`);
  const line = (label: string, value: string | null | undefined) => {
    if (value) out.push(`${label}: ${value}`);
  };
  const list = (label: string, values: string[]) => {
    if (values.length) out.push(`${label}:`, ...values);
  };
  line(l.total, f.budgetTotal !== null ? rm(f.budgetTotal) : null);
  if (f.budgetCeiling != null && f.budgetTotal !== null && !sameAmount(f.budgetCeiling, f.budgetTotal))
    line(l.ceiling, rm(f.budgetCeiling));
  line(l.requested, f.requested !== null ? rm(f.requested) : null);
  const percent = f.ownSharePercent != null ? `${num(f.ownSharePercent)}%` : null;
  line(l.own, f.ownShare !== null ? rm(f.ownShare) + (percent ? ` (${percent})` : "") : percent);
  list(
    l.amounts,
    otherAmounts(f).map((a) => `- ${rm(a.value)} (${words.moneyRoles[a.role]}): «${a.context}»`),
  );
  line(l.eventDate, f.eventDate ? dateOf(f.eventDate, lang) : null);
  const start = f.dates.find((d) => d.role === "start");
  const others = f.dates.filter((d) => d !== f.eventDate && d !== start && d.role !== "event");
  list(
    l.dates,
    others.map((d) => `- ${dateOf(d, lang)} (${words.dateRoles[d.role]})`),
  );
  list(
    l.periods,
    f.periods.map((p) => `- ${p.text}`),
  );
  line(l.times, f.times.join("; "));
  line(l.venue, f.venue);
  line(l.duration, f.duration?.text);
  line(l.start, start ? dateOf(start, lang) : null);
  line(l.counts, f.counts.map((c) => c.text).join("; "));
  line(l.percentages, f.percentages.map((p) => p.text).join("; "));
  list(
    l.items,
    f.budgetItems.map((i) => itemLine(words, i)),
  );
  list(
    l.committee,
    f.committee.map((c) => `- ${c.role}: ${c.name || words.blanks.name}`),
  );
  list(
    l.schedule,
    f.schedule.map((s) => `- ${s.time}: ${s.activity}`),
  );
  list(
    l.funding,
    f.fundingSources.map((s) => `- ${s.source}: ${s.amount !== null ? rm(s.amount) : words.blanks.amount}`),
  );
  out.push(`</${words.tag}>`, words.rule);
  return out.join("\n");
}

/** Sections of these roles must state these facts themselves (as the checker's role rules expect). */
export function requiredFacts(words: FactWords, paper: Paper, roles: SectionRole[]): string[] {
  const { facts: f } = paper;
  const l = words.labels;
  const has = (...wanted: SectionRole[]) => wanted.some((r) => roles.includes(r));
  const out: string[] = [];
  if (has("budget", "pricing", "implications") && f.budgetTotal !== null) out.push(`${l.total}: ${rm(f.budgetTotal)}`);
  if (has("funding")) {
    if (f.requested !== null) out.push(`${l.requested}: ${rm(f.requested)}`);
    if (f.ownShare !== null) out.push(`${l.own}: ${rm(f.ownShare)}`);
  }
  // The running order is for the stated day and hours too.
  if (has("whenWhere", "tentative")) {
    if (f.eventDate) out.push(`${l.eventDate}: ${dateOf(f.eventDate, paper.brief.language)}`);
    if (f.times[0]) out.push(`${l.times}: ${f.times[0]}`);
  }
  if (has("whenWhere") && f.venue) out.push(`${l.venue}: ${f.venue}`);
  if (has("participants") && f.counts.length) out.push(`${l.counts}: ${f.counts.map((c) => c.text).join("; ")}`);
  if (has("schedule", "gantt")) {
    const start = f.dates.find((d) => d.role === "start");
    if (start) out.push(`${l.start}: ${dateOf(start, paper.brief.language)}`);
    if (f.duration) out.push(`${l.duration}: ${f.duration.text}`);
  }
  if (!out.length) return [];
  return [`<${words.requiredTag}>`, ...out.map((o) => `- ${o}`), `</${words.requiredTag}>`];
}
