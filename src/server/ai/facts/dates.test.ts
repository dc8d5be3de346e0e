import { describe, expect, it } from "vitest";
import { extractDates, findDates } from "./dates.js";

const REF = "2026-11-20";
const days = (text: string) => findDates(text, REF).map((d) => (d.end ? `${d.start}..${d.end}` : d.start));

describe("findDates", () => {
  it("reads Malay, numeric and ISO days alike", () => {
    expect(days("13 Mac 2027, 13/3/2027, 2027-03-13 dan 13.3.2027")).toEqual([
      "2027-03-13",
      "2027-03-13",
      "2027-03-13",
      "2027-03-13",
    ]);
  });

  it("reads a list of days as the days it names, not every day between", () => {
    const [list] = findDates("pada setiap Sabtu, iaitu 13, 20 dan 27 Februari 2027, dari 5.30 petang", REF);
    expect(list).toMatchObject({
      start: "2027-02-13",
      end: "2027-02-27",
      days: ["2027-02-13", "2027-02-20", "2027-02-27"],
      text: "13, 20 dan 27 Februari 2027",
    });
    // Two days apart, joined by 'dan': a list; consecutive days are the same as a range.
    expect(findDates("20 dan 27 Februari 2027", REF)[0]?.days).toEqual(["2027-02-20", "2027-02-27"]);
    expect(findDates("14 dan 15 Ogos 2027", REF)[0]).toMatchObject({ start: "2027-08-14", end: "2027-08-15" });
    expect(findDates("14 dan 15 Ogos 2027", REF)[0]?.days).toBeUndefined();
    expect(findDates("21-23 Mei 2027", REF)[0]?.days).toBeUndefined();
  });

  it("reads a span of whole months, its year written once or twice; a month alone names no day", () => {
    expect(days("The project runs from January 2027 to September 2027.")).toEqual(["2027-01-01..2027-09-30"]);
    expect(days("Projek berjalan dari Januari hingga September 2027.")).toEqual(["2027-01-01..2027-09-30"]);
    expect(days("Kontrak dari November 2027 - Februari 2028.")).toEqual(["2027-11-01..2028-02-29"]);
    expect(days("before the monsoon season in October 2027")).toEqual([]);
  });

  it("reads English day-first and month-first forms", () => {
    expect(days("13 March 2027 or March 13, 2027")).toEqual(["2027-03-13", "2027-03-13"]);
  });

  it("reads short month names in both languages", () => {
    expect(days("5 Ogo 2027, 5 Aug 2027, 1 Sept 2027, 2 Okt 2027, 3 Dis 2027, 4 Dec 2027")).toEqual([
      "2027-08-05",
      "2027-08-05",
      "2027-09-01",
      "2027-10-02",
      "2027-12-03",
      "2027-12-04",
    ]);
  });

  it("reads ranges of days", () => {
    expect(days("21-23 Mei 2027")).toEqual(["2027-05-21..2027-05-23"]);
    expect(days("21 hingga 23 Mei 2027")).toEqual(["2027-05-21..2027-05-23"]);
    expect(days("21–23 May 2027")).toEqual(["2027-05-21..2027-05-23"]);
    expect(days("30 Mei - 2 Jun 2027")).toEqual(["2027-05-30..2027-06-02"]);
  });

  it("keeps the weekday in the text", () => {
    expect(findDates("pada Sabtu, 7 Jun 2027 di dewan", REF)[0]?.text).toBe("Sabtu, 7 Jun 2027");
  });

  it("gives a day without a year the next such day on or after the brief's date", () => {
    expect(days("21-23 Mei")).toEqual(["2027-05-21..2027-05-23"]);
    expect(days("25 Disember")).toEqual(["2026-12-25"]);
    expect(days("20 November")).toEqual(["2026-11-20"]);
    expect(days("19 November")).toEqual(["2027-11-19"]);
  });

  it("rejects impossible days and does not read lengths or counts as days", () => {
    expect(days("31 Februari 2027")).toEqual([]);
    expect(days("selama 24 bulan untuk 850 murid")).toEqual([]);
  });
});

describe("date roles", () => {
  const roles = (text: string, kind?: string) =>
    extractDates([{ text, source: "description" }], REF, kind).map((d) => [d.start, d.role]);

  it("an event word before the day makes it the event", () => {
    expect(roles("Karnival akan diadakan pada 13 Mac 2027.")).toEqual([["2027-03-13", "event"]]);
  });

  it("start and end words win over 'pada'", () => {
    expect(roles("Kajian bermula pada 1 Januari 2027 dan tamat pada 31 Disember 2028.")).toEqual([
      ["2027-01-01", "start"],
      ["2028-12-31", "end"],
    ]);
    expect(roles("The project runs from 1 March 2027 until 28 February 2028.")).toEqual([
      ["2027-03-01", "start"],
      ["2028-02-28", "end"],
    ]);
  });

  it("a deadline", () => {
    expect(roles("Projek perlu siap sebelum 30 Jun 2027.")).toEqual([["2027-06-30", "deadline"]]);
  });

  it("a programme's only day is its event", () => {
    expect(roles("Tarikh: 7 Jun 2027", "program")).toEqual([["2027-06-07", "event"]]);
    expect(roles("Sambutan 7 Jun 2027", "program")).toEqual([["2027-06-07", "event"]]);
    expect(roles("Sambutan 7 Jun 2027", "geran")).toEqual([["2027-06-07", "other"]]);
  });
});
