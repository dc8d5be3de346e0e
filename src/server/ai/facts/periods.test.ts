import { describe, expect, it } from "vitest";
import { findDates } from "./dates.js";
import { extractPeriods, findPeriods } from "./periods.js";

const read = (text: string) => findPeriods(text).map((p) => p.text);

describe("periods", () => {
  it("reads Hijri months, school holidays and quarters", () => {
    expect(read("sepanjang bulan Ramadan 1448H")).toEqual(["bulan Ramadan 1448H"]);
    expect(read("Ramadan 1448H")).toEqual(["Ramadan 1448H"]);
    expect(read("semasa cuti sekolah Jun 2027")).toEqual(["cuti sekolah Jun 2027"]);
    expect(read("pada suku pertama 2027 dan Q3 2027")).toEqual(["suku pertama 2027", "Q3 2027"]);
    expect(read("in the third quarter of 2027")).toEqual(["third quarter of 2027"]);
  });

  it("a programme named after a month is not a period", () => {
    expect(read("Program Ihya Ramadan Surau Al-Hidayah")).toEqual([]);
  });

  it("a month and year inside a day is a day, not a period", () => {
    const periods = extractPeriods([{ text: "Bermula 13 Mac 2027, siap Disember 2027.", source: "d" }], (text, at) =>
      findDates(text, "2026-11-20").some((d) => d.index <= at && at < d.endIndex),
    );
    expect(periods.map((p) => p.text)).toEqual(["Disember 2027"]);
  });
});
