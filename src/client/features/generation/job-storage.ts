/**
 * The running generation of a screen, kept in sessionStorage so that a user who leaves and comes
 * back sees its progress again.
 */
export type StoredJob<T = unknown> = { jobId: string; startedAt: number; data: T };

const key = (slot: string) => `kertas.generation.${slot}`;

export function readJob<T>(slot: string): StoredJob<T> | null {
  try {
    const raw = window.sessionStorage.getItem(key(slot));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredJob<T>;
    return typeof parsed?.jobId === "string" ? parsed : null;
  } catch {
    return null;
  }
}

export function writeJob<T>(slot: string, jobId: string, data: T): StoredJob<T> {
  const job: StoredJob<T> = { jobId, startedAt: Date.now(), data };
  try {
    window.sessionStorage.setItem(key(slot), JSON.stringify(job));
  } catch {
    // Storage unavailable: progress still shows while the page stays open.
  }
  return job;
}

export function clearJob(slot: string): void {
  try {
    window.sessionStorage.removeItem(key(slot));
  } catch {
    // Nothing to clear.
  }
}
