import { describe, expect, it } from "vitest";
import {
  findAddressee,
  findOrganisations,
  findPlaces,
  findPlainVenue,
  findPresenter,
  findVenue,
  isFunder,
  ownOrganisations,
} from "./names.js";

describe("findOrganisations", () => {
  it("reads prefixed, suffixed and funder names", () => {
    expect(
      findOrganisations("PIBG SK Taman Melati bersama Bakeri Seri Murni Sdn. Bhd. memohon daripada TEKUN dan MARA."),
    ).toEqual(["PIBG SK Taman Melati", "Bakeri Seri Murni Sdn. Bhd.", "TEKUN", "MARA"]);
  });

  it("reads a long name to its last word: 'Kelab Kebajikan Kakitangan Klinik Kesihatan Bandar Baru Bangi'", () => {
    expect(
      findOrganisations("Kelab Kebajikan Kakitangan Klinik Kesihatan Bandar Baru Bangi akan mengadakan Hari Keluarga."),
    ).toContain("Kelab Kebajikan Kakitangan Klinik Kesihatan Bandar Baru Bangi");
  });

  it("reads schools, surau and councils", () => {
    expect(findOrganisations("Surau Al-Hidayah dan SJK(C) Chung Hwa serta Majlis Perbandaran Kajang")).toEqual([
      "Surau Al-Hidayah",
      "SJK(C) Chung Hwa",
      "Majlis Perbandaran Kajang",
    ]);
  });

  it("names a council, not its office: 'Bangunan Ibu Pejabat Majlis Perbandaran Kuala Selangor'", () => {
    expect(
      findOrganisations(
        "pembersihan Bangunan Ibu Pejabat Majlis Perbandaran Kuala Selangor dan Pejabat Tanah Kuala Selangor",
      ),
    ).toEqual(["Majlis Perbandaran Kuala Selangor", "Pejabat Tanah Kuala Selangor"]);
  });

  it("a name ends at a line break and before a year", () => {
    expect(findOrganisations("Surau Al-Hidayah 1448H\nKampung Baru")).toEqual(["Surau Al-Hidayah"]);
  });
});

describe("a ministry's name", () => {
  it("runs over its comma and 'dan' to its initials, and never into the next body's name", () => {
    expect(
      findOrganisations("memohon geran daripada Kementerian Pelancongan, Seni dan Budaya (MOTAC) untuk"),
    ).toContain("Kementerian Pelancongan, Seni dan Budaya (MOTAC)");
    const both = findOrganisations("dengan sokongan Kementerian Belia dan Sukan, Majlis Perbandaran Klang dan PIBG.");
    expect(both).toContain("Kementerian Belia dan Sukan");
    expect(both.some((n) => n.startsWith("Kementerian") && n.includes("Majlis"))).toBe(false);
  });
});

describe("findPlaces", () => {
  it("reads halls and towns after 'di'", () => {
    expect(findPlaces("di Dewan Serbaguna Taman Melati, di Kuala Terengganu")).toEqual([
      "Dewan Serbaguna Taman Melati",
      "Kuala Terengganu",
    ]);
  });
});

describe("findVenue", () => {
  it("reads 'di Padang ...', 'bertempat di' and English halls", () => {
    expect(findVenue("akan diadakan di Padang SK Taman Melati pada 13 Mac")).toBe("Padang SK Taman Melati");
    expect(findVenue("bertempat di Dewan Orang Ramai Kg. Baru")).toBe("Dewan Orang Ramai Kg. Baru");
    expect(findVenue("held at the Grand Ballroom Hall")).toBe("Grand Ballroom Hall");
  });

  it("a part of a named place, as written: 'di perkarangan Surau An-Nur', 'di tapak kosong Jalan Sri Muda 25/7'", () => {
    expect(findVenue("pada 14 Ogos 2027 di perkarangan Surau An-Nur. Seramai 400 jemaah")).toBe(
      "perkarangan Surau An-Nur",
    );
    expect(findVenue("selama 8 bulan di tapak kosong Jalan Sri Muda 25/7. Program ini")).toBe(
      "tapak kosong Jalan Sri Muda 25/7",
    );
  });

  it("a hall of a surau or mosque is named with it", () => {
    expect(findPlainVenue("8.00 pagi - 1.00 petang di dewan surau.", ["Surau Al-Ikhlas Taman Sri Muda"])).toBe(
      "dewan Surau Al-Ikhlas Taman Sri Muda",
    );
    expect(findPlainVenue("Derma darah di dewan serbaguna.", ["Masjid Al-Falah Bandar Baru Bangi"])).toBe(
      "dewan serbaguna, Masjid Al-Falah Bandar Baru Bangi",
    );
    expect(findPlainVenue("Derma darah di dewan serbaguna.", [])).toBe("dewan serbaguna");
    expect(
      findPlainVenue("jam 8.00 malam hingga 11.00 malam di dewan utama masjid.", [
        "Jawatankuasa Masjid Al-Falah Taman Seri Gombak",
      ]),
    ).toBe("dewan utama Masjid Al-Falah Taman Seri Gombak");
  });

  it("a town is not a venue", () => {
    expect(findVenue("kedai di Kuala Terengganu")).toBeNull();
  });
});

describe("findAddressee", () => {
  it("keeps a person's whole name after the post: 'Haji Rahim bin Yusof', 'Muthu a/l Raman'", () => {
    expect(
      findAddressee(
        "Kertas kerja ini dikemukakan kepada Pengerusi Surau An-Nur, Haji Rahim bin Yusof, untuk kelulusan.",
      ),
    ).toBe("Pengerusi Surau An-Nur, Haji Rahim bin Yusof");
    expect(
      findAddressee(
        "This paper is submitted to the Headmaster of SK Seri Kembangan, Encik Muthu a/l Raman, for approval.",
      ),
    ).toBe("Headmaster of SK Seri Kembangan, Encik Muthu a/l Raman");
  });

  it("reads 'kepada X' and a funder asked for money", () => {
    expect(findAddressee("Kertas kerja ini dikemukakan kepada Pengerusi PIBG SK Taman Melati.")).toBe(
      "Pengerusi PIBG SK Taman Melati",
    );
    expect(findAddressee("Kami memohon pembiayaan RM 50,000 daripada TEKUN.")).toBe("TEKUN");
  });

  it("a body asked for money with no amount of its own is the addressee", () => {
    expect(findAddressee("Mohon sumbangan Lembaga Zakat Selangor (LZS).")).toBe("Lembaga Zakat Selangor (LZS)");
    expect(findAddressee("Sumber: PIBG RM3,000, baki mohon dari ADUN Kemasik.")).toBe("ADUN Kemasik");
    expect(findAddressee("Mohon tajaan KBS & syarikat swasta.")).toBe("KBS dan syarikat swasta");
    expect(findAddressee("We are seeking sponsorship from Petronas and private companies.")).toBe(
      "Petronas and private companies",
    );
    // Asking for something that is not money, or of nobody named, names no addressee.
    expect(findAddressee("Peserta diminta hadir awal. Mohon sumbangan ikhlas orang ramai.")).toBeNull();
  });

  it("'kepada murid' in lower case is not an addressee", () => {
    expect(findAddressee("memberi manfaat kepada murid dan guru")).toBeNull();
  });
});

describe("who presents the paper", () => {
  it("is the organisation the prose says presents or asks", () => {
    expect(
      findPresenter(
        "Syarikat Bersih Jaya Sdn. Bhd. mengemukakan tawaran bagi perkhidmatan pembersihan SMK Seri Kembangan.",
      ),
    ).toBe("Syarikat Bersih Jaya Sdn. Bhd.");
    expect(
      findPresenter(
        "Mak Jah Enterprise, perusahaan kerepek di Kuala Kangsar sejak 2018, memohon geran daripada TEKUN Nasional.",
      ),
    ).toBe("Mak Jah Enterprise");
    expect(findPresenter("Program ini disokong oleh Persatuan Penduduk Taman Sri Muda.")).toBeNull();
  });

  it("is the business a brief opens by saying what it is", () => {
    expect(findPresenter("Roti Mak Jah is a home bakery in Kampung Losong, run by Puan Khadijah since 2019.")).toBe(
      "Roti Mak Jah",
    );
    expect(findPresenter("Kedai Jahit Seri Ayu ialah sebuah perniagaan jahitan di Jitra.")).toBe(
      "Kedai Jahit Seri Ayu",
    );
    expect(findPresenter("Bank Rakyat is a cooperative bank.")).toBeNull();
  });

  it("is never a body the applicant is registered with or reports to", () => {
    expect(
      ownOrganisations("Bersih Jaya ditubuhkan pada 2012, berdaftar dengan CIDB dan Kementerian Kewangan."),
    ).toEqual([]);
    expect(ownOrganisations("Koperasi Nelayan Kuala Kedah Berhad ditubuhkan pada 1998.")).toEqual([
      "Koperasi Nelayan Kuala Kedah Berhad",
    ]);
  });
});

describe("an addressee after a bare 'kepada'", () => {
  it("is taken only in a sentence about the paper", () => {
    expect(findAddressee("Kertas cadangan ini dikemukakan kepada Majlis Perbandaran Kajang.")).toBe(
      "Majlis Perbandaran Kajang",
    );
    expect(findAddressee("Kertas ini kepada Pengarah Pendidikan Negeri Selangor.")).toBe(
      "Pengarah Pendidikan Negeri Selangor",
    );
    // An objective that reaches a council does not make the council the paper's addressee.
    expect(findAddressee("Mencadangkan intervensi kepada Majlis Perbandaran Kajang.")).toBeNull();
    // A proposal made to the council itself is addressed to it.
    expect(
      findAddressee(
        "Persatuan Penduduk Taman Seri Indah mencadangkan kepada Majlis Perbandaran Kajang supaya longkang dinaik taraf.",
      ),
    ).toBe("Majlis Perbandaran Kajang");
  });
});

describe("isFunder", () => {
  it("banks, zakat boards and sports councils fund; a foundation or a society may apply", () => {
    for (const funder of [
      "Bank Kerjasama Rakyat Malaysia Berhad",
      "Lembaga Zakat Selangor",
      "Majlis Sukan Negeri Selangor",
      "TEKUN Nasional",
    ])
      expect(isFunder(funder), funder).toBe(true);
    for (const applicant of [
      "Yayasan Kebajikan Nur Kasih",
      "Persatuan Penduduk Taman Sri Muda",
      "Koperasi Peladang Sungai Besar Berhad",
    ])
      expect(isFunder(applicant), applicant).toBe(false);
  });
});
