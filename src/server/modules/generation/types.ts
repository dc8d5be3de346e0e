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

/** What the job row keeps of its progress (generation_jobs.progress); the sections have rows of their own. */
export type JobSummary = {
  phase: "outline" | "sections" | "saving";
  totalSections: number;
  /** Finalize: the user's own sections, counted as done from the start. */
  keptSections: number;
};

export type ProgressSection = { index: number; title: string; words: number; done: boolean; html?: string };

/** The progress clients read (status and events): the summary with the sections and their counts. */
export type JobProgress = {
  phase: JobSummary["phase"];
  totalSections: number;
  doneSections: number;
  words: number;
  sections: ProgressSection[];
};

export type FinishedSections = { title: string; sections: GeneratedSection[] };
