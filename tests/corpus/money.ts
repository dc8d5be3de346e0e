/**
 * Budget tables and totals as a funder reads them: a table's total row against its lines, each
 * line's quantity x unit price, and any other figure the paper gives as the total.
 */
import { cellAmount, type Doc, headingKey, proseBlocks, type Table, tablesOf } from "./doc.js";
import { amountsIn, normal, sameMoney, sentencesIn } from "./parse.js";
import type { Case } from "./run.js";

/** A total row's whole label: 'Jumlah', 'Jumlah Keseluruhan (RM)', 'Grand Total'; not 'Jumlah Geran Dipohon'. */
const TOTAL_LABEL =
  /^(jumlah|total|grand total|overall total)( (keseluruhan|besar|kos|projek|bajet|perbelanjaan|harga|cost|project|budget|price|amount|\(rm\)))*$/;
/** Labels that can only mean the whole cost. */
const GRAND_LABEL =
  /^(jumlah keseluruhan|jumlah besar|grand total|jumlah kos|jumlah bajet|jumlah perbelanjaan|total cost|total project cost|overall total)\b/;
const SUBTOTAL = /jumlah kecil|sub ?total/;

export type Line = { label: string; value: number; row: string[] };
export type BudgetTable = { table: Table; label: string; total: number; col: number; lines: Line[] };

/** The row's label: its first cell with letters (skipping 'Bil.' numbers). */
const labelOf = (row: string[]) => normal(row.find((c) => /\p{L}/u.test(c)) ?? "");

/** Tables with a total row ('Jumlah', 'Total', 'Jumlah Keseluruhan'), each total with the lines above it. */
export function budgetTables(html: string): BudgetTable[] {
  const out: BudgetTable[] = [];
  for (const table of tablesOf(html)) {
    const rm = table.head.map((h) => /\bRM\b|ringgit/i.test(h));
    let from = 0;
    table.rows.forEach((row, i) => {
      const label = labelOf(row);
      if (!TOTAL_LABEL.test(label) || SUBTOTAL.test(label)) return;
      let col = -1;
      row.forEach((cell, j) => {
        if (cellAmount(cell, rm[j] ?? false) !== null) col = j;
      });
      if (col < 0) return;
      const total = cellAmount(row[col] ?? "", rm[col] ?? false) ?? 0;
      const lines = table.rows
        .slice(from, i)
        .filter((r) => !SUBTOTAL.test(labelOf(r)))
        .flatMap((r) => {
          const value = cellAmount(r[col] ?? "", rm[col] ?? false);
          return value === null ? [] : [{ label: labelOf(r), value, row: r }];
        });
      from = i + 1;
      if (lines.length) out.push({ table, label: label, total, col, lines });
    });
  }
  return out;
}

const BUDGET_TITLE =
  /anggaran|bajet|belanjawan|kos|perbelanjaan|harga|implikasi kewangan|vot|budget|cost|expenditure|price|financial/;

/** The last total row of the first table that has one. */
function finalTotal(tables: BudgetTable[]): BudgetTable | undefined {
  const first = tables[0];
  return first ? tables.filter((t) => t.table === first.table).at(-1) : undefined;
}

/** The paper's budget table: the first under a budget, cost or price heading, else the first anywhere. */
export function mainBudgetTable(doc: Doc): BudgetTable | undefined {
  for (const block of doc.blocks) {
    if (!BUDGET_TITLE.test(headingKey(block.title))) continue;
    const found = finalTotal(budgetTables(block.html));
    if (found) return found;
  }
  return finalTotal(budgetTables(doc.html));
}

const QTY = /^(kuantiti|qty|quantity|bilangan|bil unit|unit qty)\b/;
const UNIT_PRICE = /seunit|per unit|unit price|sekepala|seorang|kadar|rate|harga satu|price per/;

/** A figure at the start of a cell: '300 keping' -> 300, '1,200' -> 1200. */
const leadingNumber = (cell: string) => {
  const m = cell.trim().match(/^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?/);
  return m ? Number(`${(m[1] ?? "").replace(/,/g, "")}${m[2] ? `.${m[2]}` : ""}`) : null;
};

/** Lines whose quantity x unit price is not the line's amount. */
export function qtyPriceErrors(t: BudgetTable): string[] {
  const head = t.table.head.map(normal);
  const q = head.findIndex((h) => QTY.test(h));
  const p = head.findIndex((h) => UNIT_PRICE.test(h));
  if (q < 0 || p < 0 || p === t.col) return [];
  const rmPrice = /\bRM\b/i.test(t.table.head[p] ?? "");
  return t.lines.flatMap((l) => {
    const qty = leadingNumber(l.row[q] ?? "");
    const price = cellAmount(l.row[p] ?? "", rmPrice);
    if (qty === null || price === null || sameMoney(qty * price, l.value)) return [];
    return [`'${l.label}': ${qty} x ${price} is not ${l.value}`];
  });
}

/** Figures the paper calls the whole cost. */
const STRONG_CUE =
  /\b(jumlah keseluruhan|jumlah besar|jumlah kos|jumlah bajet|jumlah perbelanjaan|kos keseluruhan|bajet keseluruhan|perbelanjaan keseluruhan|peruntukan keseluruhan|keseluruhan kos|keseluruhan bajet|nilai keseluruhan|menelan belanja|menelan kos|total cost|total budget|grand total|overall cost|overall budget|total project cost)\b/gi;
/** Words that sum some figures, not necessarily the whole cost. */
const WEAK_CUE = /\b(berjumlah|totalling|totaling|amounting to|bernilai)\b/gi;
/** Sentences about a period's money or income, not the project's cost. */
const NOT_COST =
  /\b(sebulan|setahun|bulanan|tahunan|per month|per year|monthly|annual|jualan|sales|revenue|pendapatan|income|keuntungan|profit|pulangan|seorang|sekepala|per person)\b/i;

export type StatedTotal = { value: number; text: string };

/** Figures given as the total ('Jumlah keseluruhan', 'berjumlah', 'Grand Total' rows) that are not the stated total. */
export function otherTotals(c: Case, doc: Doc, total: number): StatedTotal[] {
  const allowed = [total, ...c.entry.expect.amounts, ...lineAmounts(c)];
  const out: StatedTotal[] = [];
  for (const sentence of proseBlocks(doc.html).flatMap((b) => sentencesIn(b))) {
    if (NOT_COST.test(sentence)) continue;
    for (const [cue, ok] of [
      [STRONG_CUE, [total]],
      [WEAK_CUE, allowed],
    ] as const) {
      for (const m of sentence.matchAll(cue)) {
        // The next 60 characters, to the end of the word there: an amount is never cut in two.
        const start = (m.index ?? 0) + m[0].length;
        const after = sentence.slice(start).match(/^[\s\S]{0,60}\S*/)![0];
        const found = amountsIn(after);
        const first = found[0];
        // 'berjumlah RM 11,600, RM 11,600 dan RM 5,800' lists instalments, not a total.
        if (cue === WEAK_CUE && found.length > 1) continue;
        if (first && !ok.some((v) => sameMoney(v, first.value))) out.push({ value: first.value, text: sentence });
      }
    }
  }
  for (const t of budgetTables(doc.html)) {
    if (GRAND_LABEL.test(t.label) && !sameMoney(t.total, total)) out.push({ value: t.total, text: `row '${t.label}'` });
  }
  return out;
}

/** quantity x unit price of the user's own budget lines. */
function lineAmounts(c: Case): number[] {
  return (c.brief.details?.budgetItems ?? []).flatMap((i) =>
    i.quantity !== undefined && i.unitPrice !== undefined ? [i.quantity * i.unitPrice] : [],
  );
}
