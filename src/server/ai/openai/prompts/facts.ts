/**
 * Language-neutral facts the prompts state: budget figures in ringgit, timeline length and dates,
 * the kind of each section. The per-language prompt files turn them into words.
 */
import { budgetBounds, timelineDays } from "../../../../common/proposal-options.js";
import type { Language, ProposalBrief, RewriteAction, SectionPlan } from "../../writer.js";

/** What a section is about; decides which tables it must carry. Stored as the SectionPlan key's stem. */
export const SECTION_KINDS = [
  "background",
  "problem",
  "objectives",
  "scope",
  "methodology",
  "implementation",
  "budget",
  "risks",
  "monitoring",
  "sustainability",
  "benefits",
  "conclusion",
  "other",
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export type BriefFacts = {
  /** [min, max] in RM, from the budget key; null when undecided. */
  budget: readonly [number, number] | null;
  /** The user's budget value when it is not a known key (kept verbatim). */
  budgetRaw: string | null;
  timelineDays: number | null;
  timelineRaw: string | null;
  /** First day of the month after the proposal date (timeline tables start there). */
  start: Date;
  /** start + timelineDays, when known. */
  end: Date | null;
};

export function briefFacts(brief: ProposalBrief): BriefFacts {
  const budget = budgetBounds(brief.budgetRange);
  const days = timelineDays(brief.timeline);
  const written = new Date(brief.startDate);
  const base = Number.isNaN(written.getTime()) ? new Date() : written;
  const start = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + 1, 1));
  const end = days === null ? null : new Date(start.getTime() + days * 86_400_000);
  return {
    budget,
    budgetRaw: budget === null && brief.budgetRange && !isUndecided(brief.budgetRange) ? brief.budgetRange : null,
    timelineDays: days,
    timelineRaw: days === null && brief.timeline && !isUndecided(brief.timeline) ? brief.timeline : null,
    start,
    end,
  };
}

function isUndecided(key: string): boolean {
  return key === "belum-tentukan" || key === "bergantung-keperluan";
}

/** RM 12,500 (ms-MY grouping, no decimals for whole ringgit). */
export function ringgit(amount: number): string {
  return `RM ${new Intl.NumberFormat("ms-MY", { maximumFractionDigits: 2 }).format(amount)}`;
}

export function monthYear(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === "ms" ? "ms-MY" : "en-MY", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

const KIND_PATTERNS: [SectionKind, RegExp][] = [
  ["budget", /bajet|belanjawan|kewangan|kos|budget|cost|financ/i],
  ["implementation", /pelaksanaan|jadual|garis masa|timeline|implementation|schedule|work ?plan/i],
  ["risks", /risiko|risk/i],
  ["monitoring", /pemantauan|penilaian|monitor|evaluat/i],
  ["sustainability", /kelestarian|lestari|sustainab/i],
  ["conclusion", /kesimpulan|penutup|rumusan|conclusion|closing/i],
  ["objectives", /objektif|matlamat|objective|goal/i],
  ["problem", /masalah|isu|cabaran|problem|issue|challenge/i],
  ["background", /latar belakang|pengenalan|background|introduction/i],
  ["methodology", /metodologi|kaedah|pendekatan|methodolog|approach|method/i],
  ["scope", /skop|scope/i],
  ["benefits", /manfaat|faedah|impak|benefit|impact|outcome/i],
];

/** A section's kind from its key's stem (as this writer names keys) or, failing that, its title. */
export function kindOf(plan: Pick<SectionPlan, "key" | "title">): SectionKind {
  const stem = plan.key.replace(/-\d+$/, "");
  if ((SECTION_KINDS as readonly string[]).includes(stem) && stem !== "other") return stem as SectionKind;
  return kindFromTitle(plan.title);
}

export function kindFromTitle(title: string): SectionKind {
  for (const [kind, re] of KIND_PATTERNS) if (re.test(title)) return kind;
  return "other";
}

/** Prompts each language file provides. Every builder returns the system and user messages. */
export type Prompt = { system: string; user: string };

export interface PromptSet {
  outline(brief: ProposalBrief, facts: BriefFacts, count: number): Prompt;
  /** A short default brief for a section whose title the user's template fixed. */
  defaultSectionBrief(title: string, kind: SectionKind): string;
  section(brief: ProposalBrief, facts: BriefFacts, outline: SectionPlan[], index: number): Prompt;
  solution(requirements: string): Prompt;
  rewrite(text: string, action: RewriteAction): Prompt;
  instruct(text: string, instruction: string): Prompt;
  /** Translate into this prompt set's language. */
  translate(text: string): Prompt;
}
