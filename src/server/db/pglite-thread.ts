/**
 * The embedded database on its own thread: PGlite runs in pglite-worker.mjs, and this is the client
 * the request thread hands to Drizzle's PGlite driver in its place (the part of PGlite's interface
 * Drizzle uses: query, exec, transaction). A query that takes a second delays the queries behind it,
 * as it always did, but no longer the requests that need no database.
 *
 * Queries outside a transaction are passed on at once (PGlite runs them in order, after any open
 * transaction). A transaction is PGlite's own transaction() in the worker: every statement of it runs
 * there, on the one session, in the order sent; an error thrown by the callback rolls it back.
 * A worker that fails or stops fails every waiting query with an error naming it, and every later one.
 */
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { fromProjectRoot } from "../project-root.js";

type Row = Record<string, unknown> | unknown[];
export type WorkerQueryResult = { rows: Row[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type QueryOptions = {
  rowMode?: "array" | "object";
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
};
type ErrorData = { name: string; message: string; fields: Record<string, string | number | boolean> };
type Answer = { id: number; result?: unknown; error?: ErrorData };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** The transaction handle Drizzle's PGlite session uses. */
export interface PgliteTransactionClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<WorkerQueryResult>;
  exec(sql: string): Promise<WorkerQueryResult[]>;
  readonly closed: boolean;
}

// Plain JavaScript, run as it is from the sources whether the server runs from them or from its bundle.
const WORKER_URL = pathToFileURL(fromProjectRoot("src/server/db/pglite-worker.mjs"));

/** A database error as thrown in the worker: same message and fields (code, constraint, detail ...). */
function rebuild(data: ErrorData): Error {
  const error = new Error(data.message);
  Object.assign(error, data.fields);
  error.name = data.name;
  return error;
}

/**
 * Drizzle passes parsers only to keep the text of some types (timestamps, dates, intervals and their
 * arrays); the worker does the same for the listed type ids. Any other parser could not cross threads.
 */
const checked = new WeakMap<object, number[]>();

function textTypes(parsers: QueryOptions["parsers"]): number[] {
  if (!parsers) return [];
  const known = checked.get(parsers);
  if (known) return known;
  const ids: number[] = [];
  for (const [id, parse] of Object.entries(parsers)) {
    if (parse("2026-01-01 00:00:00", Number(id)) !== "2026-01-01 00:00:00") {
      throw new Error(`the PGlite worker keeps types as text only; a parser for type ${id} does more`);
    }
    ids.push(Number(id));
  }
  checked.set(parsers, ids);
  return ids;
}

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private nextTx = 0;
  private openTransactions = 0;
  private failure: Error | null = null;
  private closing = false;
  private readonly exited: Promise<void>;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (answer: Answer) => this.settle(answer));
    worker.on("error", (error) =>
      this.fail(new Error(`The embedded database (PGlite worker) failed: ${error.message}`)),
    );
    this.exited = new Promise((resolve) =>
      worker.once("exit", (code) => {
        this.fail(
          new Error(
            this.closing
              ? "The embedded database is closed"
              : `The embedded database (PGlite worker) stopped (exit code ${code})`,
          ),
        );
        resolve();
      }),
    );
    // An idle worker does not keep the process alive; one with work waiting does (see track).
    worker.unref();
  }

  /**
   * Starts the worker and opens PGlite in it: in `dataDir`, or in memory without one; `image` (a file
   * PGlite's dumpDataDir wrote) is a data directory to start from instead of an empty cluster.
   */
  static async start(dataDir?: string, image?: string): Promise<PgliteThread> {
    const worker = new Worker(WORKER_URL, { workerData: { dataDir, image } });
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: true; failed?: ErrorData }) => {
        worker.off("message", onMessage);
        worker.off("error", reject);
        worker.off("exit", onExit);
        if (message.ready) resolve();
        else reject(new Error(`The embedded database could not be opened: ${message.failed?.message}`));
      };
      const onExit = (code: number) => reject(new Error(`The embedded database worker exited on start (code ${code})`));
      worker.on("message", onMessage);
      worker.once("error", reject);
      worker.once("exit", onExit);
    });
    try {
      await ready;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return new PgliteThread(worker);
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<WorkerQueryResult> {
    return this.call({ op: "query", sql, params, rowMode: options.rowMode, textTypes: textTypes(options.parsers) });
  }

  exec(sql: string): Promise<WorkerQueryResult[]> {
    return this.call({ op: "exec", sql });
  }

  /** Runs `callback` in one transaction in the worker: committed when it returns, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteTransactionClient) => Promise<T>): Promise<T> {
    const tx = ++this.nextTx;
    this.openTransactions++;
    this.track();
    try {
      await this.call({ op: "begin", tx });
      let closed = false;
      const check = () => {
        if (closed) throw new Error("Transaction is closed");
      };
      const client: PgliteTransactionClient = {
        query: async (sql, params = [], options = {}) => {
          check();
          return this.call({
            op: "query",
            tx,
            sql,
            params,
            rowMode: options.rowMode,
            textTypes: textTypes(options.parsers),
          });
        },
        exec: async (sql) => {
          check();
          return this.call({ op: "exec", tx, sql });
        },
        get closed() {
          return closed;
        },
      };
      let result: T;
      try {
        result = await callback(client);
      } catch (error) {
        closed = true;
        // A worker that has failed has nothing left to roll back; the callback's error is the one to see.
        await this.call({ op: "rollback", tx }).catch(() => {});
        throw error;
      }
      closed = true;
      await this.call({ op: "commit", tx });
      return result;
    } finally {
      this.openTransactions--;
      this.track();
    }
  }

  /** Closes PGlite in the worker (its files written out) and waits for the worker to end. */
  async close(): Promise<void> {
    if (this.failure || this.closing) return this.exited;
    this.closing = true;
    try {
      await this.call({ op: "close" });
    } finally {
      // The worker ends on its own once PGlite is closed; one that does not is stopped.
      const timer = setTimeout(() => void this.worker.terminate(), 5_000);
      await this.exited;
      clearTimeout(timer);
    }
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.nextId;
    const answer = new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    this.track();
    try {
      this.worker.postMessage({ ...message, id });
    } catch (error) {
      // A parameter that cannot be copied to the worker (a function, say) fails this query only.
      this.settle({
        id,
        error: { name: "Error", message: `query not sent to the embedded database: ${error}`, fields: {} },
      });
    }
    return answer;
  }

  private settle(answer: Answer): void {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    this.track();
    if (answer.error) waiting.reject(rebuild(answer.error));
    else waiting.resolve(answer.result);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.pending.values()) reject(this.failure);
    this.pending.clear();
    this.track();
  }

  /** The worker keeps the process alive only while a query or a transaction is waiting on it. */
  private track(): void {
    if (this.pending.size > 0 || this.openTransactions > 0) this.worker.ref();
    else this.worker.unref();
  }
}
