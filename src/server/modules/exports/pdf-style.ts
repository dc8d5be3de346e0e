/** What the PDF writer and its table layout share: page geometry, type sizes, colours, run handling. */
import type { Align, ExportStyle, Run } from "../../../common/document/model.js";
import { keepAmountsTogether } from "../../../common/document/table-columns.js";

export type Doc = PDFKit.PDFDocument;

export const BAND_HEIGHT = 150;
export const MARGIN = { top: 76, bottom: 70, left: 64, right: 64 };
export const TEXT = "#1f2937";
export const GREY = "#6b7280";
export const LINE = "#d1d5db";
export const LINK = "#0563c1";
export const BODY_SIZE = 10.5;
export const LINE_GAP = 2.5;

/** The measures of one look of the file (see ExportStyle). */
export type PdfLook = {
  /** DejaVu Serif (the formal paper's Times-like face) or DejaVu Sans. */
  serif: boolean;
  bodySize: number;
  /** Text in table cells: tables keep single spacing in both looks. */
  cellSize: number;
  /** The gap between lines of body text: 1.5 line spacing in the formal look. */
  lineGap: number;
  /** Body paragraphs justified, as a formal paper is typed. */
  justify: boolean;
};

export const LOOKS: Record<ExportStyle, PdfLook> = {
  standard: { serif: false, bodySize: BODY_SIZE, cellSize: BODY_SIZE - 1, lineGap: LINE_GAP, justify: false },
  formal: { serif: true, bodySize: 12, cellSize: 10.5, lineGap: 6.5, justify: true },
};

/** Yields to the event loop when the current slice of work has run for a few milliseconds. */
export class Pacer {
  private last = performance.now();
  async tick(): Promise<void> {
    if (performance.now() - this.last < 6) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.last = performance.now();
  }
}

export function fontFor(run: { bold?: boolean; italic?: boolean }): string {
  if (run.bold && run.italic) return "BoldItalic";
  if (run.bold) return "Bold";
  if (run.italic) return "Italic";
  return "Regular";
}

/** Runs with their line breaks folded into the text, ready for a chain of `continued` text calls. */
export function textPieces(runs: Run[]): Run[] {
  const out: Run[] = [];
  let pendingBreaks = 0;
  for (const run of runs) {
    if (run.break) {
      pendingBreaks++;
      continue;
    }
    out.push({ ...run, text: "\n".repeat(pendingBreaks) + keepAmountsTogether(run.text) });
    pendingBreaks = 0;
  }
  return out;
}

export type RunOptions = {
  x: number;
  y?: number;
  width: number;
  size: number;
  align?: Align;
  bold?: boolean;
  italic?: boolean;
  /** Cut with an ellipsis beyond this height. */
  height?: number;
  /** The gap between lines; the standard look's when absent. */
  lineGap?: number;
};

/** A chain of text calls: one per run, each with its own font, underline, strike and link. */
export function writeRuns(doc: Doc, runs: Run[], o: RunOptions): void {
  const pieces = textPieces(runs);
  if (!pieces.length) return;
  doc.fontSize(o.size);
  pieces.forEach((run, i) => {
    const marks = { bold: run.bold || o.bold, italic: run.italic || o.italic };
    doc.font(fontFor(marks)).fillColor(run.link ? LINK : TEXT);
    const options: PDFKit.Mixins.TextOptions = {
      continued: i < pieces.length - 1,
      underline: Boolean(run.underline || run.link),
      strike: Boolean(run.strike),
      link: run.link ?? null,
      lineGap: o.lineGap ?? LINE_GAP,
      width: o.width,
      align: o.align ?? "left",
      ...(o.height ? { height: o.height, ellipsis: true } : {}),
    };
    if (i === 0) doc.text(run.text, o.x, o.y ?? doc.y, options);
    else doc.text(run.text, options);
  });
  doc.x = MARGIN.left;
}
