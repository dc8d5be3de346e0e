/**
 * The section plan: which parts ("modules") each section holds, its title and its word target.
 * Standard layouts for 3, 6, 8, 9 and 12 sections; a template's own titles are mapped to modules
 * by their words, and any essential part they leave out is placed in the closest section.
 */
import type { PackageSpec, ProposalBrief, SectionPlan } from "../writer.js";
import { sharedTerms } from "./bank.js";
import { ensureCoverage, MODULES, type ModuleId, modulesForTitle } from "./outline-map.js";
import { registerTerm } from "./terms.js";
import { clean, joinList, type Lang } from "./text.js";
import type { TermPair } from "./values.js";

export { ensureCoverage, MODULES, type ModuleId, modulesForTitle } from "./outline-map.js";

type Combined = keyof ReturnType<typeof sharedTerms>["combined"];

const WEIGHT: Record<ModuleId, number> = {
  summary: 0.9,
  background: 1.15,
  problem: 1,
  objectives: 0.95,
  audience: 0.9,
  scope: 0.8,
  method: 1,
  timeline: 1.1,
  team: 0.85,
  budget: 1,
  risk: 1,
  monitoring: 0.9,
  kpi: 0.85,
  impact: 0.85,
  sustainability: 0.85,
  conclusion: 0.9,
  generic: 1,
};

type Group = { modules: ModuleId[]; title?: Combined };
const g = (title: Combined | undefined, ...modules: ModuleId[]): Group => ({ modules, title });

const LAYOUTS: Record<number, Group[]> = {
  3: [
    g(undefined, "summary"),
    g("proposal", "background", "problem", "objectives", "scope"),
    g("delivery", "timeline", "budget", "risk", "conclusion"),
  ],
  6: [
    g(undefined, "summary"),
    g("backgroundProblem", "background", "problem"),
    g("objectivesScope", "objectives", "scope"),
    g("methodTimeline", "method", "timeline"),
    g(undefined, "budget"),
    g("riskMonitoringConclusion", "risk", "monitoring", "conclusion"),
  ],
  8: [
    g(undefined, "summary"),
    g("backgroundProblem", "background", "problem"),
    g(undefined, "objectives"),
    g("scopeMethod", "scope", "method"),
    g(undefined, "timeline"),
    g(undefined, "budget"),
    g("riskMonitoring", "risk", "monitoring"),
    g("sustainabilityConclusion", "sustainability", "conclusion"),
  ],
  9: [
    g(undefined, "summary"),
    g(undefined, "background"),
    g(undefined, "problem"),
    g(undefined, "objectives"),
    g("scopeMethod", "scope", "method"),
    g(undefined, "timeline"),
    g(undefined, "budget"),
    g("riskMonitoring", "risk", "monitoring"),
    g("sustainabilityConclusion", "sustainability", "conclusion"),
  ],
  12: [
    g(undefined, "summary"),
    g(undefined, "background"),
    g(undefined, "problem"),
    g(undefined, "objectives"),
    g(undefined, "audience"),
    g("scopeMethod", "scope", "method"),
    g(undefined, "timeline"),
    g(undefined, "team"),
    g(undefined, "budget"),
    g(undefined, "risk"),
    g("monitoringKpi", "monitoring", "kpi"),
    g("impactClosing", "impact", "sustainability", "conclusion"),
  ],
};

/** Every module as its own section, in reading order (the 15-section layout). */
const FULL: Group[] = [
  g(undefined, "summary"),
  g(undefined, "background"),
  g(undefined, "problem"),
  g(undefined, "objectives"),
  g(undefined, "audience"),
  g("scopeMethod", "scope", "method"),
  g(undefined, "timeline"),
  g(undefined, "team"),
  g(undefined, "budget"),
  g(undefined, "risk"),
  g(undefined, "monitoring"),
  g(undefined, "kpi"),
  g(undefined, "impact"),
  g(undefined, "sustainability"),
  g(undefined, "conclusion"),
];

/** A layout for any section count: a standard one, or the full one merged (or extended) to size. */
function layout(n: number): Group[] {
  const known = LAYOUTS[n];
  if (known) return known;
  const groups = FULL.map((x) => ({ ...x, modules: [...x.modules] }));
  while (groups.length > Math.max(1, n)) {
    // Merge the lightest adjacent pair after the summary.
    let best = 1;
    let bestWeight = Number.POSITIVE_INFINITY;
    for (let i = 1; i + 1 < groups.length; i++) {
      const w = [...(groups[i]?.modules ?? []), ...(groups[i + 1]?.modules ?? [])].reduce((s, m) => s + WEIGHT[m], 0);
      if (w < bestWeight) {
        bestWeight = w;
        best = i;
      }
    }
    if (groups.length === 2) best = 0;
    const a = groups[best] as Group;
    const b = groups[best + 1] as Group;
    groups.splice(best, 2, { modules: [...a.modules, ...b.modules] });
  }
  while (groups.length < n) groups.splice(groups.length - 1, 0, { modules: ["generic"] });
  return groups;
}

export type SectionSpec = { key: string; modules: ModuleId[]; title: TermPair | string };

/** The language-neutral plan. */
export function planSpecs(pkg: PackageSpec): SectionSpec[] {
  if (pkg.sectionTitles?.length) {
    const groups = ensureCoverage(pkg.sectionTitles.map((t) => modulesForTitle(t)));
    return groups.map((modules, i) => ({
      key: `t${i + 1}:${modules.join("+")}`,
      modules,
      title: clean(pkg.sectionTitles?.[i]),
    }));
  }
  const terms = sharedTerms();
  return layout(pkg.sections).map((group, i) => {
    const first = group.modules[0] as ModuleId;
    const named = group.modules.filter((m) => m !== "generic");
    const title: TermPair | string = group.title
      ? terms.combined[group.title]
      : first === "generic"
        ? terms.combined.extra
        : named.length === 1
          ? (terms.modules[first][0] as TermPair)
          : registerTerm([
              joinList(
                named.map((m) => (terms.modules[m][0] as TermPair)[0]),
                "ms",
              ),
              joinList(
                named.map((m) => (terms.modules[m][0] as TermPair)[1]),
                "en",
              ),
            ]);
    const key = group.modules.join("+");
    return { key: group.modules.includes("generic") ? `g${i + 1}:${key}` : key, modules: group.modules, title };
  });
}

/** Reads a plan back from an outline (keys first, titles when a key is not ours). */
export function specsFromOutline(outline: SectionPlan[]): SectionSpec[] {
  const parsed = outline.map((plan) => {
    const m = /^(?:[tg]\d+:)?([a-z+]+)$/.exec(plan.key);
    const mods = (m?.[1]?.split("+") ?? []) as ModuleId[];
    return mods.length && mods.every((x) => (MODULES as readonly string[]).includes(x))
      ? mods
      : modulesForTitle(plan.title);
  });
  const groups = ensureCoverage(parsed);
  return outline.map((plan, i) => ({ key: plan.key, modules: groups[i] ?? ["generic"], title: plan.title }));
}

export function moduleWeight(m: ModuleId): number {
  return WEIGHT[m];
}

export function titleText(title: TermPair | string, lang: Lang): string {
  return typeof title === "string" ? title : title[lang === "ms" ? 0 : 1];
}

/** The outline a writer returns: titles in the brief's language and word targets summing past minWords. */
export function buildOutline(brief: ProposalBrief, pkg: PackageSpec): SectionPlan[] {
  const lang = brief.language;
  const terms = sharedTerms();
  const specs = planSpecs(pkg);
  const target = Math.ceil(pkg.minWords * 1.12);
  const weights = specs.map((s) => s.modules.reduce((sum, m) => sum + WEIGHT[m], 0));
  const total = weights.reduce((s, w) => s + w, 0);
  const words = weights.map((w) => Math.floor((target * w) / total));
  words[words.indexOf(Math.max(...words))]! += target - words.reduce((s, w) => s + w, 0);
  return specs.map((spec, i) => ({
    key: spec.key,
    title: titleText(spec.title, lang) || titleText(terms.modules.summary[0] as TermPair, lang),
    targetWords: words[i] ?? 0,
    brief: spec.modules
      .map((m) => (m === "generic" ? titleText(spec.title, lang) : titleText(terms.modules[m][2] as TermPair, lang)))
      .join(" "),
  }));
}
