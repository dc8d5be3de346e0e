/**
 * Language-neutral facts the brief block states (budget range in ringgit, timeline length and
 * dates) and the prompt set each language file provides.
 */
import { budgetBounds, timelineDays } from "../../../../common/proposal-options.js";
import type { Language, ProposalBrief, RewriteAction } from "../../writer.js";
import type { Paper } from "./paper.js";

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

/** Prompts each language file provides. Every builder returns the system and user messages. */
export type Prompt = { system: string; user: string };

export interface PromptSet {
  /**
   * One section of the kind-based outline; `problems` are the checker's findings on the previous
   * draft, quoted so the model rewrites the section fixing them; `instruction` is the user's wish
   * for a section written again from the editor.
   */
  section(paper: Paper, index: number, problems?: string[], instruction?: string): Prompt;
  solution(requirements: string): Prompt;
  rewrite(text: string, action: RewriteAction): Prompt;
  instruct(text: string, instruction: string): Prompt;
  /** Translate into this prompt set's language. */
  translate(text: string): Prompt;
}
