import { describe, expect, it } from "vitest";
import { extractFacts } from "../facts/index.js";
import { CARNIVAL, TENDER } from "../facts/test-briefs.js";
import { budgetSums } from "./budget-sum.js";
import { readSection } from "./read.js";
import { BUDGET_TABLE } from "./test-docs.js";
import type { CheckedSection } from "./types.js";

const carnival = extractFacts(CARNIVAL);
const sums = (html: string, role: CheckedSection["role"] = "budget", facts = carnival) =>
  budgetSums(readSection({ title: "Anggaran", role, html }, 4), facts);

const table = (rows: [string, string][], total: string) =>
  `<table><tr><th>Perkara</th><th>Jumlah (RM)</th></tr>${rows
    .map(([a, b]) => `<tr><td>${a}</td><td>${b}</td></tr>`)
    .join("")}<tr><td>Jumlah</td><td>${total}</td></tr></table>`;

describe("budget_sum", () => {
  it("a table that adds up to the user's total passes", () => {
    expect(sums(BUDGET_TABLE)).toEqual([]);
  });

  it("lines that do not add up to the total row", () => {
    const wrong = BUDGET_TABLE.replace("<td>3,600.00</td></tr>", "<td>3,500.00</td></tr>");
    expect(sums(wrong)).toMatchObject([
      { code: "budget_sum", section: 4, subject: "RM 18,500.00", found: "RM 18,400" },
    ]);
  });

  it("adds to the sen", () => {
    expect(
      sums(
        table(
          [
            ["A", "RM 0.10"],
            ["B", "RM 0.20"],
          ],
          "RM 0.30",
        ),
        "funding",
        { ...carnival, budgetTotal: null },
      ),
    ).toEqual([]);
    expect(
      sums(
        table(
          [
            ["A", "RM 100.10"],
            ["B", "RM 200.20"],
          ],
          "RM 300.31",
        ),
        "funding",
        { ...carnival, budgetTotal: null },
      ),
    ).toHaveLength(1);
  });

  it("a budget table that adds up but not to the user's total", () => {
    expect(
      sums(
        table(
          [
            ["Khemah", "10,000.00"],
            ["Hadiah", "10,000.00"],
          ],
          "RM 20,000.00",
        ),
      ),
    ).toMatchObject([{ code: "budget_sum", found: "RM 20,000.00" }]);
  });

  it("a funding table's total row that disagrees contradicts the total", () => {
    expect(
      sums(
        table(
          [
            ["PIBG", "10,000"],
            ["Penaja", "9,000"],
          ],
          "RM 19,000",
        ),
        "funding",
      ),
    ).toMatchObject([{ code: "contradicted_fact", found: "RM 19,000" }]);
  });

  it("near misses: subtotal rows, a table without a total row, a cash-flow table", () => {
    const withSubtotals = `<table><tr><th>Perkara</th><th>Jumlah (RM)</th></tr>
      <tr><td>Khemah</td><td>1,500.00</td></tr><tr><td>Jumlah Kecil A</td><td>1,500.00</td></tr>
      <tr><td>Hadiah</td><td>17,000.00</td></tr><tr><td>Jumlah Kecil B</td><td>17,000.00</td></tr>
      <tr><td>Jumlah Keseluruhan</td><td>18,500.00</td></tr></table>`;
    expect(sums(withSubtotals)).toEqual([]);
    expect(sums(table([["A", "RM 5"]], "RM 5").replace("<td>Jumlah</td>", "<td>Catatan</td>"))).toEqual([]);
    expect(
      sums(
        table(
          [
            ["Jualan", "RM 5,000"],
            ["Kos", "RM 2,000"],
          ],
          "RM 7,000",
        ),
        "cashflow",
      ),
    ).toEqual([]);
  });

  it("under a ceiling, a priced total at or below it passes", () => {
    const tender = extractFacts(TENDER);
    expect(
      sums(
        table(
          [
            ["Pekerja", "RM 1,000,000"],
            ["Bahan", "RM 56,000"],
          ],
          "RM 1,056,000",
        ),
        "pricing",
        tender,
      ),
    ).toEqual([]);
    expect(
      sums(
        table(
          [
            ["Pekerja", "RM 1,100,000"],
            ["Bahan", "RM 56,000"],
          ],
          "RM 1,156,000",
        ),
        "pricing",
        tender,
      ),
    ).toHaveLength(1);
  });
});
