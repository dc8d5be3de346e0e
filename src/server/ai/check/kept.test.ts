import { describe, expect, it } from "vitest";
import { extractFacts } from "../facts/index.js";
import { CARNIVAL, DIGITAL, EXPO, FLOOD, TENDER } from "../facts/test-briefs.js";
import { viewOf, wantedFacts } from "./kept.js";
import { readSection } from "./read.js";

const REF = "2026-11-20";
const view = (html: string) => viewOf([readSection({ title: "X", html }, 0)], REF);
const keeps = (facts: ReturnType<typeof extractFacts>, key: string, html: string) =>
  wantedFacts(facts)
    .filter((w) => w.key === key)
    .map((w) => w.kept(view(html)));

describe("kept facts", () => {
  const carnival = extractFacts(CARNIVAL);

  it("amounts compare by value", () => {
    expect(keeps(carnival, "budgetTotal", "<p>Jumlah RM18,500.00</p>")).toEqual([true]);
    expect(keeps(carnival, "budgetTotal", "<p>Jumlah RM 18.5 ribu</p>")).toEqual([true]);
    expect(
      keeps(carnival, "budgetTotal", "<table><tr><th>Jumlah (RM)</th></tr><tr><td>18,500.00</td></tr></table>"),
    ).toEqual([true]);
    expect(keeps(carnival, "budgetTotal", "<p>Jumlah RM 18,000</p>")).toEqual([false]);
  });

  it("days compare by day, whatever the form", () => {
    expect(keeps(carnival, "eventDate", "<p>pada 13/3/2027</p>")).toEqual([true]);
    expect(keeps(carnival, "eventDate", "<p>pada 13 March 2027</p>")).toEqual([true]);
    expect(keeps(carnival, "eventDate", "<p>pada 14 Mac 2027</p>")).toEqual([false]);
  });

  it("a range is kept as a range or as its two days", () => {
    const expo = extractFacts(EXPO);
    expect(keeps(expo, "eventDate", "<p>21 hingga 23 Mei 2027</p>")).toEqual([true]);
    expect(keeps(expo, "eventDate", "<p>Mula 21 Mei 2027, tamat 23 Mei 2027</p>")).toEqual([true]);
    expect(keeps(expo, "eventDate", "<p>21 Mei 2027</p>")).toEqual([false]);
  });

  it("lengths compare by length: 2 tahun keeps 24 bulan, 18 bulan does not", () => {
    const flood = extractFacts(FLOOD);
    expect(keeps(flood, "duration", "<p>selama 2 tahun</p>")).toEqual([true]);
    expect(keeps(flood, "duration", "<p>selama 18 bulan</p>")).toEqual([false]);
  });

  it("counts need the same number and noun in one sentence", () => {
    expect(keeps(carnival, "count", "<p>Seramai 850 orang murid dan 120 ibu bapa.</p>")).toEqual([true, true]);
    expect(keeps(carnival, "count", "<p>Murid: 850 orang.</p>")).toEqual([true, false]);
    expect(keeps(carnival, "count", "<p>Seramai 850 hadir. Murid dan ibu bapa gembira.</p>")).toEqual([false, false]);
    expect(keeps(carnival, "count", "<table><tr><td>Murid</td><td>850</td></tr></table>")).toEqual([true, false]);
  });

  it("times compare by minute, ranges by both ends", () => {
    expect(keeps(carnival, "time", "<p>8:00 am - 1:00 pm</p>")).toEqual([true]);
    expect(keeps(carnival, "time", "<p>Mula 8.00 pagi, tamat 1.00 petang</p>")).toEqual([true]);
    expect(keeps(carnival, "time", "<p>8.00 pagi - 12.00 tengah hari</p>")).toEqual([false]);
  });

  it("names are kept as text, case and spacing aside", () => {
    expect(keeps(carnival, "venue", "<p>di padang  sk taman melati</p>")).toEqual([true]);
    expect(keeps(carnival, "venue", "<p>di padang sekolah</p>")).toEqual([false]);
  });

  it("each figure once: a requested amount equal to the total is one fact", () => {
    const digital = extractFacts(DIGITAL);
    expect(wantedFacts(digital).map((w) => [w.key, w.value])).toContainEqual(["budgetTotal", "RM 78,000"]);
    expect(wantedFacts(digital).filter((w) => w.value === "RM 78,000")).toHaveLength(1);
  });

  it("under a ceiling the price section need not repeat it; the document must", () => {
    const total = wantedFacts(extractFacts(TENDER)).find((w) => w.key === "budgetTotal");
    expect(total?.roles).toEqual([]);
    expect(wantedFacts(carnival).find((w) => w.key === "budgetTotal")?.roles).toContain("budget");
  });

  it("a ceiling, the contract length, workers and the client", () => {
    const keys = wantedFacts(extractFacts(TENDER)).map((w) => `${w.key}=${w.value}`);
    expect(keys).toEqual([
      "budgetTotal=RM 1.1 juta",
      "duration=24 bulan",
      "count=28 pekerja",
      "applicant=Kilau Bersih Enterprise",
      "addressee=Pejabat Daerah Kuantan",
    ]);
  });
});
