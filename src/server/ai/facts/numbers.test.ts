import { describe, expect, it } from "vitest";
import { formatRinggit, parseFigure, readNumber, sameAmount, wordNumber } from "./numbers.js";

describe("numbers", () => {
  it("parses figures with thousands commas and decimals", () => {
    expect(parseFigure("78,000")).toBe(78000);
    expect(parseFigure("78,000.00")).toBe(78000);
    expect(parseFigure("1.1")).toBe(1.1);
    expect(parseFigure("7,80")).toBeNaN();
  });

  it("reads spelt-out Malay and English numbers", () => {
    expect(
      ["satu", "sepuluh", "sebelas", "dua belas", "dua puluh", "dua puluh empat", "seratus"].map(wordNumber),
    ).toEqual([1, 10, 11, 12, 20, 24, 100]);
    expect(["one", "twelve", "nineteen", "twenty", "twenty-four", "thirty six"].map(wordNumber)).toEqual([
      1, 12, 19, 20, 24, 36,
    ]);
    expect(wordNumber("banyak")).toBeNaN();
    expect(readNumber("18")).toBe(18);
  });

  it("compares amounts to the sen", () => {
    expect(sameAmount(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameAmount(78000, 78000.01)).toBe(false);
  });

  it("formats ringgit with grouping", () => {
    expect(formatRinggit(1100000)).toBe("RM 1,100,000");
    expect(formatRinggit(350.5)).toBe("RM 350.50");
  });
});
