import { eq } from "drizzle-orm";
import type { z } from "zod";
import { htmlToText, splitSections } from "../../../common/content.js";
import { budgetKeyFor } from "../../../common/proposal-options.js";
import type {
  AutoGenerateInput,
  DetailedRequirementsInput,
  FinalizeAutoInput,
  SimpleRequirementsInput,
} from "../../../common/schemas/generation.js";
import { statedTotal } from "../../ai/compose/index.js";
import type { Language, PackageSpec, ProposalBrief } from "../../ai/writer.js";
import { prepareContent } from "../../content/prepare.js";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { proposalPackages } from "../../db/schema.js";
import type { JobInput } from "./types.js";

type PackageRow = typeof proposalPackages.$inferSelect;

const today = () => new Date().toISOString().slice(0, 10);

/** A package by its id ("2") or its key ("standard"); an unknown one answers 400 with the documented message. */
export async function findPackage(db: Db, idOrKey: string): Promise<PackageRow> {
  const byId = /^\d+$/.test(idOrKey);
  const [row] = await db
    .select()
    .from(proposalPackages)
    .where(byId ? eq(proposalPackages.id, Number(idOrKey)) : eq(proposalPackages.key, idOrKey));
  if (!row?.active) throw new AppError(400, "PACKAGE_NOT_FOUND", undefined, { field: "packageId" });
  return row;
}

const spec = (p: PackageRow): PackageSpec => ({ key: p.key, sections: p.sections, minWords: p.minWords });

/** Splits free text into items: lines, bullets or semicolons. */
export function splitItems(text: string, commas = false): string[] {
  // The forms ask for requirements 'separated by commas or new lines': one line is cut at its commas
  // (a comma inside a figure, 'RM 12,500' or '1,800 sq ft', is no separator).
  const oneLine = commas && !/\r?\n|;|•/.test(text.trim());
  const parts = text
    .split(oneLine ? /,(?=\s)|\r?\n|;|•/ : /\r?\n|;|•/)
    .map((s) => s.replace(/^\s*(?:[-*]|\d+[.)])\s+/, "").trim())
    .filter((s) => s.length > 0);
  return parts.length > 0 ? parts : [text.trim()];
}

/** A brief with nothing filled in but its language and today's date. */
export function emptyBrief(language: Language): Omit<ProposalBrief, "title" | "description" | "type"> {
  return {
    budgetRange: null,
    timeline: null,
    keyRequirements: [],
    targetAudience: "",
    companyBackground: "",
    objectives: "",
    constraints: "",
    additionalInfo: "",
    language,
    startDate: today(),
  };
}

export function simpleFormJob(input: SimpleRequirementsInput, pkg: PackageRow, language: Language): JobInput {
  const brief: ProposalBrief = {
    ...emptyBrief(language),
    title: input.title,
    description: input.description,
    type: input.type,
    budgetRange: input.budgetRange,
    timeline: input.timeline,
    keyRequirements: input.keyRequirements,
    kind: input.kind,
    details: input.details,
  };
  return {
    brief,
    pkg: spec(pkg),
    charge: pkg.creditCost,
    proposal: {
      title: input.title,
      type: input.type,
      budgetRange: input.budgetRange,
      timeline: input.timeline,
      requirements: input.keyRequirements,
      packageKey: pkg.key,
    },
  };
}

export function detailedFormJob(input: DetailedRequirementsInput, pkg: PackageRow, language: Language): JobInput {
  const requirements = splitItems(input.keyRequirements, true);
  const brief: ProposalBrief = {
    ...emptyBrief(language),
    title: input.title,
    description: input.description,
    type: input.type,
    budgetRange: input.budgetRange,
    timeline: input.timeline,
    keyRequirements: requirements,
    targetAudience: input.targetAudience,
    companyBackground: input.companyBackground,
    objectives: input.objectives,
    constraints: input.constraints,
    additionalInfo: input.additionalInfo,
    kind: input.kind,
    details: input.details,
  };
  return {
    brief,
    pkg: spec(pkg),
    charge: pkg.creditCost,
    proposal: {
      title: input.title,
      type: input.type,
      budgetRange: input.budgetRange,
      timeline: input.timeline,
      requirements,
      packageKey: pkg.key,
    },
  };
}

type SolutionInput = z.infer<typeof AutoGenerateInput>["solution"] | undefined;

function solutionText(solution: SolutionInput): { title: string; text: string } {
  if (!solution) return { title: "", text: "" };
  if (typeof solution === "string") return { title: "", text: solution };
  const text = [solution.analysis, solution.solution, solution.detailedProposal].filter(Boolean).join("\n\n");
  return { title: solution.proposalTitle ?? "", text };
}

export const AUTO_TYPE = "auto-generated";

/**
 * A title from the need itself when no solution titled it: its first sentence up to any colon, cut at a
 * word under 120 characters ('Sistem tempahan untuk Klinik Gigi Senyum: janji temu, ...' -> 'Sistem
 * tempahan untuk Klinik Gigi Senyum').
 */
export function titleFromNeed(text: string): string {
  const first = (text.trim().split(/(?<=[.!?])\s+|\n/)[0] ?? "")
    .split(/\s*:\s/)[0]!
    .replace(/[.!?]+$/u, "")
    .trim();
  if (first.length <= 120) return first;
  const cut = first.slice(0, 120);
  return cut.slice(0, Math.max(cut.lastIndexOf(" "), 60)).replace(/[\s,;:-]+$/u, "");
}

export function autoJob(input: z.infer<typeof AutoGenerateInput>, pkg: PackageRow, language: Language): JobInput {
  const solution = solutionText(input.solution);
  const title = solution.title.trim() || titleFromNeed(input.originalRequirements);
  const brief: ProposalBrief = {
    ...emptyBrief(language),
    title,
    description: input.originalRequirements,
    type: "project",
    keyRequirements: splitItems(input.originalRequirements).slice(0, 12),
    // The generator's own analysis guides a model writer; it is not the user's text to print.
    solution: solution.text,
    kind: input.kind,
    details: input.details,
  };
  return {
    brief,
    pkg: spec(pkg),
    charge: pkg.creditCost,
    proposal: {
      title,
      type: AUTO_TYPE,
      budgetRange: null,
      timeline: null,
      requirements: brief.keyRequirements,
      packageKey: pkg.key,
    },
  };
}

/** Finalize keeps the user's edited sections and has the writer complete the package around them. */
export function finalizeJob(input: z.infer<typeof FinalizeAutoInput>, pkg: PackageRow, language: Language): JobInput {
  const solution = solutionText(input.solution);
  const { html } = prepareContent(input.content);
  const notes = typeof input.solution === "object" ? input.solution.detailedProposal : undefined;
  const kept = splitSections(html)
    // The draft opens with the generator's notes on the paper to come; left as they were, they are no
    // part of the paper. Notes the user rewrote are theirs, and kept.
    .filter((s, i) => !(i === 0 && !s.title && notes && sameWords(htmlToText(s.html), notes)))
    .map((s) => ({ title: s.title, html: s.html }));
  const requirements = input.originalRequirements ? splitItems(input.originalRequirements).slice(0, 12) : [];
  const brief: ProposalBrief = {
    ...emptyBrief(language),
    title: input.title,
    description: input.originalRequirements || htmlToText(html).slice(0, 2000),
    type: "project",
    keyRequirements: requirements,
    // The generator's own analysis guides a model writer; it is not the user's text to print.
    solution: solution.text,
    kind: input.kind,
    details: input.details,
  };
  return {
    brief,
    pkg: spec(pkg),
    charge: pkg.creditCost,
    keptSections: kept,
    proposal: {
      title: input.title,
      type: AUTO_TYPE,
      budgetRange: null,
      timeline: null,
      requirements,
      packageKey: pkg.key,
    },
  };
}

const sameWords = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();

/**
 * A proposal whose form chose no budget band (a template's, the auto generator's) is shown with the
 * band of the total its brief states, so its card does not say 'not set' above a paper that prices it.
 */
export function withStatedBudget(input: JobInput): JobInput {
  if (input.proposal.budgetRange) return input;
  const total = statedTotal(input.brief);
  if (total === null || total <= 0) return input;
  return { ...input, proposal: { ...input.proposal, budgetRange: budgetKeyFor(total) } };
}
