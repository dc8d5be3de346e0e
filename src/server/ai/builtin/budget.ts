/** The budget: a total inside the chosen range and itemised rows that add up to it exactly. */
import { budgetBounds } from "../../../common/proposal-options.js";
import type { Rng } from "./rng.js";
import type { TermPair } from "./values.js";

export type BudgetRow = { item: TermPair; amount: number };
export type BudgetPlan = {
  total: number;
  /** The chosen range, or null when undecided (the total is then an estimate). */
  bounds: readonly [number, number] | null;
  rows: BudgetRow[];
  contingency: number;
  /** Three disbursements (start, midway, end) adding up to the total. */
  instalments: [number, number, number];
  /** The largest row's item. */
  top: TermPair;
};

/** A tidy rounding step for amounts of this size. */
export function stepFor(max: number): number {
  if (max <= 1_000) return 10;
  if (max <= 5_000) return 50;
  if (max <= 20_000) return 100;
  if (max <= 100_000) return 500;
  if (max <= 500_000) return 1_000;
  return 5_000;
}

function roundTo(value: number, unit: number): number {
  return Math.round(value / unit) * unit;
}

/**
 * items: the domain's items with weights; management and contingency are appended by the caller.
 * The last item must be the contingency.
 */
export function planBudget(
  budgetKey: string | null,
  defaultTotal: number,
  items: { item: TermPair; weight: number }[],
  rng: Rng,
): BudgetPlan {
  const bounds = budgetBounds(budgetKey);
  let total: number;
  if (bounds) {
    const [lo, hi] = bounds;
    const step = stepFor(hi);
    const low = Math.ceil(lo / step) * step;
    const high = Math.floor(hi / step) * step;
    const f = 0.3 + rng.next() * 0.45;
    total = Math.min(high, Math.max(low, roundTo(lo + (hi - lo) * f, step)));
  } else {
    const raw = defaultTotal * (0.85 + rng.next() * 0.3);
    total = roundTo(raw, stepFor(raw));
  }
  // Row unit: tidy, and small enough that every row gets at least one unit.
  let unit = stepFor(total) >= 500 ? stepFor(total) / 5 : stepFor(total);
  while (unit > 1 && total / unit < items.length * 4) unit = unit >= 10 ? unit / 10 : 1;
  const weightSum = items.reduce((s, x) => s + x.weight, 0);
  const amounts = items.map((x) => Math.max(unit, roundTo((total * x.weight) / weightSum, unit)));
  const last = amounts.length - 1;
  const others = () => amounts.slice(0, last).reduce((s, a) => s + a, 0);
  const wantedContingency = Math.max(unit, roundTo(total * ((items[last]?.weight ?? 5) / weightSum), unit));
  amounts[last] = total - others();
  if (amounts[last] !== wantedContingency) {
    // Move the difference onto the largest ordinary row so the contingency stays at its share.
    let big = 0;
    for (let i = 1; i < last; i++) if ((amounts[i] ?? 0) > (amounts[big] ?? 0)) big = i;
    const diff = (amounts[last] ?? 0) - wantedContingency;
    if ((amounts[big] ?? 0) + diff >= unit) {
      amounts[big] = (amounts[big] ?? 0) + diff;
      amounts[last] = wantedContingency;
    }
  }
  const rows = items.map((x, i) => ({ item: x.item, amount: amounts[i] ?? 0 }));
  let top = rows[0] as BudgetRow;
  for (const row of rows.slice(0, last)) if (row.amount > top.amount) top = row;
  const a = roundTo(total * 0.4, unit);
  const b = roundTo(total * 0.4, unit);
  return {
    total,
    bounds,
    rows,
    contingency: rows[last]?.amount ?? 0,
    instalments: [a, b, total - a - b],
    top: top.item,
  };
}
