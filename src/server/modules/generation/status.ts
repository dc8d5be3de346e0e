import type { GenerationStatusDto } from "../../../common/schemas/generation.js";
import type { JobRow } from "./job-store.js";
import type { SectionRow } from "./section-store.js";
import type { JobProgress, JobSummary, ProgressSection } from "./types.js";

/**
 * The progress clients read: the job row's summary with its section rows, as one object (phase,
 * counts, words, and every planned section, its HTML once written). A job stored before sections had
 * rows of their own keeps its whole progress in the job row, and it is read as it is.
 */
export function progressOf(stored: Record<string, unknown>, sections: SectionRow[]): Record<string, unknown> {
  if (!("keptSections" in stored)) return stored;
  const summary = stored as JobSummary;
  const list: ProgressSection[] = sections.map((s) =>
    s.doneAt
      ? { index: s.index, title: s.title, words: s.words, done: true, html: s.html ?? "" }
      : { index: s.index, title: s.title, words: 0, done: false },
  );
  const done = list.filter((s) => s.done);
  const progress: JobProgress = {
    phase: summary.phase,
    totalSections: summary.totalSections,
    doneSections: summary.keptSections + done.length,
    words: done.reduce((n, s) => n + s.words, 0),
    sections: list,
  };
  return progress;
}

export function toStatusDto(job: JobRow, sections: SectionRow[]): GenerationStatusDto {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: progressOf(job.progress ?? {}, sections),
    result: job.result ?? null,
    error:
      job.status === "failed" ? { code: job.errorCode ?? "GENERATION_FAILED", message: job.errorMessage ?? "" } : null,
    proposalId: job.proposalId,
  };
}
