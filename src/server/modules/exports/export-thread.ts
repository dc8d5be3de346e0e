/**
 * The export thread (export-worker.ts), which writes both PDF and Word files: started on the first
 * export and kept; a thread that dies fails the exports it held and is started again on the next one.
 */
import { Worker } from "node:worker_threads";
import type { ProposalDocument } from "../../../common/document/model.js";
import { RUNNING_FROM_SOURCES } from "../../project-root.js";

export type ExportKind = "pdf" | "docx";
/** What the main thread asks the export thread. */
export type ExportRequest = { id: number; kind: ExportKind; model: ProposalDocument };
/** What the export thread answers: the file's bytes or why it could not be written. */
export type ExportAnswer = { id: number; bytes?: Uint8Array; error?: string };

type Pending = { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
  worker = null;
}

function thread(): Worker {
  if (worker) return worker;
  // From the sources, the thread registers tsx before loading the writers (export-worker-entry.mjs);
  // the bundle has them built beside it (dist/server/export-worker.js, scripts/server-build.mjs).
  const entry = RUNNING_FROM_SOURCES ? "./export-worker-entry.mjs" : "./export-worker.js";
  const started = new Worker(new URL(entry, import.meta.url));
  // An idle thread does not keep the process alive.
  started.unref();
  started.on("message", (answer: ExportAnswer) => {
    const task = pending.get(answer.id);
    if (!task) return;
    pending.delete(answer.id);
    if (answer.bytes) task.resolve(answer.bytes);
    else task.reject(new Error(answer.error ?? "export worker failed"));
  });
  started.on("error", (error) => failAll(error));
  started.on("exit", (code) => {
    if (worker === started) failAll(new Error(`export worker exited with code ${code}`));
  });
  worker = started;
  return started;
}

/**
 * The bytes of a document as a PDF (with its fonts and branding) or a .docx (with its Kandungan's
 * page numbers), written on the export thread so the server keeps answering meanwhile.
 */
export function exportOffThread(kind: ExportKind, model: ProposalDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    pending.set(id, { resolve, reject });
    const request: ExportRequest = { id, kind, model };
    thread().postMessage(request);
  });
}

/**
 * Ends the thread, failing the exports it still held (a script that must exit, a test; the server's
 * thread is unref'd and needs no call). The next export starts a new thread.
 */
export async function stopExportThread(): Promise<void> {
  const running = worker;
  if (!running) return;
  failAll(new Error("export worker stopped"));
  await running.terminate();
}
