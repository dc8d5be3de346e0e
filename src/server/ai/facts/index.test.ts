import { describe, expect, it } from "vitest";
import { extractFacts } from "./index.js";
import {
  brief,
  CARNIVAL,
  DIGITAL,
  DURIAN,
  EXPANSION,
  EXPO,
  FLOOD,
  SURAU,
  TEKUN_TEMPLATE,
  TENDER,
} from "./test-briefs.js";

describe("extractFacts", () => {
  it("PIBG carnival: day, time, venue, pupils, total and addressee", () => {
    const f = extractFacts(CARNIVAL);
    expect(f.eventDate).toMatchObject({ start: "2027-03-13", text: "Sabtu, 13 Mac 2027", role: "event" });
    expect(f.times).toEqual(["8.00 pagi - 1.00 petang"]);
    expect(f.venue).toBe("Padang SK Taman Melati");
    expect(f.counts.map((c) => `${c.n} ${c.noun}`)).toEqual(["850 murid", "120 ibu bapa"]);
    expect(f.budgetTotal).toBe(18500);
    expect(f.applicant).toBe("PIBG SK Taman Melati");
    expect(f.addressee).toBe("Pengerusi PIBG SK Taman Melati");
    expect(f.budgetItems.map((i) => [i.item, i.amount])).toEqual([
      ["Sewa khemah", 1500],
      ["Hadiah dan piala", 3200],
      ["Makanan peserta", null],
    ]);
  });

  it("FRGS flood study: total, length and start day", () => {
    const f = extractFacts(FLOOD);
    expect(f.subject.phrase).toBe("ramalan banjir kilat");
    expect(f.budgetTotal).toBe(148500);
    expect(f.duration).toMatchObject({ n: 24, unit: "bulan", text: "24 bulan" });
    expect(f.dates).toMatchObject([{ start: "2027-01-01", role: "start" }]);
    expect(f.eventDate).toBeNull();
    expect(f.applicant).toBe("Universiti Teknologi Malaysia");
  });

  it("surau Ramadan programme: a period, a night time and asnaf families", () => {
    const f = extractFacts(SURAU);
    expect(f.periods.map((p) => p.text)).toEqual(["bulan Ramadan 1448H"]);
    expect(f.times).toEqual(["jam 9 malam"]);
    expect(f.counts).toMatchObject([{ n: 40, noun: "keluarga asnaf" }]);
    expect(f.amounts).toMatchObject([{ value: 15, role: "unit", text: "RM 15 seorang" }]);
    expect(f.budgetTotal).toBeNull();
  });

  it("SME digitalisation grant: requested, own share as a percentage, funder as addressee", () => {
    const f = extractFacts(DIGITAL);
    expect(f.requested).toBe(78000);
    expect(f.budgetTotal).toBe(78000);
    expect(f.ownSharePercent).toBe(30);
    expect(f.addressee).toBe("SME Corp");
    expect(f.applicant).toBe("Bakeri Seri Murni Sdn. Bhd.");
    // The objectives' '18 bulan' is a target's horizon, not the project's length.
    expect(f.duration).toBeNull();
  });

  it("cleaning tender: ceiling, contract length, workers, client", () => {
    const f = extractFacts(TENDER);
    expect(f.budgetTotal).toBe(1_100_000);
    expect(f.budgetCeiling).toBe(1_100_000);
    expect(f.duration).toMatchObject({ n: 24, unit: "bulan" });
    expect(f.counts).toMatchObject([{ n: 28, noun: "pekerja" }]);
    expect(f.applicant).toBe("Kilau Bersih Enterprise");
    expect(f.addressee).toBe("Pejabat Daerah Kuantan");
  });

  it("English bakery expansion: requested, total, own share and start", () => {
    const f = extractFacts(EXPANSION);
    expect(f.subject.nouns).toEqual(expect.arrayContaining(["bakery", "expansion"]));
    expect([f.requested, f.budgetTotal, f.ownShare]).toEqual([120000, 150000, 30000]);
    expect(f.dates).toMatchObject([{ start: "2027-03-01", role: "start" }]);
    expect(f.duration).toMatchObject({ n: 12, unit: "bulan", text: "12 months" });
  });

  it("durian fertigation: financing in ribu, repayment is not the length, a deadline", () => {
    const f = extractFacts(DURIAN);
    expect(f.requested).toBe(250_000);
    expect(f.duration).toBeNull();
    expect(f.dates).toMatchObject([{ start: "2027-06-30", role: "deadline" }]);
    expect(f.addressee).toBe("Agrobank");
  });

  it("wedding expo: a year-less range is the next one", () => {
    const f = extractFacts(EXPO);
    expect(f.eventDate).toMatchObject({ start: "2027-05-21", end: "2027-05-23", text: "21-23 Mei" });
    expect(f.venue).toBe("Dewan Besar MAEPS Serdang");
    expect(f.counts.map((c) => c.n)).toEqual([80, 15000]);
  });

  it("template values: labels give roles; a repayment period is not the duration", () => {
    const f = extractFacts(TEKUN_TEMPLATE);
    expect(f.requested).toBe(78000);
    expect(f.amounts.map((a) => a.role)).toEqual(["requested", "income"]);
    expect(f.duration).toBeNull();
    expect(f.applicant).toBe("Kedai Roti Mak Som");
    expect(f.addressee).toBe("TEKUN Nasional");
  });

  it("form details win over the text", () => {
    const f = extractFacts({
      ...CARNIVAL,
      details: {
        eventDate: "2027-03-20",
        eventEndDate: undefined,
        eventTime: "7.30 pagi - 12.30 tengah hari",
        venue: "Dewan Serbaguna Taman Melati",
        applicant: "PIBG SK Taman Melati",
        addressee: "Guru Besar SK Taman Melati",
        budgetItems: [{ item: "Khemah", quantity: 6, unitPrice: 250 }],
      },
    });
    expect(f.eventDate).toMatchObject({ start: "2027-03-20", text: "20 Mac 2027", source: "details.eventDate" });
    expect(f.dates.filter((d) => d.role === "event")).toHaveLength(1);
    expect(f.times[0]).toBe("7.30 pagi - 12.30 tengah hari");
    expect(f.venue).toBe("Dewan Serbaguna Taman Melati");
    expect(f.addressee).toBe("Guru Besar SK Taman Melati");
    expect(f.budgetItems).toMatchObject([{ item: "Khemah", amount: 1500 }]);
    expect(f.budgetTotal).toBe(18500);
  });

  it("a tender without a company background has no applicant taken from the client in its title", () => {
    const f = extractFacts({ ...TENDER, companyBackground: "" });
    expect(f.applicant).toBeNull();
    expect(f.addressee).toBe("Pejabat Daerah Kuantan");
  });

  it("a person presenting their own application is the applicant, and the funder's name is not the subject", () => {
    const f = extractFacts(
      brief({
        title: "Permohonan Pembiayaan TEKUN untuk Kedai Dobi Layan Diri di Kangar",
        kind: "geran",
        description:
          "Saya Mohd Hafiz bin Ramli ingin memohon pembiayaan TEKUN Nasional sebanyak RM 50,000 untuk membuka kedai dobi layan diri di Kangar.",
      }),
    );
    expect(f.applicant).toBe("Mohd Hafiz bin Ramli");
    expect(f.addressee).toBe("TEKUN Nasional");
    expect(f.subject.phrase).toBe("kedai dobi layan diri");
    expect(f.subject.nouns).toContain("dobi");
  });

  it("the cost is the amount requested plus the applicant's own share when no total is stated", () => {
    const f = extractFacts(
      brief({
        title: "Permohonan Geran Pemadanan SME Corp untuk Mesin Pembungkusan Sambal",
        kind: "geran",
        description:
          "Kami memohon geran sebanyak RM 42,000 bagi membeli mesin bernilai RM 60,000. Baki RM 18,000 dibiayai oleh syarikat sendiri.",
      }),
    );
    expect(f).toMatchObject({ requested: 42000, ownShare: 18000, budgetTotal: 60000 });
    expect(f.subject.phrase).toBe("pembelian mesin pembungkusan sambal");
  });

  it("a tender template's organisation is the client it is written to, and the bidder is left to fill in", () => {
    const f = extractFacts(
      brief({
        title: "Kertas Cadangan Pembangunan Sistem: Majlis Daerah Kuala Langat",
        kind: "tender",
        description: "Sistem aduan awam.",
        template: {
          name: "Kertas Cadangan Pembangunan Sistem",
          fields: [
            { label: "Nama Organisasi", value: "Majlis Daerah Kuala Langat" },
            { label: "Nama Sistem", value: "Sistem Pengurusan Aduan Awam" },
          ],
        },
      }),
    );
    expect(f.applicant).toBeNull();
    expect(f.addressee).toBe("Majlis Daerah Kuala Langat");
  });

  it("'di Universiti X' is a venue only in a paper about an event", () => {
    const text = "Penyelidik di Universiti Teknologi Malaysia.";
    expect(extractFacts({ ...FLOOD, companyBackground: text }).venue).toBeNull();
    expect(
      extractFacts(brief({ title: "Seminar Banjir", kind: "program", description: `Seminar di Dewan Sri Siantan.` }))
        .venue,
    ).toBe("Dewan Sri Siantan");
    expect(extractFacts({ ...FLOOD, additionalInfo: "Bengkel bertempat di Dewan Senat UTM." }).venue).toBe(
      "Dewan Senat UTM",
    );
  });

  it("a timeline key is not a stated duration", () => {
    expect(extractFacts(brief({ title: "Projek Kebun Komuniti", timeline: "6-12-months" })).duration).toBeNull();
  });

  it("a past day is never the event", () => {
    const f = extractFacts(
      brief({ title: "Program Ceramah", kind: "program", description: "Ditubuhkan pada 12 Mac 2015." }),
    );
    expect(f.eventDate).toBeNull();
  });

  it("a programme's only day, written this year in the past by mistake, stays as written instead of a blank", () => {
    const f = extractFacts(
      brief({
        title: "Program Gotong-royong Perdana",
        kind: "program",
        description:
          "Persatuan Penduduk Taman Seri akan menganjurkan gotong-royong perdana pada 14 Mac 2026 untuk 120 penduduk.",
      }),
    );
    expect(f.eventDate?.text).toBe("14 Mac 2026");
    // Told as past, or beside a day still to come, it is not the event.
    for (const description of [
      "Program yang sama telah diadakan pada 14 Mac 2026 dengan jayanya.",
      "Program tahun lalu pada 14 Mac 2026 disertai 80 orang; tahun ini program diadakan pada 13 Mac 2027.",
    ])
      expect(
        extractFacts(brief({ title: "Program Gotong-royong", kind: "program", description })).eventDate?.text,
      ).not.toBe("14 Mac 2026");
  });
});
