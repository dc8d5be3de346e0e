import { describe, expect, it } from "vitest";
import { readSection } from "./read.js";
import { isTotalLabel, totalRowOf } from "./tables.js";

const tableOf = (html: string) => readSection({ title: "T", html }, 0).tables[0]!;

describe("tables", () => {
  it("knows total labels from line labels", () => {
    expect(
      ["Jumlah", "Jumlah Keseluruhan", "JUMLAH BESAR (RM)", "Total", "Grand Total", "Jumlah Kos Projek"].map(
        isTotalLabel,
      ),
    ).toEqual([true, true, true, true, true, true]);
    expect(["Jumlah Kecil", "Jumlah Jualan", "Jumlah Tahun 1", "Subtotal", "Hadiah"].map(isTotalLabel)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("reads the total row's last amount, bare figures in a money column too", () => {
    const t = totalRowOf(
      tableOf(`<table><tr><th>Perkara</th><th>Harga (RM)</th><th>Jumlah (RM)</th></tr>
        <tr><td>Khemah</td><td>250.00</td><td>1,500.00</td></tr>
        <tr><td><strong>Jumlah</strong></td><td></td><td><strong>1,500.00</strong></td></tr></table>`),
    );
    expect(t?.total).toMatchObject({ value: 1500, column: 2 });
    expect(t?.body).toHaveLength(1);
  });

  it("a table whose last row is not a total has none", () => {
    expect(totalRowOf(tableOf("<table><tr><td>Khemah</td><td>RM 1,500</td></tr></table>"))).toBeNull();
  });
});
