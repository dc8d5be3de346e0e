/**
 * The Word writer's thread (docx-worker.ts), started on the first Word export and kept; a thread
 * that dies fails the exports it held and is started again on the next one.
 */
import { Worker } from "node:worker_threads";
import type { ProposalDocument } from "../../../common/document/model.js";
import { RUNNING_FROM_SOURCES } from "../../project-root.js";

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
  // From the sources, the thread registers tsx before loading the writer (docx-worker-entry.mjs);
  // the bundle has the writer built beside it (dist/server/docx-worker.js, scripts/server-build.mjs).
  const entry = RUNNING_FROM_SOURCES ? "./docx-worker-entry.mjs" : "./docx-worker.js";
  const started = new Worker(new URL(entry, import.meta.url));
  // An idle thread does not keep the process alive.
  started.unref();
  started.on("message", (answer: { id: number; bytes?: Uint8Array; error?: string }) => {
    const task = pending.get(answer.id);
    if (!task) return;
    pending.delete(answer.id);
    if (answer.bytes) task.resolve(answer.bytes);
    else task.reject(new Error(answer.error ?? "docx worker failed"));
  });
  started.on("error", (error) => failAll(error));
  started.on("exit", (code) => {
    if (worker === started) failAll(new Error(`docx worker exited with code ${code}`));
  });
  worker = started;
  return started;
}

/** The .docx bytes of a document, with its Kandungan's page numbers, written on the worker thread. */
export function packDocxOffThread(model: ProposalDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    pending.set(id, { resolve, reject });
    thread().postMessage({ id, model });
  });
}

/** Ends the thread (a script that must exit; the server's thread is unref'd and needs no call). */
export async function stopDocxThread(): Promise<void> {
  const running = worker;
  worker = null;
  await running?.terminate();
}
