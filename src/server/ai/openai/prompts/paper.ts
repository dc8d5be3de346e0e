/**
 * What every section prompt of one generation is built from, computed once: the paper's kind (the
 * user's or the inferred one), the user's facts as the extractor read them, and the budget and
 * schedule the built-in composer would print, so both writers state the same figures and dates.
 * Each section's roles are read back from the kind-based outline's keys (k1:whenWhere+participants).
 */
import { type KindId, SECTION_ROLES, type SectionRole } from "../../../../common/kinds/index.js";
import { type BudgetPlan, planBudget } from "../../compose/budget.js";
import { briefKind, factsOfBrief } from "../../compose/index.js";
import { rolesFromKey } from "../../compose/plan.js";
import { planSchedule, type SchedulePlan } from "../../compose/schedule.js";
import type { Facts } from "../../facts/types.js";
import type { ProposalBrief, SectionPlan } from "../../writer.js";
import { type BriefFacts, briefFacts } from "./facts.js";

export type Paper = {
  brief: ProposalBrief;
  kind: KindId;
  facts: Facts;
  briefFacts: BriefFacts;
  budget: BudgetPlan;
  schedule: SchedulePlan;
  outline: SectionPlan[];
  /** Each section's roles, by outline index; empty for a section no kind planned. */
  roles: SectionRole[][];
};

const ROLES: ReadonlySet<string> = new Set(SECTION_ROLES);

/** The roles a kind-based key names; none for other keys ('r2:own' is a template title no role matched). */
export function planRoles(plan: SectionPlan): SectionRole[] {
  return (rolesFromKey(plan.key) ?? []).filter((r) => ROLES.has(r));
}

export function paperOf(brief: ProposalBrief, outline: SectionPlan[]): Paper {
  const kind = briefKind(brief);
  const facts = factsOfBrief(brief);
  return {
    brief,
    kind,
    facts,
    briefFacts: briefFacts(brief),
    budget: planBudget(brief, kind, facts, brief.language),
    schedule: planSchedule(brief, kind, facts, brief.language),
    outline,
    roles: outline.map(planRoles),
  };
}
