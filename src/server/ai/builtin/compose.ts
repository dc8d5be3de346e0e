/** Writes every planned section of a proposal, in order, from one composition context. */
import { countHtmlWords } from "../../../common/content.js";
import type { GeneratedSection, ProposalBrief, SectionPlan, WriterEvents } from "../writer.js";
import { type Block, SectionWriter } from "./builder.js";
import { buildContext, type Ctx } from "./context.js";
import * as close from "./modules-close.js";
import * as front from "./modules-front.js";
import * as plan from "./modules-plan.js";
import { type ModuleId, moduleWeight, type SectionSpec, specsFromOutline } from "./outline.js";
import { renderBlocks } from "./render.js";
import { hash32, Rng } from "./rng.js";
import { stripEnd } from "./text.js";
import { raw, type TermPair, term, type Val } from "./values.js";

/** A part whose share of the words is this small is written compactly: inputs, tables, one paragraph. */
const COMPACT_BELOW = 130;

const WRITERS: Record<Exclude<ModuleId, "generic">, (w: SectionWriter, target: number, compact: boolean) => void> = {
  summary: front.summary,
  background: front.background,
  problem: front.problem,
  objectives: front.objectives,
  audience: front.audience,
  scope: plan.scope,
  method: plan.method,
  timeline: plan.timeline,
  team: plan.team,
  budget: plan.budget,
  risk: close.risk,
  monitoring: close.monitoring,
  kpi: close.kpi,
  impact: close.impact,
  sustainability: close.sustainability,
  conclusion: close.conclusion,
};

/** The template's field values as a two-column table, introduced by a lead-in sentence. */
function fieldsTable(w: SectionWriter, ctx: Ctx): void {
  const tpl = ctx.brief.template;
  const fields = tpl?.fields.filter((f) => f.value.trim()) ?? [];
  if (!tpl || !fields.length) return;
  const lead = w.sentence(["fields.lead", { tplName: raw(stripEnd(tpl.name) || tpl.name) }]);
  if (lead) w.extend(lead);
  const h = ctx.terms.headers;
  w.table(
    [h.item, h.details],
    fields.map((f) => [{ v: raw(f.label.trim()) }, { v: raw(f.value.trim()) }]),
  );
}

/** One section's blocks (language-neutral). */
function composeSection(ctx: Ctx, spec: SectionSpec, planned: SectionPlan, index: number): Block[] {
  const topic: Val = raw(planned.title);
  const w = new SectionWriter(ctx, new Rng(hash32(`${spec.key}#${index}`, ctx.seed)), topic);
  const weights = spec.modules.map(moduleWeight);
  const sum = weights.reduce((s, x) => s + x, 0);
  let reached = 0;
  spec.modules.forEach((m, k) => {
    const share = (planned.targetWords * (weights[k] ?? 1)) / sum;
    reached += share;
    const target = Math.ceil(reached);
    if (spec.modules.length > 1) {
      w.push({ t: "h3", v: m === "generic" ? topic : term(ctx.terms.modules[m][1] as TermPair) });
    }
    if (m === "generic") close.generic(w, target, topic);
    else WRITERS[m](w, target, share < COMPACT_BELOW);
  });
  if (index === 0) fieldsTable(w, ctx);
  return w.blocks;
}

/** Every section's blocks, for callers that render both languages (tests, translation checks). */
export function composeBlocks(brief: ProposalBrief, outline: SectionPlan[]): Block[][] {
  const ctx = buildContext(brief);
  const specs = specsFromOutline(outline);
  for (const spec of specs) for (const m of spec.modules) ctx.present.add(m);
  return specs.map((spec, i) => composeSection(ctx, spec, outline[i] as SectionPlan, i));
}

export function composeSections(
  brief: ProposalBrief,
  outline: SectionPlan[],
  events: WriterEvents = {},
): GeneratedSection[] {
  const ctx = buildContext(brief);
  const specs = specsFromOutline(outline);
  for (const spec of specs) for (const m of spec.modules) ctx.present.add(m);
  return specs.map((spec, i) => {
    const planned = outline[i] as SectionPlan;
    events.onSectionStart?.(i, planned);
    const html = renderBlocks(composeSection(ctx, spec, planned, i), brief.language);
    const section = { key: planned.key, title: planned.title, html, words: countHtmlWords(html) };
    events.onSection?.(i, section);
    return section;
  });
}
