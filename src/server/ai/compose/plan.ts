/**
 * The outline: the kind decides which sections and in what order, the package how many top-level
 * sections and how many words. Essential sections are always there (grouped under one heading each
 * when the package has fewer sections); optional ones join while there is room. A template keeps its
 * own titles, and the kind's essentials it lacks are written inside the closest of them.
 */
import { KINDS, type KindId, type KindSection, type SectionRole, type Text } from "../../../common/kinds/index.js";
import type { Lang } from "../builtin/text.js";
import { joinList, tokens } from "../builtin/text.js";
import type { PackageSpec, SectionPlan } from "../writer.js";

/** Sections any kind may add when a long package has room. */
const EXTRAS: KindSection[] = [
  {
    role: "risks",
    title: { ms: "Risiko dan Langkah Mitigasi", en: "Risks and Mitigation" },
    essential: false,
    brief: { ms: "Risiko utama dan langkah mitigasi.", en: "Main risks and mitigation." },
    weight: 0.6,
  },
  {
    role: "monitoring",
    title: { ms: "Pemantauan dan Penilaian", en: "Monitoring and Evaluation" },
    essential: false,
    brief: {
      ms: "Petunjuk prestasi daripada objektif dan cara pemantauan.",
      en: "Indicators from the objectives and how they are monitored.",
    },
    weight: 0.7,
  },
  {
    role: "impact",
    title: { ms: "Impak dan Hasil Dijangka", en: "Expected Impact" },
    essential: false,
    brief: { ms: "Hasil yang dijangka.", en: "The expected results." },
    weight: 0.7,
  },
];

type Group = KindSection[];

/** Roles a paper leaves out: a community body's grant has no market to analyse and nothing to repay. */
export type LeftOut = ReadonlySet<SectionRole>;
const NONE: LeftOut = new Set();

function candidates(kind: KindId, leftOut: LeftOut = NONE): KindSection[] {
  const own = KINDS[kind].sections.filter((s) => !leftOut.has(s.role));
  const extra = EXTRAS.filter((x) => !own.some((s) => s.role === x.role) && !leftOut.has(x.role));
  // Extras sit before the closing section.
  return [...own.slice(0, -1), ...extra, ...own.slice(-1)];
}

function groupTitle(group: Group, lang: Lang): string {
  return joinList(
    group.map((s) => s.title[lang]),
    lang,
  );
}

/** Sections for a package of `n`: essentials first, optional ones by priority, merged when n is small. */
export function chooseSections(kind: KindId, n: number, leftOut: LeftOut = NONE): Group[] {
  const all = candidates(kind, leftOut);
  const essential = all.filter((s) => s.essential);
  let chosen: KindSection[];
  if (n >= essential.length) {
    const room = n - essential.length;
    const optional = all.filter((s) => !s.essential).slice(0, room);
    chosen = all.filter((s) => s.essential || optional.includes(s));
  } else chosen = essential;
  const groups: Group[] = chosen.map((s) => [s]);
  while (groups.length > Math.max(1, n)) {
    // Merge the lightest neighbouring pair, never the first section into the second.
    let best = 1;
    let bestWeight = Number.POSITIVE_INFINITY;
    for (let i = 1; i + 1 < groups.length; i++) {
      const weight = [...(groups[i] ?? []), ...(groups[i + 1] ?? [])].reduce((s, x) => s + x.weight, 0);
      if (weight < bestWeight) {
        bestWeight = weight;
        best = i;
      }
    }
    if (groups.length === 2) best = 0;
    groups.splice(best, 2, [...(groups[best] ?? []), ...(groups[best + 1] ?? [])]);
  }
  return groups;
}

/** Role words in section titles, to read a template's (or an LLM outline's) titles. */
function roleOfTitle(title: string, kind: KindId): SectionRole[] {
  const own = matchRoles(title, candidates(kind));
  if (own.length) return own;
  // A template section another kind names ('Ringkasan Eksekutif' in a tender) uses that kind's
  // writer, for sections every paper may have; a kind's own matter ('Keperluan Pembiayaan' of a
  // grant) never lands in another kind's paper on one shared word ('Keperluan Bukan Fungsian').
  const others = (Object.keys(KINDS) as KindId[])
    .flatMap((k) => KINDS[k].sections)
    .filter((s) => CROSS_KIND.has(s.role));
  return matchRoles(title, others).slice(0, 1);
}

const CROSS_KIND = new Set<SectionRole>([
  "summary",
  "introduction",
  "background",
  "objectives",
  "method",
  "schedule",
  "budget",
  "impact",
  "risks",
  "monitoring",
  "closing",
]);

function matchRoles(title: string, sections: KindSection[]): SectionRole[] {
  const words = new Set(tokens(title));
  const found: SectionRole[] = [];
  for (const s of sections) {
    const own = new Set([...tokens(s.title.ms), ...tokens(s.title.en)].filter((w) => w.length > 3 && !GENERIC.has(w)));
    const hit = [...own].some((w) => words.has(w)) || (SYNONYMS[s.role] ?? []).some((w) => words.has(w));
    if (hit && !found.includes(s.role)) found.push(s.role);
  }
  return found;
}

/** Title words for a role beyond its own title ('Atur Cara' is the programme's running order). */
const SYNONYMS: Partial<Record<SectionRole, string[]>> = {
  tentative: ["atur", "aturcara", "itinerary", "agenda"],
  budget: ["bajet", "kos", "perbelanjaan", "budget", "costing"],
  pricing: ["harga", "sebut", "quotation", "price"],
  company: ["syarikat", "company", "profil"],
  applicant: ["pemohon", "usahawan", "applicant", "profil"],
  method: ["metodologi", "kaedah", "pendekatan", "methodology", "approach"],
  impact: ["impak", "manfaat", "faedah", "impact", "benefits"],
  schedule: ["jadual", "tempoh", "timeline", "schedule"],
  closing: ["penutup", "kesimpulan", "rumusan", "conclusion", "closing"],
  need: ["cabaran", "masalah", "isu", "challenges", "problems"],
  project: ["penyelesaian", "solution", "produk", "products"],
  market: ["pasaran", "pesaing", "pemasaran", "market", "competitors", "marketing"],
  outputs: ["penerbitan", "hasil", "jangkaan", "publications", "outputs"],
  team: ["pasukan", "kakitangan", "personnel", "team"],
  manpower: ["kakitangan", "organisasi", "tenaga", "personnel", "staffing"],
  quality: ["kualiti", "quality"],
  compliance: ["pematuhan", "keselamatan", "compliance", "safety"],
  risks: ["risiko", "risks"],
  monitoring: ["prestasi", "petunjuk", "pemantauan", "kpi", "indicators"],
};

/** Title words too common to say which section a title is ('Pelan', 'Jadual', 'Pengurusan'). */
const GENERIC = new Set([
  ...["dan", "and", "the", "program", "projek", "project", "cadangan", "kertas", "proposal", "serta", "bagi"],
  ...["pelan", "jadual", "kerja", "pengurusan", "pelaksanaan", "syarat", "utama", "dijangka", "plan", "work"],
]);

/** Where a missing essential role is written inside a template: after the first of these present. */
const AFFINITY: Partial<Record<SectionRole, SectionRole[]>> = {
  objectives: ["introduction", "purpose", "summary", "background", "project"],
  rationale: ["introduction", "objectives"],
  background: ["purpose", "introduction", "summary"],
  need: ["project", "summary", "applicant"],
  introduction: ["summary", "purpose"],
  understanding: ["introduction", "company"],
  justification: ["background", "objectives"],
  implications: ["budget", "justification"],
  recommendation: ["closing"],
  impact: ["objectives", "monitoring"],
  whenWhere: ["introduction", "objectives", "participants"],
  participants: ["whenWhere", "objectives", "introduction"],
  tentative: ["whenWhere", "schedule", "method"],
  committee: ["tentative", "method", "team"],
  // An event's sponsorship paper has no cost heading: its costs are among the event's details.
  budget: ["funding", "pricing", "implications", "cashflow", "rationale"],
  funding: ["budget", "implications", "cashflow"],
  schedule: ["method", "project", "budget"],
  // How the work is done follows what it is ('Skop Perkhidmatan'), never the prices.
  method: ["understanding", "scope"],
  gantt: ["method", "schedule"],
  // A bid: who bids opens it; staff, quality and compliance follow the method; prices the costs.
  company: ["summary", "introduction", "understanding"],
  manpower: ["method", "schedule"],
  quality: ["method", "manpower", "schedule"],
  compliance: ["method", "quality", "schedule"],
  pricing: ["budget", "implications"],
  risks: ["method", "schedule"],
  closing: [],
};

/**
 * Roles that carry the paper's substance rather than a table or a formality. An introduction or a
 * background is not among them: it opens the paper, so it joins the first sections (see AFFINITY),
 * never a heading of the template's own in the middle.
 */
const CONTENT = new Set<SectionRole>(["project", "understanding", "problem", "rationale", "method", "need"]);

export type PlannedSection = { key: string; title: string; roles: SectionRole[]; weight: number; brief: string };

function keyOf(index: number, roles: SectionRole[]): string {
  return `k${index + 1}:${roles.join("+")}`;
}

/** Reads the roles back from a key written by this planner; null for other keys. */
export function rolesFromKey(key: string): SectionRole[] | null {
  const m = /^[kr]\d+:([A-Za-z+]+)$/.exec(key);
  return m?.[1] ? (m[1].split("+") as SectionRole[]) : null;
}

function templateSections(kind: KindId, titles: string[], lang: Lang, guided: Set<string>): PlannedSection[] {
  const all = candidates(kind);
  const seen = new Set<SectionRole>();
  const roles = titles.map((title) => {
    // A section with its own guide says what its heading promises; a role guessed from its words would not.
    if (guided.has(title)) return [];
    const r = roleOfTitle(title, kind).filter((x) => !seen.has(x));
    for (const x of r) seen.add(x);
    return r;
  });
  for (const s of all.filter((x) => x.essential && !seen.has(x.role))) {
    const anchors = AFFINITY[s.role] ?? [];
    let at = -1;
    // A section the template named but no role matched ('Produk dan Perkhidmatan') takes the content first.
    if (CONTENT.has(s.role)) at = roles.findIndex((r, i) => r.length === 0 && !guided.has(titles[i] ?? ""));
    for (const a of anchors) {
      if (at >= 0) break;
      at = roles.findIndex((r) => r.includes(a));
    }
    if (at < 0) at = s.role === "closing" ? roles.length - 1 : Math.max(0, roles.length - 2);
    // Never into a guided section: the nearest one before it that is not, else after it.
    const free = (i: number) => !guided.has(titles[i] ?? "");
    if (!free(at)) at = [...titles.keys()].slice(0, at).findLast(free) ?? [...titles.keys()].find(free) ?? at;
    roles[at]?.push(s.role);
    seen.add(s.role);
  }
  return titles.map((title, i) => {
    const r = roles[i] ?? [];
    const weight = r.reduce((sum, x) => sum + (all.find((s) => s.role === x)?.weight ?? 0.6), 0) || 0.8;
    const brief = r.map((x) => all.find((s) => s.role === x)?.brief[lang] ?? "").join(" ");
    return { key: `r${i + 1}:${r.join("+") || "own"}`, title, roles: r, weight, brief };
  });
}

export function planSections(kind: KindId, pkg: PackageSpec, lang: Lang, leftOut: LeftOut = NONE): PlannedSection[] {
  if (pkg.sectionTitles?.length)
    return templateSections(kind, pkg.sectionTitles, lang, new Set(pkg.guidedTitles ?? []));
  return chooseSections(kind, pkg.sections, leftOut).map((group, i) => ({
    key: keyOf(
      i,
      group.map((s) => s.role),
    ),
    title: group.length === 1 ? (group[0] as KindSection).title[lang] : groupTitle(group, lang),
    roles: group.map((s) => s.role),
    weight: group.reduce((s, x) => s + x.weight, 0),
    brief: group.map((s) => s.brief[lang]).join(" "),
  }));
}

/** The outline a writer returns: titles in the brief's language, word targets past the package minimum. */
export function kindOutline(kind: KindId, pkg: PackageSpec, lang: Lang, leftOut: LeftOut = NONE): SectionPlan[] {
  const planned = planSections(kind, pkg, lang, leftOut);
  const target = Math.ceil(pkg.minWords * 1.1);
  const total = planned.reduce((s, p) => s + p.weight, 0);
  return planned.map((p) => ({
    key: p.key,
    title: p.title,
    targetWords: Math.ceil((target * p.weight) / total),
    brief: p.brief,
  }));
}

export function roleTitle(kind: KindId, role: SectionRole): Text {
  const all = [...candidates(kind), ...(Object.keys(KINDS) as KindId[]).flatMap((k) => KINDS[k].sections)];
  const found = all.find((s) => s.role === role);
  if (!found) throw new Error(`no title for the role ${role}`);
  return found.title;
}
