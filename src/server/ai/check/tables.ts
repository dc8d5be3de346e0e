/**
 * Amounts in tables: a cell reads as ringgit when it says 'RM ...', or when it is a bare figure in a
 * column whose header names money ('Jumlah (RM)', 'Kos', 'Amount'). A table whose last row is a
 * total ('Jumlah', 'Jumlah Keseluruhan', 'Total') has that row's last amount as its total.
 */
import { findAmounts } from "../facts/money.js";
import { parseFigure } from "../facts/numbers.js";
import { flatten, type Row, type Table } from "./read.js";

const MONEY_HEADER = /\b(?:rm|amaun|jumlah|kos|harga|amount|cost|price|total|nilai|peruntukan|value|subtotal)\b/i;
const BARE_FIGURE = /^\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?$|^\d+(?:\.\d{1,2})?$/;

/** Words a total row's label may be made of: 'Jumlah Keseluruhan', 'Jumlah Kos Projek (RM)', 'Grand Total'. */
const TOTAL_WORDS = new Set(
  "jumlah keseluruhan besar kos projek program perbelanjaan anggaran bajet belanjawan total grand overall cost budget project rm".split(
    " ",
  ),
);
const SUBTOTAL = /\b(?:jumlah kecil|subtotal|sub total|jumlah bahagian|jumlah sebahagian)\b/i;

export function isTotalLabel(label: string): boolean {
  const words = flatten(label).split(" ").filter(Boolean);
  if (!words.length || !/^(?:jumlah|total|grand)$/.test(words[0] ?? "")) return false;
  return !SUBTOTAL.test(flatten(label)) && words.every((w) => TOTAL_WORDS.has(w));
}

export const isSubtotalLabel = (label: string) => SUBTOTAL.test(flatten(label));

/** Columns whose header names money. */
function moneyColumns(table: Table): Set<number> {
  const out = new Set<number>();
  for (const row of table.rows.filter((r) => r.header))
    for (const cell of row.cells) if (MONEY_HEADER.test(cell.text)) out.add(cell.column);
  return out;
}

export type CellAmount = { value: number; column: number; text: string };

/** The amounts of a row, by column. */
export function rowAmounts(row: Row, table: Table): CellAmount[] {
  const money = moneyColumns(table);
  const out: CellAmount[] = [];
  for (const cell of row.cells) {
    const found = findAmounts(cell.text);
    const first = found[0];
    if (first && !first.perUnit) out.push({ value: first.value, column: cell.column, text: first.text });
    else if (!first && money.has(cell.column) && BARE_FIGURE.test(cell.text.trim()))
      out.push({ value: parseFigure(cell.text.trim()), column: cell.column, text: cell.text.trim() });
  }
  return out;
}

/** The label of a row: its first cell with letters. */
export function rowLabel(row: Row): string {
  return row.cells.find((c) => /\p{L}/u.test(c.text) && !/^RM\b/i.test(c.text.trim()))?.text ?? "";
}

export type TotalRow = { table: Table; row: Row; total: CellAmount; body: Row[] };

/** A table whose last row is a total, with that total and the body rows above it. */
export function totalRowOf(table: Table): TotalRow | null {
  const last = table.rows[table.rows.length - 1];
  if (!last || last.header || !isTotalLabel(rowLabel(last))) return null;
  const amounts = rowAmounts(last, table);
  const total = amounts[amounts.length - 1];
  if (!total) return null;
  const body = table.rows.slice(0, -1).filter((r) => !r.header);
  return { table, row: last, total, body };
}

/** Every amount in a table's cells (for 'is this figure in the document'). */
export function tableAmounts(table: Table): number[] {
  return table.rows.flatMap((r) => rowAmounts(r, table).map((a) => a.value));
}
