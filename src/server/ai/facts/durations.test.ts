import { describe, expect, it } from "vitest";
import { findDurations, projectDuration, sameLength } from "./durations.js";

const read = (text: string) => findDurations(text).map((d) => [d.n, d.unit, d.text]);

describe("findDurations", () => {
  it("reads figures and spelt-out numbers in both languages", () => {
    expect(read("24 bulan, dua tahun, 3 hari, enam bulan, 18 months, selama 2 minggu")).toEqual([
      [24, "bulan", "24 bulan"],
      [2, "tahun", "dua tahun"],
      [3, "hari", "3 hari"],
      [6, "bulan", "enam bulan"],
      [18, "bulan", "18 months"],
      [2, "minggu", "2 minggu"],
    ]);
  });

  it("reads compound Malay and English number words", () => {
    expect(read("dua puluh empat bulan, dua belas bulan, twenty-four months")).toEqual([
      [24, "bulan", "dua puluh empat bulan"],
      [12, "bulan", "dua belas bulan"],
      [24, "bulan", "twenty-four months"],
    ]);
  });

  it("reads 'selama setahun' as one year", () => {
    expect(read("dalam tempoh setahun")).toEqual([[1, "tahun", "setahun"]]);
  });

  it("reads a rate ('22 days a month', '3 hari seminggu') as no length", () => {
    expect(read("sells 22 days a month, kelas 3 hari seminggu, 2 days per week, selama 6 bulan")).toEqual([
      [6, "bulan", "6 bulan"],
    ]);
  });
});

describe("sameLength", () => {
  it("2 tahun is 24 bulan, 2 minggu is 14 hari, 2 tahun is not 18 bulan", () => {
    expect(sameLength({ n: 2, unit: "tahun" }, { n: 24, unit: "bulan" })).toBe(true);
    expect(sameLength({ n: 2, unit: "minggu" }, { n: 14, unit: "hari" })).toBe(true);
    expect(sameLength({ n: 2, unit: "tahun" }, { n: 18, unit: "bulan" })).toBe(false);
  });
});

describe("projectDuration", () => {
  const of = (text: string, label?: string) =>
    projectDuration([{ text: label ? `${label}: ${text}` : text, source: "description", ...(label ? { label } : {}) }]);

  it("takes the length tied to the project", () => {
    expect(of("Kajian ini dijalankan dalam tempoh 24 bulan.")).toMatchObject({ n: 24, unit: "bulan", days: 720 });
  });

  it("ignores repayment periods, experience and phases", () => {
    expect(of("Tempoh bayaran balik 60 bulan.")).toBeNull();
    expect(of("Syarikat telah beroperasi selama 12 tahun.")).toBeNull();
    expect(of("Fasa pertama mengambil masa 3 bulan.")).toBeNull();
  });

  it("ignores a loan repaid over years, a course each group takes and months of working capital", () => {
    expect(of("Kami memohon pembiayaan RM 65,000 daripada MARA, dibayar balik dalam 4 tahun.")).toBeNull();
    expect(
      of("Pusat ini akan melatih 60 pelatih setahun dalam 3 kumpulan (20 orang sekumpulan, kursus 4 bulan)."),
    ).toBeNull();
    expect(of("Kos permulaan RM450,000: ubah suai bangunan RM180,000 dan modal kerja 6 bulan RM80,000.")).toBeNull();
  });

  it("a template length field states the project's length, but not a repayment field", () => {
    expect(of("24 bulan", "Tempoh Projek")).toMatchObject({ n: 24, unit: "bulan" });
    expect(of("24 bulan", "Tempoh Bayaran Balik")).toBeNull();
  });

  it("a target's horizon is not the project's length", () => {
    expect(of("Meningkatkan jualan sebanyak 35 peratus dalam tempoh 18 bulan.")).toBeNull();
  });

  it("prefers a project length over an untied one", () => {
    const d = projectDuration([
      { text: "Bengkel 3 hari untuk pekerja.", source: "keyRequirements[0]" },
      { text: "Projek ini dilaksanakan selama 12 bulan.", source: "description" },
    ]);
    expect(d).toMatchObject({ n: 12, unit: "bulan", source: "description" });
  });
});

describe("a length written as the thing's own ('a 16-week bootcamp')", () => {
  it("is the project's length when no span is stated, never over a stated span", () => {
    const alone = projectDuration([
      {
        text: "We will run a 16-week coding bootcamp for 120 youths, starting on 3 March 2027.",
        source: "description",
      },
      { text: "At least 80% of graduates employed within 6 months", source: "keyRequirements[0]" },
    ] as never);
    expect(alone?.text).toBe("16-week");
    const span = { n: 4, unit: "bulan" as const, days: 122, text: "4 bulan", source: "description" as const };
    const within = projectDuration(
      [
        { text: "The programme runs 1 March to 30 June 2027 and ends with a 2-day hackathon.", source: "description" },
      ] as never,
      span,
    );
    expect(within?.text).toBe("4 bulan");
  });
});
