/**
 * The measuring rules themselves: a paper a grant officer would accept passes every rule, and each
 * fault he would reject it for is caught by its rule (and only a few others).
 */
import { describe, expect, it } from "vitest";
import { readDoc } from "./doc.js";
import { measure, RULES, type Rule, sharedShare } from "./measure.js";
import { amountsIn, datesIn, hasCount, projectLengthsIn, sentencesIn } from "./parse.js";
import { type Case, packageSpec } from "./run.js";
import type { CorpusEntry } from "./types.js";

const entry: CorpusEntry = {
  id: "test-karnival",
  flow: "detailed",
  packageKey: "basic",
  language: "ms",
  kind: "program",
  startDate: "2026-12-01",
  brief: { title: "Karnival Sukan SK Seri Contoh 2027", description: "", type: "pengurusan-acara" },
  expect: {
    subject: ["karnival", "sukan"],
    amounts: [4.5, 300, 1650],
    total: 1650,
    eventDate: "2027-03-13",
    dates: ["2027-03-13"],
    counts: ["300 murid"],
    names: ["SK Seri Contoh"],
    times: ["8.00 pagi"],
    blanks: ["addressee"],
  },
};
const c: Case = {
  entry,
  brief: {
    title: "Karnival Sukan SK Seri Contoh 2027",
    description: "",
    type: "pengurusan-acara",
    budgetRange: null,
    timeline: null,
    keyRequirements: [],
    targetAudience: "",
    companyBackground: "",
    objectives: "",
    constraints: "",
    additionalInfo: "",
    language: "ms",
    startDate: "2026-12-01",
    kind: "program",
  },
  pkg: { ...packageSpec("basic"), minWords: 60 },
};

const GOOD = `<h2>Pengenalan dan Rasional</h2>
<h3>Pengenalan</h3><p>Karnival Sukan SK Seri Contoh 2027 dianjurkan oleh PIBG SK Seri Contoh untuk 300 murid.</p>
<h3>Rasional</h3><p>Karnival ini memupuk semangat sukan dalam kalangan murid sekolah.</p>
<h3>Objektif</h3><ul><li>Memupuk semangat kesukanan melalui karnival.</li><li>Mengeratkan hubungan ibu bapa dan guru.</li></ul>
<h2>Butiran Program</h2>
<h3>Tarikh, Masa dan Tempat</h3><table><tbody><tr><td>Tarikh</td><td>Sabtu, 13 Mac 2027</td></tr><tr><td>Masa</td><td>8.00 pagi - 1.00 petang</td></tr></tbody></table>
<p>Karnival akan diadakan pada 13 Mac 2027 di padang sekolah.</p>
<h3>Kumpulan Sasaran dan Peserta</h3><p>Seramai 300 orang murid menyertai karnival sukan ini.</p>
<h3>Tentatif Program</h3><table><tbody><tr><td>8.00 pagi</td><td>Perbarisan</td></tr></tbody></table>
<h3>Jawatankuasa Pelaksana</h3><table><tbody><tr><td>Pengerusi</td><td>[Nyatakan nama Pengerusi]</td></tr></tbody></table>
<h2>Kewangan dan Penutup</h2>
<h3>Anggaran Perbelanjaan</h3><table><thead><tr><th>Bil.</th><th>Perkara</th><th>Kuantiti</th><th>Harga Seunit (RM)</th><th>Jumlah (RM)</th></tr></thead><tbody><tr><td>1</td><td>Pingat</td><td>100</td><td>4.50</td><td>450.00</td></tr><tr><td>2</td><td>Kanopi</td><td>4</td><td>300.00</td><td>1,200.00</td></tr><tr><td></td><td>Jumlah Keseluruhan</td><td></td><td></td><td>1,650.00</td></tr></tbody></table>
<h3>Sumber Kewangan</h3><p>Kos karnival sebanyak RM 1,650.00 ditanggung oleh Tabung PIBG.</p>
<h3>Penutup</h3><p>Kertas kerja karnival sukan ini dikemukakan kepada [Nyatakan pihak yang meluluskan] untuk kelulusan.</p>`;

const failing = (html: string) => {
  const p = measure(c, readDoc(html));
  return RULES.filter((r) => p[r].length > 0);
};

describe("the rules on a paper a grant officer accepts", () => {
  it("finds nothing", () => {
    const p = measure(c, readDoc(GOOD));
    expect(Object.fromEntries(RULES.map((r) => [r, p[r]]))).toEqual(Object.fromEntries(RULES.map((r) => [r, []])));
  });
});

describe("each fault is caught by its rule", () => {
  const cases: [string, string, Rule[]][] = [
    ["a missing essential section", GOOD.replace("<h3>Tentatif Program</h3>", ""), ["essential_sections"]],
    [
      "an off-subject section",
      GOOD.replace("Kos karnival sebanyak", "Kos sebanyak").replace(
        "Kertas kerja karnival sukan ini",
        "Kertas kerja ini",
      ),
      ["subject"],
    ],
    ["an extra section", `${GOOD}<h2>Lampiran</h2><p>Karnival ini penting.</p>`, ["section_count"]],
    ["a changed unit price", GOOD.replace("<td>4.50</td>", "<td>5.00</td>"), ["amounts", "budget_sum"]],
    [
      "a wrong total row",
      GOOD.replace("<td>1,650.00</td>", "<td>1,700.00</td>"),
      ["total_row", "other_total", "budget_sum"],
    ],
    [
      "another total in prose",
      GOOD.replace("Tabung PIBG.</p>", "Tabung PIBG.</p><p>Jumlah keseluruhan kos karnival ialah RM 2,000.00.</p>"),
      ["other_total"],
    ],
    ["another event date", GOOD.replace("diadakan pada 13 Mac 2027", "diadakan pada 20 Mac 2027"), ["event_date"]],
    ["a lost date", GOOD.replaceAll("13 Mac 2027", "[Nyatakan tarikh]"), ["dates"]],
    ["a lost count", GOOD.replaceAll("300 orang murid", "murid").replace("untuk 300 murid", "untuk murid"), ["counts"]],
    ["a lost name", GOOD.replaceAll("SK Seri Contoh", "sekolah"), ["names"]],
    ["a lost time", GOOD.replaceAll("8.00 pagi", "pagi"), ["times"]],
    [
      "a repeated sentence",
      GOOD.replace(
        "</h3><p>Karnival ini memupuk",
        "</h3><p>Karnival ini memupuk semangat sukan dalam kalangan murid sekolah. Karnival ini memupuk",
      ),
      ["repeated_sentence"],
    ],
    ["a lower-case list item", GOOD.replace("<li>Mengeratkan", "<li>mengeratkan"), ["list_case"]],
    [
      "an empty sub-heading",
      GOOD.replace("</h3><p>Karnival ini memupuk", "</h3><h3>Impak</h3><p>Karnival ini memupuk"),
      ["empty_heading"],
    ],
    [
      "the title four times",
      GOOD.replace("ini memupuk", "Karnival Sukan SK Seri Contoh 2027 memupuk").replace(
        "Kos karnival",
        "Kos Karnival Sukan SK Seri Contoh 2027 (Karnival Sukan SK Seri Contoh 2027)",
      ),
      ["title_repeated"],
    ],
    ["an invented addressee", GOOD.replace("[Nyatakan pihak yang meluluskan]", "Guru Besar"), ["blanks"]],
  ];
  for (const [fault, html, rules] of cases) {
    it(fault, () => expect(failing(html)).toEqual(rules));
  }
  it("not a label-and-value table whose label starts with 'Jumlah'", () => {
    const facts =
      "<table><tbody><tr><td>Kos Pelaksanaan</td><td>RM 1,650</td></tr><tr><td>Jumlah Geran Dipohon</td><td>RM 300</td></tr></tbody></table>";
    expect(failing(GOOD.replace("<h3>Sumber Kewangan</h3>", `<h3>Sumber Kewangan</h3>${facts}`))).toEqual([]);
  });
  it("a paper short of the package's words", () => {
    expect(measure({ ...c, pkg: { ...c.pkg, minWords: 400 } }, readDoc(GOOD)).min_words).toHaveLength(1);
  });
});

describe("reading figures", () => {
  it("reads ringgit by value", () => {
    expect(amountsIn("RM78,000.00, RM 78,000, RM1.1 juta, RM 12 seorang, RM 2 million").map((a) => a.value)).toEqual([
      78000, 78000, 1100000, 12, 2000000,
    ]);
  });
  it("reads Malay and English dates, ranges and lists", () => {
    const iso = (t: string) => datesIn(t, "2026-12-01").map((d) => [d.start, d.end]);
    expect(iso("Sabtu, 13 Mac 2027")).toEqual([["2027-03-13", undefined]]);
    expect(iso("21-23 Mei 2027")).toEqual([["2027-05-21", "2027-05-23"]]);
    expect(iso("May 21-23, 2027")).toEqual([["2027-05-21", "2027-05-23"]]);
    expect(iso("13, 20 dan 27 Februari 2027").map((d) => d[0])).toEqual(["2027-02-13", "2027-02-20", "2027-02-27"]);
    expect(iso("12 Jun")).toEqual([["2027-06-12", undefined]]);
    expect(iso("13/3/2027")).toEqual([["2027-03-13", undefined]]);
  });
  it("reads project lengths but not sub-periods or payment terms", () => {
    const text =
      "Projek dalam tempoh 3 bulan. Fasa dalam tempoh 2 bulan pertama. Bayaran dalam tempoh 30 hari. A 6-month pilot.";
    expect(projectLengthsIn(text).map((l) => l.text)).toEqual(["dalam tempoh 3 bulan", "6-month pilot"]);
  });
  it("reads counts in either order, not inside a larger figure", () => {
    expect(hasCount("seramai 850 orang murid", "850 murid")).toBe(true);
    expect(hasCount("Bilangan murid: 850", "850 murid")).toBe(true);
    expect(hasCount("8,500 murid", "850 murid")).toBe(false);
    expect(hasCount("15,000 visitors", "15000 visitors")).toBe(true);
  });
  it("does not end a sentence at Sdn. Bhd. or Dr.", () => {
    expect(
      sentencesIn("Bakeri Seri Murni Sdn. Bhd. ditubuhkan pada 2015. Dr. Nurul Huda mengetuai kajian."),
    ).toHaveLength(2);
  });
  it("counts sentences shared verbatim with other papers", () => {
    const a = readDoc(
      "<p>Ayat pertama ini cukup panjang untuk dikira. Ayat kedua yang juga cukup panjang di sini.</p>",
    );
    const b = readDoc("<p>Ayat kedua yang juga cukup panjang di sini.</p>");
    expect(sharedShare(a, [b])).toMatchObject({ shared: 1, total: 2 });
  });
});
