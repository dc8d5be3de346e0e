/**
 * Column widths of a table, the way browsers lay out an automatic table, shared by the PDF and
 * the Word writers: every column gets room for its longest word (no word cut in two unless the
 * page is too narrow), then the rest of the width goes to the columns whose text would still wrap,
 * in proportion to how much more they would need.
 */
import type { Run, TableBlock, TableRow } from "./model.js";

/** The width of a piece of text on one line, in the writer's own unit; `bold` for header cells. */
export type MeasureText = (text: string, bold: boolean) => number;

/** 'RM 73,000.00' never splits across lines: the currency keeps to its amount. */
export const keepAmountsTogether = (text: string) => text.replace(/\bRM (?=\d)/g, "RM\u00a0");

/** A cell's text as its lines (line breaks kept), amounts kept whole. */
export function cellLines(runs: Run[]): string[] {
  return runs
    .map((r) => (r.break ? "\n" : keepAmountsTogether(r.text)))
    .join("")
    .split("\n");
}

/** The number of columns a table spans. */
export function columnCount(table: TableBlock): number {
  return Math.max(...table.rows.map((r) => r.cells.reduce((n, c) => n + c.colSpan, 0)), 1);
}

/**
 * The widths of the table's columns within `width`. `padding` is a cell's left plus right
 * padding and borders; `least` the narrowest a column may be.
 */
export function columnWidths(
  table: TableBlock,
  width: number,
  measure: MeasureText,
  { padding, least }: { padding: number; least: number },
): number[] {
  const columns = columnCount(table);
  const mins = Array.from({ length: columns }, () => least);
  const maxes = Array.from({ length: columns }, () => least);
  for (const row of table.rows) {
    let c = 0;
    for (const cell of row.cells) {
      if (cell.colSpan === 1 && c < columns) {
        const bold = row.header || cell.header || cell.runs.some((r) => r.bold);
        const lines = cellLines(cell.runs);
        const word = Math.max(0, ...lines.flatMap((l) => l.split(/\s+/)).map((w) => measure(w, bold)));
        const line = Math.max(0, ...lines.map((l) => measure(l.trim(), bold)));
        mins[c] = Math.max(mins[c]!, word + padding);
        maxes[c] = Math.max(maxes[c]!, line + padding);
      }
      c += cell.colSpan;
    }
  }
  // A single enormous word (a long address) may not starve the other columns.
  const cap = (width / columns) * 1.8;
  for (let c = 0; c < columns; c++) {
    mins[c] = Math.min(mins[c]!, cap);
    maxes[c] = Math.max(maxes[c]!, mins[c]!);
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const maxTotal = sum(maxes);
  if (maxTotal <= width) return maxes.map((m) => (m * width) / maxTotal);
  const minTotal = sum(mins);
  if (minTotal >= width) return mins.map((m) => (m * width) / minTotal);
  // Short columns (a date, an amount, a label: under a fifth of the width on one line) keep their
  // text on one line, cheapest first; the wordy ones share the rest by how much more they need.
  const widths = [...mins];
  let room = width - minTotal;
  const wrapping = new Set(widths.keys());
  const byNeed = [...widths.keys()].sort((a, b) => maxes[a]! - mins[a]! - (maxes[b]! - mins[b]!));
  for (const c of byNeed) {
    const need = maxes[c]! - mins[c]!;
    if (maxes[c]! > width * 0.22 || need > room) continue;
    widths[c] = maxes[c]!;
    room -= need;
    wrapping.delete(c);
  }
  const wanted = sum([...wrapping].map((c) => maxes[c]! - mins[c]!));
  for (const c of wrapping) widths[c] = mins[c]! + (wanted ? (room * (maxes[c]! - mins[c]!)) / wanted : 0);
  // Every column short: what is left widens them all alike.
  return wrapping.size ? widths : widths.map((w) => (w * width) / sum(widths));
}

/** Where a row's cells start, and which columns a rowspan above still covers (`last`: its final row). */
export type RowPlacement = { starts: number[]; covered: { c: number; last: boolean }[] };

/** The column each cell of each row starts at, skipping the columns that a rowspan above still covers. */
export function placeCells(table: TableBlock): Map<TableRow, RowPlacement> {
  const columns = columnCount(table);
  const placement = new Map<TableRow, RowPlacement>();
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
  return placement;
}
