/**
 * The user's inputs as a labelled block, and the budget and timeline phrases the prompts use:
 * one logic for every language, each language giving its words (BriefWords).
 */
import type { Language, ProposalBrief } from "../../writer.js";
import { type BriefFacts, monthYear, ringgit } from "./facts.js";

export type BriefWords = {
  language: Language;
  /** 'ms-MY' / 'en-MY', for full dates. */
  locale: string;
  /** Between two dates or amounts: 'hingga' / 'to'. */
  to: string;
  days: string;
  starting: string;
  /** The XML-like tag around the block. */
  tag: string;
  typeLabel: (type: string) => string;
  labels: {
    title: string;
    type: string;
    description: string;
    budget: string;
    timeline: string;
    requirements: string;
    audience: string;
    background: string;
    objectives: string;
    constraints: string;
    additional: string;
    solution: string;
    template: string;
    templateFields: string;
  };
};

/** A full date for short timelines (up to 60 days), month and year otherwise. */
export function dateLabel(words: BriefWords, date: Date, days: number | null): string {
  if (days !== null && days <= 60) {
    return new Intl.DateTimeFormat(words.locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(date);
  }
  return monthYear(date, words.language);
}

function budgetLine(words: BriefWords, facts: BriefFacts): string | null {
  if (facts.budget) return `${ringgit(facts.budget[0])} ${words.to} ${ringgit(facts.budget[1])}`;
  return facts.budgetRaw;
}

function timelineLine(words: BriefWords, facts: BriefFacts): string | null {
  if (facts.timelineDays !== null && facts.end) {
    const from = dateLabel(words, facts.start, facts.timelineDays);
    const until = dateLabel(words, facts.end, facts.timelineDays);
    return `${facts.timelineDays} ${words.days} (${from} ${words.to} ${until})`;
  }
  if (facts.timelineRaw) return `${facts.timelineRaw} (${words.starting} ${monthYear(facts.start, words.language)})`;
  return null;
}

/**
 * Every input the user gave, labelled; empty optional fields are left out, and so are a budget and
 * a period the user left undecided: 'not decided' beside a total stated in the text would read as
 * a contradiction, and the FACTS block says what to do with a fact not given.
 */
export function briefBlock(words: BriefWords, brief: ProposalBrief, facts: BriefFacts): string {
  const l = words.labels;
  const lines = [`<${words.tag}>`, `${l.title}: ${brief.title}`, `${l.type}: ${words.typeLabel(brief.type)}`];
  if (brief.description.trim()) lines.push(`${l.description}: ${brief.description.trim()}`);
  const budget = budgetLine(words, facts);
  if (budget) lines.push(`${l.budget}: ${budget}`);
  const timeline = timelineLine(words, facts);
  if (timeline) lines.push(`${l.timeline}: ${timeline}`);
  const reqs = brief.keyRequirements.map((r) => r.trim()).filter(Boolean);
  if (reqs.length) lines.push(`${l.requirements}:`, ...reqs.map((r, i) => `${i + 1}. ${r}`));
  const optional: [string, string][] = [
    [l.audience, brief.targetAudience],
    [l.background, brief.companyBackground],
    [l.objectives, brief.objectives],
    [l.constraints, brief.constraints],
    [l.additional, brief.additionalInfo],
    [l.solution, brief.solution ?? ""],
  ];
  for (const [label, value] of optional) if (value.trim()) lines.push(`${label}: ${value.trim()}`);
  if (brief.template) {
    lines.push(`${l.template}: ${brief.template.name}`);
    const fields = brief.template.fields.filter((f) => f.value.trim());
    if (fields.length)
      lines.push(`${l.templateFields}:`, ...fields.map((f) => `- ${f.shownLabel ?? f.label}: ${f.value.trim()}`));
  }
  lines.push(`</${words.tag}>`);
  return lines.join("\n");
}
