import type { GeneratedSection, PackageSpec, ProposalBrief } from "../../ai/writer.js";

export type JobKind = "preview" | "requirements" | "template" | "auto" | "finalize";

/** What a job needs to run and to store its result; kept in generation_jobs.input. */
export type JobInput = {
  brief: ProposalBrief;
  pkg: PackageSpec;
  /** Credits charged when the proposal is stored (previews are charged at save time instead). */
  charge: number;
  proposal: {
    title: string;
    type: string;
    budgetRange: string | null;
    timeline: string | null;
    requirements: string[];
    packageKey: string;
  };
  /** Finalize only: the user's own sections, kept as written. */
  keptSections?: { title: string; html: string }[];
};

export type JobProgress = {
  phase: "outline" | "sections" | "saving";
  totalSections: number;
  doneSections: number;
  words: number;
  sections: { index: number; title: string; words: number; done: boolean; html?: string }[];
};

export type FinishedSections = { title: string; sections: GeneratedSection[] };
