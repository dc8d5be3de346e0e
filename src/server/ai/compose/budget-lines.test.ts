/** A cost line's counts are read out of its name and its words, and every row still adds up. */
import { describe, expect, it } from "vitest";
import type { BudgetLine } from "./budget.js";
import { readCounts } from "./budget-lines.js";

function line(item: string, unitPrice: number | null, amount: number, context: string, lang: "ms" | "en" = "en") {
  const l: BudgetLine = { item, quantity: null, unit: null, unitPrice, amount, estimate: false };
  readCounts(l, context, lang);
  return [l.item, l.quantity, l.unit, l.unitPrice, l.amount];
}

describe("a cost line's counts", () => {
  it("leave the item's name and become its quantity", () => {
    expect(line("Juadah iftar 30 hari", 600, 18000, "juadah iftar 30 hari x RM 600 = RM 18,000", "ms")).toEqual([
      "Juadah iftar",
      30,
      "hari",
      600,
      18000,
    ]);
    expect(line("Referee fees: 120 matches", 250, 30000, "Referee fees: 120 matches x RM 250 = RM 30,000")).toEqual([
      "Referee fees",
      120,
      "matches",
      250,
      30000,
    ]);
  });

  it("multiply when there are several, the factors kept beside the quantity", () => {
    expect(line("Cleaners 8", 1900, 182400, "cleaners 8 x RM 1,900 x 12 months = RM 182,400")).toEqual([
      "Cleaners",
      96,
      "(8 x 12 months)",
      1900,
      182400,
    ]);
    expect(
      line("Trainer fees 2 trainers x 2 days", 800, 3200, "trainer fees 2 trainers x 2 days x RM 800 = RM 3,200"),
    ).toEqual(["Trainer fees", 4, "(2 trainers x 2 days)", 800, 3200]);
  });

  it("give a monthly price its months, and an amount 'for 30 nights' its price per night", () => {
    expect(line("Supervisor", 2800, 33600, "supervisor RM 2,800 per month (RM 33,600)")).toEqual([
      "Supervisor",
      12,
      "months",
      2800,
      33600,
    ]);
    expect(line("Moreh", null, 4500, "moreh RM 4,500 untuk 30 malam", "ms")).toEqual(["Moreh", 30, "malam", 150, 4500]);
    expect(line("Hygiene kits", null, 25000, "hygiene kits RM 25,000 for 500 families")).toEqual([
      "Hygiene kits",
      500,
      "families",
      50,
      25000,
    ]);
  });

  it("stay as written when the figures do not multiply out exactly", () => {
    // 120 medals and prizes: the amount is not 120 of one thing.
    expect(line("Pingat dan hadiah", null, 2400, "RM 2,400 untuk 120 pingat dan hadiah", "ms")).toEqual([
      "Pingat dan hadiah",
      null,
      null,
      null,
      2400,
    ]);
    expect(line("Kit 7 unit", 300, 2000, "kit 7 unit x RM 300 = RM 2,000", "ms")).toEqual([
      "Kit 7 unit",
      null,
      null,
      300,
      2000,
    ]);
    expect(line("Sewa dewan", null, 1000, "sewa dewan RM 1,000 untuk 3 hari", "ms")).toEqual([
      "Sewa dewan",
      null,
      null,
      null,
      1000,
    ]);
  });
});
