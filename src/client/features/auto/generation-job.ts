import { useCallback, useEffect, useRef, useState } from "react";
import { type AcceptedJob, fetchGeneration, startGeneration } from "../generation/generation-api";

export type JobSection = { index: number; title: string; words: number };

export type JobState = {
  status: "idle" | "running" | "done" | "failed";
  phase: "outline" | "sections" | "saving";
  totalSections: number;
  doneSections: number;
  words: number;
  sections: JobSection[];
  /** The failed event's message, when the job failed. */
  error: string | null;
};

export type JobOutcome = { proposalId: string; result: Record<string, unknown> | null };

/** A job that ended in failure: its code and message (nothing was charged). */
export class JobFailedError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

const IDLE: JobState = {
  status: "idle",
  phase: "outline",
  totalSections: 0,
  doneSections: 0,
  words: 0,
  sections: [],
  error: null,
};

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/**
 * Runs one asynchronous generation: starts it, follows its events (progress, section, done,
 * failed) and resolves with the stored proposal's id, or rejects (JobFailedError for a failed job).
 */
export function useGenerationJob() {
  const [state, setState] = useState<JobState>(IDLE);
  const sourceRef = useRef<EventSource | null>(null);

  useEffect(() => () => sourceRef.current?.close(), []);

  const reset = useCallback(() => {
    sourceRef.current?.close();
    sourceRef.current = null;
    setState(IDLE);
  }, []);

  const run = useCallback(async (url: string, body: unknown): Promise<JobOutcome> => {
    sourceRef.current?.close();
    setState({ ...IDLE, status: "running" });
    let accepted: AcceptedJob;
    try {
      accepted = await startGeneration(url, body);
    } catch (error) {
      setState(IDLE);
      throw error;
    }
    return new Promise<JobOutcome>((resolve, reject) => {
      const source = new EventSource(accepted.eventsUrl, { withCredentials: true });
      sourceRef.current = source;
      let settled = false;
      const finish = (outcome: JobOutcome) => {
        if (settled) return;
        settled = true;
        source.close();
        setState((s) => ({ ...s, status: "done", phase: "saving", doneSections: s.totalSections }));
        resolve(outcome);
      };
      const fail = (message: string, code: string | null) => {
        if (settled) return;
        settled = true;
        source.close();
        setState((s) => ({ ...s, status: "failed", error: message }));
        reject(new JobFailedError(message, code));
      };
      source.addEventListener("progress", (event) => {
        const data = parse<Partial<JobState>>(event);
        if (!data) return;
        setState((s) => ({
          ...s,
          phase: data.phase ?? s.phase,
          totalSections: data.totalSections ?? s.totalSections,
          doneSections: data.doneSections ?? s.doneSections,
          words: data.words ?? s.words,
        }));
      });
      source.addEventListener("section", (event) => {
        const data = parse<JobSection>(event);
        if (!data) return;
        setState((s) =>
          s.sections.some((x) => x.index === data.index)
            ? s
            : { ...s, sections: [...s.sections, data].sort((a, b) => a.index - b.index) },
        );
      });
      source.addEventListener("done", (event) => {
        const data = parse<{ proposalId: string | null; result: Record<string, unknown> | null }>(event);
        if (data?.proposalId) finish({ proposalId: data.proposalId, result: data.result });
        else fail("", null);
      });
      source.addEventListener("failed", (event) => {
        const data = parse<{ code?: string; message?: string }>(event);
        fail(data?.message ?? "", data?.code ?? null);
      });
      // The stream dropped: ask the job itself how it ended (the browser reconnects otherwise).
      source.addEventListener("error", () => {
        if (settled) return;
        void fetchGeneration(accepted.jobId)
          .then((job) => {
            if (job.status === "succeeded" && job.proposalId)
              finish({ proposalId: job.proposalId, result: job.result });
            else if (job.status === "failed") fail(job.error?.message ?? "", job.error?.code ?? null);
          })
          .catch(() => undefined);
      });
    });
  }, []);

  return { state, run, reset };
}
