import { describe, expect, it } from "vitest";
import { amountInput, budgetSum, lineTotal, parseAmount } from "./budget";

describe("parseAmount", () => {
  it("reads what users type for ringgit and quantities", () => {
    expect(parseAmount("1,200")).toBe(1200);
    expect(parseAmount("RM 45.50")).toBe(45.5);
    expect(parseAmount("rm12")).toBe(12);
    expect(parseAmount(".5")).toBe(0.5);
    expect(parseAmount(3)).toBe(3);
  });

  it("gives null for blanks and for text that is no number", () => {
    for (const value of ["", "  ", "abc", "12abc", "-5", undefined, null, Number.NaN, {}]) {
      expect(parseAmount(value)).toBeNull();
    }
  });
});

describe("lineTotal", () => {
  it("multiplies the quantity by the unit price, to the sen", () => {
    expect(lineTotal({ quantity: "250", unitPrice: "12.50" })).toBe(3125);
    expect(lineTotal({ quantity: "3", unitPrice: "0.10" })).toBe(0.3);
  });

  it("counts a price with no quantity once", () => {
    expect(lineTotal({ quantity: "", unitPrice: "150" })).toBe(150);
    expect(lineTotal({ unitPrice: "150" })).toBe(150);
  });

  it("has no total without a valid price or with a wrong quantity", () => {
    expect(lineTotal({ quantity: "2" })).toBeNull();
    expect(lineTotal({ quantity: "2", unitPrice: "lima" })).toBeNull();
    expect(lineTotal({ quantity: "dua", unitPrice: "5" })).toBeNull();
  });
});

describe("budgetSum", () => {
  it("adds the line totals, skipping rows without one", () => {
    const rows = [
      { quantity: "250", unitPrice: "12.50" },
      { quantity: "", unitPrice: "1,200" },
      { quantity: "5" },
      { quantity: "3", unitPrice: "0.10" },
    ];
    expect(budgetSum(rows)).toBe(4325.3);
    expect(budgetSum([])).toBe(0);
  });
});

describe("amountInput", () => {
  it("hands the schema a plain number text, and nothing for an empty box", () => {
    expect(amountInput("RM 1,200.50")).toBe("1200.50");
    expect(amountInput(" 20 ")).toBe("20");
    expect(amountInput("  ")).toBeUndefined();
    expect(amountInput("dua")).toBe("dua");
    expect(amountInput(undefined)).toBeUndefined();
  });
});
