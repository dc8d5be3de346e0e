import { describe, expect, it } from "vitest";
import { extractFacts } from "./index.js";
import { signedFor } from "./profile.js";
import { brief } from "./test-briefs.js";

describe("particulars stated once", () => {
  it("a template's registration number, repayment period and place come back as typed", () => {
    const f = extractFacts(
      brief({
        title: "Pelan Perniagaan untuk Pembiayaan Mikro: Kek Lapis Aminah",
        kind: "geran",
        template: {
          name: "x",
          fields: [
            { label: "Nama Perniagaan", value: "Kek Lapis Aminah" },
            { label: "Nombor Pendaftaran SSM", value: "202101023456 (1423456-K)" },
            { label: "Tempoh Bayaran Balik", value: "36 bulan" },
            { label: "Lokasi Perniagaan", value: "Kuching, Sarawak" },
          ],
        },
      }),
    );
    expect(f.registrationNo).toBe("202101023456 (1423456-K)");
    expect(f.repaymentPeriod).toBe("36 bulan");
  });

  it("reads a loan's tenure given with the loan: 'financing of RM 30,000 over 5 years'", () => {
    const period = (description: string) =>
      extractFacts(brief({ title: "Financing", kind: "geran", description })).repaymentPeriod;
    expect(period("She seeks TEKUN Nasional financing of RM 30,000 over 5 years to buy an oven.")).toBe("5 years");
    expect(period("Kami memohon pinjaman RM 15,000 selama 60 bulan.")).toBe("60 bulan");
    expect(period("The project runs over 5 years.")).toBeNull();
  });

  it("reads a loan's monthly instalment, after the repayment or as 'ansuran bulanan'", () => {
    const instalment = (description: string) =>
      extractFacts(brief({ title: "Pembiayaan TEKUN", kind: "geran", description })).instalment;
    expect(instalment("Mohon pinjaman RM15,000. Bayaran balik RM320 sebulan selama 5 tahun.")).toEqual({
      value: 320,
      about: false,
    });
    expect(instalment("Ansuran bulanan RM 1,250.50 selama 36 bulan.")).toEqual({ value: 1250.5, about: false });
    expect(instalment("Monthly instalment of RM 900 over 4 years.")).toEqual({ value: 900, about: false });
    // An estimate stays one: 'about RM 580'.
    expect(instalment("Financing over 5 years, with monthly instalments of about RM 580.")).toEqual({
      value: 580,
      about: true,
    });
    // A monthly price that is not a repayment is no instalment.
    expect(instalment("Sewa kedai RM 800 sebulan. Repayment 5 years.")).toBeNull();
  });

  it("reads where the applicant is: after its name, or where it says it works; not where it sends the paper", () => {
    const address = (description: string, kind: "geran" | "tender" = "geran") =>
      extractFacts(brief({ title: "Permohonan", kind, description })).address;
    expect(
      address("Nama: Siti Aminah. Perniagaan: Aminah Tailoring, Jalan Besar Pekan Jitra, Kedah. Dah buka 4 tahun."),
    ).toBe("Jalan Besar Pekan Jitra, Kedah");
    expect(address("Syarikat Dapur Bonda Enterprise mengeluarkan sambal bilis di Kota Bharu, Kelantan.")).toBe(
      "Kota Bharu, Kelantan",
    );
    expect(
      address(
        "Tender bid by Hijau Lestari Services Sdn Bhd to Hospital Sultanah Nur Zahirah, Kuala Terengganu.",
        "tender",
      ),
    ).toBeNull();
  });

  it("reads the supplier registrations a tender states, not one it says is not needed", () => {
    const registrations = (description: string) =>
      extractFacts(brief({ title: "Sebut Harga", kind: "tender", description })).registrations;
    expect(registrations("Perabot Jaya Sdn Bhd (Gred G1 CIDB tak perlu, berdaftar MOF kod 020101).")).toEqual([
      "MOF 020101",
    ]);
    expect(registrations("Hijau Lestari Services Sdn Bhd (Bumiputera, CIDB G2, MOF registered 222101).")).toEqual([
      "MOF 222101",
      "CIDB G2",
      "Bumiputera",
    ]);
  });

  it("reads them from prose too, and the place out of 'Tarikh dan Lokasi'", () => {
    const prose = extractFacts(
      brief({
        title: "Permohonan Pembiayaan Kedai Dobi",
        kind: "geran",
        description:
          "Dobi Ceria Enterprise (SSM 202301045678) memohon RM 30,000 yang akan dibayar balik dalam tempoh 48 bulan.",
      }),
    );
    expect(prose.registrationNo).toBe("202301045678");
    expect(prose.repaymentPeriod).toBe("48 bulan");
    // A full name with 'binti' keeps every word ('binti' is not cut to 'bin').
    const chair = extractFacts(
      brief({
        title: "Majlis Anugerah",
        kind: "program",
        description: "Pengerusi majlis ialah Puan Noraini binti Hassan.",
      }),
    );
    expect(chair.namedPosts).toEqual([{ post: "Pengerusi", name: "Puan Noraini binti Hassan" }]);
    const event = extractFacts(
      brief({
        title: "Kertas Cadangan Penajaan Acara: Larian Amal 10K",
        kind: "program",
        template: {
          name: "x",
          fields: [
            { label: "Nama Acara", value: "Larian Amal 10K" },
            { label: "Tarikh dan Lokasi", value: "Sabtu, 14 Ogos 2027, Taman Tasik Perdana" },
          ],
        },
      }),
    );
    expect(event.venue).toBe("Taman Tasik Perdana");
  });
});

describe("a community programme told in prose, in Malay and in English", () => {
  const ms = brief({
    title: "Program Kempen Kitar Semula Komuniti Taman Sri Muda",
    kind: "program",
    description:
      "Persatuan Penduduk Taman Sri Muda, Shah Alam ingin menganjurkan kempen kitar semula sehari pada 15 Mac 2027 di Dewan Serbaguna Taman Sri Muda untuk 200 peserta. Kertas ini dihantar kepada Majlis Bandaraya Shah Alam (MBSA) untuk memohon kelulusan dan sumbangan. Anggaran kos RM 8,500: RM 3,000 untuk makanan, RM 2,500 untuk 50 tong kitar semula dan RM 3,000 untuk cenderahati. Pengerusi program ialah Encik Rahman Ali.",
  });
  const en = brief({
    title: "Taman Sri Muda Community Recycling Campaign",
    kind: "program",
    language: "en",
    description:
      "The Taman Sri Muda Residents Association in Shah Alam wants to hold a one-day recycling campaign on 15 March 2027 at the Taman Sri Muda Multipurpose Hall for 200 participants. This paper goes to Majlis Bandaraya Shah Alam (MBSA) to ask for approval and a contribution. Estimated cost RM 8,500: RM 3,000 for food, RM 2,500 for 50 recycling bins and RM 3,000 for souvenirs. The programme chair is Mr Rahman Ali.",
  });

  it("reads the total, each head priced first ('RM 3,000 untuk makanan'), the chair and who sends it to whom", () => {
    const f = extractFacts(ms);
    expect(f.budgetTotal).toBe(8500);
    expect(f.budgetItems.map((i) => [i.item, i.amount, i.quantity])).toEqual([
      ["Makanan", 3000, null],
      ["Tong kitar semula", 2500, 50],
      ["Cenderahati", 3000, null],
    ]);
    expect(f.namedPosts).toEqual([{ post: "Pengerusi", name: "Encik Rahman Ali" }]);
    expect(f.applicant).toBe("Persatuan Penduduk Taman Sri Muda");
    expect(f.addressee).toBe("Majlis Bandaraya Shah Alam");
  });

  it("reads the same from the English brief, with its subject from the title", () => {
    const f = extractFacts(en);
    expect(f.subject.phrase).toBe("community recycling campaign");
    expect(f.budgetTotal).toBe(8500);
    expect(f.budgetItems.map((i) => [i.item, i.amount])).toEqual([
      ["Food", 3000],
      ["Recycling bins", 2500],
      ["Souvenirs", 3000],
    ]);
    expect(f.namedPosts).toEqual([{ post: "Pengerusi", name: "Mr Rahman Ali" }]);
    expect(f.applicant).toBe("Taman Sri Muda Residents Association");
    expect(f.addressee).toBe("Majlis Bandaraya Shah Alam");
  });
});

describe("a project's length and end", () => {
  it("'software licences for 3 years' is not the project's length; 'finishes on 30 June 2027' is its end", () => {
    const f = extractFacts(
      brief({
        title: "Smart Attendance System for SMK Seri Kembangan",
        language: "en",
        description:
          "Total cost RM 96,000: RM 48,000 for 6 cameras and terminals, RM 30,000 for software licences for 3 years, RM 12,000 for installation and RM 6,000 for training. Work starts on 1 February 2027 and finishes on 30 June 2027.",
      }),
    );
    // Its length is the one its two days give, not the licences' 3 years.
    expect(f.duration).toMatchObject({ n: 5, unit: "bulan", text: "5 months" });
    expect(f.dates.map((d) => [d.text, d.role])).toEqual([
      ["1 February 2027", "start"],
      ["30 June 2027", "end"],
    ]);
    expect(f.budgetItems.map((i) => i.amount)).toEqual([48000, 30000, 12000, 6000]);
  });
});

describe("whom a paper asks", () => {
  it("is the body it asks money from ('memohon sumbangan daripada X', 'requesting a contribution from X')", () => {
    const ms = extractFacts(
      brief({
        title: "Program Gotong-Royong Perdana",
        kind: "program",
        description: "Kami memohon sumbangan daripada Majlis Perbandaran Selayang untuk program ini.",
      }),
    );
    expect(ms.addressee).toBe("Majlis Perbandaran Selayang");
    const en = extractFacts(
      brief({
        title: "Community Clean-up Day",
        kind: "program",
        language: "en",
        description: "We are requesting a contribution from Selayang Municipal Council for the programme.",
      }),
    );
    expect(en.addressee).toBe("Selayang Municipal Council");
  });
});

describe("an English grant application for equipment", () => {
  it("keeps the user's cost, request and own share: the priced line is the listed items' total, not one more item", () => {
    const f = extractFacts(
      brief({
        title: "SME Corp Matching Grant Application for a Coffee Grinding and Packing Line at Kilang Kopi Pokok Kelapa",
        kind: "geran",
        language: "en",
        description:
          "We are applying for an SME Corp matching grant of RM 98,000 to buy an automatic grinding and packing line costing RM 140,000. The remaining RM 42,000 will be funded by the company's own funds.",
        keyRequirements: ["Automatic grinder RM 85,000", "Packing machine RM 55,000"],
      }),
    );
    expect(f.subject.phrase).toBe("coffee grinding and packing line");
    expect(f.budgetTotal).toBe(140000);
    expect(f.requested).toBe(98000);
    expect(f.ownShare).toBe(42000);
    expect(f.budgetItems.map((i) => [i.item, i.amount])).toEqual([
      ["Automatic grinder", 85000],
      ["Packing machine", 55000],
    ]);
  });
});

describe("the people a brief names with their posts", () => {
  const people = (description: string, language: "ms" | "en" = "en") =>
    extractFacts(brief({ language, title: "Program", description })).keyPeople;

  it("keeps each post in the brief's own words, Malay and English, after 'ialah' / 'is' or before the name", () => {
    expect(
      people(
        "Pengerusi surau ialah Encik Mohd Nor bin Ismail, Imam ialah Ustaz Zulkifli bin Ahmad dan Bendahari ialah Puan Faridah binti Osman.",
        "ms",
      ),
    ).toEqual([
      { role: "Pengerusi surau", name: "Encik Mohd Nor bin Ismail" },
      { role: "Imam", name: "Ustaz Zulkifli bin Ahmad" },
      { role: "Bendahari", name: "Puan Faridah binti Osman" },
    ]);
    expect(
      people(
        "The league secretary is Muthu a/l Raman, the coaching coordinator is Tan Wei Ming and the association president is Dato' Ahmad Fauzi bin Hamid.",
      ),
    ).toEqual([
      { role: "League secretary", name: "Muthu a/l Raman" },
      { role: "Coaching coordinator", name: "Tan Wei Ming" },
      { role: "Association president", name: "Dato' Ahmad Fauzi bin Hamid" },
    ]);
    expect(
      people(
        "The programme director is Siti Khadijah binti Wan Ismail, logistics lead Kumaresan a/l Muniandy and finance officer Chong Mei Fong.",
      ),
    ).toEqual([
      { role: "Programme director", name: "Siti Khadijah binti Wan Ismail" },
      { role: "Logistics lead", name: "Kumaresan a/l Muniandy" },
      { role: "Finance officer", name: "Chong Mei Fong" },
    ]);
  });

  it("names no place, amount or body as a person", () => {
    expect(
      people(
        "The total budget is RM 96,000. The venue is Stadium Mini Banting. The funder is Majlis Sukan Negeri Selangor. The final will be played on Saturday.",
      ),
    ).toEqual([]);
  });
});

describe("who the brief says prepares and decides the paper", () => {
  it("reads the post before or after the name, at a sentence's or a label's start", () => {
    const signed = signedFor([
      {
        text: "Disediakan oleh: Encik Roslan bin Jaafar, Setiausaha JKKK. Untuk pertimbangan Pengerusi JKKK, Tuan Haji Mohd Nor bin Ismail.",
        source: "description",
      },
    ] as never);
    expect(signed.prepared).toEqual({ name: "Encik Roslan bin Jaafar", post: "Setiausaha JKKK" });
    expect(signed.decided).toEqual({ name: "Tuan Haji Mohd Nor bin Ismail", post: "Pengerusi JKKK" });
  });

  it("takes no caterer for the paper's preparer", () => {
    const signed = signedFor([
      {
        text: "Makan tengah hari untuk 80 orang. Jamuan disediakan oleh Puan Salmah, Bendahari Kelab.",
        source: "description",
      },
    ] as never);
    expect(signed.prepared).toBeNull();
  });
});
