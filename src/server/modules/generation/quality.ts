/**
 * After writing, every proposal goes through the one checker; its result, the kind and who the
 * paper is from and to are stored with the proposal (metadata) for the editor and the exports.
 */
import type { SectionRole } from "../../../common/kinds/index.js";
import { checkDocument } from "../../ai/check/index.js";
import type { CheckResult } from "../../ai/check/types.js";
import { briefKind, factsOfBrief, leftOutRoles, templateHeadings } from "../../ai/compose/index.js";
import { chooseSections } from "../../ai/compose/plan.js";
import type { PackageSpec, ProposalBrief } from "../../ai/writer.js";

export type WrittenMetadata = {
  kind: string;
  applicant: string | null;
  addressee: string | null;
  check: CheckResult | null;
};

/** The headings a reader of this kind and package expects to find. */
export function requiredSections(brief: ProposalBrief, pkg: PackageSpec): { title: string; role?: SectionRole }[] {
  const kind = briefKind(brief);
  const lang = brief.language;
  // A template keeps its own titles; the kind's essentials it lacks are sub-headings inside them.
  if (pkg.sectionTitles?.length) return templateHeadings(brief, pkg).map((title) => ({ title }));
  return chooseSections(kind, pkg.sections, leftOutRoles(brief))
    .flat()
    .map((s) => ({ title: s.title[lang], role: s.role }));
}

export function checkWritten(
  brief: ProposalBrief,
  pkg: PackageSpec,
  sections: { title: string; html: string }[],
  log?: (msg: string, err?: unknown) => void,
): WrittenMetadata {
  const facts = factsOfBrief(brief);
  let check: CheckResult | null = null;
  try {
    check = checkDocument({ brief, facts, sections, required: requiredSections(brief, pkg), language: brief.language });
  } catch (error) {
    // A checker fault must never cost the user their document: it is stored without a check.
    log?.("proposal check failed", error);
  }
  return { kind: briefKind(brief), applicant: facts.applicant, addressee: facts.addressee, check };
}
