/**
 * Writes Word files off the main thread: working out the Kandungan's page numbers lays out every
 * page (a few hundred milliseconds for a long proposal), which would stall every other request.
 * Receives { id, model } and answers { id, bytes } or { id, error }.
 */
import { parentPort } from "node:worker_threads";
import { estimatePageNumbers } from "docx/layout";
import { packDocx } from "../../../common/document/docx.js";
import type { ProposalDocument } from "../../../common/document/model.js";

const port = parentPort;
if (!port) throw new Error("docx-worker runs as a worker thread only");

port.on("message", async ({ id, model }: { id: number; model: ProposalDocument }) => {
  try {
    const bytes = await packDocx(model, { pageNumbers: estimatePageNumbers });
    port.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
