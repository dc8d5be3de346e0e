/**
 * The PDF writer: the document model on A4 with embedded DejaVu fonts, a cover, a 'Kandungan'
 * page with page numbers, numbered sections, a running header and 'Halaman X daripada Y'.
 * Pages are buffered so the contents and the page totals are written once the body is laid out.
 * It runs on an export thread (export-thread.ts), not the server's main thread. Rendering yields to
 * that thread's event loop every few milliseconds, so exports sharing a thread take turns.
 */
import { inkOnWhite, textOn, tint } from "../../../common/document/color.js";
import { fitWithin } from "../../../common/document/image.js";
import {
  type Align,
  type Block,
  coverName,
  formatPaperDate,
  type ListBlock,
  labelsOf,
  type ProposalDocument,
  type Run,
  runsText,
  type Section,
  type TableBlock,
} from "../../../common/document/model.js";
import { documentFont, type FontFace, loadFonts, type PdfKit } from "./pdf-fonts.js";
import {
  BAND_HEIGHT,
  type Doc,
  GREY,
  LINE,
  LOOKS,
  MARGIN,
  Pacer,
  type PdfLook,
  type RunOptions,
  TEXT,
  writeRuns,
} from "./pdf-style.js";
import { type TableHost, TableLayout } from "./pdf-table.js";

const TOC_SIZE = 11;

class PdfWriter {
  private readonly doc: Doc;
  private readonly pacer = new Pacer();
  private readonly sectionPages: { section: Section; page: number; destination: string }[] = [];
  /** Headings and rules: the brand colour as printed on white, or black on a formal paper. */
  private readonly color: string;
  private readonly look: PdfLook;
  private readonly headerFill: string;
  /** Each table is laid out (column widths, row heights) once, however often its height is asked. */
  private readonly tableLayouts = new WeakMap<TableBlock, TableLayout>();

  constructor(
    private readonly model: ProposalDocument,
    { PDFDocument, fontkit, faces }: PdfKit,
  ) {
    const formal = model.style === "formal";
    this.look = LOOKS[model.style];
    this.color = formal ? TEXT : inkOnWhite(model.branding.color);
    this.headerFill = formal ? "#e5e7eb" : tint(model.branding.color, 0.9);
    this.doc = new PDFDocument({
      size: "A4",
      margins: MARGIN,
      bufferPages: true,
      autoFirstPage: false,
      lang: model.language === "en" ? "en-MY" : "ms-MY",
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

  private get tableHost(): TableHost {
    return {
      doc: this.doc,
      width: this.width,
      bottom: this.bottom,
      headerFill: this.headerFill,
      cellSize: this.look.cellSize,
      writeRuns: (runs, o) => this.runs(runs, o),
      tick: () => this.pacer.tick(),
    };
  }

  private tableLayout(table: TableBlock): TableLayout {
    let layout = this.tableLayouts.get(table);
    if (!layout) {
      layout = new TableLayout(this.tableHost, table);
      this.tableLayouts.set(table, layout);
    }
    return layout;
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
    if (!this.model.sections.length) this.paragraph([{ text: labelsOf(this.model.language).empty }], undefined);
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
    if (this.model.style === "formal") {
      this.formalCover();
      return;
    }
    const doc = this.doc;
    const { model } = this;
    const { branding } = model;
    doc.addPage();
    const left = MARGIN.left;
    // The brand band: the organisation's colour (or the product's), its logo on a white tile.
    doc.rect(0, 0, doc.page.width, BAND_HEIGHT).fill(branding.color);
    doc.rect(0, BAND_HEIGHT, doc.page.width, 6).fill(branding.accent ?? tint(branding.color, 0.45));
    let nameX = left;
    if (branding.logo) nameX = this.logoTile(branding.logo) ?? left;
    const nameWidth = doc.page.width - MARGIN.right - nameX;
    const name = coverName(model);
    doc.font("Bold").fillColor(textOn(branding.color));
    // A long name shrinks a little to fit one line, else takes two lines, and is cut beyond that.
    let size = 22;
    while (size > 17 && doc.fontSize(size).widthOfString(name) > nameWidth) size--;
    doc.fontSize(size);
    const nameHeight = Math.min(doc.heightOfString(name, { width: nameWidth }), doc.currentLineHeight(true) * 2);
    doc.text(name, nameX, (BAND_HEIGHT - nameHeight) / 2 + 1, {
      width: nameWidth,
      height: nameHeight,
      ellipsis: true,
    });

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
    this.coverFacts("left");
  }

  /** Who the paper is for, who prepared it, and when: under each other, label above value. */
  private coverFacts(align: "left" | "center"): void {
    const doc = this.doc;
    const { model } = this;
    const fact = (label: string, value: string) => {
      doc
        .font("Regular")
        .fontSize(10)
        .fillColor(GREY)
        .text(label.toUpperCase(), MARGIN.left, doc.y, { characterSpacing: 0.8, width: this.width, align });
      doc.font("Bold").fontSize(13).fillColor(TEXT).text(value, { width: this.width, align });
      doc.moveDown(0.8);
    };
    const labels = labelsOf(model.language);
    if (model.preparedFor) fact(labels.preparedFor, model.preparedFor);
    if (model.author || model.organisation) {
      fact(labels.preparedBy, [model.author, model.organisation].filter(Boolean).join("\n"));
    }
    fact(labels.date, formatPaperDate(model.date, model.language));
  }

  /**
   * The formal paper's cover, as typed in Malaysian offices: black on white, centred, the
   * organisation's name (and logo) at the top, the title in capitals, then whom it is for.
   */
  private formalCover(): void {
    const doc = this.doc;
    const { model } = this;
    doc.addPage();
    const left = MARGIN.left;
    let y = 110;
    if (model.branding.logo) {
      try {
        doc.image(Buffer.from(model.branding.logo), left, y, { fit: [this.width, 80], align: "center" });
        y += 100;
      } catch {
        // A logo pdfkit cannot read is left out; the name below still says whose paper it is.
      }
    }
    const name = coverName(model);
    doc
      .font("Bold")
      .fontSize(14)
      .fillColor(TEXT)
      .text(name.toUpperCase(), left, y, { width: this.width, align: "center" });
    doc.font("Bold").fontSize(20).fillColor(TEXT);
    doc.text(model.title.toUpperCase(), left, 290, { width: this.width, align: "center", lineGap: 6 });
    if (model.type) {
      doc
        .moveDown(0.8)
        .font("Regular")
        .fontSize(13)
        .fillColor(TEXT)
        .text(model.type, { width: this.width, align: "center" });
    }
    doc.y = Math.max(doc.y + 80, 560);
    this.coverFacts("center");
  }

  /** The logo, kept in proportion, on a white tile in the band; returns where the name starts. */
  private logoTile(logo: Uint8Array): number | null {
    const doc = this.doc;
    const tile = 84;
    const pad = 8;
    // Opened before anything is drawn: a logo pdfkit cannot read leaves the band as it was.
    // (openImage is pdfkit's, missing from its type definitions.)
    type OpenedImage = { width: number; height: number; orientation?: number };
    let image: OpenedImage;
    try {
      image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(Buffer.from(logo));
    } catch {
      return null;
    }
    // EXIF orientations 5 to 8 turn the picture a quarter: pdfkit draws it turned.
    const [w, h] = (image.orientation ?? 1) > 4 ? [image.height, image.width] : [image.width, image.height];
    const box = fitWithin({ width: w, height: h }, { width: 200 - 2 * pad, height: tile - 2 * pad });
    const width = Math.max(tile, box.width + 2 * pad);
    const x = MARGIN.left;
    const y = (BAND_HEIGHT - tile) / 2;
    doc.roundedRect(x, y, width, tile, 6).fill("#ffffff");
    doc.image(image as unknown as Buffer, x + pad, y + pad, {
      fit: [width - 2 * pad, tile - 2 * pad],
      align: "center",
      valign: "center",
    });
    return x + width + 18;
  }

  private async section(section: Section): Promise<void> {
    const doc = this.doc;
    if (section.heading) {
      // The heading keeps with what follows it (see keepHeight).
      this.ensureSpace(50 + (section.blocks.length ? this.keepHeight(section.blocks, 0) : 0));
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
    for (const [i, block] of section.blocks.entries()) {
      // The first block's room was already kept together with the section heading.
      const kept = i === 0 && Boolean(section.heading);
      if (!kept && (block.kind === "heading" || block.kind === "paragraph")) {
        this.ensureSpace(this.keepHeight(section.blocks, i));
      }
      await this.block(block);
      await this.pacer.tick();
    }
  }

  /**
   * The room block i needs at the bottom of a page together with what must not part from it: a
   * heading keeps with the block after it, a paragraph that introduces a table or list ('...
   * seperti berikut:') with the start of the table or list, and a short table is kept whole (see
   * TableLayout.keepHeight). Anything else needs three lines.
   * Never more than most of a page: what cannot be kept together is not pushed on and on.
   */
  private keepHeight(blocks: Block[], i: number): number {
    const doc = this.doc;
    const block = blocks[i];
    const next = blocks[i + 1];
    const lines = this.look.bodySize * 4;
    let height = lines;
    if (block?.kind === "heading") height = 34 + (next ? this.keepHeight(blocks, i + 1) : 0);
    else if (block?.kind === "table") height = this.tableLayout(block).keepHeight();
    else if (block?.kind === "paragraph" && (next?.kind === "table" || next?.kind === "list")) {
      const text = runsText(block.runs);
      if (text.endsWith(":")) {
        // The table first: measuring it sets fonts, and the paragraph's font is the one left set.
        const lead = next.kind === "table" ? this.tableLayout(next).keepHeight() : lines;
        doc.font("Regular").fontSize(this.look.bodySize);
        height =
          doc.heightOfString(text, { width: this.width, lineGap: this.look.lineGap }) + this.look.bodySize + lead;
      }
    }
    return Math.min(height, (this.bottom - MARGIN.top) * 0.6);
  }

  private async block(block: Block): Promise<void> {
    const doc = this.doc;
    switch (block.kind) {
      case "heading": {
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
    this.ensureSpace(this.look.bodySize * 2.5);
    const indent = quote ? 18 : 0;
    const top = doc.y;
    const startPage = this.pageIndex;
    this.runs(runs, {
      x: MARGIN.left + indent,
      width: this.width - indent,
      size: this.look.bodySize,
      align: align ?? (this.look.justify ? "justify" : undefined),
      italic: quote,
    });
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

  private runs(runs: Run[], o: RunOptions): void {
    writeRuns(this.doc, runs, { lineGap: this.look.lineGap, ...o });
  }

  private async list(list: ListBlock, level: number): Promise<void> {
    const doc = this.doc;
    const indent = 14 + level * 18;
    const markerWidth = list.ordered ? 22 : 12;
    let n = 0;
    for (const item of list.items) {
      n++;
      if (item.runs.length) {
        this.ensureSpace(this.look.bodySize * 2);
        const y = doc.y;
        const marker = list.ordered ? `${n}.` : ["•", "◦", "▪"][level % 3]!;
        doc
          .font("Regular")
          .fontSize(this.look.bodySize)
          .fillColor(list.ordered ? TEXT : this.color)
          .text(marker, MARGIN.left + indent, y, { width: markerWidth, lineBreak: false });
        const x = MARGIN.left + indent + markerWidth;
        this.runs(item.runs, { x, y, width: this.width - indent - markerWidth, size: this.look.bodySize });
        doc.moveDown(0.25);
      }
      for (const nested of item.lists) await this.list(nested, level + 1);
      await this.pacer.tick();
    }
  }

  /** A table (layout in pdf-table.ts): rows never split, header rows repeat on each new page. */
  private async table(table: TableBlock): Promise<void> {
    await this.tableLayout(table).draw();
    this.doc.y += 12;
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
        doc
          .font("Bold")
          .fontSize(20)
          .fillColor(this.color)
          .text(labelsOf(this.model.language).contents, MARGIN.left, MARGIN.top);
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
        .text(labelsOf(this.model.language).page(i - range.start + 1, total), MARGIN.left, height - 42, {
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
  const fonts = await loadFonts(LOOKS[model.style].serif ? "serif" : "sans");
  return new PdfWriter(model, fonts).render();
}
