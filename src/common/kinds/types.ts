/**
 * What a proposal is (its kind) decides its structure: the sections a Malaysian reader expects,
 * the facts each needs and how the paper is signed. Both writers, the checker, the forms and the
 * exports read these definitions; the package only decides length and depth.
 */
export const KIND_IDS = ["program", "cadangan", "geran", "penyelidikan", "tender"] as const;
export type KindId = (typeof KIND_IDS)[number];

/** What a section is for, whatever it is called. One vocabulary for every kind. */
export const SECTION_ROLES = [
  // shared
  "summary",
  "introduction",
  "background",
  "objectives",
  "scope",
  "method",
  "schedule",
  "budget",
  "funding",
  "risks",
  "monitoring",
  "impact",
  "closing",
  // program / acara
  "rationale",
  "theme",
  "whenWhere",
  "participants",
  "guests",
  "tentative",
  "committee",
  // kertas cadangan to an authority
  "purpose",
  "justification",
  "implications",
  "recommendation",
  // geran / pembiayaan
  "applicant",
  "need",
  "project",
  "market",
  "cashflow",
  // penyelidikan
  "problem",
  "literature",
  "gantt",
  "outputs",
  "team",
  "references",
  // perniagaan / tender
  "company",
  "understanding",
  "manpower",
  "pricing",
  "compliance",
  "quality",
] as const;
export type SectionRole = (typeof SECTION_ROLES)[number];

export type Text = { ms: string; en: string };

export type KindSection = {
  role: SectionRole;
  title: Text;
  /** Always in the paper; optional sections join when the package has room, in this order of priority. */
  essential: boolean;
  /** What the section must say: the LLM's brief and the reader's expectation. */
  brief: Text;
  /** Share of the words relative to other sections (1 = average). */
  weight: number;
};

/** Who signs the paper, in order. */
export const APPROVAL_ROLES = ["prepared", "reviewed", "supported", "approved"] as const;
export type ApprovalRole = (typeof APPROVAL_ROLES)[number];

/** Facts a reader of this kind checks; a missing one is a marked blank for the user to complete. */
export const FACT_KEYS = [
  "eventDate",
  "eventTime",
  "venue",
  "participants",
  "budgetTotal",
  "budgetItems",
  "fundingSources",
  "addressee",
  "applicant",
  "duration",
  "requestedAmount",
  "committee",
  "schedule",
] as const;
export type FactKey = (typeof FACT_KEYS)[number];

export type KindDefinition = {
  id: KindId;
  /** The name of the paper on its cover and in the picker. */
  label: Text;
  /** One line shown under the label in the picker. */
  hint: Text;
  /** Reading order; optional sections are interleaved where they belong. */
  sections: KindSection[];
  requiredFacts: FactKey[];
  approvals: ApprovalRole[];
  /** School / PIBG / surau papers close with 'KERTAS KERJA INI DILULUSKAN / TIDAK DILULUSKAN'. */
  approvalVerdict: boolean;
  /** Whom the paper goes to when the user names nobody: a marked blank with this hint. */
  addresseeHint: Text;
};
