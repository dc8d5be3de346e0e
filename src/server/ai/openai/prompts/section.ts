/**
 * The section prompt, by kind: the user's inputs (brief block), the FACTS block, the paper's kind
 * and its whole outline, then the task: this section's roles and what each must say (the kind's
 * brief), the facts it must state itself, its tables, its length, and the HTML rules. A redraft
 * adds the checker's findings on the previous draft. One logic for every language (SectionWords).
 */
import { KINDS } from "../../../../common/kinds/index.js";
import { roleTitle } from "../../compose/plan.js";
import type { SectionPlan } from "../../writer.js";
import { type BriefWords, briefBlock } from "./brief-block.js";
import { addresseeOf, type FactWords, factBlock, requiredFacts } from "./fact-block.js";
import type { Prompt } from "./facts.js";
import type { Paper } from "./paper.js";
import { type RoleWords, roleRules } from "./role-rules.js";

export type SectionWords = {
  system: string;
  brief: BriefWords;
  facts: FactWords;
  roles: RoleWords;
  /** 'Rangka penuh Kertas Kerja Program ini (9 bahagian):' */
  outline: (label: string, count: number) => string;
  task: string;
  which: (n: number, of: number) => string;
  title: string;
  /** Who the paper is from and to, named or as the marked blanks to write. */
  parties: (applicant: string, addressee: string) => string;
  subject: (phrase: string) => string;
  content: string;
  /** A section of several roles: each under its own <h3>. */
  subheads: (titles: string[]) => string;
  /** Introduces the facts this section must state. */
  required: string;
  focus: string;
  length: (words: number) => string;
  format: string[];
  /** The user's instruction for a section written again from the editor. */
  wish: (instruction: string) => string;
  /** The redraft: a heading, the lead-in before the findings, the closing instruction. */
  retry: [head: string, intro: string, close: string];
};

export function sectionPrompt(
  w: SectionWords,
  paper: Paper,
  index: number,
  problems: string[] = [],
  instruction?: string,
): Prompt {
  const plan = paper.outline[index] as SectionPlan;
  const roles = paper.roles[index] ?? [];
  const lang = paper.brief.language;
  const label = KINDS[paper.kind].label[lang];
  const addressee = addresseeOf(paper);
  const lines = [
    briefBlock(w.brief, paper.brief, paper.briefFacts),
    "",
    factBlock(w.facts, paper),
    "",
    w.outline(label, paper.outline.length),
    ...paper.outline.map((p, i) => `${i + 1}. ${p.title}`),
    "",
    w.task,
    w.which(index + 1, paper.outline.length),
    `${w.title}: ${plan.title}`,
    w.parties(paper.facts.applicant ?? w.facts.blanks.applicant, addressee),
  ];
  if (paper.facts.subject.phrase) lines.push(w.subject(paper.facts.subject.phrase));
  if (plan.brief) lines.push(`${w.content}: ${plan.brief}`);
  if (roles.length > 1) lines.push(w.subheads(roles.map((r) => roleTitle(paper.kind, r)[lang])));
  const required = requiredFacts(w.facts, paper, roles);
  if (required.length) lines.push(w.required, ...required);
  lines.push(w.focus, ...roleRules(w.roles, w.facts, paper, roles, addressee));
  if (instruction?.trim()) lines.push(w.wish(instruction.trim()));
  lines.push(w.length(plan.targetWords), "", ...w.format);
  if (problems.length) {
    const [head, intro, close] = w.retry;
    lines.push("", head, intro, ...problems.map((p) => `- ${p}`), close);
  }
  return { system: w.system, user: lines.join("\n") };
}
