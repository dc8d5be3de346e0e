/**
 * The export threads (export-worker.ts), which write both PDF and Word files off the main thread.
 * Up to EXPORT_THREADS run, each started when an export finds every running one busy, and kept; a
 * thread that dies fails only the exports it held and another is started for the next one.
 */
import { Worker } from "node:worker_threads";
import type { ProposalDocument } from "../../../common/document/model.js";
import { RUNNING_FROM_SOURCES } from "../../project-root.js";

export type ExportKind = "pdf" | "docx";
/** What the main thread asks an export thread. */
export type ExportRequest = { id: number; kind: ExportKind; model: ProposalDocument };
/** What an export thread answers: the file's bytes or why it could not be written. */
export type ExportAnswer = { id: number; bytes?: Uint8Array; error?: string };

/**
 * Two, as many as the service renders at once (service.ts): a PDF and a Word file are written side
 * by side, as when the PDF was written on the main thread, rather than one waiting for the other.
 */
export const EXPORT_THREADS = 2;

type Pending = { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; pending: Map<number, Pending> };

const threads: Thread[] = [];
let nextId = 0;

/** Takes a thread out of service and fails the exports it held. */
function fail(thread: Thread, error: Error): void {
  const at = threads.indexOf(thread);
  if (at >= 0) threads.splice(at, 1);
  for (const { reject } of thread.pending.values()) reject(error);
  thread.pending.clear();
}

function start(): Thread {
  // From the sources, the thread registers tsx before loading the writers (export-worker-entry.mjs);
  // the bundle has them built beside it (dist/server/export-worker.js, scripts/server-build.mjs).
  const entry = RUNNING_FROM_SOURCES ? "./export-worker-entry.mjs" : "./export-worker.js";
  const worker = new Worker(new URL(entry, import.meta.url));
  // An idle thread does not keep the process alive.
  worker.unref();
  const thread: Thread = { worker, pending: new Map() };
  worker.on("message", (answer: ExportAnswer) => {
    const task = thread.pending.get(answer.id);
    if (!task) return;
    thread.pending.delete(answer.id);
    if (answer.bytes) task.resolve(answer.bytes);
    else task.reject(new Error(answer.error ?? "export worker failed"));
  });
  worker.on("error", (error) => fail(thread, error));
  worker.on("exit", (code) => fail(thread, new Error(`export worker exited with code ${code}`)));
  threads.push(thread);
  return thread;
}

/** An idle thread; else a new one while fewer than EXPORT_THREADS run; else the least busy. */
function pick(): Thread {
  const idle = threads.find((t) => t.pending.size === 0);
  if (idle) return idle;
  if (threads.length < EXPORT_THREADS) return start();
  return threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
}

/**
 * The bytes of a document as a PDF (with its fonts and branding) or a .docx (with its Kandungan's
 * page numbers), written on an export thread so the server keeps answering meanwhile.
 */
export function exportOffThread(kind: ExportKind, model: ProposalDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    const thread = pick();
    thread.pending.set(id, { resolve, reject });
    const request: ExportRequest = { id, kind, model };
    thread.worker.postMessage(request);
  });
}

/** How many export threads are running (for tests). */
export function exportThreadCount(): number {
  return threads.length;
}

/**
 * Ends the threads, failing the exports they still held (a script that must exit, a test; the
 * server's threads are unref'd and need no call). The next export starts a new thread.
 */
export async function stopExportThreads(): Promise<void> {
  const running = [...threads];
  for (const thread of running) fail(thread, new Error("export worker stopped"));
  await Promise.all(running.map((t) => t.worker.terminate()));
}
