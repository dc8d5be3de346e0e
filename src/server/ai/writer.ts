/**
 * The writer interface: the built-in offline composer and the LLM writer both implement it,
 * and the generation service knows nothing else about them.
 */
import type { KindId } from "../../common/kinds/types.js";
import type { ProposalDetailsInput } from "../../common/schemas/details.js";

export type Language = "ms" | "en";

/** Everything the user told us about the proposal. Optional fields may be empty strings. */
/** A sentence of a template's own section in both languages ('{?what}' is a blank for the user). */
export type GuideLine = readonly [ms: string, en: string];

/** One answer of a template's form: its label (and the label shown in the paper's language) and value. */
export type TemplateAnswer = { label: string; value: string; shownLabel?: string };

export type ProposalBrief = {
  title: string;
  description: string;
  /** A simple-form type (business, project, research, grant), a detailed-form type, or a template category. */
  type: string;
  budgetRange: string | null;
  timeline: string | null;
  keyRequirements: string[];
  targetAudience: string;
  companyBackground: string;
  objectives: string;
  constraints: string;
  additionalInfo: string;
  /**
   * The auto generator's proposed solution (the product's own analysis, as the user left it): context
   * for a model writer, never printed as the user's own words.
   */
  solution?: string;
  language: Language;
  /** For template proposals: the template's name and the user's field values, labelled. */
  /**
   * A template's answers: `label` is the template's own (Malay) label, which the fact reader knows;
   * `shownLabel` is the label in the paper's language where it differs, the one a paper prints.
   */
  template?: {
    name: string;
    fields: TemplateAnswer[];
    /** What each of the template's own sections says, by its title in the paper's language. */
    guides?: Record<string, GuideLine[]>;
  };
  /** Date the proposal is written (timeline tables start the month after). ISO date. */
  startDate: string;
  /** What the paper is; decides its structure. Inferred from the brief when the user did not choose. */
  kind?: KindId;
  /** Optional facts typed into the kind's fields (event date, venue, addressee, budget items...). */
  details?: ProposalDetailsInput;
};

/** What a generation asks for: how many sections, how many words, and optionally their titles. */
export type PackageSpec = {
  key: string;
  sections: number;
  minWords: number;
  /** A template's own section titles; otherwise the writer chooses from its standard structure. */
  sectionTitles?: string[];
  /** The template's titles that carry their own guide (see ProposalBrief.template.guides): no kind's role is read into them. */
  guidedTitles?: string[];
};

export type SectionPlan = { key: string; title: string; targetWords: number; brief: string };

export type GeneratedSection = { key: string; title: string; html: string; words: number };

export type Solution = {
  analysis: string;
  solution: string;
  proposalTitle: string;
  detailedProposal: string;
  proposalStructure: string[];
};

export type RewriteAction = "grammar" | "expand" | "shorten" | "formal";

/** What the user asked of one section written again: an instruction only a model can follow. */
export type SectionWish = { instruction?: string };

/** Usage of one model call, stored in ai_generations. */
export type CallUsage = { promptTokens: number; completionTokens: number; durationMs: number; model: string };

export type WriterEvents = {
  /** A section has started (index in the outline). */
  onSectionStart?(index: number, plan: SectionPlan): void;
  /** A section is finished. */
  onSection?(index: number, section: GeneratedSection): void;
  /** A model call finished (LLM writer only). */
  onUsage?(usage: CallUsage & { purpose: string }): void;
  /**
   * A piece of the model's visible text as it arrives (LLM writer, text actions only). The final
   * result is post-processed and may differ slightly from the pieces; it is authoritative.
   */
  onDelta?(text: string): void;
  /** A retried call starts over: the pieces delivered so far are void. */
  onDeltaReset?(): void;
  /** Aborting it stops the writer's outstanding model requests (a generation past its time limit). */
  signal?: AbortSignal;
};

export interface Writer {
  /** Shown to users wherever the product names its engine. */
  readonly name: string;
  /** "builtin" or "llm". */
  readonly engine: "builtin" | "llm";
  outline(brief: ProposalBrief, pkg: PackageSpec, events?: WriterEvents): Promise<SectionPlan[]>;
  /** Writes every planned section; the LLM writer runs them in parallel. Result in outline order. */
  sections(brief: ProposalBrief, outline: SectionPlan[], events?: WriterEvents): Promise<GeneratedSection[]>;
  /**
   * Writes section `index` of the outline again, on its own, from the brief's facts. The built-in
   * composer cannot follow `wish.instruction` (no model) and writes the section from the facts alone.
   */
  rewriteSection(
    brief: ProposalBrief,
    outline: SectionPlan[],
    index: number,
    wish: SectionWish,
    events?: WriterEvents,
  ): Promise<GeneratedSection>;
  solution(requirements: string, language: Language, events?: WriterEvents): Promise<Solution>;
  /** The built-in composer cannot 'expand' (no model) and throws WriterUnsupportedError for it. */
  rewrite(text: string, action: RewriteAction, language: Language, events?: WriterEvents): Promise<string>;
  /** A free-form instruction; the built-in composer throws WriterUnsupportedError. */
  instruct(text: string, instruction: string, language: Language, events?: WriterEvents): Promise<string>;
  /** Translates to `to`; the built-in composer cannot (no model) and throws WriterUnsupportedError. */
  translate(text: string, to: Language, events?: WriterEvents): Promise<string>;
}

/** The writer cannot do this (offline limits); the user is told and not charged. */
export class WriterUnsupportedError extends Error {}

/** A model call failed after its retries (or answered unusable output); nothing is charged. */
export class WriterFailedError extends Error {}
