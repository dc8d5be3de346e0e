/**
 * Tables in the PDF, laid out by hand: column widths from the content, merged cells, rows that
 * never split, and the header rows repeated at the top of every page a table continues on.
 */
import type { Run, TableBlock, TableRow } from "../../../common/document/model.js";
import { columnCount, columnWidths, placeCells, type RowPlacement } from "../../../common/document/table-columns.js";
import { type Doc, GREY, LINE_GAP, MARGIN, type RunOptions, textPieces } from "./pdf-style.js";

/** What a table needs from the writer. */
export type TableHost = {
  doc: Doc;
  /** The text width of the page. */
  width: number;
  /** The lowest y the body may reach. */
  bottom: number;
  headerFill: string;
  /** The type size of cell text. */
  cellSize: number;
  writeRuns(runs: Run[], o: RunOptions): void;
  tick(): Promise<void>;
};

const PAD = 5;
/** A table no taller than this share of the page body is never split over two pages. */
const SHORT_TABLE_SHARE = 0.25;
const BORDER = "#9ca3af";

type Measured = {
  cells: { cell: TableRow["cells"][number]; x: number; w: number }[];
  slots: { x: number; w: number; last: boolean }[];
  height: number;
};

export class TableLayout {
  private readonly columns: number;
  private readonly widths: number[];
  private readonly placement: Map<TableRow, RowPlacement>;
  private readonly measured = new Map<TableRow, Measured>();
  private readonly headerRows: TableRow[];

  constructor(
    private readonly host: TableHost,
    private readonly table: TableBlock,
  ) {
    this.columns = columnCount(table);
    this.widths = this.fitColumns();
    this.headerRows = table.rows.filter((r) => r.header);
    this.placement = placeCells(table);
  }

  /** The height the caption, the header rows and the first body row take together: they never part. */
  leadHeight(): number {
    const first = this.table.rows.find((r) => !r.header);
    const head = this.headerRows.reduce((h, r) => h + this.measure(r).height, 0);
    return (this.table.caption ? 30 : 0) + head + (first ? this.measure(first).height : 0);
  }

  /** The whole table's height, caption included. */
  wholeHeight(): number {
    return (this.table.caption ? 30 : 0) + this.table.rows.reduce((h, r) => h + this.measure(r).height, 0);
  }

  /**
   * What of the table must start on the same page: all of a short table (a signature block, a
   * three-row summary: a quarter of a page at most, so no page is left a third empty for it), else
   * its caption, header rows and first row.
   */
  keepHeight(): number {
    const whole = this.wholeHeight();
    return whole <= (this.host.bottom - MARGIN.top) * SHORT_TABLE_SHARE ? whole : this.leadHeight();
  }

  async draw(): Promise<void> {
    const { doc, host } = this;
    if (doc.y + this.keepHeight() > host.bottom) doc.addPage();
    if (this.table.caption) {
      if (doc.y + this.leadHeight() > host.bottom) doc.addPage();
      doc
        .font("Italic")
        .fontSize(this.host.cellSize)
        .fillColor(GREY)
        .text(this.table.caption, MARGIN.left, doc.y, { width: host.width });
      doc.moveDown(0.3);
    }
    const first = this.table.rows.find((r) => !r.header);
    const head = this.headerRows.reduce((h, r) => h + this.measure(r).height, 0);
    if (doc.y + head + (first ? this.measure(first).height : 0) > host.bottom) doc.addPage();
    let rowsOnPage = 0;
    for (const row of this.table.rows) {
      if (doc.y + this.measure(row).height > host.bottom && rowsOnPage > 0) {
        doc.addPage();
        rowsOnPage = 0;
        if (!row.header) for (const header of this.headerRows) this.drawRow(header);
      }
      this.drawRow(row);
      rowsOnPage++;
      await host.tick();
    }
  }

  private get doc(): Doc {
    return this.host.doc;
  }

  /** Column widths from the content (see table-columns.ts), measured in the cell font. */
  private fitColumns(): number[] {
    const doc = this.doc;
    const measure = (text: string, bold: boolean) =>
      doc
        .font(bold ? "Bold" : "Regular")
        .fontSize(this.host.cellSize)
        .widthOfString(text);
    return columnWidths(this.table, this.host.width, measure, { padding: 2 * PAD + 2, least: 28 });
  }

  private columnX(c: number): number {
    return MARGIN.left + this.widths.slice(0, c).reduce((a, b) => a + b, 0);
  }

  private cellHeight(runs: Run[], width: number, header: boolean): number {
    const doc = this.doc;
    const text = textPieces(runs)
      .map((r) => r.text)
      .join("");
    if (!text) return 0;
    // Bold glyphs are the wider ones: a cell with any bold text is measured all in bold, an upper bound.
    doc.font(header || runs.some((r) => r.bold) ? "Bold" : "Regular").fontSize(this.host.cellSize);
    return doc.heightOfString(text, { width, lineGap: LINE_GAP }) - LINE_GAP + 1;
  }

  private measure(row: TableRow): Measured {
    const known = this.measured.get(row);
    if (known) return known;
    const { columns, widths } = this;
    const { starts, covered } = this.placement.get(row) ?? { starts: [], covered: [] };
    let height = 0;
    const cells = row.cells.flatMap((cell, i) => {
      const c = starts[i] ?? columns;
      if (c >= columns) return [];
      const span = Math.min(cell.colSpan, columns - c);
      const w = widths.slice(c, c + span).reduce((a, b) => a + b, 0);
      height = Math.max(height, this.cellHeight(cell.runs, w - 2 * PAD, row.header || cell.header) + 2 * PAD);
      return [{ cell, x: this.columnX(c), w }];
    });
    const slots = covered.map(({ c, last }) => ({ x: this.columnX(c), w: widths[c]!, last }));
    const maxRowHeight = this.host.bottom - MARGIN.top - 40;
    const result = { cells, slots, height: Math.min(Math.max(height, this.host.cellSize + 1 + 2 * PAD), maxRowHeight) };
    this.measured.set(row, result);
    return result;
  }

  private drawRow(row: TableRow): void {
    const doc = this.doc;
    const { cells, slots, height } = this.measure(row);
    const y = doc.y;
    if (row.header) doc.rect(MARGIN.left, y, this.host.width, height).fill(this.host.headerFill);
    // A column a rowspan above covers: its sides and bottom, no line across the top.
    for (const { x, w, last } of slots) {
      doc.moveTo(x, y).lineTo(x, y + height);
      if (last) doc.lineTo(x + w, y + height);
      else doc.moveTo(x + w, y + height);
      doc
        .lineTo(x + w, y)
        .lineWidth(0.6)
        .strokeColor(BORDER)
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
          .strokeColor(BORDER)
          .stroke();
      } else doc.rect(x, y, w, height).lineWidth(0.6).strokeColor(BORDER).stroke();
      this.host.writeRuns(cell.runs, {
        x: x + PAD,
        y: y + PAD,
        width: w - 2 * PAD,
        size: this.host.cellSize,
        align: cell.align,
        bold: row.header || cell.header,
        height: height - 2 * PAD + 1,
        lineGap: LINE_GAP,
      });
    }
    doc.x = MARGIN.left;
    doc.y = y + height;
  }
}
