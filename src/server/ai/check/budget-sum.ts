/**
 * Tables with a total row: the amounts above it must add up to it, to the sen, and a budget or
 * price table's total must be the user's total (or within the stated ceiling). A total row in
 * another table (a funding table, a summary) that disagrees with the user's total contradicts it.
 * Cash-flow, schedule and manpower tables have their own totals (per month, per shift) and are
 * only summed.
 */
import type { SectionRole } from "../../../common/kinds/types.js";
import { formatRinggit, sameAmount, toSen } from "../facts/numbers.js";
import type { Facts } from "../facts/types.js";
import { agreesWithTotal } from "./contradictions.js";
import type { ReadSection } from "./read.js";
import { isSubtotalLabel, rowAmounts, rowLabel, type TotalRow, totalRowOf } from "./tables.js";
import type { Finding } from "./types.js";

const BUDGET_ROLES: ReadonlySet<SectionRole> = new Set(["budget", "pricing", "implications"]);
const OWN_TOTALS: ReadonlySet<SectionRole> = new Set([
  "cashflow",
  "gantt",
  "schedule",
  "tentative",
  "market",
  "impact",
  "manpower",
  "outputs",
]);

/** The amounts above the total in its column; item rows, or the subtotals when the table has them. */
function columnSums(t: TotalRow): number[] {
  const inColumn = (rows: typeof t.body) =>
    rows.flatMap((r) =>
      rowAmounts(r, t.table)
        .filter((a) => a.column === t.total.column)
        .map((a) => a.value),
    );
  const subtotals = t.body.filter((r) => isSubtotalLabel(rowLabel(r)));
  const items = t.body.filter((r) => !isSubtotalLabel(rowLabel(r)));
  const sums = [inColumn(items)];
  if (subtotals.length) sums.push(inColumn(subtotals));
  return sums.filter((s) => s.length).map((s) => s.reduce((a, b) => a + b, 0));
}

/**
 * With no total but an amount requested, the extractor's total is that amount; a funding table
 * that adds the applicant's share on top of it does not contradict it.
 */
function totalIsOnlyRequested(facts: Facts): boolean {
  const requested = facts.requested;
  return (
    requested !== null &&
    facts.budgetTotal !== null &&
    sameAmount(requested, facts.budgetTotal) &&
    !facts.amounts.some((a) => a.role === "total")
  );
}

export function budgetSums(section: ReadSection, facts: Facts): Finding[] {
  const out: Finding[] = [];
  const base = {
    section: section.index,
    sectionTitle: section.title,
    ...(section.role ? { role: section.role } : {}),
  };
  const totals = section.tables.map(totalRowOf).filter((t): t is TotalRow => t !== null);
  for (const t of totals) {
    const sums = columnSums(t);
    if (sums.length && !sums.some((s) => toSen(s) === toSen(t.total.value))) {
      out.push({
        code: "budget_sum",
        ...base,
        subject: t.total.text,
        found: formatRinggit(Math.round((sums[0] ?? 0) * 100) / 100),
        message: `A table's lines add up to ${formatRinggit(Math.round((sums[0] ?? 0) * 100) / 100)}, but its total row says ${t.total.text}.`,
      });
    }
  }
  const stated = facts.budgetTotal;
  if (stated === null || !totals.length || (section.role && OWN_TOTALS.has(section.role))) return out;
  const budgetTable = section.role !== undefined && BUDGET_ROLES.has(section.role);
  const wrong = totals.filter((t) => !agreesWithTotal(t.total.value, facts));
  // A budget section may split costs over several tables; one of them must carry the user's total.
  if (budgetTable && wrong.length === totals.length) {
    const last = wrong[wrong.length - 1]!;
    out.push({
      code: "budget_sum",
      ...base,
      subject: formatRinggit(stated),
      found: last.total.text,
      message: `The budget table's total is ${last.total.text}, but the user's total is ${formatRinggit(stated)}.`,
    });
  } else if (!budgetTable && !(section.role === "funding" && totalIsOnlyRequested(facts))) {
    for (const t of wrong) {
      out.push({
        code: "contradicted_fact",
        ...base,
        subject: formatRinggit(stated),
        found: t.total.text,
        message: `A table's total row says ${t.total.text}, but the user's total is ${formatRinggit(stated)}.`,
      });
    }
  }
  return out;
}
