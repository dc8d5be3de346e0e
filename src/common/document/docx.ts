/**
 * The Word writer: a docx Document from the document model. Runs in the browser (success screen)
 * and on the server, so nothing here imports Node-only modules; pack with `packDocx`.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  LineRuleType,
  Packer,
  PageBreak,
  PageNumber,
  type PageNumberEstimator,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { inkOnWhite, textOn, tint } from "./color.js";
import { fitWithin, imageInfo } from "./image.js";
import {
  type Align,
  type Block,
  coverName,
  type ExportStyle,
  formatPaperDate,
  type ListBlock,
  labelsOf,
  type ProposalDocument,
  type Run,
  runsText,
  type TableBlock,
} from "./model.js";
import { columnWidths, keepAmountsTogether, placeCells } from "./table-columns.js";

/** A4 in twips, with 2.5 cm margins. */
const PAGE = { width: 11906, height: 16838, margin: 1418 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const GREY = "6B7280";
const BLACK = "111827";

/** The measures of one look of the file (see ExportStyle); sizes in half-points, line in 240ths. */
type WordLook = { font: string; size: number; line: number; justify: boolean; formal: boolean };
const LOOKS: Record<ExportStyle, WordLook> = {
  standard: { font: "Calibri", size: 22, line: 276, justify: false, formal: false },
  formal: { font: "Times New Roman", size: 24, line: 360, justify: true, formal: true },
};
/** Table text: single spacing, a point smaller than the body in the formal look. */
const CELL_SIZE = 22;
const BULLETS = "kertas-bullets";
const NUMBERS = "kertas-numbers";

const hex = (color: string) => color.replace(/^#/, "").toUpperCase();

function alignment(align: Align | undefined) {
  switch (align) {
    case "center":
      return AlignmentType.CENTER;
    case "right":
      return AlignmentType.RIGHT;
    case "justify":
      return AlignmentType.JUSTIFIED;
    default:
      return undefined;
  }
}

function textRuns(runs: Run[], extra: { bold?: boolean; color?: string; size?: number } = {}): ParagraphChild[] {
  return runs.map((run) => {
    if (run.break) return new TextRun({ text: "", break: 1 });
    const options = {
      text: keepAmountsTogether(run.text),
      bold: run.bold || extra.bold || undefined,
      italics: run.italic || undefined,
      underline: run.underline || run.link ? {} : undefined,
      strike: run.strike || undefined,
      color: run.link ? "0563C1" : extra.color,
      size: extra.size,
    };
    return run.link
      ? new ExternalHyperlink({ link: run.link, children: [new TextRun({ ...options, style: "Hyperlink" })] })
      : new TextRun(options);
  });
}

class BodyWriter {
  private listInstance = 0;
  readonly out: (Paragraph | Table)[] = [];

  private readonly headerFill: string;

  constructor(
    private readonly color: string,
    private readonly look: WordLook,
  ) {
    this.headerFill = look.formal ? "E5E7EB" : hex(tint(color, 0.9));
  }

  /** A block; `next` is the block after it, which a lead-in ('... seperti berikut:') keeps with it. */
  block(block: Block, next?: Block): void {
    switch (block.kind) {
      case "heading":
        this.out.push(
          new Paragraph({
            heading: block.level === 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_3,
            alignment: alignment(block.align),
            children: textRuns(block.runs),
          }),
        );
        return;
      case "paragraph":
        this.out.push(
          new Paragraph({
            alignment: alignment(block.align ?? (this.look.justify && !block.quote ? "justify" : undefined)),
            keepNext: (next?.kind === "table" || next?.kind === "list") && runsText(block.runs).endsWith(":"),
            children: textRuns(block.runs, block.quote ? { color: "374151" } : {}),
            ...(block.quote
              ? {
                  indent: { left: 567 },
                  border: { left: { style: BorderStyle.SINGLE, size: 12, color: hex(this.color), space: 8 } },
                }
              : {}),
          }),
        );
        return;
      case "list":
        this.list(block, 0);
        return;
      case "table":
        this.table(block);
    }
  }

  private list(list: ListBlock, level: number): void {
    // Every ordered list counts from 1: its own instance of the numbering.
    const instance = ++this.listInstance;
    for (const item of list.items) {
      if (item.runs.length) {
        this.out.push(
          new Paragraph({
            numbering: list.ordered
              ? { reference: NUMBERS, level: Math.min(level, 8), instance }
              : { reference: BULLETS, level: Math.min(level, 8) },
            children: textRuns(item.runs),
          }),
        );
      }
      for (const nested of item.lists) this.list(nested, level + 1);
    }
  }

  /**
   * A table across the text width, its columns as wide as their content asks (see
   * table-columns.ts), rows that never split across pages, header rows repeated on each page and
   * kept with the first row under them.
   */
  private table(block: TableBlock): void {
    const widths = columnWidths(block, TEXT_WIDTH, measureTwips, { padding: 2 * CELL_MARGIN + 40, least: 600 }).map(
      Math.floor,
    );
    const placement = placeCells(block);
    const span = (from: number, count: number) => widths.slice(from, from + count).reduce((a, b) => a + b, 0);
    const border = { style: BorderStyle.SINGLE, size: 4, color: "9CA3AF" };
    if (block.caption) {
      this.out.push(new Paragraph({ style: "Caption", keepNext: true, children: [new TextRun(block.caption)] }));
    }
    this.out.push(
      new Table({
        width: { size: TEXT_WIDTH, type: WidthType.DXA },
        columnWidths: widths,
        borders: {
          top: border,
          bottom: border,
          left: border,
          right: border,
          insideHorizontal: border,
          insideVertical: border,
        },
        rows: block.rows.map((row, r) => {
          const starts = placement.get(row)?.starts ?? [];
          // A short table (a signature block) keeps each row with the next, so Word never splits it.
          const keep = row.header || (block.rows.length <= SHORT_TABLE_ROWS && r < block.rows.length - 1);
          return new TableRow({
            tableHeader: row.header || undefined,
            cantSplit: true,
            children: row.cells.map(
              (cell, i) =>
                new TableCell({
                  columnSpan: cell.colSpan > 1 ? cell.colSpan : undefined,
                  rowSpan: cell.rowSpan > 1 ? cell.rowSpan : undefined,
                  width: { size: span(starts[i] ?? 0, cell.colSpan), type: WidthType.DXA },
                  margins: { top: 60, bottom: 60, left: CELL_MARGIN, right: CELL_MARGIN },
                  shading: row.header ? { type: ShadingType.CLEAR, color: "auto", fill: this.headerFill } : undefined,
                  children: [
                    new Paragraph({
                      alignment: alignment(cell.align),
                      keepNext: keep || undefined,
                      spacing: { after: 0, line: 240, lineRule: LineRuleType.AUTO },
                      children: textRuns(cell.runs, row.header ? { bold: true, size: CELL_SIZE } : { size: CELL_SIZE }),
                    }),
                  ],
                }),
            ),
          });
        }),
      }),
    );
    this.out.push(new Paragraph({ children: [] }));
  }
}

const CELL_MARGIN = 100;
/** A table of at most this many rows is kept on one page. */
const SHORT_TABLE_ROWS = 8;

/**
 * How wide a piece of cell text is in twips, a little on the wide side (an average glyph of 0.55
 * em; bold 8% wider) so that the longest word of a column always fits its width.
 */
function measureTwips(text: string, bold: boolean): number {
  return text.length * (CELL_SIZE / 2) * 20 * 0.55 * (bold ? 1.08 : 1);
}

/** The logo in proportion, at most 180 x 90 px on the cover. */
function logoRun(logo: Uint8Array): ImageRun | null {
  const info = imageInfo(logo);
  if (!info) return null;
  return new ImageRun({ type: info.type, data: logo, transformation: fitWithin(info, { width: 180, height: 90 }) });
}

function cover(doc: ProposalDocument): (Paragraph | Table)[] {
  const { branding } = doc;
  const color = hex(inkOnWhite(branding.color));
  const out: (Paragraph | Table)[] = [];
  const logo = branding.logo ? logoRun(branding.logo) : null;
  if (logo) out.push(new Paragraph({ spacing: { after: 240 }, children: [logo] }));
  // The brand band: the name on the brand colour in a one-cell table (paragraph shading would not
  // reach the margins the same way in every office suite), the accent as a thick rule beneath.
  const none = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
  out.push(
    new Table({
      width: { size: TEXT_WIDTH, type: WidthType.DXA },
      columnWidths: [TEXT_WIDTH],
      borders: {
        top: none,
        left: none,
        right: none,
        insideHorizontal: none,
        insideVertical: none,
        bottom: { style: BorderStyle.SINGLE, size: 36, color: hex(branding.accent ?? tint(branding.color, 0.45)) },
      },
      rows: [
        new TableRow({
          children: [
            new TableCell({
              width: { size: TEXT_WIDTH, type: WidthType.DXA },
              shading: { type: ShadingType.CLEAR, color: "auto", fill: hex(branding.color) },
              margins: { top: 360, bottom: 360, left: 240, right: 240 },
              children: [
                new Paragraph({
                  spacing: { after: 0 },
                  children: [
                    new TextRun({ text: coverName(doc), bold: true, color: hex(textOn(branding.color)), size: 36 }),
                  ],
                }),
              ],
            }),
          ],
        }),
      ],
    }),
    new Paragraph({ spacing: { after: 2000 }, children: [] }),
    new Paragraph({
      heading: HeadingLevel.TITLE,
      spacing: { after: 240 },
      children: [new TextRun({ text: doc.title, bold: true, color, size: 56 })],
    }),
  );
  if (doc.type) {
    out.push(
      new Paragraph({ spacing: { after: 1200 }, children: [new TextRun({ text: doc.type, size: 28, color: GREY })] }),
    );
  }
  out.push(...coverFacts(doc));
  return out;
}

/** Whom the paper is for, who prepared it, and when. */
function coverFacts(doc: ProposalDocument, align?: Align): Paragraph[] {
  const fact = (label: string, value: string) =>
    new Paragraph({
      alignment: alignment(align),
      spacing: { after: 120 },
      children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)],
    });
  const out: Paragraph[] = [];
  const labels = labelsOf(doc.language);
  if (doc.preparedFor) out.push(fact(labels.preparedFor, doc.preparedFor));
  if (doc.author) out.push(fact(labels.preparedBy, doc.author));
  if (doc.organisation) {
    out.push(
      new Paragraph({
        alignment: alignment(align),
        spacing: { after: 120 },
        children: [new TextRun(doc.organisation)],
      }),
    );
  }
  out.push(fact(labels.date, formatPaperDate(doc.date, doc.language)));
  return out;
}

/**
 * The formal paper's cover, as typed in Malaysian offices: black on white, centred, the
 * organisation's logo and name at the top, the title in capitals, then whom it is for.
 */
function formalCover(doc: ProposalDocument): Paragraph[] {
  const centred = (after: number, children: ParagraphChild[]) =>
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after }, children });
  const out: Paragraph[] = [];
  const logo = doc.branding.logo ? logoRun(doc.branding.logo) : null;
  if (logo) out.push(centred(240, [logo]));
  out.push(
    centred(2400, [new TextRun({ text: coverName(doc).toUpperCase(), bold: true, size: 28 })]),
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      spacing: { after: 360 },
      children: [new TextRun({ text: doc.title.toUpperCase(), bold: true, size: 36 })],
    }),
  );
  if (doc.type) out.push(centred(2400, [new TextRun({ text: doc.type, size: 26 })]));
  out.push(...coverFacts(doc, "center"));
  return out;
}

export type DocxOptions = {
  /**
   * Works out the pages of the headings (docx/layout's estimatePageNumbers), so the Kandungan is
   * written with its page numbers and every viewer shows them, not only Word after an update.
   */
  pageNumbers?: PageNumberEstimator;
};

/** The Word document of a proposal: cover, a TOC field, numbered Heading 1 sections, page numbers in the footer. */
export function buildDocx(doc: ProposalDocument, options: DocxOptions = {}): Document {
  const look = LOOKS[doc.style];
  const color = look.formal ? BLACK : hex(inkOnWhite(doc.branding.color));
  const FONT = look.font;
  const body = new BodyWriter(doc.branding.color, look);
  for (const section of doc.sections) {
    if (section.heading) {
      body.out.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.heading)] }));
    }
    for (const [i, block] of section.blocks.entries()) body.block(block, section.blocks[i + 1]);
  }
  if (!doc.sections.length) body.out.push(new Paragraph({ children: [new TextRun(labelsOf(doc.language).empty)] }));

  const pageFooter = () =>
    new Footer({
      children: [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [
            new TextRun({
              color: GREY,
              size: 18,
              children: [
                labelsOf(doc.language).pageOf[0],
                PageNumber.CURRENT,
                labelsOf(doc.language).pageOf[1],
                PageNumber.TOTAL_PAGES,
              ],
            }),
          ],
        }),
      ],
    });
  const levels = (ordered: boolean) =>
    Array.from({ length: 9 }, (_, level) => ({
      level,
      format: ordered ? LevelFormat.DECIMAL : LevelFormat.BULLET,
      text: ordered ? `%${level + 1}.` : ["•", "◦", "▪"][level % 3]!,
      alignment: AlignmentType.LEFT,
      style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
    }));

  return new Document({
    // Without estimated page numbers the TOC field has no page numbers until it is computed:
    // Word offers to update it on opening.
    ...(options.pageNumbers ? { pageNumbers: options.pageNumbers } : { features: { updateFields: true } }),
    creator: doc.author || doc.branding.name,
    title: doc.title,
    subject: doc.type ?? undefined,
    description: `${doc.title} — ${doc.branding.name}`,
    lastModifiedBy: doc.branding.name,
    styles: {
      default: {
        document: {
          run: { font: FONT, size: look.size },
          paragraph: { spacing: { after: 120, line: look.line, lineRule: LineRuleType.AUTO } },
        },
        title: { run: { font: FONT, size: 56, bold: true, color } },
        heading1: {
          run: { font: FONT, size: look.formal ? 26 : 32, bold: true, color },
          paragraph: { spacing: { before: 360, after: 160 }, keepNext: true },
        },
        heading2: {
          run: { font: FONT, size: look.formal ? 24 : 26, bold: true, color: BLACK },
          paragraph: { spacing: { before: 240, after: 120 }, keepNext: true },
        },
        heading3: {
          run: {
            font: FONT,
            size: look.formal ? 24 : 23,
            bold: true,
            italics: look.formal,
            color: look.formal ? BLACK : "374151",
          },
          paragraph: { spacing: { before: 200, after: 100 }, keepNext: true },
        },
        hyperlink: { run: { color: "0563C1", underline: {} } },
      },
    },
    numbering: {
      config: [
        { reference: BULLETS, levels: levels(false) },
        { reference: NUMBERS, levels: levels(true) },
      ],
    },
    sections: [
      {
        properties: {
          titlePage: true,
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
          },
        },
        headers: {
          first: new Header({ children: [new Paragraph({ children: [] })] }),
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: "D1D5DB", space: 4 } },
                children: [new TextRun({ text: doc.title, color: GREY, size: 18 })],
              }),
            ],
          }),
        },
        footers: { first: pageFooter(), default: pageFooter() },
        children: [
          ...(look.formal ? formalCover(doc) : cover(doc)),
          new Paragraph({ children: [new PageBreak()] }),
          new Paragraph({
            spacing: { after: 240 },
            children: [new TextRun({ text: labelsOf(doc.language).contents, bold: true, size: 32, color })],
          }),
          new TableOfContents(labelsOf(doc.language).contents, { hyperlink: true, headingStyleRange: "1-3" }),
          new Paragraph({ children: [new PageBreak()] }),
          ...body.out,
        ],
      },
    ],
  });
}

/** The .docx bytes; works in the browser and in Node. */
export async function packDocx(doc: ProposalDocument, options: DocxOptions = {}): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toArrayBuffer(buildDocx(doc, options)));
}
