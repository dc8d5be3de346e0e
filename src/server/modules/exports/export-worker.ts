/**
 * Writes PDF and Word files off the main thread: laying out a long proposal (pdfkit's text layout,
 * or the Kandungan's page numbers of a Word file) takes a few hundred milliseconds, which would
 * stall every other request. Receives { id, kind, model } and answers { id, bytes } or { id, error }.
 * The PDF fonts are loaded and parsed once per thread (pdf-fonts.ts), found from the project's root
 * as on the main thread, so the sources and the bundle find the same files.
 */
import { parentPort } from "node:worker_threads";
import { estimatePageNumbers } from "docx/layout";
import { packDocx } from "../../../common/document/docx.js";
import type { ExportAnswer, ExportRequest } from "./export-thread.js";
import { renderPdf } from "./pdf.js";

const port = parentPort;
if (!port) throw new Error("export-worker runs as a worker thread only");

/**
 * The bytes to post, transferable without harm: a Buffer may be a view into Node's shared pool
 * (small buffers), whose memory must not be moved out of this thread, so such a view is copied.
 */
function ownBytes(bytes: Uint8Array): Uint8Array {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole && bytes.buffer instanceof ArrayBuffer ? bytes : new Uint8Array(bytes);
}

port.on("message", async ({ id, kind, model }: ExportRequest) => {
  try {
    const written =
      kind === "pdf" ? await renderPdf(model) : await packDocx(model, { pageNumbers: estimatePageNumbers });
    const bytes = ownBytes(written);
    const answer: ExportAnswer = { id, bytes };
    port.postMessage(answer, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    const answer: ExportAnswer = { id, error: error instanceof Error ? error.message : String(error) };
    port.postMessage(answer);
  }
});
