/**
 * Line totals and the sum of the budget rows as the form shows them while the user types. A row
 * with a unit price and no quantity counts once: 'Cenderahati perasmi, RM 150' is one purchase.
 */

type Amount = string | number | null | undefined | unknown;

/** A number from what the user typed ('1,200', 'RM 45.50', 3); null when it is not one. */
export function parseAmount(value: Amount): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const cleaned = amountInput(value);
  return typeof cleaned === "string" && /^\d*\.?\d+$/.test(cleaned) ? Number(cleaned) : null;
}

/**
 * What an amount or quantity box holds for the schema: '' is 'not given' (undefined), and thousands
 * separators or a leading 'RM' do not make an amount invalid ('RM 1,200' is 1200).
 */
export function amountInput(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const cleaned = value
    .replace(/^\s*RM\s*/i, "")
    .replaceAll(",", "")
    .trim();
  return cleaned === "" ? undefined : cleaned;
}

const toSen = (value: number) => Math.round(value * 100) / 100;

/** quantity x unit price (quantity 1 when blank); null without a valid unit price or with an invalid quantity. */
export function lineTotal(row: { quantity?: Amount; unitPrice?: Amount }): number | null {
  const price = parseAmount(row.unitPrice);
  if (price === null) return null;
  const quantityBlank = row.quantity === undefined || row.quantity === null || String(row.quantity).trim() === "";
  const quantity = quantityBlank ? 1 : parseAmount(row.quantity);
  if (quantity === null) return null;
  return toSen(quantity * price);
}

/** The sum of the rows' line totals; rows without one add nothing. */
export function budgetSum(rows: readonly { quantity?: Amount; unitPrice?: Amount }[]): number {
  return toSen(rows.reduce((sum, row) => sum + (lineTotal(row) ?? 0), 0));
}
