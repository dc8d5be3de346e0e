import { describe, expect, it } from "vitest";
import { extractSubject } from "./subject.js";
import { brief } from "./test-briefs.js";

const subject = (title: string, language: "ms" | "en" = "ms") => extractSubject(brief({ title, language }));

describe("extractSubject", () => {
  it("keeps an ampersand's words and a road, and never ends on a linking word", () => {
    expect(subject("Malaysia Wedding & Bridal Expo 2027 at MITEC", "en").phrase).toBe("wedding and bridal expo");
    expect(subject("Kertas Cadangan Program Keselamatan Jalan Raya Zon Sekolah Daerah Kuala Langat").phrase).toBe(
      "program keselamatan jalan raya",
    );
    expect(
      subject("Kajian Faktor Risiko Bantut dalam Kalangan Kanak-Kanak Bawah Lima Tahun di Pedalaman Sabah").phrase,
    ).toBe("kajian faktor risiko bantut");
  });

  it("names two things a Malay 'dan' joins whole, and stops at 'dan' when the second name runs on", () => {
    expect(subject("Program Gotong-Royong dan Hari Keluarga Taman Bukit Mewah 2027").phrase).toBe(
      "program gotong-royong dan hari keluarga",
    );
    expect(subject("Kursus Pengurusan Jenazah dan Fardu Kifayah").phrase).toBe(
      "kursus pengurusan jenazah dan fardu kifayah",
    );
    expect(subject("Karnival Sukan dan Rekreasi Keluarga Warga Emas Belia 2027").phrase).toBe("karnival sukan");
  });

  it("keeps the place an act builds or sets up ('pembinaan surau', not 'pembinaan')", () => {
    expect(subject("Cadangan Pembinaan Surau Taman Megah").phrase).toBe("pembinaan surau");
    expect(subject("Cadangan Naik Taraf Dewan Orang Ramai Kampung Jawa").phrase).toBe("naik taraf dewan orang ramai");
    expect(subject("Penubuhan Kelab Robotik SMK Seri Kembangan").phrase).toBe("penubuhan kelab robotik");
  });

  it("reads the thing an owner's title names after its possessive, and the thing the money opens", () => {
    const shop = (title: string) =>
      extractSubject(
        brief({
          language: "en",
          title,
          description:
            "Kak Yah Enterprise (SSM 202601012345) is applying to TEKUN Nasional for RM 35,000 to open a self-service laundry shop in Taman Melati, Kuala Lumpur.",
        }),
      ).phrase;
    expect(shop("Kak Yah's Laundry Shop Start-Up Grant")).toBe("laundry shop start-up");
    // A title that is only the business's name: the description's 'to open a ...' says what it is.
    expect(shop("Kak Yah Enterprise")).toBe("self-service laundry shop");
    expect(
      extractSubject(
        brief({
          title: "Kedai Runcit Pak Mat",
          description: "Pak Mat memohon pinjaman RM 20,000 untuk membuka kedai runcit di Kampung Gajah, Perak.",
        }),
      ).phrase,
    ).toBe("kedai runcit");
  });

  it("drops 'Proposal to <verb>' and a funder before 'untuk'", () => {
    expect(subject("Proposal to Pilot Food-Waste Composting at Three Wet Markets in Kuching South", "en").phrase).toBe(
      "food-waste composting",
    );
    expect(subject("Permohonan Pembiayaan TEKUN untuk Kedai Dobi Layan Diri di Kangar").phrase).toBe(
      "kedai dobi layan diri",
    );
  });

  it("drops the organisation, place and year", () => {
    const s = subject("Karnival Sukan Tahunan PIBG SK Taman Melati 2027");
    expect(s.phrase).toBe("karnival sukan tahunan");
    expect(s.nouns).toEqual(expect.arrayContaining(["karnival", "sukan"]));
    expect(s.nouns).not.toContain("tahunan");
  });

  it("an English name with 'and' inside and a season's year ('2027/28') keeps what the programme is", () => {
    expect(subject("Kuala Krai Flood Relief and Recovery Programme 2027/28", "en").phrase).toBe(
      "relief and recovery programme",
    );
  });

  it("cuts a linking clause", () => {
    const s = subject("Ramalan Banjir Kilat Berasaskan Pembelajaran Mesin di Lembangan Sungai Kelang");
    expect(s.phrase).toBe("ramalan banjir kilat");
    expect(s.nouns).toEqual(expect.arrayContaining(["banjir", "ramalan"]));
  });

  it("keeps 'program' in the phrase but not among the nouns", () => {
    const s = subject("Program Ihya Ramadan Surau Al-Hidayah 1448H");
    expect(s.phrase).toBe("program ihya ramadan");
    expect(s.nouns).toEqual(["ihya", "ramadan"]);
  });

  it("drops document words and the business name", () => {
    expect(subject("Permohonan Geran Pendigitalan Bakeri Seri Murni").phrase).toBe("pendigitalan bakeri");
    expect(subject("Kertas Kerja Gotong-Royong Perdana Kampung Baru").phrase).toBe("gotong-royong perdana");
  });

  it("drops the applicant's name closing the title in another order ('... Frozen Food Kak Yah')", () => {
    const s = extractSubject(
      brief({
        title: "Permohonan Pembiayaan MARA untuk Van Sejuk Beku Frozen Food Kak Yah",
        description:
          "Kak Yah Frozen Food Enterprise (SSM 202103045612) di Kuala Terengganu mengedar makanan sejuk beku. Kami memohon pembiayaan MARA sebanyak RM 70,000 untuk membeli sebuah van berpeti sejuk beku terpakai RM 58,000.",
      }),
    );
    expect(s.phrase).toBe("pembelian van sejuk beku");
  });

  it("stops at the client's office", () => {
    const s = subject("Perkhidmatan Pembersihan Bangunan Pejabat Daerah Kuantan");
    expect(s.phrase).toBe("perkhidmatan pembersihan bangunan");
    expect(s.nouns).toEqual(expect.arrayContaining(["pembersihan", "bangunan"]));
  });

  it("reads English 'X of Name Y' as 'y x'", () => {
    const s = subject("Expansion of Seri Murni Bakery", "en");
    expect(s.phrase).toBe("bakery expansion");
    expect(s.nouns).toEqual(expect.arrayContaining(["expansion", "bakery"]));
  });

  it("a financing word is not the subject; with only a business name, its first words say what it is", () => {
    const s = extractSubject(
      brief({
        title: "Permohonan Pembiayaan TEKUN Nasional: Kedai Roti Mak Som",
        template: { name: "x", fields: [{ label: "Nama Perniagaan", value: "Kedai Roti Mak Som" }] },
      }),
    );
    expect(s.phrase).toBe("kedai roti");
  });

  it("a template's programme name is the subject", () => {
    const s = extractSubject(
      brief({
        title: "Kertas Kerja Program Sekolah: SK Bukit Indah",
        template: { name: "x", fields: [{ label: "Nama Program", value: "Kem Kepimpinan Pengawas" }] },
      }),
    );
    expect(s.phrase).toBe("kem kepimpinan pengawas");
  });

  it("an English programme name led by an acronym ('SPM Excellence Motivation Camp') is the subject, not the template's name", () => {
    const s = extractSubject(
      brief({
        title: "School Programme Paper: SPM Excellence Motivation Camp",
        template: { name: "x", fields: [{ label: "Nama Program", value: "SPM Excellence Motivation Camp" }] },
      }),
    );
    expect(s.phrase).toBe("excellence motivation camp");
  });

  it("an aside in brackets is left out of the subject ('Cloud-based point-of-sale (POS) system')", () => {
    const s = extractSubject(
      brief({
        title: "Digitalisation Grant: Kedai Runcit Maju",
        template: {
          name: "x",
          fields: [
            {
              label: "Penyelesaian Digital yang Dicadangkan",
              value: "Cloud-based point-of-sale (POS) system with e-invoicing",
            },
          ],
        },
      }),
    );
    expect(s.phrase).not.toContain("(");
    expect(s.phrase).toMatch(/^cloud-based point-of-sale system/);
  });

  it("an English name puts the thing last; a Malay name typed in an English paper keeps its Malay order", () => {
    const english = (value: string) =>
      extractSubject(
        brief({
          title: "Local Authority Community Project Proposal: x",
          language: "en",
          template: { name: "x", fields: [{ label: "Nama Projek", value }] },
        }),
      ).phrase;
    expect(english("Taman Meru Green Community Garden")).toBe("green community garden");
    expect(english("Gotong-Royong Perdana Kawasan Perumahan")).toBe("gotong-royong perdana kawasan perumahan");
  });

  it("an English title's own 'Proposal' is not part of the subject", () => {
    const s = extractSubject(
      brief({ title: "Cybersecurity Upgrade Proposal: Klinik Pakar Mesra Sdn. Bhd.", language: "en" }),
    );
    expect(s.phrase).toBe("cybersecurity upgrade");
  });

  it("a generic title falls back to the description", () => {
    const s = extractSubject(
      brief({ title: "Kertas Cadangan", description: "Pembinaan gelanggang futsal komuniti untuk belia kampung." }),
    );
    expect(s.nouns).toEqual(expect.arrayContaining(["gelanggang", "futsal"]));
  });
});

describe("a catering template's subject", () => {
  const catering = (event: string) =>
    extractSubject(
      brief({
        title: `Kertas Cadangan Perkhidmatan Katering: ${event}`,
        language: "ms",
        template: { name: "Kertas Cadangan Perkhidmatan Katering", fields: [{ label: "Jenis Majlis", value: event }] },
      }),
    ).phrase;

  it("is the catering of the occasion: a dinner drops 'majlis', an awards night keeps it", () => {
    expect(catering("Majlis Makan Malam Tahunan")).toBe("katering makan malam tahunan");
    expect(catering("Majlis Anugerah Guru Cemerlang")).toBe("katering majlis anugerah guru cemerlang");
  });
});
