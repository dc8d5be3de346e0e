import { useEffect, useRef, useState } from "react";
import type { GenerationStatusDto } from "../../../common/schemas/generation";
import { parseApiError } from "../../lib/api-error";
import { fetchGeneration } from "./generation-api";

export type FinishedSection = { index: number; title: string; words: number };

export type GenerationState = {
  /** The job this state describes (null while idle or while the job is being started). */
  jobId: string | null;
  status: "idle" | "running" | "succeeded" | "failed";
  phase: string | null;
  totalSections: number;
  doneSections: number;
  words: number;
  sections: FinishedSection[];
  /** The finished job as GET /api/generations/{id} answers it. */
  job: GenerationStatusDto | null;
  proposalId: string | null;
  error: { code: string; message: string } | null;
};

export const IDLE: GenerationState = {
  jobId: null,
  status: "idle",
  phase: null,
  totalSections: 0,
  doneSections: 0,
  words: 0,
  sections: [],
  job: null,
  proposalId: null,
  error: null,
};

type ProgressData = { status?: string; phase?: string; totalSections?: number; doneSections?: number; words?: number };
type SectionData = { index: number; title: string; words: number; done?: boolean };

function sectionsFrom(progress: Record<string, unknown>): FinishedSection[] {
  const list = (progress.sections as SectionData[] | undefined) ?? [];
  return list.filter((s) => s.done).map(({ index, title, words }) => ({ index, title, words }));
}

function withProgress(state: GenerationState, data: ProgressData): GenerationState {
  return {
    ...state,
    phase: data.phase ?? state.phase,
    totalSections: data.totalSections ?? state.totalSections,
    doneSections: data.doneSections ?? state.doneSections,
    words: data.words ?? state.words,
  };
}

/** The state a job's stored status describes (used on resume and when the stream drops). */
function fromStatus(prev: GenerationState, job: GenerationStatusDto): GenerationState {
  const next = withProgress(prev, job.progress as ProgressData);
  const sections = sectionsFrom(job.progress);
  const merged = sections.length >= prev.sections.length ? sections : prev.sections;
  if (job.status === "succeeded") {
    return { ...next, status: "succeeded", sections: merged, job, proposalId: job.proposalId };
  }
  if (job.status === "failed") {
    return {
      ...next,
      status: "failed",
      sections: merged,
      job,
      error: job.error ?? { code: "GENERATION_FAILED", message: "" },
    };
  }
  return { ...next, status: "running", sections: merged };
}

/**
 * Follows one generation job through its server-sent events (`progress`, `section`, `done`,
 * `failed`) on /api/generations/{id}/events (same origin: the session cookie goes along). When it
 * ends, the job is read once from GET /api/generations/{id} so the caller has its result.
 */
export function useGenerationEvents(jobId: string | null): GenerationState {
  const [state, setState] = useState<GenerationState>(IDLE);
  const finished = useRef(false);

  useEffect(() => {
    finished.current = false;
    if (!jobId) {
      setState(IDLE);
      return;
    }
    setState({ ...IDLE, jobId, status: "running" });
    let disposed = false;
    const source = new EventSource(`/api/generations/${encodeURIComponent(jobId)}/events`);

    const settleFromServer = async () => {
      try {
        const job = await fetchGeneration(jobId);
        if (disposed) return;
        if (job.status === "succeeded" || job.status === "failed") {
          finished.current = true;
          source.close();
        }
        setState((prev) => fromStatus(prev, job));
      } catch (error) {
        if (disposed) return;
        const info = parseApiError(error);
        if (info.status === 404 || info.status === 401) {
          finished.current = true;
          source.close();
          setState((prev) => ({
            ...prev,
            status: "failed",
            error: { code: info.status === 404 ? "JOB_LOST" : "UNAUTHORIZED", message: info.message },
          }));
        }
      }
    };

    source.addEventListener("progress", (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as ProgressData;
      setState((prev) => (prev.status === "running" ? withProgress(prev, data) : prev));
    });
    source.addEventListener("section", (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as SectionData;
      setState((prev) =>
        prev.sections.some((s) => s.index === data.index)
          ? prev
          : {
              ...prev,
              sections: [...prev.sections, { index: data.index, title: data.title, words: data.words }].sort(
                (a, b) => a.index - b.index,
              ),
            },
      );
    });
    source.addEventListener("done", () => {
      finished.current = true;
      source.close();
      void settleFromServer();
    });
    source.addEventListener("failed", (event) => {
      finished.current = true;
      source.close();
      const raw = (event as MessageEvent<string>).data;
      const error = (raw ? JSON.parse(raw) : null) as { code: string; message: string } | null;
      setState((prev) => ({ ...prev, status: "failed", error: error ?? { code: "GENERATION_FAILED", message: "" } }));
    });
    // A dropped stream reconnects by itself; meanwhile the stored status tells whether it has ended.
    source.onerror = () => {
      if (!finished.current) void settleFromServer();
    };

    return () => {
      disposed = true;
      source.close();
    };
  }, [jobId]);

  return state;
}
