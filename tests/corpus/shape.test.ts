/**
 * The corpus itself: it covers every kind, package, language and form; every brief is one the real
 * forms accept; and each hand-written expectation is the brief's own fact (found in what the user
 * typed), so a failing corpus test is the writer's fault, not the corpus's.
 */
import { describe, expect, it } from "vitest";
import { KINDS } from "../../src/common/kinds/index.js";
import { KIND_IDS } from "../../src/common/kinds/types.js";
import { SIMPLE_TYPES } from "../../src/common/proposal-options.js";
import {
  AutoGenerateInput,
  DetailedRequirementsInput,
  SimpleRequirementsInput,
} from "../../src/common/schemas/generation.js";
import type { ProposalBrief } from "../../src/server/ai/writer.js";
import { splitItems } from "../../src/server/modules/generation/briefs.js";
import { validateTemplateValues } from "../../src/server/modules/templates/template-fields.js";
import { CORPUS } from "./briefs.js";
import { HOLDOUT } from "./holdout.js";
import { amountsIn, datesIn, daysOf, hasCount, hasName, hasNoun, lengthsIn, parseLength, sameLength } from "./parse.js";
import { buildCase, templateSeed } from "./run.js";
import { type CorpusEntry, isTemplateBrief, type PackageKey } from "./types.js";

const ALL = [...CORPUS, ...HOLDOUT];
const count = <T>(list: T[], pick: (t: T) => unknown, value: unknown) => list.filter((t) => pick(t) === value).length;

describe("corpus coverage", () => {
  it("has at least 24 briefs with unique ids, and 5 holdout briefs, one per kind", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(ALL.map((e) => e.id)).size).toBe(ALL.length);
    expect(HOLDOUT.map((e) => e.kind).sort()).toEqual([...KIND_IDS].sort());
  });
  it("has every kind at least 4 times", () => {
    for (const kind of KIND_IDS)
      expect(
        count(CORPUS, (e) => e.kind, kind),
        kind,
      ).toBeGreaterThanOrEqual(4);
  });
  it("has every package at least twice", () => {
    const keys: PackageKey[] = ["basic", "professional", "premium", "standard", "exclusive"];
    for (const key of keys)
      expect(
        count(CORPUS, (e) => e.packageKey, key),
        key,
      ).toBeGreaterThanOrEqual(2);
  });
  it("has at least 5 English briefs and every form", () => {
    expect(count(CORPUS, (e) => e.language, "en")).toBeGreaterThanOrEqual(5);
    for (const flow of ["simple", "detailed", "template", "auto"])
      expect(count(CORPUS, (e) => e.flow, flow)).toBeGreaterThan(0);
  });
  it("has at least 6 template briefs, each of a different template", () => {
    const ids = CORPUS.flatMap((e) => (isTemplateBrief(e.brief) ? [e.brief.templateId] : []));
    expect(ids.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it("has briefs with detail fields, briefs with facts only in the text, and near-empty briefs", () => {
    const form = CORPUS.filter((e) => !isTemplateBrief(e.brief));
    expect(form.filter((e) => !isTemplateBrief(e.brief) && e.brief.details).length).toBeGreaterThanOrEqual(5);
    expect(form.filter((e) => !isTemplateBrief(e.brief) && !e.brief.details).length).toBeGreaterThanOrEqual(5);
    expect(CORPUS.filter((e) => e.expect.blanks.length >= 3).length).toBeGreaterThanOrEqual(3);
  });
});

/** The payload the entry's form would send, validated by the real schema. */
function formAccepts(e: CorpusEntry): void {
  if (isTemplateBrief(e.brief)) {
    const seed = templateSeed(e.brief.templateId);
    expect(e.packageKey, "a template's package is its level").toBe(seed.level);
    const checked = validateTemplateValues(seed.templateFields, e.brief.values);
    expect(checked.ok ? "" : checked.message).toBe("");
    return;
  }
  const b = e.brief;
  const common = { language: e.language, kind: e.kind, details: b.details };
  if (e.flow === "simple") {
    expect(SIMPLE_TYPES as readonly string[]).toContain(b.type);
    expect(["basic", "professional", "premium"]).toContain(e.packageKey);
    const parsed = SimpleRequirementsInput.parse({ ...b, ...common, tier: e.packageKey });
    expect(parsed.keyRequirements).toEqual(b.keyRequirements ?? []);
  } else if (e.flow === "detailed") {
    expect(["standard", "exclusive"]).toContain(e.packageKey);
    const payload = { ...b, ...common, keyRequirements: (b.keyRequirements ?? []).join("\n"), packageId: e.packageKey };
    const parsed = DetailedRequirementsInput.parse(payload);
    expect(splitItems(parsed.keyRequirements)).toEqual(b.keyRequirements);
  } else {
    const payload = { ...common, originalRequirements: b.description, solution: { proposalTitle: b.title } };
    AutoGenerateInput.parse({ ...payload, packageId: e.packageKey });
    expect(b.keyRequirements, "the auto form's requirements are its lines").toEqual(
      splitItems(b.description).slice(0, 12),
    );
  }
}

/** Everything the user typed, as one text. */
function typed(brief: ProposalBrief): string {
  const d = brief.details;
  return [
    brief.title,
    brief.description,
    ...brief.keyRequirements,
    brief.targetAudience,
    brief.companyBackground,
    brief.objectives,
    brief.constraints,
    brief.additionalInfo,
    d?.venue,
    d?.addressee,
    d?.applicant,
    d?.eventTime,
    ...(d?.budgetItems ?? []).map((i) => i.item),
    ...(d?.committee ?? []).map((m) => `${m.role}: ${m.name}`),
    ...(d?.schedule ?? []).map((r) => `${r.time} ${r.activity}`),
    ...(d?.fundingSources ?? []).map((f) => f.source),
  ]
    .filter(Boolean)
    .join("\n");
}

function typedAmounts(brief: ProposalBrief): number[] {
  const d = brief.details;
  return [
    ...amountsIn(typed(brief)).map((a) => a.value),
    ...(d?.budgetItems ?? []).flatMap((i) => (i.unitPrice === undefined ? [] : [i.unitPrice])),
    ...(d?.fundingSources ?? []).flatMap((f) => (f.amount === undefined ? [] : [f.amount])),
  ];
}

const cents = (v: number) => Math.round(v * 100);

describe.each(ALL.map((e) => [e.id, e] as const))("%s", (_id, e) => {
  const c = buildCase(e);
  const text = typed(c.brief);
  const x = e.expect;

  it("is a brief the real form accepts", () => formAccepts(e));

  it("expects only the brief's own facts", () => {
    expect(x.subject.length).toBeGreaterThan(0);
    for (const noun of x.subject) {
      expect(noun, "subject nouns are lower case").toBe(noun.toLowerCase());
      expect(hasNoun(`${c.brief.title}\n${c.brief.description}`, noun), noun).toBe(true);
    }
    const amounts = typedAmounts(c.brief).map(cents);
    for (const a of x.amounts) expect(amounts, `RM ${a}`).toContain(cents(a));
    if (x.total !== undefined) expect(x.amounts).toContain(x.total);
    const days = datesIn(text, e.startDate).flatMap(daysOf);
    const detailDays = [c.brief.details?.eventDate, c.brief.details?.eventEndDate].filter(Boolean);
    for (const d of x.dates) expect([...days, ...detailDays], d).toContain(d);
    if (x.eventDate) expect(x.dates).toContain(x.eventDate);
    if (x.eventEndDate) expect(x.dates).toContain(x.eventEndDate);
    if (x.duration) {
      const want = parseLength(x.duration);
      expect(want, x.duration).not.toBeNull();
      if (want)
        expect(
          lengthsIn(text).some((l) => sameLength(l, want)),
          x.duration,
        ).toBe(true);
    }
    for (const n of x.counts) expect(hasCount(text, n), n).toBe(true);
    for (const n of x.names) expect(hasName(text, n), n).toBe(true);
    for (const t of x.times ?? []) expect(text, t).toContain(t);
  });

  it("leaves blank only facts the kind requires and the brief does not give", () => {
    for (const fact of x.blanks) expect(KINDS[e.kind].requiredFacts).toContain(fact);
    const d = c.brief.details;
    const given: Record<string, unknown> = {
      eventDate: d?.eventDate ?? x.eventDate,
      eventTime: d?.eventTime ?? x.times?.[0],
      venue: d?.venue,
      addressee: d?.addressee,
      applicant: d?.applicant,
      budgetTotal: x.total,
      duration: x.duration,
    };
    for (const fact of x.blanks) expect(given[fact], `${fact} is blank but given`).toBeUndefined();
  });

  it("has budget lines and funding that add up to the stated total", () => {
    const items = c.brief.details?.budgetItems ?? [];
    if (items.length && x.total !== undefined) {
      const sum = items.reduce((n, i) => n + (i.quantity ?? 1) * (i.unitPrice ?? 0), 0);
      expect(cents(sum)).toBe(cents(x.total));
    }
    const funding = c.brief.details?.fundingSources ?? [];
    if (funding.length && x.total !== undefined) {
      expect(cents(funding.reduce((n, f) => n + (f.amount ?? 0), 0))).toBe(cents(x.total));
    }
  });
});
