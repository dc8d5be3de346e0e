import { KINDS, type KindId } from "../../../common/kinds";

/** The groups of optional detail fields a form can show; applicant and addressee always show. */
export type DetailGroup = "event" | "budgetItems" | "committee" | "schedule" | "fundingSources";

/**
 * Which detail groups a kind asks for: the facts it requires, and the sections whose content the
 * user's own rows feed (a programme's tentative and committee, a grant's funding structure), so
 * that every kind asks for what its paper will print and nothing else.
 */
export function detailGroupsFor(kind: KindId): ReadonlySet<DetailGroup> {
  const { requiredFacts, sections } = KINDS[kind];
  const facts = new Set<string>(requiredFacts);
  const roles = new Set<string>(sections.map((s) => s.role));
  const groups = new Set<DetailGroup>();
  if (facts.has("eventDate") || facts.has("eventTime") || facts.has("venue") || roles.has("whenWhere")) {
    groups.add("event");
  }
  if (facts.has("budgetItems") || facts.has("budgetTotal") || roles.has("budget") || roles.has("pricing")) {
    groups.add("budgetItems");
  }
  if (facts.has("committee") || roles.has("committee")) groups.add("committee");
  if (facts.has("schedule") || roles.has("tentative")) groups.add("schedule");
  if (facts.has("fundingSources") || roles.has("funding")) groups.add("fundingSources");
  return groups;
}
