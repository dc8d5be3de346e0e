import { describe, expect, it } from "vitest";
import { flatten, proseSentences, readSection } from "./read.js";

describe("readSection", () => {
  const html = `<p>Perenggan satu. Ayat <strong>dua</strong>.</p>
    <h3>Sub Tajuk</h3>
    <ul><li>Item satu<ul><li>Item dalam</li></ul></li></ul>
    <table><tr><th colspan="2">Perkara</th><th>Jumlah (RM)</th></tr><tr><td>1</td><td>Khemah</td><td>1,500.00</td></tr></table>`;
  const s = readSection({ title: "Tajuk", role: "budget", html }, 3);

  it("separates headings, prose, list items and tables", () => {
    expect(s.headings).toEqual(["Tajuk", "Sub Tajuk"]);
    expect(s.prose).toEqual(["Perenggan satu. Ayat dua.", "Item satu", "Item dalam"]);
    expect(s.listItems).toEqual(["Item satu", "Item dalam"]);
    expect(s.tables[0]?.rows[0]?.cells.map((c) => [c.text, c.column])).toEqual([
      ["Perkara", 0],
      ["Jumlah (RM)", 2],
    ]);
    expect(s).toMatchObject({ index: 3, role: "budget" });
  });

  it("splits prose into sentences", () => {
    expect(proseSentences(s)).toEqual(["Perenggan satu.", "Ayat dua.", "Item satu", "Item dalam"]);
  });

  it("flattens text for comparison", () => {
    expect(flatten("  Tarikh,  Masa & Tempat ")).toBe("tarikh masa tempat");
  });
});
