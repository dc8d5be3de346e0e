/**
 * Every paragraph the user wrote lands in exactly one section: the first of its preferred roles the
 * outline has, else the first section. Nothing the user typed is ever left out of the document (the
 * description keeps the sentences the rest of the paper does not already state: brief-paragraph.ts).
 */
import type { KindId, SectionRole } from "../../../common/kinds/types.js";

export type UserField = "description" | "companyBackground" | "targetAudience" | "additionalInfo";

const HOMES: Record<KindId, Record<UserField, SectionRole[]>> = {
  program: {
    description: ["introduction"],
    companyBackground: ["introduction", "rationale"],
    targetAudience: ["participants", "introduction"],
    additionalInfo: ["rationale", "introduction"],
  },
  cadangan: {
    description: ["background", "purpose"],
    companyBackground: ["background", "purpose"],
    targetAudience: ["scope", "background"],
    additionalInfo: ["background", "justification"],
  },
  geran: {
    description: ["project", "summary"],
    companyBackground: ["applicant", "summary"],
    targetAudience: ["market", "project", "impact"],
    additionalInfo: ["project", "funding", "need"],
  },
  penyelidikan: {
    description: ["problem", "summary"],
    companyBackground: ["team", "summary"],
    targetAudience: ["outputs", "problem"],
    additionalInfo: ["problem", "method"],
  },
  tender: {
    description: ["understanding", "introduction"],
    companyBackground: ["company", "introduction"],
    targetAudience: ["understanding", "introduction"],
    additionalInfo: ["understanding", "method"],
  },
};

/** Which user fields each role writes, for the roles this outline has (in reading order). */
export function placeUserTexts(kind: KindId, outlineRoles: SectionRole[]): Map<SectionRole, UserField[]> {
  const placed = new Map<SectionRole, UserField[]>();
  for (const [field, homes] of Object.entries(HOMES[kind]) as [UserField, SectionRole[]][]) {
    const home = homes.find((r) => outlineRoles.includes(r)) ?? outlineRoles[0];
    if (!home) continue;
    placed.set(home, [...(placed.get(home) ?? []), field]);
  }
  return placed;
}

/**
 * Where the user's constraints go in a paper with no section of needs or risks to list them: the
 * section that explains the plan.
 */
const CONSTRAINTS_HOMES: Record<KindId, SectionRole[]> = {
  program: ["rationale", "introduction"],
  cadangan: ["justification", "background", "purpose"],
  geran: ["project", "summary"],
  penyelidikan: ["method", "summary"],
  tender: ["understanding", "method", "introduction"],
};

/** The role after which the user's constraints are listed, should no other section list them. */
export function constraintsHome(kind: KindId, outlineRoles: SectionRole[]): SectionRole | null {
  return CONSTRAINTS_HOMES[kind].find((r) => outlineRoles.includes(r)) ?? outlineRoles[0] ?? null;
}
