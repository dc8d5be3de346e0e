import { AbortedError } from "./errors.js";

/** A counting semaphore: at most `limit` holders at a time, waiters served first come, first served. */
export class Semaphore {
  #available: number;
  readonly #waiters: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`Semaphore limit must be a positive integer, got ${limit}`);
    this.#available = limit;
  }

  /** Slots free right now. */
  get available(): number {
    return this.#available;
  }

  /** Waits for a slot; resolves with its release function (safe to call twice). Rejects with AbortedError if `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(new AbortedError("cancelled while waiting for a slot"));
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const next = this.#waiters.shift();
      if (next) next();
      else this.#available++;
    };
    if (this.#available > 0) {
      this.#available--;
      return Promise.resolve(release);
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener("abort", onAbort);
        resolve(release);
      };
      const onAbort = () => {
        const i = this.#waiters.indexOf(grant);
        if (i >= 0) this.#waiters.splice(i, 1);
        reject(new AbortedError("cancelled while waiting for a slot"));
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.#waiters.push(grant);
    });
  }

  /** Runs `fn` holding a slot. */
  async run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.acquire(signal);
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
