/**
 * The PDF writer: the document model on A4 with embedded DejaVu fonts, a cover, a 'Kandungan'
 * page with page numbers, numbered sections, a running header and 'Halaman X daripada Y'.
 * Pages are buffered so the contents and the page totals are written once the body is laid out.
 * Rendering yields to the event loop every few milliseconds: a long export never stalls the server.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";
import {
  type Align,
  type Block,
  formatMalayDate,
  LABELS,
  type ListBlock,
  type ProposalDocument,
  type Run,
  runsText,
  type Section,
  type TableBlock,
  type TableRow,
} from "../../../common/document/model.js";

type FontKit = { create(bytes: Uint8Array): ParsedFont };
/** A font as fontkit parses it; pdfkit takes one in place of font bytes. */
type ParsedFont = { layout: (...args: never[]) => unknown; _tables: Record<string, unknown> };
type FontFace = { bytes: Buffer; parsed: ParsedFont };
type Fonts = { regular: FontFace; bold: FontFace; italic: FontFace; boldItalic: FontFace };

let fontsPromise: Promise<{ fontkit: FontKit; faces: Fonts }> | undefined;

/**
 * DejaVu Sans (covers Malay, and much more), read and parsed once per process. fontkit is pdfkit's
 * own font parser, resolved from pdfkit's location so it is the version pdfkit was built against.
 */
function loadFonts(): Promise<{ fontkit: FontKit; faces: Fonts }> {
  if (!fontsPromise) {
    const require = createRequire(import.meta.url);
    const fontkit = createRequire(require.resolve("pdfkit"))("fontkit") as FontKit;
    const dir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
    const read = async (name: string): Promise<FontFace> => {
      const bytes = await readFile(path.join(dir, name));
      return { bytes, parsed: fontkit.create(bytes) };
    };
    fontsPromise = Promise.all([
      read("DejaVuSans.ttf"),
      read("DejaVuSans-Bold.ttf"),
      read("DejaVuSans-Oblique.ttf"),
      read("DejaVuSans-BoldOblique.ttf"),
    ]).then(([regular, bold, italic, boldItalic]) => ({ fontkit, faces: { regular, bold, italic, boldItalic } }));
    fontsPromise.catch(() => {
      fontsPromise = undefined;
    });
  }
  return fontsPromise;
}

/**
 * A font for one document that shares the process's decoded font tables (cmap, GSUB, GPOS ...:
 * decoding them again for every document was a quarter of a render's time) but has its own glyph
 * cache. One fontkit font must not serve two documents: a glyph first met as a component of
 * another (U inside Ü) is cached without its character, and a later document's text layer would
 * lose that letter. fontkit's own getVariation() shares `_tables` between fonts the same way.
 */
function documentFont(fontkit: FontKit, face: FontFace): ParsedFont {
  const font = fontkit.create(face.bytes);
  font._tables = face.parsed._tables;
  return font;
}

const MARGIN = { top: 76, bottom: 70, left: 64, right: 64 };
const TEXT = "#1f2937";
const GREY = "#6b7280";
const LINE = "#d1d5db";
const LINK = "#0563c1";
const BODY_SIZE = 10.5;
const LINE_GAP = 2.5;
const TOC_SIZE = 11;

type Doc = PDFKit.PDFDocument;

/** Yields to the event loop when the current slice of work has run for a few milliseconds. */
class Pacer {
  private last = performance.now();
  async tick(): Promise<void> {
    if (performance.now() - this.last < 6) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.last = performance.now();
  }
}

function fontFor(run: { bold?: boolean; italic?: boolean }): string {
  if (run.bold && run.italic) return "BoldItalic";
  if (run.bold) return "Bold";
  if (run.italic) return "Italic";
  return "Regular";
}

/** Runs with their line breaks folded into the text, ready for a chain of `continued` text calls. */
function textPieces(runs: Run[]): Run[] {
  const out: Run[] = [];
  let pendingBreaks = 0;
  for (const run of runs) {
    if (run.break) {
      pendingBreaks++;
      continue;
    }
    out.push({ ...run, text: "\n".repeat(pendingBreaks) + run.text });
    pendingBreaks = 0;
  }
  return out;
}

class PdfWriter {
  private readonly doc: Doc;
  private readonly pacer = new Pacer();
  private readonly sectionPages: { section: Section; page: number; destination: string }[] = [];
  private readonly color: string;

  constructor(
    private readonly model: ProposalDocument,
    { fontkit, faces }: { fontkit: FontKit; faces: Fonts },
  ) {
    this.color = model.branding.color;
    this.doc = new PDFDocument({
      size: "A4",
      margins: MARGIN,
      bufferPages: true,
      autoFirstPage: false,
      lang: "ms-MY",
      displayTitle: true,
      pdfVersion: "1.7",
      info: {
        Title: model.title,
        Author: model.author || model.branding.name,
        Subject: model.type ?? model.title,
        Creator: model.branding.name,
        Producer: model.branding.name,
        Keywords: [model.type, model.organisation, "proposal"].filter(Boolean).join(", "),
        CreationDate: model.date,
      },
    });
    // @types/pdfkit lists only bytes and paths; pdfkit also takes a parsed fontkit font.
    const register = (name: string, face: FontFace) =>
      this.doc.registerFont(name, documentFont(fontkit, face) as unknown as Buffer);
    register("Regular", faces.regular);
    register("Bold", faces.bold);
    register("Italic", faces.italic);
    register("BoldItalic", faces.boldItalic);
  }

  private get width(): number {
    return this.doc.page.width - MARGIN.left - MARGIN.right;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN.bottom;
  }

  private get pageIndex(): number {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }

  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  async render(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    this.cover();
    const tocStart = this.pageIndex + 1;
    const tocPlan = this.planContents(this.model.sections.filter((s) => s.heading));
    for (let i = 0; i < tocPlan.length; i++) this.doc.addPage();
    this.doc.addPage();
    if (!this.model.sections.length) this.paragraph([{ text: LABELS.empty }], undefined);
    for (const section of this.model.sections) {
      await this.section(section);
      await this.pacer.tick();
    }
    this.contents(tocStart, tocPlan);
    await this.pacer.tick();
    this.decorate();
    await this.pacer.tick();
    this.doc.end();
    return done;
  }

  private cover(): void {
    const doc = this.doc;
    const { model } = this;
    doc.addPage();
    const left = MARGIN.left;
    // Brand band: the organisation's colour (today the product's), its logo when it has one.
    doc.rect(0, 0, doc.page.width, 150).fill(this.color);
    let bandX = left;
    if (model.branding.logo) {
      try {
        doc.image(Buffer.from(model.branding.logo), left, 45, { fit: [60, 60] });
        bandX = left + 76;
      } catch {
        // A logo pdfkit cannot read is left out rather than failing the export.
      }
    }
    doc
      .font("Bold")
      .fontSize(22)
      .fillColor("#ffffff")
      .text(model.branding.name, bandX, 62, { width: this.width, lineBreak: false });
    doc.rect(0, 150, doc.page.width, 6).fill("#10b981");

    doc.font("Bold").fontSize(28).fillColor(this.color);
    doc.text(model.title, left, 250, { width: this.width, lineGap: 4 });
    if (model.type) {
      doc.moveDown(0.6).font("Regular").fontSize(14).fillColor(GREY).text(model.type, { width: this.width });
    }
    const y = Math.max(doc.y + 60, 520);
    doc
      .moveTo(left, y)
      .lineTo(left + 120, y)
      .lineWidth(2)
      .strokeColor(this.color)
      .stroke();
    doc.y = y + 24;
    const fact = (label: string, value: string) => {
      doc
        .font("Regular")
        .fontSize(10)
        .fillColor(GREY)
        .text(label.toUpperCase(), left, doc.y, { characterSpacing: 0.8 });
      doc.font("Bold").fontSize(13).fillColor(TEXT).text(value, { width: this.width });
      doc.moveDown(0.8);
    };
    if (model.preparedFor) fact(LABELS.preparedFor, model.preparedFor);
    if (model.author || model.organisation) {
      fact(LABELS.preparedBy, [model.author, model.organisation].filter(Boolean).join("\n"));
    }
    fact(LABELS.date, formatMalayDate(model.date));
  }

  private async section(section: Section): Promise<void> {
    const doc = this.doc;
    if (section.heading) {
      this.ensureSpace(90);
      if (doc.y > MARGIN.top + 1) doc.moveDown(0.8);
      const destination = `bahagian-${this.sectionPages.length + 1}`;
      this.sectionPages.push({ section, page: this.pageIndex, destination });
      doc.outline.addItem(section.heading);
      doc
        .font("Bold")
        .fontSize(16)
        .fillColor(this.color)
        .text(section.heading, MARGIN.left, doc.y, { width: this.width, destination, lineGap: 2 });
      const y = doc.y + 3;
      doc
        .moveTo(MARGIN.left, y)
        .lineTo(MARGIN.left + this.width, y)
        .lineWidth(0.75)
        .strokeColor(LINE)
        .stroke();
      doc.y = y + 10;
    }
    for (const block of section.blocks) {
      await this.block(block);
      await this.pacer.tick();
    }
  }

  private async block(block: Block): Promise<void> {
    const doc = this.doc;
    switch (block.kind) {
      case "heading": {
        this.ensureSpace(60);
        doc.moveDown(0.4);
        const size = block.level === 2 ? 13 : 11.5;
        this.runs(block.runs, { x: MARGIN.left, width: this.width, size, align: block.align, bold: true });
        doc.moveDown(0.3);
        return;
      }
      case "paragraph":
        this.paragraph(block.runs, block.align, block.quote);
        return;
      case "list":
        await this.list(block, 0);
        doc.moveDown(0.5);
        return;
      case "table":
        await this.table(block);
    }
  }

  private paragraph(runs: Run[], align: Align | undefined, quote = false): void {
    const doc = this.doc;
    this.ensureSpace(BODY_SIZE * 2.5);
    const indent = quote ? 18 : 0;
    const top = doc.y;
    const startPage = this.pageIndex;
    this.runs(runs, { x: MARGIN.left + indent, width: this.width - indent, size: BODY_SIZE, align, italic: quote });
    if (quote && this.pageIndex === startPage) {
      doc
        .moveTo(MARGIN.left + 4, top)
        .lineTo(MARGIN.left + 4, doc.y)
        .lineWidth(2.5)
        .strokeColor(this.color)
        .stroke();
    }
    doc.moveDown(0.6);
  }

  /** A chain of text calls: one per run, each with its own font, underline, strike and link. */
  private runs(
    runs: Run[],
    o: {
      x: number;
      y?: number;
      width: number;
      size: number;
      align?: Align;
      bold?: boolean;
      italic?: boolean;
      height?: number;
    },
  ): void {
    const doc = this.doc;
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
        lineGap: LINE_GAP,
        width: o.width,
        align: o.align ?? "left",
        ...(o.height ? { height: o.height, ellipsis: true } : {}),
      };
      if (i === 0) doc.text(run.text, o.x, o.y ?? doc.y, options);
      else doc.text(run.text, options);
    });
    doc.x = MARGIN.left;
  }

  private async list(list: ListBlock, level: number): Promise<void> {
    const doc = this.doc;
    const indent = 14 + level * 18;
    const markerWidth = list.ordered ? 22 : 12;
    let n = 0;
    for (const item of list.items) {
      n++;
      if (item.runs.length) {
        this.ensureSpace(BODY_SIZE * 2);
        const y = doc.y;
        const marker = list.ordered ? `${n}.` : ["•", "◦", "▪"][level % 3]!;
        doc
          .font("Regular")
          .fontSize(BODY_SIZE)
          .fillColor(list.ordered ? TEXT : this.color)
          .text(marker, MARGIN.left + indent, y, { width: markerWidth, lineBreak: false });
        const x = MARGIN.left + indent + markerWidth;
        this.runs(item.runs, { x, y, width: this.width - indent - markerWidth, size: BODY_SIZE });
        doc.moveDown(0.25);
      }
      for (const nested of item.lists) await this.list(nested, level + 1);
      await this.pacer.tick();
    }
  }

  /** Column widths from the cells' average text length (so a wordy column gets the room), never too narrow. */
  private columnWidths(table: TableBlock, columns: number): number[] {
    const lengths: number[][] = Array.from({ length: columns }, () => []);
    const headerWords = Array.from({ length: columns }, () => 0);
    for (const row of table.rows) {
      let c = 0;
      for (const cell of row.cells) {
        if (cell.colSpan === 1 && c < columns) {
          const text = runsText(cell.runs);
          if (row.header) {
            this.doc.font("Bold").fontSize(BODY_SIZE - 1);
            const widest = Math.max(0, ...text.split(/\s+/).map((w) => this.doc.widthOfString(w)));
            headerWords[c] = Math.max(headerWords[c]!, widest + 12);
          } else lengths[c]!.push(text.length);
        }
        c += cell.colSpan;
      }
    }
    const weights = lengths.map((l) => {
      const average = l.length ? l.reduce((a, b) => a + b, 0) / l.length : 4;
      return Math.min(Math.max(average, 4), 60);
    });
    const total = weights.reduce((a, b) => a + b, 0);
    const fair = this.width / columns;
    // Each column first gets room for its header's longest word, then the rest goes by weight.
    const mins = headerWords.map((w) => Math.min(Math.max(28, w + 2), fair * 1.5));
    const spare = this.width - mins.reduce((a, b) => a + b, 0);
    if (spare <= 0) return mins.map((m) => (m * this.width) / (this.width - spare));
    return mins.map((m, c) => m + (weights[c]! / total) * spare);
  }

  private cellHeight(runs: Run[], width: number, header: boolean): number {
    const doc = this.doc;
    const text = textPieces(runs)
      .map((r) => r.text)
      .join("");
    if (!text) return 0;
    doc.font(header ? "Bold" : "Regular").fontSize(BODY_SIZE - 1);
    const height = doc.heightOfString(text, { width, lineGap: LINE_GAP }) - LINE_GAP + 1;
    // Bold words in an ordinary cell are a little wider: room for one more line.
    return !header && runs.some((r) => r.bold) ? height + doc.currentLineHeight(true) : height;
  }

  /** A table of our own layout: rows never split, and the header rows repeat at the top of each new page. */
  private async table(table: TableBlock): Promise<void> {
    const doc = this.doc;
    const pad = 5;
    const columns = Math.max(...table.rows.map((r) => r.cells.reduce((n, c) => n + c.colSpan, 0)), 1);
    const widths = this.columnWidths(table, columns);
    const headerRows = table.rows.filter((r) => r.header);
    const maxRowHeight = this.bottom - MARGIN.top - 40;

    // Where each cell starts, skipping the columns that a rowspan above still covers.
    const placement = new Map<TableRow, { starts: number[]; covered: { c: number; last: boolean }[] }>();
    let occupied: number[] = Array.from({ length: columns }, () => 0);
    for (const row of table.rows) {
      const covered = occupied.flatMap((n, c) => (n > 0 ? [{ c, last: n === 1 }] : []));
      const next = occupied.map((n) => Math.max(n - 1, 0));
      const starts: number[] = [];
      let c = 0;
      for (const cell of row.cells) {
        while (c < columns && occupied[c]! > 0) c++;
        starts.push(c);
        const span = Math.min(cell.colSpan, Math.max(columns - c, 1));
        if (cell.rowSpan > 1) for (let k = c; k < Math.min(c + span, columns); k++) next[k] = cell.rowSpan - 1;
        c += span;
      }
      occupied = next;
      placement.set(row, { starts, covered });
    }
    const columnX = (c: number) => MARGIN.left + widths.slice(0, c).reduce((a, b) => a + b, 0);

    const measure = (row: TableRow) => {
      const { starts, covered } = placement.get(row) ?? { starts: [], covered: [] };
      let height = 0;
      const cells = row.cells.flatMap((cell, i) => {
        const c = starts[i] ?? columns;
        if (c >= columns) return [];
        const span = Math.min(cell.colSpan, columns - c);
        const w = widths.slice(c, c + span).reduce((a, b) => a + b, 0);
        height = Math.max(height, this.cellHeight(cell.runs, w - 2 * pad, row.header || cell.header) + 2 * pad);
        return [{ cell, x: columnX(c), w }];
      });
      const slots = covered.map(({ c, last }) => ({ x: columnX(c), w: widths[c]!, last }));
      return { cells, slots, height: Math.min(Math.max(height, BODY_SIZE + 2 * pad), maxRowHeight) };
    };

    const draw = (row: TableRow) => {
      const { cells, slots, height } = measure(row);
      const y = doc.y;
      if (row.header) doc.rect(MARGIN.left, y, this.width, height).fill("#ecfdf5");
      // A column a rowspan above covers: its sides and bottom, no line across the top.
      for (const { x, w, last } of slots) {
        doc.moveTo(x, y).lineTo(x, y + height);
        if (last) doc.lineTo(x + w, y + height);
        else doc.moveTo(x + w, y + height);
        doc
          .lineTo(x + w, y)
          .lineWidth(0.6)
          .strokeColor("#9ca3af")
          .stroke();
      }
      for (const { cell, x, w } of cells) {
        if (cell.rowSpan > 1) {
          // Open at the bottom: the rows below carry on the same cell.
          doc
            .moveTo(x, y + height)
            .lineTo(x, y)
            .lineTo(x + w, y)
            .lineTo(x + w, y + height)
            .lineWidth(0.6)
            .strokeColor("#9ca3af")
            .stroke();
        } else doc.rect(x, y, w, height).lineWidth(0.6).strokeColor("#9ca3af").stroke();
        this.runs(cell.runs, {
          x: x + pad,
          y: y + pad,
          width: w - 2 * pad,
          size: BODY_SIZE - 1,
          align: cell.align,
          bold: row.header || cell.header,
          height: height - 2 * pad + 1,
        });
      }
      doc.x = MARGIN.left;
      doc.y = y + height;
    };
    if (table.caption) {
      this.ensureSpace(60);
      doc
        .font("Italic")
        .fontSize(BODY_SIZE - 1)
        .fillColor(GREY)
        .text(table.caption, MARGIN.left, doc.y, { width: this.width });
      doc.moveDown(0.3);
    }
    // The header and the first body row start together.
    const first = table.rows.find((r) => !r.header);
    const headHeight = headerRows.reduce((h, r) => h + measure(r).height, 0);
    this.ensureSpace(headHeight + (first ? measure(first).height : 0));
    let rowsOnPage = 0;
    for (const row of table.rows) {
      const { height } = measure(row);
      if (doc.y + height > this.bottom && rowsOnPage > 0) {
        doc.addPage();
        rowsOnPage = 0;
        if (!row.header) for (const head of headerRows) draw(head);
      }
      draw(row);
      rowsOnPage++;
      await this.pacer.tick();
    }
    doc.moveDown(0.8);
  }

  /** Which contents entries go on which page, measured, so that long headings never overflow a page. */
  private planContents(titled: Section[]): number[][] {
    const doc = this.doc;
    doc.font("Regular").fontSize(TOC_SIZE);
    const pages: number[][] = [[]];
    let y = MARGIN.top + 50;
    titled.forEach((section, i) => {
      const height = doc.heightOfString(section.heading, { width: this.width - 40, lineGap: 2 }) + 6;
      if (y + height > this.bottom && pages[pages.length - 1]!.length) {
        pages.push([]);
        y = MARGIN.top;
      }
      pages[pages.length - 1]!.push(i);
      y += height;
    });
    return pages;
  }

  /** The 'Kandungan' pages, written once the sections' pages are known. */
  private contents(start: number, plan: number[][]): void {
    const doc = this.doc;
    const right = MARGIN.left + this.width;
    for (let p = 0; p < plan.length; p++) {
      doc.switchToPage(start + p);
      doc.x = MARGIN.left;
      doc.y = MARGIN.top;
      if (p === 0) {
        doc.font("Bold").fontSize(20).fillColor(this.color).text(LABELS.contents, MARGIN.left, MARGIN.top);
        doc.moveDown(0.8);
      }
      for (const index of plan[p]!) {
        const entry = this.sectionPages[index];
        if (!entry) continue;
        const number = String(entry.page + 1);
        doc.font("Regular").fontSize(TOC_SIZE).fillColor(TEXT);
        const numberWidth = doc.widthOfString(number);
        const textWidth = this.width - 40;
        const y = doc.y;
        doc.text(entry.section.heading, MARGIN.left, y, { width: textWidth, lineGap: 2 });
        const afterText = doc.y;
        const lineHeight = doc.currentLineHeight(true);
        const lastLineY = afterText - lineHeight - 2;
        const single = doc.widthOfString(entry.section.heading) <= textWidth;
        const textEnd = single ? MARGIN.left + doc.widthOfString(entry.section.heading) + 6 : MARGIN.left + textWidth;
        const baseline = lastLineY + lineHeight * 0.8;
        if (single) {
          doc
            .moveTo(textEnd, baseline)
            .lineTo(right - numberWidth - 6, baseline)
            .lineWidth(0.8)
            .dash(1, { space: 2.5 })
            .strokeColor("#9ca3af")
            .stroke()
            .undash();
        }
        doc.fillColor(TEXT).text(number, right - numberWidth - 1, lastLineY, { lineBreak: false });
        doc.goTo(MARGIN.left, y, this.width, afterText - y, entry.destination);
        doc.x = MARGIN.left;
        doc.y = afterText + 6;
      }
    }
  }

  /** Running header (not on the cover) and 'Halaman X daripada Y' on every page. */
  private decorate(): void {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    const total = range.count;
    for (let i = range.start; i < range.start + total; i++) {
      doc.switchToPage(i);
      const { width, height } = doc.page;
      const saved = doc.page.margins;
      doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
      if (i > range.start) {
        doc
          .font("Regular")
          .fontSize(8.5)
          .fillColor(GREY)
          .text(this.model.title, MARGIN.left, 38, {
            width: width - MARGIN.left - MARGIN.right,
            align: "right",
            lineBreak: false,
            ellipsis: true,
            height: 12,
          });
        doc
          .moveTo(MARGIN.left, 54)
          .lineTo(width - MARGIN.right, 54)
          .lineWidth(0.5)
          .strokeColor(LINE)
          .stroke();
      }
      doc
        .font("Regular")
        .fontSize(8.5)
        .fillColor(GREY)
        .text(LABELS.page(i - range.start + 1, total), MARGIN.left, height - 42, {
          width: width - MARGIN.left - MARGIN.right,
          align: "center",
          lineBreak: false,
        });
      doc.page.margins = saved;
    }
  }
}

/** The PDF bytes of a proposal document. */
export async function renderPdf(model: ProposalDocument): Promise<Buffer> {
  const fonts = await loadFonts();
  return new PdfWriter(model, fonts).render();
}
