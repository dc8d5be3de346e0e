/**
 * The brief of a saved proposal, for writing one of its sections again: the generation's own brief
 * and package when the proposal was written by a job of this user (kept in generation_jobs.input),
 * otherwise rebuilt from what the proposal stores (title, type, requirements, budget, timeline, the
 * kind in its metadata, and its text as the description, so the facts it states are kept).
 */
import { and, desc, eq } from "drizzle-orm";
import { htmlToText } from "../../../common/content.js";
import { isKindId } from "../../../common/kinds/index.js";
import { briefKind, composeOutline } from "../../ai/compose/index.js";
import { kindOutline } from "../../ai/compose/plan.js";
import type { Language, PackageSpec, ProposalBrief, SectionPlan } from "../../ai/writer.js";
import type { Db } from "../../db/client.js";
import { generationJobs, proposalPackages, type proposals } from "../../db/schema.js";
import { emptyBrief } from "../generation/briefs.js";
import type { JobInput } from "../generation/types.js";

type ProposalRow = typeof proposals.$inferSelect;

const DESCRIPTION_CHARS = 4000;

async function jobInputOf(db: Db, proposal: ProposalRow): Promise<JobInput | null> {
  const [job] = await db
    .select({ input: generationJobs.input })
    .from(generationJobs)
    .where(and(eq(generationJobs.proposalId, proposal.id), eq(generationJobs.userId, proposal.userId)))
    .orderBy(desc(generationJobs.createdAt))
    .limit(1);
  const input = job?.input as Partial<JobInput> | undefined;
  return input?.brief && input.pkg ? (input as JobInput) : null;
}

async function storedPackage(db: Db, proposal: ProposalRow, sections: number): Promise<PackageSpec> {
  const [row] = proposal.packageKey
    ? await db.select().from(proposalPackages).where(eq(proposalPackages.key, proposal.packageKey))
    : [];
  return row
    ? { key: row.key, sections: row.sections, minWords: row.minWords }
    : { key: "stored", sections, minWords: proposal.wordCount };
}

function storedBrief(proposal: ProposalRow, language: Language): ProposalBrief {
  const kind = proposal.metadata?.kind;
  return {
    ...emptyBrief(language),
    title: proposal.title,
    description: htmlToText(proposal.content).slice(0, DESCRIPTION_CHARS),
    type: proposal.type,
    budgetRange: proposal.budgetRange,
    timeline: proposal.timeline,
    keyRequirements: proposal.requirements,
    startDate: proposal.createdAt.toISOString().slice(0, 10),
    kind: isKindId(kind) ? kind : undefined,
  };
}

export async function proposalBrief(
  db: Db,
  proposal: ProposalRow,
  language: Language,
  sections: number,
): Promise<{ brief: ProposalBrief; pkg: PackageSpec }> {
  const job = await jobInputOf(db, proposal);
  if (job) return { brief: job.brief, pkg: job.pkg };
  return { brief: storedBrief(proposal, language), pkg: await storedPackage(db, proposal, sections) };
}

const same = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The outline of the document as it stands: the generation's own plan when its titles are still the
 * document's headings, otherwise the headings as a template's titles (each gets the kind's roles its
 * title names), sized like the package.
 */
export function documentOutline(brief: ProposalBrief, pkg: PackageSpec, headings: string[]): SectionPlan[] {
  const planned = composeOutline(brief, pkg);
  if (planned.length === headings.length && planned.every((p, i) => same(p.title, headings[i] ?? ""))) return planned;
  const asTemplate: PackageSpec = { ...pkg, sections: headings.length, sectionTitles: headings };
  return kindOutline(briefKind(brief), asTemplate, brief.language);
}
