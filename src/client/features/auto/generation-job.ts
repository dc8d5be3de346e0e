import { useCallback, useEffect, useRef, useState } from "react";
import { readJson, throwIfResNotOk } from "../../lib/api";

/** What `Prefer: respond-async` answers: the job and where its server-sent events are. */
export type AcceptedJob = { jobId: string; eventsUrl: string; status: string };

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

/** Starts a generation that answers 202 at once; errors keep the "<status>: <body>" shape of lib/api. */
export async function startAsyncJob(url: string, body: unknown): Promise<AcceptedJob> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json", prefer: "respond-async" },
    body: JSON.stringify(body),
  });
  await throwIfResNotOk(res);
  return readJson<AcceptedJob>(res);
}

type StatusDto = {
  status: "queued" | "running" | "succeeded" | "failed";
  proposalId: string | null;
  result: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
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
      accepted = await startAsyncJob(url, body);
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
        void fetch(`/api/generations/${accepted.jobId}`, { credentials: "include" })
          .then(async (res) => (res.ok ? ((await res.json()) as StatusDto) : null))
          .then((job) => {
            if (!job) return;
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
