import { describe, expect, it } from "vitest";
import { pricedInProse } from "./budget.js";
import { extractCounts } from "./counts.js";
import { proseFundingSources } from "./funding.js";
import { extractMoney } from "./money.js";
import type { Snippet } from "./text.js";

const prose = (text: string): Snippet[] => [{ source: "description", text }];

describe("proseFundingSources", () => {
  it("reads each source with its amount, in brackets or after the amount", () => {
    const ms = prose(
      "Jumlah kos program ialah RM 18,500, dibiayai oleh Persatuan Penduduk (RM 6,500) dan tajaan ADUN (RM 12,000).",
    );
    expect(proseFundingSources(ms, 18_500)).toEqual([
      { source: "Persatuan Penduduk", amount: 6_500 },
      { source: "Tajaan ADUN", amount: 12_000 },
    ]);
    const en = prose("The day is funded with RM 2,000 from the PTA and RM 1,500 from Kedai Buku Ilmu.");
    expect(proseFundingSources(en, 3_500)).toEqual([
      { source: "PTA", amount: 2_000 },
      { source: "Kedai Buku Ilmu", amount: 1_500 },
    ]);
  });

  it("counts a contribution a head by the heads the brief counts, and gives the balance to the one asked for it", () => {
    const camp = prose(
      "Kem untuk 60 murid Tahun 6. Sumber: PIBG RM3,000, sumbangan ibu bapa RM50 seorang murid, baki mohon dari ADUN Kemasik.",
    );
    expect(
      proseFundingSources(
        camp,
        9_850,
        extractCounts(camp, () => []),
      ),
    ).toEqual([
      { source: "PIBG", amount: 3_000 },
      { source: "Sumbangan ibu bapa (60 murid x RM 50.00)", amount: 3_000 },
      { source: "ADUN Kemasik", amount: null, rest: true },
    ]);
    // Without the count of pupils the contribution cannot be summed, and the list would not add up.
    const uncounted = prose("Sumber: PIBG RM3,000, sumbangan ibu bapa RM50 seorang murid.");
    expect(proseFundingSources(uncounted, 9_850, [])).toEqual([]);
  });

  it("reads a fee a head once when the brief also gives its total ('... berjumlah RM 1,200')", () => {
    const day = prose(
      "Seramai 120 kakitangan dijangka hadir. Kelab menyumbang RM 3,000 dan yuran peserta RM 10 seorang bagi 120 kakitangan berjumlah RM 1,200; baki dipohon daripada Pejabat Kesihatan Daerah Hulu Langat.",
    );
    expect(
      proseFundingSources(
        day,
        7_650,
        extractCounts(day, () => []),
      ),
    ).toEqual([
      { source: "Kelab", amount: 3_000 },
      { source: "Yuran peserta (120 kakitangan x RM 10.00)", amount: 1_200 },
      { source: "Pejabat Kesihatan Daerah Hulu Langat", amount: null, rest: true },
    ]);
  });

  it("reads a body hoped to give an amount, and who pays the rest", () => {
    expect(
      proseFundingSources(
        prose(
          "Lembaga Zakat Selangor diharap menyumbang RM 20,000, selebihnya daripada derma jemaah dan tabung surau.",
        ),
        36600,
      ),
    ).toEqual([
      { source: "Lembaga Zakat Selangor", amount: 20000 },
      { source: "Derma jemaah dan tabung surau", amount: null, rest: true, covers: true },
    ]);
  });

  it("reads a source named with its acronym right before its amount", () => {
    const maulid = prose(
      "Kos dibiayai oleh tabung masjid RM 3,900 dan sumbangan Majlis Agama Islam Selangor (MAIS) RM 5,000.",
    );
    expect(proseFundingSources(maulid, 8_900)).toEqual([
      { source: "Tabung masjid", amount: 3_900 },
      { source: "Sumbangan Majlis Agama Islam Selangor (MAIS)", amount: 5_000 },
    ]);
  });

  it("reads a source after the amount it funds in full", () => {
    expect(proseFundingSources(prose("Jumlah RM4,485 dibiayai sepenuhnya oleh tabung PIBG."), 4_485)).toEqual([
      { source: "Tabung PIBG", amount: 4_485 },
    ]);
  });

  it("reads another body that gives an amount as a source, and the balance the organiser pays after it", () => {
    const day = prose("Anggaran kos RM 5,600. PIBG menyumbang RM 4,000; baki daripada tabung Kelab Guru.");
    expect(proseFundingSources(day, 5_600)).toEqual([
      { source: "PIBG", amount: 4_000 },
      { source: "Tabung Kelab Guru", amount: null, rest: true, covers: true },
    ]);
    expect(extractMoney(day).find((m) => m.value === 4_000)?.role).toBe("other");
    // The applicant's own share, written with a common noun or in the first person, stays its own.
    for (const own of ["persatuan menyumbang RM 8,000.", "We contribute RM 8,000.", "Kami menyumbang RM 8,000."])
      expect(extractMoney(prose(own))[0]?.role).toBe("own");
  });

  it("says nothing when the sources named do not add up to the stated total", () => {
    const partial = prose("Program ini dibiayai oleh Persatuan Penduduk (RM 6,500) dan penaja lain.");
    expect(proseFundingSources(partial, 18_500)).toEqual([]);
  });

  it("ignores amounts in sentences that are not about funding", () => {
    expect(proseFundingSources(prose("Jualan tahunan (RM 620,000) meningkat pada 2025."), null)).toEqual([]);
  });
});

describe("pricedInProse", () => {
  it("makes a cost line of the thing a sentence prices", () => {
    expect(
      pricedInProse(
        "Pemohon memohon geran RM 35,000 daripada TEKUN Nasional untuk membeli mesin pembungkusan automatik berharga RM 48,000.",
        "description",
      ),
    ).toEqual([
      {
        item: "Mesin pembungkusan automatik",
        quantity: null,
        unit: null,
        unitPrice: null,
        amount: 48_000,
        source: "description",
      },
    ]);
    expect(pricedInProse("We will buy a refrigerated van costing RM 92,000.", "description")[0]).toMatchObject({
      item: "Refrigerated van",
      amount: 92_000,
    });
  });

  it("leaves prices per unit and amounts without a price word alone", () => {
    expect(pricedInProse("Khemah berharga RM 250 seunit akan disewa.", "description")).toEqual([]);
    expect(pricedInProse("Jualan tahunan berjumlah RM 620,000.", "description")).toEqual([]);
  });
});

describe("the applicant's share stated after its amount", () => {
  it("is the own share", () => {
    const [own] = extractMoney(prose("Baki RM 13,000 akan dibiayai dengan modal sendiri."));
    expect(own?.role).toBe("own");
    const [self] = extractMoney(prose("The remaining RM 9,000 will be self-funded."));
    expect(self?.role).toBe("own");
  });
});
