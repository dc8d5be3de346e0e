import { describe, expect, it } from "vitest";
import { budgetFigures, detailsBudgetItems, itemFromLine, templateUnitItems } from "./budget.js";
import type { MoneyFact } from "./types.js";

describe("itemFromLine", () => {
  it("reads an item with its amount", () => {
    expect(itemFromLine("Ketuhar komersial RM 18,000", "r")).toMatchObject({
      item: "Ketuhar komersial",
      quantity: null,
      amount: 18000,
    });
  });

  it("reads a quantity and a unit price", () => {
    expect(itemFromLine("2 unit peti sejuk @ RM 3,500", "r")).toMatchObject({
      item: "peti sejuk",
      quantity: 2,
      unit: "unit",
      unitPrice: 3500,
      amount: 7000,
    });
    expect(itemFromLine("Sewa khemah 6 unit @ RM 250", "r")).toMatchObject({ item: "Sewa khemah", amount: 1500 });
  });

  it("a price per person without a quantity has no line amount", () => {
    expect(itemFromLine("Makanan peserta RM 12 seorang", "r")).toMatchObject({ unitPrice: 12, amount: null });
  });

  it("a total or a request is not an item", () => {
    expect(itemFromLine("Jumlah keseluruhan RM 18,500", "r")).toBeNull();
    expect(itemFromLine("Memohon geran RM 78,000", "r")).toBeNull();
  });
});

describe("detailsBudgetItems", () => {
  it("multiplies quantity by unit price", () => {
    expect(
      detailsBudgetItems({
        eventDate: undefined,
        eventEndDate: undefined,
        budgetItems: [{ item: "Khemah", quantity: 6, unitPrice: 250, unit: "unit" }],
      }),
    ).toMatchObject([{ item: "Khemah", amount: 1500, unit: "unit" }]);
  });
});

describe("budgetFigures", () => {
  const money = (value: number, role: MoneyFact["role"], context = ""): MoneyFact => ({
    value,
    role,
    text: `RM ${value}`,
    context,
    source: "description",
  });
  const item = (amount: number) => ({ item: "x", quantity: null, unit: null, unitPrice: null, amount, source: "r" });

  it("a stated total wins over the items' sum", () => {
    expect(budgetFigures([money(20000, "total")], [item(5000), item(6000)], []).budgetTotal).toBe(20000);
  });

  it("else the items' sum, else the amount requested", () => {
    expect(budgetFigures([money(78000, "requested")], [item(5000), item(6000.5)], []).budgetTotal).toBe(11000.5);
    expect(budgetFigures([money(78000, "requested")], [], []).budgetTotal).toBe(78000);
    expect(budgetFigures([money(500, "other")], [], []).budgetTotal).toBeNull();
  });

  it("a ceiling is the total and the ceiling", () => {
    const f = budgetFigures([money(1_100_000, "total", "Harga siling kontrak RM 1.1 juta")], [], []);
    expect(f).toMatchObject({ budgetTotal: 1_100_000, budgetCeiling: 1_100_000 });
  });

  it("an own share stated as a percentage", () => {
    const f = budgetFigures(
      [],
      [],
      [{ value: 30, text: "30%", context: "30% sebagai sumbangan sendiri", source: "d" }],
    );
    expect(f.ownSharePercent).toBe(30);
  });
});

describe("a template's price for one and its count", () => {
  it("make a costed line: 'Bilangan Tetamu: 300' and 'Harga Sekepala: RM 35' are 300 x RM 35", () => {
    expect(
      templateUnitItems({
        template: {
          fields: [
            { label: "Bilangan Tetamu", value: "300 guests", shownLabel: "Number of guests" },
            { label: "Harga Sekepala", value: "RM 35", shownLabel: "Price per head" },
          ],
        },
      }),
    ).toMatchObject([{ item: "Price per head", quantity: 300, unitPrice: 35, amount: 10500 }]);
    // The count the price names ('Setiap Pelatih') goes with it, not the first count.
    expect(
      templateUnitItems({
        template: {
          fields: [
            { label: "Bilangan Guru", value: "5 orang" },
            { label: "Bilangan Pelatih", value: "25 pelatih" },
            { label: "Kos bagi Setiap Pelatih", value: "RM 4,500" },
          ],
        },
      }),
    ).toMatchObject([{ item: "Kos bagi Setiap Pelatih", quantity: 25, unitPrice: 4500, amount: 112500 }]);
  });
});
