import { describe, expect, it } from "vitest";
import { extractFacts } from "../facts/index.js";
import { CARNIVAL, EXPANSION, FLOOD, TENDER } from "../facts/test-briefs.js";
import { durationContradictions, eventDateContradictions, totalContradictions } from "./contradictions.js";
import { readSection } from "./read.js";
import type { CheckedSection } from "./types.js";

const carnival = extractFacts(CARNIVAL);
const flood = extractFacts(FLOOD);
const tender = extractFacts(TENDER);
const read = (html: string, role?: CheckedSection["role"]) =>
  readSection({ title: "Bahagian", html, ...(role ? { role } : {}) }, 3);

describe("contradicted total", () => {
  const total = (html: string, facts = carnival) => totalContradictions(read(html), facts, "RM 18,500");

  it("a second total", () => {
    expect(total("<p>Jumlah kos program ini ialah RM 20,000.</p>")).toMatchObject([
      { code: "contradicted_fact", section: 3, subject: "RM 18,500", found: "RM 20,000" },
    ]);
    const expansion = extractFacts(EXPANSION);
    const english = totalContradictions(
      read("<p>The total cost of the expansion is RM 200,000.</p>"),
      expansion,
      "RM 150,000",
    );
    expect(english).toMatchObject([{ found: "RM 200,000" }]);
    expect(total("<p>Kos keseluruhan karnival sukan tahunan berjumlah RM 9,000.</p>")).toHaveLength(1);
  });

  it("the same total in another form agrees", () => {
    expect(total("<p>Jumlah keseluruhan perbelanjaan ialah RM18,500.00.</p>")).toEqual([]);
    expect(total("<p>Jumlah keseluruhan ialah RM 18.5 ribu.</p>")).toEqual([]);
  });

  it("near misses: a line's own total, a unit price, a funding part, income", () => {
    expect(total("<p>Jumlah kos hadiah dan piala ialah RM 3,200.</p>")).toEqual([]);
    expect(total("<p>Jumlah yuran RM 12 seorang dikutip.</p>")).toEqual([]);
    expect(total("<p>Jumlah sumbangan sendiri ialah RM 5,000.</p>")).toEqual([]);
    expect(total("<p>Jumlah jualan gerai dijangka RM 4,000.</p>")).toEqual([]);
    expect(total("<p>Sebanyak RM 3,600 diperuntukkan untuk peralatan sukan.</p>")).toEqual([]);
    expect(total("<p>Tiga bayaran berperingkat berjumlah RM 7,400, RM 7,400 dan RM 3,700.</p>")).toEqual([]);
  });

  it("under a ceiling, a lower total agrees and a higher one does not", () => {
    const t = (html: string) => totalContradictions(read(html), tender, "RM 1.1 juta");
    expect(t("<p>Jumlah harga tawaran ialah RM 1,056,000.</p>")).toEqual([]);
    expect(t("<p>Jumlah harga tawaran ialah RM 1,200,000.</p>")).toHaveLength(1);
  });
});

describe("contradicted event date", () => {
  const dates = (html: string, role?: CheckedSection["role"]) =>
    eventDateContradictions(read(html, role), carnival, CARNIVAL.startDate);

  it("another day for the event", () => {
    expect(dates("<p>Karnival akan diadakan pada 9 Februari 2027 di padang sekolah.</p>")).toMatchObject([
      { code: "contradicted_fact", subject: "Sabtu, 13 Mac 2027", found: "9 Februari 2027" },
    ]);
    expect(dates("<p>The carnival will be held on 20/3/2027.</p>")).toHaveLength(1);
  });

  it("any other day in the date-and-venue section's table", () => {
    const table = "<table><tr><td>Tarikh</td><td>14 Mac 2027</td></tr></table>";
    expect(dates(table, "whenWhere")).toHaveLength(1);
  });

  it("the same day in another form agrees", () => {
    expect(dates("<p>Karnival akan diadakan pada 13/3/2027.</p>")).toEqual([]);
    expect(dates("<p>Karnival berlangsung pada Sabtu, 13 Mac.</p>")).toEqual([]);
  });

  it("near misses: a preparation meeting, a deadline, a day outside an event sentence", () => {
    expect(dates("<p>Mesyuarat persediaan akan diadakan pada 20 Februari 2027.</p>")).toEqual([]);
    expect(dates("<p>Borang penyertaan perlu dihantar sebelum 1 Mac 2027.</p>")).toEqual([]);
    expect(dates("<p>Laporan program akan diserahkan pada 30 Mac 2027.</p>")).toEqual([]);
    expect(dates("<p>Sekolah ini dibuka pada 2 Januari 1998.</p>")).toEqual([]);
    expect(dates("<p>Karnival tahun lepas diadakan pada 14 Mac 2026 dengan sambutan hangat.</p>")).toEqual([]);
  });
});

describe("contradicted length", () => {
  const lengths = (html: string, facts = flood) => durationContradictions(read(html), facts);

  it("another length for the project", () => {
    expect(lengths("<p>Kajian ini akan dijalankan selama 18 bulan.</p>")).toMatchObject([
      { code: "contradicted_fact", subject: "24 bulan", found: "18 bulan" },
    ]);
    expect(lengths("<p>Tempoh projek ialah 3 tahun.</p>")).toHaveLength(1);
  });

  it("the same length in other units agrees", () => {
    expect(lengths("<p>Kajian ini dijalankan dalam tempoh 2 tahun.</p>")).toEqual([]);
    expect(lengths("<p>Penyelidikan ini mengambil masa dua puluh empat bulan.</p>")).toEqual([]);
  });

  it("near misses: a phase, a table, a repayment period, training, a target", () => {
    expect(lengths("<p>Fasa pertama kajian ini berlangsung selama 6 bulan.</p>")).toEqual([]);
    expect(lengths("<table><tr><td>Kajian lapangan selama 6 bulan</td></tr></table>")).toEqual([]);
    expect(lengths("<p>Tempoh bayaran balik pembiayaan projek ialah 36 bulan.</p>")).toEqual([]);
    expect(lengths("<p>Latihan pembantu penyelidik projek akan dijalankan selama 3 hari.</p>")).toEqual([]);
    expect(lengths("<p>Projek ini menyasarkan ketepatan 90% dalam tempoh 12 bulan.</p>")).toEqual([]);
  });
});
