import { describe, expect, it } from "vitest";
import { readSection } from "./read.js";
import { wrongWeekdays } from "./weekdays.js";

const read = (html: string) => readSection({ title: "Pengenalan", html }, 1);

describe("wrong_weekday", () => {
  it("a weekday after the day that it does not fall on, with the weekday it does, in the paper's language", () => {
    const s = read("<p>Karnival akan diadakan pada 14 Mac 2027, Sabtu di Dewan Orang Ramai.</p>");
    expect(wrongWeekdays(s, "2026-11-01", "ms")).toMatchObject([
      { code: "wrong_weekday", section: 1, sectionTitle: "Pengenalan", subject: "14 Mac 2027, Sabtu", found: "Ahad" },
    ]);
  });

  it("a weekday before the day, in a table row or in English", () => {
    const table = read("<table><tr><td>Tarikh</td><td>Sabtu, 14 Mac 2027</td></tr></table>");
    expect(wrongWeekdays(table, "2026-11-01", "ms")).toMatchObject([{ subject: "Sabtu, 14 Mac 2027", found: "Ahad" }]);
    const en = read("<p>The drive is on Friday 10 April 2027 (Friday).</p>");
    expect(wrongWeekdays(en, "2026-11-01", "en")).toMatchObject([{ found: "Saturday" }]);
  });

  it("near misses: the right weekday, a range, a day without its year, a weekday that is not the day's", () => {
    for (const html of [
      "<p>Pada Ahad, 14 Mac 2027 dan 14 Mac 2027 (Ahad).</p>",
      "<p>Setiap Sabtu, 6 Februari 2027 hingga 19 Jun 2027.</p>",
      "<p>Pada Sabtu, 14 Mac.</p>",
      "<p>Mesyuarat pada 14 Mac 2027 dan latihan pada hari Sabtu berikutnya.</p>",
    ])
      expect(wrongWeekdays(read(html), "2026-11-01", "ms"), html).toEqual([]);
  });
});
