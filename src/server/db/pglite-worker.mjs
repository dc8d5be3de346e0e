// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, never on the
// thread that answers requests, so a slow query delays only the queries behind it. Plain JavaScript:
// it starts without a TypeScript loader. The other side is pglite-thread.ts; messages:
//   in:  { id, op: "query", sql, params, rowMode, textTypes, tx? } | { id, op: "exec", sql, tx? }
//        { id, op: "begin", tx } | { id, op: "commit", tx } | { id, op: "rollback", tx } | { id, op: "close" }
//   out: { ready: true } | { failed: error } once at start, then { id, result } | { id, error } per message.
// Queries outside a transaction go straight to PGlite, which runs them one at a time and holds them back
// while a transaction is open; a transaction's statements run inside PGlite's own transaction().
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const port = parentPort;
if (!port) throw new Error("pglite-worker runs as a worker thread only");

/** An error as plain data: its message, class name and PostgreSQL fields (code, constraint ...). */
function describe(error) {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

const keepText = (value) => value;

/** Drizzle's parsers all keep the text of the listed types (timestamps, dates, intervals ...). */
function queryOptions(message) {
  const parsers = {};
  for (const oid of message.textTypes ?? []) parsers[oid] = keepText;
  return { rowMode: message.rowMode, parsers };
}

function run(target, message) {
  if (message.op === "exec") return target.exec(message.sql);
  return target.query(message.sql, message.params, queryOptions(message));
}

/** Sends a result, or the error of one that cannot be copied back. */
function reply(id, result) {
  try {
    port.postMessage({ id, result });
  } catch (error) {
    port.postMessage({ id, error: describe(error) });
  }
}

function answer(id, work) {
  work.then(
    (result) => reply(id, result),
    (error) => port.postMessage({ id, error: describe(error) }),
  );
}

// PostgreSQL's 128 MB of shared buffers are written over when PGlite starts, so they all count in the
// process's memory; 16 MB keeps about 110 MB less resident (the server idles at about 260-280 MB, was
// 290-315 MB with 32 MB) with no change in bench:db's figures. Reads beyond them come from the data
// directory's files, which the operating system caches.
const SHARED_BUFFERS = "16MB";

let db;
try {
  // An image (a dumped data directory) starts in a second where an empty cluster takes several.
  const image = workerData?.image;
  db = await PGlite.create(workerData?.dataDir, {
    ...(image ? { loadDataDir: new Blob([readFileSync(image)]) } : {}),
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${SHARED_BUFFERS}`],
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: describe(error) });
  port.close();
}

/** The open transactions: each takes its messages, in order, from its own inbox. */
const transactions = new Map();
const ROLLBACK = Symbol("rollback");

function inbox() {
  const messages = [];
  let waiting = null;
  return {
    push(message) {
      if (waiting) {
        waiting(message);
        waiting = null;
      } else messages.push(message);
    },
    next() {
      return messages.length > 0 ? Promise.resolve(messages.shift()) : new Promise((resolve) => (waiting = resolve));
    },
  };
}

function begin(message) {
  const box = inbox();
  let end = null;
  let begun = false;
  db.transaction(async (tx) => {
    begun = true;
    transactions.set(message.tx, box);
    port.postMessage({ id: message.id, result: null });
    for (;;) {
      const next = await box.next();
      if (next.op === "commit") {
        end = next;
        return;
      }
      if (next.op === "rollback") {
        end = next;
        throw ROLLBACK;
      }
      // One statement at a time, in the order they were sent, as on a PostgreSQL connection.
      try {
        reply(next.id, await run(tx, next));
      } catch (error) {
        port.postMessage({ id: next.id, error: describe(error) });
      }
    }
  })
    .then(
      () => port.postMessage({ id: end.id, result: null }),
      (error) => {
        if (error === ROLLBACK) port.postMessage({ id: end.id, result: null });
        else port.postMessage({ id: (begun && end ? end : message).id, error: describe(error) });
      },
    )
    .finally(() => transactions.delete(message.tx));
}

async function close(message) {
  try {
    await db.close();
    port.postMessage({ id: message.id, result: null });
  } catch (error) {
    port.postMessage({ id: message.id, error: describe(error) });
  }
  // Nothing else is waited for: the thread ends.
  port.close();
}

if (db) {
  port.on("message", (message) => {
    if (message.op === "begin") return begin(message);
    if (message.op === "close") return void close(message);
    if (message.tx !== undefined) {
      const box = transactions.get(message.tx);
      if (box) return box.push(message);
      return port.postMessage({ id: message.id, error: describe(new Error(`transaction ${message.tx} is not open`)) });
    }
    answer(message.id, run(db, message));
  });
}
