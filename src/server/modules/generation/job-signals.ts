import { randomUUID } from "node:crypto";
import type { Notifications } from "../../db/notifications.js";

/** The PostgreSQL channel on which instances tell each other that a job changed. */
const CHANNEL = "generation_jobs";

/**
 * "This job changed": said by the process that runs a job, heard by whoever follows it (event
 * streams, a request waiting for the end). In-process at once; on PostgreSQL also to the other
 * instances through LISTEN/NOTIFY. A signal carries no data: its hearers read the job again, so
 * one missed never loses anything, it only delays the news until the hearer's next read.
 */
export type JobSignals = {
  publish(jobId: string): void;
  /** Calls `onChange` at each change of the job; settles once signals from other instances are heard too. */
  subscribe(jobId: string, onChange: () => void): Promise<() => void>;
};

export function createJobSignals(
  notifications: Notifications | null,
  log?: (msg: string, err?: unknown) => void,
): JobSignals {
  const instance = randomUUID();
  const local = new Map<string, Set<() => void>>();
  const emit = (jobId: string) => {
    for (const onChange of [...(local.get(jobId) ?? [])]) onChange();
  };
  let listening: Promise<void> | null = null;
  const listen = () => {
    listening ??= notifications!
      .listen(CHANNEL, (payload) => {
        const [from, jobId] = payload.split(" ");
        if (from !== instance && jobId) emit(jobId);
      })
      .catch((error) => {
        // The followers' slow poll still reads the job; the next subscriber tries again.
        listening = null;
        log?.("listening for generation signals failed", error);
      });
    return listening;
  };

  return {
    publish(jobId) {
      emit(jobId);
      notifications?.notify(CHANNEL, `${instance} ${jobId}`).catch((error) => {
        log?.("sending a generation signal failed", error);
      });
    },
    async subscribe(jobId, onChange) {
      const mine = local.get(jobId) ?? new Set();
      local.set(jobId, mine);
      mine.add(onChange);
      if (notifications) await listen();
      return () => {
        mine.delete(onChange);
        if (mine.size === 0 && local.get(jobId) === mine) local.delete(jobId);
      };
    },
  };
}

/** One follower of a job: `next(ms)` settles at its next change (or one since the last call), or after `ms`. */
export type JobFollower = { next(ms: number): Promise<void>; wake(): void; stop(): void };

export async function followJob(signals: JobSignals, jobId: string): Promise<JobFollower> {
  let pending = false;
  let settle: (() => void) | null = null;
  const wake = () => {
    pending = true;
    settle?.();
  };
  const stop = await signals.subscribe(jobId, wake);
  return {
    next(ms) {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          settle = null;
          pending = false;
          resolve();
        };
        const timer = setTimeout(done, ms);
        settle = done;
      });
    },
    wake,
    stop,
  };
}
