import { useCallback, useEffect, useRef, useState } from "react";
import { useSubmissionKey } from "../../lib/idempotency";
import { startGeneration } from "./generation-api";
import { clearJob, readJob, type StoredJob, writeJob } from "./job-storage";
import { type GenerationState, IDLE, useGenerationEvents } from "./use-generation-events";

export type GenerationOutcome = { proposalId: string | null; result: Record<string, unknown> | null };

/** A job that ended in failure (nothing was charged): its code and the server's message. */
export class GenerationFailedError extends Error {
  constructor(readonly error: NonNullable<GenerationState["error"]>) {
    super(error.message);
  }
}

type Waiter = {
  jobId: string;
  resolve: (outcome: GenerationOutcome) => void;
  reject: (error: GenerationFailedError) => void;
};

/**
 * One generation of a screen, from the start request (`Prefer: respond-async`) through its events
 * to its end. With a `slot` the running job is kept in sessionStorage, so a user who leaves and
 * comes back follows it again (its progress, then its end, as `state`).
 *
 * - `start(url, body, data)` resolves once the job is accepted (start errors reject);
 * - `run(url, body, data)` resolves when the job has succeeded, or rejects with a
 *   GenerationFailedError when it failed;
 * - `reset()` forgets the job (a finished one, or one whose end the screen no longer awaits).
 * `state` is "running" from the start request on; `busy` until it fails or is reset.
 */
export function useGeneration<T = undefined>(slot?: string) {
  const [job, setJob] = useState<StoredJob<T> | null>(() => (slot ? readJob<T>(slot) : null));
  const [starting, setStarting] = useState(false);
  const events = useGenerationEvents(job?.jobId ?? null);
  // Everyone awaiting the job's end (a double click runs the same job twice: both hear its end).
  const waiters = useRef<Waiter[]>([]);
  // The start request in flight: a second start meanwhile (a double click) shares it rather than
  // asking again (the server allows one running generation per user and would answer 429).
  const pendingStart = useRef<Promise<StoredJob<T>> | null>(null);
  const submission = useSubmissionKey();

  const current = job !== null && events.jobId === job.jobId;
  const ended = current && (events.status === "succeeded" || events.status === "failed");

  useEffect(() => {
    if (!ended || !job) return;
    if (slot) clearJob(slot);
    const pending = waiters.current.filter((w) => w.jobId === job.jobId);
    if (pending.length === 0) return;
    waiters.current = waiters.current.filter((w) => w.jobId !== job.jobId);
    for (const w of pending) {
      if (events.status === "succeeded") {
        w.resolve({ proposalId: events.proposalId, result: events.result });
      } else {
        w.reject(new GenerationFailedError(events.error ?? { code: "GENERATION_FAILED", message: "" }));
      }
    }
  }, [ended, job, slot, events]);

  const start = useCallback(
    (url: string, body: unknown, data?: T): Promise<StoredJob<T>> => {
      if (pendingStart.current) return pendingStart.current;
      const request = (async () => {
        setStarting(true);
        try {
          const key = submission.take([url, body]);
          const { jobId } = await startGeneration(url, body, key).then(
            (accepted) => {
              submission.settle();
              return accepted;
            },
            (error: unknown) => {
              submission.settle(error);
              throw error;
            },
          );
          const stored = slot ? writeJob(slot, jobId, data as T) : { jobId, startedAt: Date.now(), data: data as T };
          setJob(stored);
          return stored;
        } finally {
          setStarting(false);
          pendingStart.current = null;
        }
      })();
      pendingStart.current = request;
      return request;
    },
    [slot, submission],
  );

  const run = useCallback(
    async (url: string, body: unknown, data?: T): Promise<GenerationOutcome> => {
      const stored = await start(url, body, data);
      return new Promise<GenerationOutcome>((resolve, reject) => {
        waiters.current.push({ jobId: stored.jobId, resolve, reject });
      });
    },
    [start],
  );

  const reset = useCallback(() => {
    waiters.current = [];
    if (slot) clearJob(slot);
    setJob(null);
  }, [slot]);

  let state: GenerationState = IDLE;
  if (starting) state = { ...IDLE, status: "running" };
  else if (current) state = events;
  else if (job) state = { ...IDLE, jobId: job.jobId, status: "running" };

  /** Started and not failed: forms stay disabled until the screen moves on. */
  const busy = state.status === "running" || state.status === "succeeded";

  return { job, state, busy, start, run, reset };
}
