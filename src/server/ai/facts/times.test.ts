import { describe, expect, it } from "vitest";
import { findTimes } from "./times.js";

const read = (text: string) => findTimes(text).map((t) => [t.text, t.minutes]);

describe("findTimes", () => {
  it("reads Malay times with a period word", () => {
    expect(read("bermula 7.30 pagi dan rehat 2.30 petang")).toEqual([
      ["7.30 pagi", [450]],
      ["2.30 petang", [870]],
    ]);
  });

  it("reads a range as one time", () => {
    expect(read("dari 8.00 pagi - 1.00 petang")).toEqual([["8.00 pagi - 1.00 petang", [480, 780]]]);
    expect(read("8.00 - 11.00 pagi")).toEqual([["8.00 - 11.00 pagi", [480, 660]]]);
  });

  it("reads English, 24-hour and 'jam' forms", () => {
    expect(read("at 8:00 am")).toEqual([["8:00 am", [480]]]);
    expect(read("makan malam 20:00")).toEqual([["20:00", [1200]]]);
    expect(read("tazkirah jam 9 malam")).toEqual([["jam 9 malam", [1260]]]);
  });

  it("reads Malay abbreviations and tentative-table forms", () => {
    expect(read("8.00 pg - 1.00 ptg")).toEqual([["8.00 pg - 1.00 ptg", [480, 780]]]);
    expect(read("0800 - 0830 Pendaftaran")).toEqual([["0800 - 0830", [480, 510]]]);
    expect(read("Majlis bersurai 1630H")).toEqual([["1630H", [990]]]);
  });

  it("years and year ranges are not times", () => {
    expect(read("Pelan 2027 - 2028 dan tahun 2026, Ramadan 1448H")).toEqual([]);
  });

  it("does not read amounts, decimals or nights as times", () => {
    expect(read("RM 2.30 sekeping, 1.1 juta, kem 3 hari 2 malam")).toEqual([]);
  });
});
