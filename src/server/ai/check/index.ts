/**
 * The checker: what is wrong with a written proposal, in findings the editor shows and the LLM
 * writer's retry prompt quotes. checkSection judges one section on its own (the writer regenerates
 * a failing section with its findings); checkDocument adds what only the whole paper shows
 * (missing sections, facts stated nowhere, sentences repeated across sections, the title overused)
 * and lists the facts used and the blanks left.
 */

import { htmlToText } from "../../../common/content.js";
import { placeholdersIn } from "../../../common/kinds/placeholder.js";
import type { SectionRole } from "../../../common/kinds/types.js";
import type { Facts } from "../facts/types.js";
import type { Language, ProposalBrief } from "../writer.js";
import { budgetSums } from "./budget-sum.js";
import { durationContradictions, eventDateContradictions, totalContradictions } from "./contradictions.js";
import { missingFactMessage, viewOf, type Wanted, wantedFacts } from "./kept.js";
import { type ReadSection, readSection } from "./read.js";
import { roleOfHeading } from "./roles.js";
import { emptySection, missingSections } from "./structure.js";
import { listCase, repeatedSentences, titleRepeated } from "./style.js";
import { offSubject } from "./subject.js";
import type { CheckedSection, CheckResult, FactUse, Finding } from "./types.js";
import { wrongWeekdays } from "./weekdays.js";

export type { CheckedSection, CheckResult, FactUse, Finding } from "./types.js";

export type SectionCheckInput = {
  brief: ProposalBrief;
  facts: Facts;
  section: CheckedSection;
  /** The section's place in the document (findings carry it). */
  index: number;
  language: Language;
};

export type DocumentCheckInput = {
  brief: ProposalBrief;
  facts: Facts;
  sections: CheckedSection[];
  required: { title: string; role?: SectionRole }[];
  language: Language;
};

/** Facts a section of this role must state itself ('Tarikh, Masa dan Tempat' gives the date). */
function roleFacts(section: ReadSection, wanted: Wanted[], reference: string): Finding[] {
  const role = section.role;
  if (!role) return [];
  const view = viewOf([section], reference);
  return wanted
    .filter((w) => w.roles.includes(role) && !w.kept(view))
    .map((w) => ({
      code: "missing_fact" as const,
      section: section.index,
      sectionTitle: section.title,
      role,
      subject: w.value,
      message: missingFactMessage(w, section.title),
    }));
}

function totalText(facts: Facts): string {
  const wanted = wantedFacts(facts).find((w) => w.key === "budgetTotal");
  return wanted?.value ?? "";
}

/** The findings one section earns on its own; an empty section earns only that. */
function sectionFindings(section: ReadSection, facts: Facts, brief: ProposalBrief, wanted: Wanted[]): Finding[] {
  const empty = emptySection(section);
  if (empty.length) return empty;
  return [
    ...offSubject(section, facts),
    ...roleFacts(section, wanted, brief.startDate),
    ...totalContradictions(section, facts, totalText(facts)),
    ...eventDateContradictions(section, facts, brief.startDate),
    ...durationContradictions(section, facts),
    ...budgetSums(section, facts),
    ...listCase(section),
    ...wrongWeekdays(section, brief.startDate, brief.language),
  ];
}

/** The section with its role, named by its heading when the caller gave none. */
function withRole(section: CheckedSection, required: { title: string; role?: SectionRole }[], brief: ProposalBrief) {
  if (section.role) return section;
  const role = roleOfHeading(section.title, required, brief.kind);
  return role ? { ...section, role } : section;
}

export function checkSection(input: SectionCheckInput): Finding[] {
  const section = readSection(withRole(input.section, [], input.brief), input.index);
  return [
    ...sectionFindings(section, input.facts, input.brief, wantedFacts(input.facts)),
    ...repeatedSentences([section]),
    ...titleRepeated([section], input.brief.title),
  ];
}

export function checkDocument(input: DocumentCheckInput): CheckResult {
  const sections = input.sections.map((s, i) => readSection(withRole(s, input.required, input.brief), i));
  const wanted = wantedFacts(input.facts);
  const findings: Finding[] = [...missingSections(sections, input.required)];
  for (const section of sections) findings.push(...sectionFindings(section, input.facts, input.brief, wanted));
  findings.push(...repeatedSentences(sections), ...titleRepeated(sections, input.brief.title));
  const view = viewOf(sections, input.brief.startDate);
  const facts: FactUse[] = [];
  for (const w of wanted) {
    const kept = w.kept(view);
    facts.push({ key: w.key, value: w.value, kept });
    // A fact its own section already misses is reported there, with the section to rewrite.
    const reported = findings.some((f) => f.code === "missing_fact" && f.subject === w.value);
    if (!kept && !reported) findings.push({ code: "missing_fact", subject: w.value, message: missingFactMessage(w) });
  }
  const placeholders = input.sections.flatMap((s) => placeholdersIn(`${s.title}\n${htmlToText(s.html)}`));
  return { ok: findings.length === 0, findings, facts, placeholders, checkedAt: new Date().toISOString() };
}
