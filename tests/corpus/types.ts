/**
 * The shape of a corpus entry: a brief as a real user would give it, and what a grant officer
 * checks in the paper written from it. `expect` is written by hand, never computed by the writer
 * or the fact extractor.
 */

import type { z } from "zod";
import type { FactKey, KindId } from "../../src/common/kinds/types.js";
import type { ProposalDetailsInput } from "../../src/common/schemas/details.js";
import type { Language, ProposalBrief } from "../../src/server/ai/writer.js";

export type Flow = "simple" | "detailed" | "template" | "auto";
export type PackageKey = "basic" | "professional" | "premium" | "standard" | "exclusive";

/** The ProposalBrief fields a form fills in; the rest default to empty. */
export type FormBrief = Pick<ProposalBrief, "title" | "description" | "type"> &
  Partial<
    Pick<
      ProposalBrief,
      | "budgetRange"
      | "timeline"
      | "keyRequirements"
      | "targetAudience"
      | "companyBackground"
      | "objectives"
      | "constraints"
      | "additionalInfo"
    >
  > & {
    /** The detail fields as the form sends them (validated by ProposalDetailsInput when the brief is built). */
    details?: z.input<typeof ProposalDetailsInput>;
  };

/** A template generation: the seeded template's id and the values typed into its form. */
export type TemplateBrief = { templateId: string; values: Record<string, string | number> };

export type Expect = {
  /** The brief's own subject nouns, lower case: every section's prose names at least one. */
  subject: string[];
  /** Every ringgit value the user stated (unit prices, totals, shares, funding lines). */
  amounts: number[];
  /** The stated total cost or budget, if any: the budget table's total row. */
  total?: number;
  /** ISO day of the event (its first day), if the paper is about an event. */
  eventDate?: string;
  /** ISO day of the event's last day, for a multi-day event. */
  eventEndDate?: string;
  /** ISO of every stated date. */
  dates: string[];
  /** The stated length of the project or contract, as written: '24 bulan', '12 months'. */
  duration?: string;
  /** Stated counts as a number and its noun: '850 murid', '28 pekerja'. */
  counts: string[];
  /** Organisations, places and people stated, as written. */
  names: string[];
  /** Times of day stated: '8.00 pagi', '10.00 pm'. */
  times?: string[];
  /**
   * Facts the kind requires that the brief does not give: the paper must show a marked blank
   * ('[Nyatakan …]' / '[Enter …]') for each, never an invented value.
   */
  blanks: FactKey[];
};

export type CorpusEntry = {
  id: string;
  flow: Flow;
  packageKey: PackageKey;
  language: Language;
  /** What a reader would call the paper. */
  kind: KindId;
  /** The day it is written (ISO). */
  startDate: string;
  brief: FormBrief | TemplateBrief;
  expect: Expect;
};

export const isTemplateBrief = (brief: FormBrief | TemplateBrief): brief is TemplateBrief => "templateId" in brief;
