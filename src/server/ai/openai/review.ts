/**
 * The checker's verdict on one drafted section: the findings that make the writer draft it again.
 * Style findings (a sentence repeated, a list item in lower case, the title overused) never do: a
 * redraft costs a model call, and they are left to the document check stored with the proposal.
 */
import { checkSection } from "../check/index.js";
import type { Finding, FindingCode } from "../check/types.js";
import type { Paper } from "./prompts/paper.js";

export const REDRAFT_CODES: ReadonlySet<FindingCode> = new Set([
  "missing_fact",
  "contradicted_fact",
  "off_subject",
  "budget_sum",
  "empty_section",
]);

/**
 * Findings on section `index` that call for a redraft. A section of several roles is checked once
 * per role, since each role states its own facts ('Tarikh, Masa dan Tempat' the date); a finding
 * the checks share is kept once.
 */
export function reviewSection(paper: Paper, index: number, section: { title: string; html: string }): Finding[] {
  const base = { brief: paper.brief, facts: paper.facts, index, language: paper.brief.language };
  const roles = paper.roles[index] ?? [];
  const runs = roles.length
    ? roles.map((role) => checkSection({ ...base, section: { ...section, role } }))
    : [checkSection({ ...base, section })];
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const finding of runs.flat()) {
    if (!REDRAFT_CODES.has(finding.code)) continue;
    const key = `${finding.code}\n${finding.subject ?? ""}\n${finding.found ?? ""}\n${finding.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(finding);
  }
  return out;
}
