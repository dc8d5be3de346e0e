import { describe, expect, it } from "vitest";
import { formatDay, isoDay, monthNumber, yearFor } from "./calendar.js";

describe("calendar", () => {
  it("knows Malay and English month names and short forms", () => {
    expect(["Mac", "March", "mar", "Ogos", "Ogo", "Aug", "Sept", "Okt", "Dis", "Disember"].map(monthNumber)).toEqual([
      3, 3, 3, 8, 8, 8, 9, 10, 12, 12,
    ]);
    expect(monthNumber("Maret")).toBeNull();
  });

  it("rejects impossible days", () => {
    expect(isoDay(2027, 2, 29)).toBeNull();
    expect(isoDay(2028, 2, 29)).toBe("2028-02-29");
  });

  it("a day without a year is the next one on or after the reference", () => {
    expect(yearFor(3, 13, "2026-11-20")).toBe(2027);
    expect(yearFor(11, 20, "2026-11-20")).toBe(2026);
    expect(yearFor(12, 1, "2026-11-20")).toBe(2026);
  });

  it("formats days and ranges in either language", () => {
    expect(formatDay("2027-03-13", undefined, "ms")).toBe("13 Mac 2027");
    expect(formatDay("2027-05-21", "2027-05-23", "en")).toBe("21-23 May 2027");
    expect(formatDay("2027-05-30", "2027-06-02", "ms")).toBe("30 Mei 2027 - 2 Jun 2027");
  });
});
