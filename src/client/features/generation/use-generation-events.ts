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
  /** What the finished job answered (a preview job's `{ preview }`), from its `done` event or its status. */
  result: Record<string, unknown> | null;
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
  result: null,
  proposalId: null,
  error: null,
};

type ProgressData = { status?: string; phase?: string; totalSections?: number; doneSections?: number; words?: number };
type SectionData = { index: number; title: string; words: number; done?: boolean };
type DoneData = { proposalId?: string | null; result?: Record<string, unknown> | null };
type FailedData = { code?: unknown; message?: unknown };

/** Retries of the status read when the event stream is gone for good (1 s, 2 s, 4 s, then every 8 s). */
const STATUS_ATTEMPTS = 7;
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 8000);
/** How often the status is read while the job runs and no event stream follows it. */
const STATUS_POLL_MS = 2000;

/** An event's JSON data, or null when there is none or it does not parse as an object. */
function eventData<T>(event: Event): T | null {
  const raw = (event as MessageEvent<unknown>).data;
  if (typeof raw !== "string" || !raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === "object" ? (value as T) : null;
  } catch {
    return null;
  }
}

/** A `failed` event's error, GENERATION_FAILED when it carries none that reads. */
function failedError(data: FailedData | null): { code: string; message: string } {
  return {
    code: typeof data?.code === "string" && data.code ? data.code : "GENERATION_FAILED",
    message: typeof data?.message === "string" ? data.message : "",
  };
}

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
    return { ...next, status: "succeeded", sections: merged, result: job.result, proposalId: job.proposalId };
  }
  if (job.status === "failed") {
    return {
      ...next,
      status: "failed",
      sections: merged,
      error: job.error ?? { code: "GENERATION_FAILED", message: "" },
    };
  }
  return { ...next, status: "running", sections: merged };
}

/**
 * Follows one generation job through its server-sent events (`progress`, `section`, `done`,
 * `failed`) on /api/generations/{id}/events (same origin: the session cookie goes along). The
 * `done` event carries the job's `{ proposalId, result }` and settles it. GET /api/generations/{id}
 * is read only when the events cannot tell: when the stream drops (it reconnects by itself), when
 * it has closed for good, or when a `done` event carries no data. Once no stream follows the job
 * that read is retried, and a job whose state cannot be read ends as failed: never a form that
 * stays disabled.
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const source = new EventSource(`/api/generations/${encodeURIComponent(jobId)}/events`);
    /** No stream follows the job any more: it has ended, or the browser gave up reconnecting. */
    const streamGone = () => source.readyState === EventSource.CLOSED;

    const finish = (settle: (prev: GenerationState) => GenerationState) => {
      finished.current = true;
      source.close();
      clearTimeout(timer);
      setState(settle);
    };

    const readStatus = async (attempt = 0) => {
      clearTimeout(timer);
      try {
        const job = await fetchGeneration(jobId);
        if (disposed || finished.current) return;
        if (job.status === "succeeded" || job.status === "failed") {
          finish((prev) => fromStatus(prev, job));
          return;
        }
        setState((prev) => (prev.status === "running" ? fromStatus(prev, job) : prev));
        if (streamGone()) timer = setTimeout(() => void readStatus(), STATUS_POLL_MS);
      } catch (error) {
        if (disposed || finished.current) return;
        const info = parseApiError(error);
        if (info.status === 404 || info.status === 401) {
          const code = info.status === 404 ? "JOB_LOST" : "UNAUTHORIZED";
          finish((prev) => ({ ...prev, status: "failed", error: { code, message: info.message } }));
        } else if (!streamGone()) {
          // The stream reconnects by itself and will tell.
        } else if (attempt + 1 < STATUS_ATTEMPTS) {
          timer = setTimeout(() => void readStatus(attempt + 1), retryDelay(attempt));
        } else {
          finish((prev) => ({ ...prev, status: "failed", error: { code: "SERVICE_UNAVAILABLE", message: "" } }));
        }
      }
    };

    source.addEventListener("progress", (event) => {
      const data = eventData<ProgressData>(event);
      if (data) setState((prev) => (prev.status === "running" ? withProgress(prev, data) : prev));
    });
    source.addEventListener("section", (event) => {
      const data = eventData<SectionData>(event);
      if (!data || typeof data.index !== "number") return;
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
    source.addEventListener("done", (event) => {
      const data = eventData<DoneData>(event);
      if (!data) {
        // Ended, but what it made is not in the event: the stored status has it.
        source.close();
        void readStatus();
        return;
      }
      finish((prev) => ({
        ...prev,
        status: "succeeded",
        proposalId: data.proposalId ?? null,
        result: data.result ?? null,
      }));
    });
    source.addEventListener("failed", (event) => {
      const error = failedError(eventData<FailedData>(event));
      finish((prev) => ({ ...prev, status: "failed", error }));
    });
    // The server closed this stream for a newer one of the same user (too many open): no
    // reconnecting, which would close another; the stored status is polled instead.
    source.addEventListener("closed", () => {
      source.close();
      if (!finished.current) void readStatus();
    });
    // A dropped stream reconnects by itself; meanwhile the stored status tells whether it has ended.
    // A stream that will not come back (an error answer) leaves the status to be read until it ends.
    source.onerror = () => {
      if (!finished.current) void readStatus();
    };

    return () => {
      disposed = true;
      clearTimeout(timer);
      source.close();
    };
  }, [jobId]);

  return state;
}
