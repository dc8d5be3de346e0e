import { describe, expect, it } from "vitest";
import { extractMoney, findAmounts } from "./money.js";

const values = (text: string) => findAmounts(text).map((a) => a.value);
const roles = (text: string) => extractMoney([{ text, source: "description" }]).map((m) => [m.value, m.role]);

describe("findAmounts", () => {
  it("reads ringgit with grouping, sen and no space", () => {
    expect(values("Kos RM 78,000 dan RM78,000.00 serta RM 350.50")).toEqual([78000, 78000, 350.5]);
  });

  it("reads juta, million, j, ribu and k", () => {
    expect(values("RM 1.1 juta, RM1.1 juta, RM 1.1 million, RM 2.5j, RM 500 ribu, RM 45k")).toEqual([
      1_100_000, 1_100_000, 1_100_000, 2_500_000, 500_000, 45_000,
    ]);
  });

  it("reads amounts written with 'ringgit'", () => {
    expect(values("sebanyak 5,000 ringgit")).toEqual([5000]);
  });

  it("keeps a per-unit tail in the text", () => {
    const [a] = findAmounts("Makan tengah hari RM 22 seorang untuk peserta");
    expect(a).toMatchObject({ value: 22, text: "RM 22 seorang", perUnit: true });
    expect(findAmounts("Lunch at RM 22 per person")[0]?.perUnit).toBe(true);
  });

  it("does not read plain numbers, years or percentages as ringgit", () => {
    expect(values("850 murid pada tahun 2027, 35% lebih")).toEqual([]);
  });
});

describe("money roles", () => {
  it("takes the nearest cue before the amount", () => {
    expect(roles("Jumlah kos projek ialah RM 100,000 dan kami memohon RM 78,000.")).toEqual([
      [100000, "total"],
      [78000, "requested"],
    ]);
  });

  it("reads own share, income and unit prices", () => {
    expect(roles("Modal sendiri RM 20,000")).toEqual([[20000, "own"]]);
    expect(roles("Jualan tahunan semasa RM 300,000")).toEqual([[300000, "income"]]);
    expect(roles("Yuran penyertaan RM 10 seorang")).toEqual([[10, "unit"]]);
  });

  it("reads cues written after the amount", () => {
    expect(roles("Sebanyak RM 30,000 (modal sendiri) telah disediakan")).toEqual([[30000, "own"]]);
  });

  it("reads English cues", () => {
    expect(
      roles("We are requesting RM 120,000. The total cost is RM 150,000. Our own contribution is RM 30,000."),
    ).toEqual([
      [120000, "requested"],
      [150000, "total"],
      [30000, "own"],
    ]);
  });

  it("a ceiling is a total", () => {
    expect(roles("Harga siling kontrak ialah RM 1.1 juta.")).toEqual([[1_100_000, "total"]]);
  });

  it("an amount with no cue is other", () => {
    expect(roles("Ketuhar komersial RM 18,000")).toEqual([[18000, "other"]]);
  });
});
