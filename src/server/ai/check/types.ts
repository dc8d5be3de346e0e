/**
 * One checker for both writers: what it found wrong in a written proposal. Stored with the proposal
 * (metadata.check) and shown in the editor: the facts used and anything still to complete.
 */
import type { SectionRole } from "../../../common/kinds/types.js";

export type FindingCode =
  /** A section the kind (or the template) requires has no heading in the document. */
  | "missing_section"
  /** A section has a heading but no prose, or only a placeholder. */
  | "empty_section"
  /** None of the subject nouns occurs in a section's own prose. */
  | "off_subject"
  /** A stated figure, date, duration or name does not occur in the document. */
  | "missing_fact"
  /** The document states another value for the same thing (a second total, another event date, another duration). */
  | "contradicted_fact"
  /** A budget table's lines do not add up to its total row, or the total differs from the stated total. */
  | "budget_sum"
  /** The same sentence occurs twice. */
  | "repeated_sentence"
  /** The full title occurs more than twice in the body. */
  | "title_repeated"
  /** A list item starts with a lower-case letter. */
  | "list_case"
  /** A day is written with a weekday it does not fall on ('14 Mac 2027, Sabtu' is a Sunday). */
  | "wrong_weekday";

export type Finding = {
  code: FindingCode;
  /** Index of the section (in the document's order) the finding is about, when it is about one. */
  section?: number;
  /** The section's title as written. */
  sectionTitle?: string;
  role?: SectionRole;
  /** The fact or text concerned, as the user wrote it ('RM 78,000', '13 Mac 2027'). */
  subject?: string;
  /** What the document says instead, for contradictions ('RM 20,000', '9 Februari 2027'). */
  found?: string;
  /** One plain English sentence for logs and for the LLM's retry prompt. */
  message: string;
};

/** A fact as the editor shows it under 'facts used': label key, value as written, whether the document keeps it. */
export type FactUse = { key: string; value: string; kept: boolean };

export type CheckResult = {
  /** True when there is no finding. */
  ok: boolean;
  findings: Finding[];
  facts: FactUse[];
  /** Marked blanks left for the user to complete ('[Nyatakan nama Penasihat]'), in document order. */
  placeholders: string[];
  /** When the check ran (ISO). */
  checkedAt: string;
};

/** A section as the checker reads it. */
export type CheckedSection = { title: string; html: string; role?: SectionRole };
