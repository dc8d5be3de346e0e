/** Whole papers of other kinds and in English: what passes, and the one finding each fault earns. */
import { describe, expect, it } from "vitest";
import { extractFacts } from "../facts/index.js";
import { EXPANSION, FLOOD, TENDER } from "../facts/test-briefs.js";
import type { ProposalBrief } from "../writer.js";
import { checkDocument } from "./index.js";
import type { CheckedSection } from "./types.js";

const run = (brief: ProposalBrief, sections: CheckedSection[]) =>
  checkDocument({ brief, facts: extractFacts(brief), sections, required: [], language: brief.language });
const found = (brief: ProposalBrief, sections: CheckedSection[]) =>
  run(brief, sections).findings.map((f) => [f.code, f.found ?? f.subject]);

describe("English bakery expansion (grant)", () => {
  const funding = (total: string) =>
    `<p>The expansion is financed as follows.</p><table><tr><th>Source</th><th>Amount (RM)</th></tr><tr><td>Grant requested</td><td>120,000.00</td></tr><tr><td>Own contribution</td><td>30,000.00</td></tr><tr><td>Total</td><td>${total}</td></tr></table>`;
  const paper = (summary: string, total = "150,000.00"): CheckedSection[] => [
    { title: "Application Summary", role: "summary", html: `<p>${summary}</p>` },
    { title: "Financing Structure", role: "funding", html: funding(total) },
  ];
  const good =
    "Seri Murni Bakery Sdn. Bhd., which employs 14 staff and sells 2,000 loaves a week in Kuala Terengganu, is requesting RM 120,000 for the expansion of its bakery. The total cost is RM 150,000, with an own contribution of RM 30,000. The project will start on March 1, 2027 and run over 12 months.";

  it("a paper that keeps the facts passes", () => {
    expect(run(EXPANSION, paper(good)).findings).toEqual([]);
  });

  it("another project length and another total", () => {
    expect(found(EXPANSION, paper(good.replace("run over 12 months", "run over 6 months")))).toEqual([
      ["contradicted_fact", "6 months"],
      ["missing_fact", "12 months"],
    ]);
    expect(found(EXPANSION, paper(good, "140,000.00"))).toEqual([
      ["budget_sum", "RM 150,000"],
      ["contradicted_fact", "140,000.00"],
    ]);
  });
});

describe("cleaning tender under a ceiling", () => {
  const pricing = `<p>Harga tawaran bagi perkhidmatan pembersihan bangunan ini berada dalam had siling RM 1.1 juta.</p>
    <table><tr><th>Perkara</th><th>Jumlah (RM)</th></tr>
    <tr><td>Gaji 28 pekerja pembersihan (24 bulan)</td><td>1,008,000.00</td></tr>
    <tr><td>Bahan dan peralatan pembersihan</td><td>48,000.00</td></tr>
    <tr><td>Jumlah Keseluruhan</td><td>1,056,000.00</td></tr></table>`;
  const paper = (schedule: string): CheckedSection[] => [
    {
      title: "Pengenalan",
      role: "introduction",
      html: "<p>Kilau Bersih Enterprise dengan hormatnya mengemukakan cadangan perkhidmatan pembersihan bangunan kepada Pejabat Daerah Kuantan.</p>",
    },
    { title: "Jadual Kerja", role: "schedule", html: `<p>${schedule}</p>` },
    { title: "Jadual Harga", role: "pricing", html: pricing },
  ];

  it("a lower priced total within the ceiling, and 2 tahun for 24 bulan, pass", () => {
    expect(run(TENDER, paper("Tempoh kontrak perkhidmatan pembersihan ialah 2 tahun.")).findings).toEqual([]);
  });

  it("a longer contract is a contradiction (24 bulan is still kept, in the price table)", () => {
    expect(found(TENDER, paper("Tempoh kontrak perkhidmatan pembersihan ialah 36 bulan."))).toEqual([
      ["contradicted_fact", "36 bulan"],
    ]);
  });
});

describe("FRGS flood study", () => {
  const gantt = `<table><tr><th>Aktiviti</th><th>Tempoh</th></tr><tr><td>Pengumpulan data hujan</td><td>6 bulan</td></tr><tr><td>Pembangunan model ramalan</td><td>12 bulan</td></tr></table>`;
  const paper: CheckedSection[] = [
    {
      title: "Ringkasan Eksekutif",
      role: "summary",
      html: "<p>Kajian ramalan banjir kilat ini oleh Universiti Teknologi Malaysia akan dijalankan selama 24 bulan bermula 1 Januari 2027 dengan kos keseluruhan RM 148,500, untuk pertimbangan panel FRGS.</p>",
    },
    { title: "Jadual Penyelidikan", role: "gantt", html: `<p>Fasa pertama kajian mengambil masa 6 bulan.</p>${gantt}` },
  ];

  it("phases in the schedule do not contradict the study's length", () => {
    expect(run(FLOOD, paper).findings).toEqual([]);
  });
});
