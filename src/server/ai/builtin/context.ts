/**
 * Everything one proposal is composed from, decided once per brief: domain, frame, budget, timeline,
 * the user's items, fixed slot values, rotating vocabulary and the guard against repeated sentences.
 * Nothing here depends on the output language, so Malay and English come out sentence for sentence.
 */
import type { ProposalBrief } from "../writer.js";
import { sharedTerms } from "./bank.js";
import { type BudgetPlan, planBudget } from "./budget.js";
import { type DomainId, type DomainVocab, domainOf, type Frame, frameOf, numbers, vocab } from "./domains/index.js";
import { hash32, Rng } from "./rng.js";
import { clean, type Lang, sentenceKey, splitItems, stripEnd } from "./text.js";
import { planTimeline, type TimelinePlan } from "./timeline.js";
import { date, dur, list, money, num, raw, type TermPair, term, type Val } from "./values.js";

export type Vals = Record<string, Val>;

/** Hands out vocabulary in a shuffled, cycling order so consecutive sentences vary their nouns. */
class Rotator {
  private cursors = new Map<string, number>();
  private orders = new Map<string, unknown[]>();

  constructor(private rng: Rng) {}

  /** The next item; `after` items come only once every item of `items` has been used. */
  next<T>(key: string, items: readonly T[], after: readonly T[] = []): T {
    let order = this.orders.get(key) as T[] | undefined;
    if (!order) {
      const rng = this.rng.fork(key);
      order = [...rng.shuffle(items), ...rng.shuffle(after)];
      this.orders.set(key, order);
    }
    const at = this.cursors.get(key) ?? 0;
    this.cursors.set(key, at + 1);
    return order[at % order.length] as T;
  }
}

/** Remembers every sentence written in the proposal (both languages) and every template used. */
export class Guard {
  readonly templates = new Set<string>();
  private readonly seen: Record<Lang, Set<string>> = { ms: new Set(), en: new Set() };

  has(text: Record<Lang, string>): boolean {
    return this.seen.ms.has(sentenceKey(text.ms)) || this.seen.en.has(sentenceKey(text.en));
  }

  add(text: Record<Lang, string>): void {
    this.seen.ms.add(sentenceKey(text.ms));
    this.seen.en.add(sentenceKey(text.en));
  }
}

export type Ctx = {
  brief: ProposalBrief;
  seed: number;
  domain: DomainId;
  frame: Frame;
  voc: DomainVocab;
  terms: ReturnType<typeof sharedTerms>;
  budget: BudgetPlan;
  timeline: TimelinePlan;
  objectives: string[];
  requirements: string[];
  constraints: string[];
  env: Vals;
  guard: Guard;
  /** Resolves a slot for one sentence; `memo` keeps grouped slots (a risk and its mitigation) together. */
  slot(name: string, memo: Map<string, unknown>): Val;
  /** Phases actually used by the timeline, with their vocabulary. */
  phases: { name: TermPair; act: TermPair; out: TermPair; plan: TimelinePlan["phases"][number] }[];
  risks: { name: TermPair; mit: TermPair; level: [number, number] }[];
  kpis: { name: TermPair; target: TermPair; method: TermPair }[];
  stakeholders: { party: TermPair; role: TermPair }[];
  /** Modules present anywhere in the outline (set by the composer). */
  present: Set<string>;
  /** How often the full title has been written so far. */
  uses: { title: number };
};

/** A stable seed from every input except the language (so ms and en make the same choices). */
export function seedOf(brief: ProposalBrief): number {
  const { language: _language, ...rest } = brief;
  return hash32(JSON.stringify(rest));
}

export function buildContext(brief: ProposalBrief): Ctx {
  const terms = sharedTerms();
  const seed = seedOf(brief);
  const rng = new Rng(seed);
  const rest = [brief.description, brief.targetAudience, brief.objectives, ...brief.keyRequirements].join(" ");
  const domain = domainOf(brief.type, brief.title, rest);
  const frame = frameOf(brief.type, domain);
  const voc = vocab(domain);
  const nums = numbers(domain);
  const g = terms.generic;

  const budget = planBudget(
    brief.budgetRange,
    nums.defaultBudget,
    [
      ...voc.budget.map((item, i) => ({ item, weight: nums.budget[i] ?? 10 })),
      { item: g.management, weight: 8 },
      { item: g.contingency, weight: 5 },
    ],
    rng.fork("budget"),
  );
  const timeline = planTimeline(brief.timeline, brief.startDate, nums.defaultDays, nums.phases);
  const phases = timeline.phases.map((plan) => {
    const [name, act, out] = voc.phases[plan.index] as [TermPair, TermPair, TermPair];
    return { name, act, out, plan };
  });
  const risks = [
    ...voc.risks.map(([name, mit], i) => ({ name, mit, level: nums.risks[i] ?? ([1, 1] as [number, number]) })),
    ...g.risks.map(([name, mit]) => ({
      name: name as TermPair,
      mit: mit as TermPair,
      level: [1, 1] as [number, number],
    })),
  ];
  const kpis = [...voc.kpis, ...g.kpis].map(([name, target, method]) => ({
    name: name as TermPair,
    target: target as TermPair,
    method: method as TermPair,
  }));
  const stakeholders = voc.stakeholders.map(([party, role]) => ({ party, role }));

  const frameTerms = terms.frames[frame];
  const days = timeline.days;
  const freq = terms.freq[days <= 31 ? 0 : days <= 92 ? 1 : days <= 730 ? 2 : 3] as TermPair;
  const audience = clean(brief.targetAudience);
  const env: Vals = {
    title: raw(stripEnd(brief.title) || clean(brief.title)),
    aud: audience ? raw(stripEnd(audience)) : term(voc.benef),
    doc: term(frameTerms.doc),
    org: term(frameTerms.org),
    addressee: term(frameTerms.addressee),
    ask: term(frameTerms.ask),
    offer: term(voc.offer),
    benef: term(voc.benef),
    sector: term(voc.sector),
    freq: term(freq),
    rmTotal: money(budget.total),
    rmCont: money(budget.contingency),
    rmA: money(budget.instalments[0]),
    rmB: money(budget.instalments[1]),
    rmC: money(budget.instalments[2]),
    budgetTop: term(budget.top),
    numItems: num(budget.rows.length),
    numPhases: num(timeline.phases.length),
    durTotal: dur(timeline.total.n, timeline.total.u),
    dateStart: date(timeline.start),
    dateEnd: date(timeline.end),
  };
  if (budget.bounds) {
    env.rmMin = money(budget.bounds[0]);
    env.rmMax = money(budget.bounds[1]);
  }

  const rot = new Rotator(rng.fork("rotate"));
  const benefits = voc.benefits;
  const domainKpis = kpis.slice(0, voc.kpis.length);
  // Prose names the first three (the people served and close partners); suppliers stay in the table.
  const parties = stakeholders.slice(0, 3).map((s) => s.party);
  const many = (key: string, items: readonly TermPair[], n: number): TermPair[] => {
    const out: TermPair[] = [];
    for (let i = 0; i < n * 3 && out.length < Math.min(n, items.length); i++) {
      const next = rot.next(key, items);
      if (!out.includes(next)) out.push(next);
    }
    return out;
  };

  const slot = (name: string, memo: Map<string, unknown>): Val => {
    const fixed = env[name];
    if (fixed) return fixed;
    const grouped = <T>(key: string, items: readonly T[]): T => {
      if (!memo.has(key)) memo.set(key, rot.next(key, items));
      return memo.get(key) as T;
    };
    switch (name) {
      case "problem":
        return term(rot.next("problem", voc.problems));
      case "activity":
        return term(rot.next("activity", voc.activities));
      case "benefit":
        return term(rot.next("benefit", benefits));
      case "stake":
        return term(rot.next("stake", parties));
      case "sustain":
        return term(rot.next("sustain", voc.sustain, g.sustain));
      case "budgetItem":
        return term(rot.next("budgetItem", voc.budget));
      case "riskName":
        return term(grouped("risk", risks).name);
      case "riskMit":
        return term(grouped("risk", risks).mit);
      case "kpiName":
        return term(grouped("kpi", domainKpis).name);
      case "kpiTarget":
        return term(grouped("kpi", domainKpis).target);
      case "kpiMethod":
        return term(grouped("kpi", domainKpis).method);
      case "phaseName":
        return term(grouped("phase", phases).name);
      case "phaseAct":
        return term(grouped("phase", phases).act);
      case "phaseOut":
        return term(grouped("phase", phases).out);
      case "listStake":
        return list(many("listStake", parties, 3));
      case "listBenefit":
        return list(many("listBenefit", benefits, 2));
      case "listActivity":
        return list(many("listActivity", voc.activities, 3));
      case "listProblem":
        return list(many("listProblem", voc.problems, 2));
      default:
        throw new Error(`no value for slot {${name}}`);
    }
  };

  return {
    brief,
    seed,
    domain,
    frame,
    voc,
    terms,
    budget,
    timeline,
    objectives: splitItems(brief.objectives),
    requirements: brief.keyRequirements.map(clean).filter(Boolean),
    constraints: splitItems(brief.constraints),
    env,
    guard: new Guard(),
    slot,
    phases,
    risks,
    kpis,
    stakeholders,
    present: new Set(),
    uses: { title: 0 },
  };
}
