// `npm run bench:export`: PDF and Word rendering of a Standard Package (9 sections, 2,500+ words)
// and an Exclusive Package (12 sections) written by the built-in composer, through the same path
// as the export endpoints (sanitised HTML -> document model -> writer). Median and p95 time over
// RUNS renders after a warm-up, and the file size. Goals: PDF < 150 ms and < 200 KB, Word < 100 ms.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { estimatePageNumbers } from "docx/layout";
import { joinSections } from "../src/common/content.js";
import { packDocx } from "../src/common/document/docx.js";
import { buildProposalDocument } from "../src/common/document/from-html.js";
import {
  documentWordCount,
  EXPORT_STYLES,
  type ProposalDocument,
  proposalTypeLabel,
} from "../src/common/document/model.js";
import { createBuiltinWriter } from "../src/server/ai/builtin/composer.js";
import { brief, PACKAGES } from "../src/server/ai/builtin/fixtures.js";
import type { PackageSpec, ProposalBrief } from "../src/server/ai/writer.js";
import { prepareContent } from "../src/server/content/prepare.js";
import { exportOffThread, stopExportThreads } from "../src/server/modules/exports/export-thread.js";
import { renderPdf } from "../src/server/modules/exports/pdf.js";

const WARM_UP = 8;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** Word: the file itself, and the file with its Kandungan's page numbers worked out (as served). */
const GOALS = { pdfMs: 150, pdfKb: 200, docxMs: 100, pagedDocxMs: 500, stallMs: 200 };

const pkg = (key: string) => PACKAGES.find((p) => p.key === key) as PackageSpec;

async function composeDocument(b: ProposalBrief, spec: PackageSpec): Promise<ProposalDocument> {
  const writer = createBuiltinWriter();
  const outline = await writer.outline(b, spec);
  const sections = await writer.sections(b, outline);
  const { html } = prepareContent(joinSections(sections.map((s) => ({ title: s.title, html: s.html }))));
  return buildProposalDocument({
    title: b.title,
    html,
    type: proposalTypeLabel(b.type),
    author: "Siti Aminah binti Abdullah",
    date: new Date("2026-11-21T09:00:00+08:00"),
  });
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};

async function measure(render: () => Promise<Uint8Array>) {
  for (let i = 0; i < WARM_UP; i++) await render();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    bytes = (await render()).byteLength;
    times.push(performance.now() - start);
  }
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), kb: bytes / 1024 };
}

const mark = (ok: boolean) => (ok ? "ok" : "MISSED");

const cases = [
  { label: "Standard Package", doc: await composeDocument(brief("aplikasi-mobile", "ms"), pkg("standard")) },
  {
    label: "Exclusive Package",
    doc: await composeDocument(brief("pengurusan-acara", "ms", { budgetRange: "10k-20k" }), pkg("exclusive")),
  },
];

console.log(`export bench: ${WARM_UP} warm-up renders, then median and p95 of ${RUNS} (Node ${process.version})`);
let missed = 0;
for (const { label, doc: composed } of cases)
  for (const style of EXPORT_STYLES) {
    const doc = { ...composed, style };
    const titled = doc.sections.filter((s) => s.number !== null).length;
    console.log(`\n${label}, ${style} look: ${titled} sections, ${documentWordCount(doc)} words`);
    const pdf = await measure(() => renderPdf(doc));
    const docx = await measure(() => packDocx(doc));
    // As the server writes it: the Kandungan's page numbers worked out and stored in the file.
    const paged = await measure(() => packDocx(doc, { pageNumbers: estimatePageNumbers }));
    const pdfOk = pdf.median < GOALS.pdfMs && pdf.kb < GOALS.pdfKb;
    const docxOk = docx.median < GOALS.docxMs;
    const pagedOk = paged.median < GOALS.pagedDocxMs;
    missed += [pdfOk, docxOk, pagedOk].filter((ok) => !ok).length;
    console.log(
      `  PDF   median ${pdf.median.toFixed(1).padStart(6)} ms  p95 ${pdf.p95.toFixed(1).padStart(6)} ms  ` +
        `${pdf.kb.toFixed(0).padStart(4)} KB   goal < ${GOALS.pdfMs} ms, < ${GOALS.pdfKb} KB: ${mark(pdfOk)}`,
    );
    console.log(
      `  Word  median ${docx.median.toFixed(1).padStart(6)} ms  p95 ${docx.p95.toFixed(1).padStart(6)} ms  ` +
        `${docx.kb.toFixed(0).padStart(4)} KB   goal < ${GOALS.docxMs} ms: ${mark(docxOk)}`,
    );
    console.log(
      `  Word with Kandungan page numbers  median ${paged.median.toFixed(1).padStart(6)} ms  ` +
        `p95 ${paged.p95.toFixed(1).padStart(6)} ms   goal < ${GOALS.pagedDocxMs} ms: ${mark(pagedOk)}`,
    );
  }
// What the rest of the server feels: the event loop's longest stall while three large exports
// (a PDF and a Word file of the Exclusive Package, three times their size) run at once, as the
// server runs them (both kinds on its export threads).
{
  const large = cases[1]!.doc;
  const big = { ...large, sections: [...large.sections, ...large.sections, ...large.sections] };
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  await Promise.all([
    exportOffThread("pdf", big),
    exportOffThread("docx", big),
    exportOffThread("pdf", { ...big, style: "formal" as const }),
  ]);
  delay.disable();
  const stallMs = delay.max / 1e6;
  const stallOk = stallMs < GOALS.stallMs;
  if (!stallOk) missed++;
  console.log(
    `\nThree large exports at once (${documentWordCount(big)} words each): ${(performance.now() - started).toFixed(0)} ms; ` +
      `longest event-loop stall ${stallMs.toFixed(1)} ms   goal < ${GOALS.stallMs} ms: ${mark(stallOk)}`,
  );
  await stopExportThreads();
}
console.log(missed ? `\n${missed} goal(s) missed` : "\nall goals met");
process.exitCode = missed ? 1 : 0;
