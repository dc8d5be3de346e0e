/**
 * Turns a corpus entry into what the generation service gives a writer (a ProposalBrief and a
 * PackageSpec; templates through the real templateJob), and runs a writer on it.
 */
import { joinSections } from "../../src/common/content.js";
import { ProposalDetailsInput } from "../../src/common/schemas/details.js";
import type { PackageSpec, ProposalBrief, Writer } from "../../src/server/ai/writer.js";
import { DEFAULT_PACKAGES } from "../../src/server/db/seed-data.js";
import { templateJob } from "../../src/server/modules/templates/service.js";
import { TEMPLATE_SEEDS } from "../../src/server/modules/templates/template-seeds.js";
import type { TemplateSeed } from "../../src/server/modules/templates/template-types.js";
import { type Doc, readDoc } from "./doc.js";
import { type CorpusEntry, isTemplateBrief } from "./types.js";

export type Case = {
  entry: CorpusEntry;
  brief: ProposalBrief;
  pkg: PackageSpec;
  /** The seeded template, for template entries. */
  template?: TemplateSeed;
};

export function packageSpec(key: string): PackageSpec {
  const row = DEFAULT_PACKAGES.find((p) => p.key === key);
  if (!row) throw new Error(`no package ${key}`);
  return { key: row.key, sections: row.sections, minWords: row.minWords };
}

export function templateSeed(id: string): TemplateSeed {
  const seed = TEMPLATE_SEEDS.find((t) => t.id === id);
  if (!seed) throw new Error(`no template ${id}`);
  return seed;
}

/** The proposal_templates row seedTemplates() inserts for a seed. */
function templateRow(seed: TemplateSeed): Parameters<typeof templateJob>[0] {
  return {
    id: seed.id,
    name: seed.name,
    description: seed.description,
    category: seed.category,
    level: seed.level,
    creditCost: seed.creditCost,
    estimatedWords: seed.estimatedWords,
    proposalType: seed.proposalType,
    sections: seed.sections,
    fields: seed.templateFields as unknown as Record<string, unknown>[],
    sortOrder: TEMPLATE_SEEDS.indexOf(seed),
    active: true,
  };
}

export function buildCase(entry: CorpusEntry): Case {
  if (isTemplateBrief(entry.brief)) {
    const template = templateSeed(entry.brief.templateId);
    const job = templateJob(templateRow(template), entry.brief.values, entry.language);
    const brief: ProposalBrief = { ...job.brief, startDate: entry.startDate, kind: entry.kind };
    return { entry, brief, pkg: job.pkg, template };
  }
  const b = entry.brief;
  const brief: ProposalBrief = {
    title: b.title,
    description: b.description,
    type: b.type,
    budgetRange: b.budgetRange ?? null,
    timeline: b.timeline ?? null,
    keyRequirements: b.keyRequirements ?? [],
    targetAudience: b.targetAudience ?? "",
    companyBackground: b.companyBackground ?? "",
    objectives: b.objectives ?? "",
    constraints: b.constraints ?? "",
    additionalInfo: b.additionalInfo ?? "",
    language: entry.language,
    startDate: entry.startDate,
    kind: entry.kind,
    ...(b.details ? { details: ProposalDetailsInput.parse(b.details) } : {}),
  };
  return { entry, brief, pkg: packageSpec(entry.packageKey) };
}

export type Written = { doc: Doc; ms: number };

/** Outline then sections, as the generation runner does; the paper is the sections under their <h2>. */
export async function write(writer: Writer, brief: ProposalBrief, pkg: PackageSpec): Promise<Written> {
  const started = performance.now();
  const outline = await writer.outline(brief, pkg);
  const sections = await writer.sections(brief, outline);
  const ms = performance.now() - started;
  return { doc: readDoc(joinSections(sections.map((s) => ({ title: s.title, html: s.html })))), ms };
}

/** Writes each brief once per package and keeps the paper. */
export function paperCache(writer: Writer): (c: Case, pkg?: PackageSpec) => Promise<Doc> {
  const written = new Map<string, Promise<Doc>>();
  return (c, pkg = c.pkg) => {
    const key = `${c.entry.id}/${pkg.key}`;
    let doc = written.get(key);
    if (!doc) {
      doc = write(writer, c.brief, pkg).then((w) => w.doc);
      written.set(key, doc);
    }
    return doc;
  };
}

/**
 * Unrelated briefs to compare phrasing with: same language, another kind, and the same form
 * (templates with templates). The writer writes them with this entry's package; a template keeps its own.
 */
export function partnersOf(entry: CorpusEntry, pool: CorpusEntry[]): CorpusEntry[] {
  const template = isTemplateBrief(entry.brief);
  return pool.filter(
    (other) =>
      other.language === entry.language && other.kind !== entry.kind && isTemplateBrief(other.brief) === template,
  );
}
