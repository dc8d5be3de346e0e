import { describe, expect, it } from "vitest";
import { inferKind, KINDS } from "../../../common/kinds/index.js";
import { createBuiltinWriter } from "./composer.js";

const writer = createBuiltinWriter();

describe("solution (auto generator)", () => {
  it("derives a formal Malay title and an answer from the user's own words", async () => {
    const s = await writer.solution(
      "Saya perlukan sistem inventori untuk kedai runcit saya. Stok selalu tidak tepat.",
      "ms",
    );
    expect(s.proposalTitle).toBe("Cadangan Pembangunan Sistem Inventori untuk Kedai Runcit");
    expect(s.analysis).toContain("sistem inventori");
    expect(s.solution).toContain("pembangunan sistem inventori untuk kedai runcit");
    expect(s.detailedProposal.split("\n\n").length).toBeGreaterThanOrEqual(3);
    expect(s.proposalStructure).toHaveLength(9);
    // The structure is the paper's kind, named in the analysis: a shop's own system that asks no one for
    // money is a proposal to decide, not a financing application.
    expect(s.analysis).toContain("paling sesuai dikemukakan sebagai kertas cadangan");
    expect(s.proposalStructure).toContain("Implikasi Kewangan");
    expect(s.proposalStructure).not.toContain("Struktur Pembiayaan");
  });

  it("recognises programmes, events and studies", async () => {
    expect(
      (await writer.solution("Kami ingin menganjurkan program gotong-royong untuk penduduk Taman Sri Muda", "ms"))
        .proposalTitle,
    ).toBe("Cadangan Pelaksanaan Program Gotong-royong untuk Penduduk Taman Sri Muda");
    expect((await writer.solution("We need an online booking system for our dental clinic", "en")).proposalTitle).toBe(
      "Proposal for the Development of Online Booking System for Dental Clinic",
    );
  });

  it("titles a repair by what is repaired, not by the help asked for, and files it as a proposal to decide", async () => {
    const need =
      "Surau kami di Taman Seri Indah perlu membaiki bumbung yang bocor dan menukar sistem pendawaian lama. Anggaran kos RM 28,000. Kami mahu memohon bantuan daripada Majlis Agama Islam Selangor (MAIS). Kerja dijangka mengambil masa 2 bulan bermula Mac 2027.";
    const s = await writer.solution(need, "ms");
    expect(s.proposalTitle).toBe("Cadangan Pembaikan Bumbung");
    expect(s.proposalTitle).not.toMatch(/Bantuan/);
    expect(inferKind({ title: s.proposalTitle, text: need })).toBe("cadangan");
    expect(s.solution).toMatch(/^Penyelesaian yang dicadangkan ialah pembaikan bumbung,/);
  });

  it("names in its analysis the kind of paper the generator's screens will then write", async () => {
    const need =
      "We want to start a free weekend tuition class for 40 B40 secondary students in Taman Medan, Petaling Jaya, every Saturday from 9 am to 12 pm for 6 months starting February 2027. We need RM 9,600 for tutors' allowances and RM 2,400 for books. We hope Yayasan Sime Darby can fund it.";
    const s = await writer.solution(need, "en");
    // The screens send inferKind(title, need + analysis); the analysis must promise that kind's paper.
    const sent = inferKind({ title: s.proposalTitle, text: `${need}\n${s.analysis}` });
    expect(s.analysis).toContain(`best presented as a ${KINDS[sent].label.en.toLowerCase()}`);
  });

  it("titles the works and the thing, and stops at a colon: no list or figure after it in the title", async () => {
    const titles = await Promise.all(
      [
        [
          "Kami ingin membekal dan memasang lampu LED untuk Majlis Perbandaran Kajang: 14 dewan orang ramai dan 3 gelanggang futsal. Bajet RM 120,000.",
          "ms",
        ],
        ["Sistem tempahan dalam talian untuk Klinik Gigi Senyum: janji temu, peringatan SMS dan rekod pesakit.", "ms"],
        ["We want to supply and install solar panels for SK Bukit Jalil: 40 kW on the hall roof.", "en"],
      ].map(async ([text, lang]) => (await writer.solution(text!, lang as "ms" | "en")).proposalTitle),
    );
    expect(titles).toEqual([
      "Cadangan Pembekalan dan Pemasangan Lampu LED untuk Majlis Perbandaran Kajang",
      "Cadangan Pembangunan Sistem Tempahan dalam Talian untuk Klinik Gigi Senyum",
      "Proposal for the Supply and Installation of Solar Panels for SK Bukit Jalil",
    ]);
  });

  it("keeps 'dalam talian' (online) whole in the title and the key terms", async () => {
    const s = await writer.solution(
      "Kami memerlukan sistem tempahan dalam talian untuk 3 cawangan Klinik Pergigian Senyum di Kajang, Bangi dan Semenyih. Pesakit boleh tempah slot dan bayar deposit RM 20.",
      "ms",
    );
    expect(s.proposalTitle).toBe(
      "Cadangan Pembangunan Sistem Tempahan dalam Talian untuk 3 Cawangan Klinik Pergigian Senyum",
    );
    expect(s.analysis).toContain("sistem tempahan dalam talian,");
    expect(s.analysis).not.toMatch(/dan talian\b/);
  });

  it("keeps an amount whole and names the thing the money is for, not the grant", async () => {
    const s = await writer.solution(
      "Saya ingin memohon geran RM 25,000 daripada MARA untuk membuka kedai dobi layan diri dengan 12 mesin basuh di Bandar Baru Bangi.",
      "ms",
    );
    expect(s.proposalTitle).toBe("Cadangan Penubuhan Kedai Dobi Layan Diri");
    expect(s.detailedProposal).toContain("RM 25,000");
    expect(s.detailedProposal).not.toMatch(/RM 25(?!,000)/);
    expect(s.detailedProposal).not.toMatch(/memilih pakej|choose a package/);
    const en = await writer.solution(
      "We would like to apply for a RM 25,000 grant from MARA to open a self-service laundry with 12 washing machines.",
      "en",
    );
    expect(en.proposalTitle).not.toMatch(/RM 25\b(?!,)/);
    expect(en.detailedProposal).toContain("RM 25,000");
  });

  it("files a clinic's own booking system as a proposal to decide, and a grant only when the need asks for money", async () => {
    const clinic = await writer.solution(
      "Klinik Kesihatan Keluarga Dr. Aminah di Seremban memerlukan sistem tempahan temujanji dalam talian. Pesakit kini menunggu 2 jam di klinik.",
      "ms",
    );
    expect(clinic.analysis).toContain("paling sesuai dikemukakan sebagai kertas cadangan");
    expect(clinic.proposalStructure).not.toContain("Struktur Pembiayaan");
    const laundry = await writer.solution(
      "Saya ingin memohon geran RM 25,000 daripada MARA untuk membuka kedai dobi layan diri dengan 12 mesin basuh.",
      "ms",
    );
    expect(laundry.analysis).toContain("paling sesuai dikemukakan sebagai permohonan geran / pembiayaan");
    expect(laundry.proposalStructure).toContain("Struktur Pembiayaan");
  });

  it("names the event an approval is asked for, and keeps prices out of the key terms (a new-user walk's need)", async () => {
    const need =
      "Kami Tadika Cahaya Bestari di Bangi mahu memohon kelulusan Majlis Perbandaran Kajang untuk menganjurkan Karnival Sains Kanak-Kanak pada 22 Mei 2027 di Dataran Bangi. Bajet RM8,500: sewa pentas RM2,500, bahan eksperimen RM1,800 dan makanan RM3,000.";
    const ms = await writer.solution(need, "ms");
    expect(ms.proposalTitle).toBe("Cadangan Penganjuran Karnival Sains Kanak-Kanak");
    expect(ms.analysis).toContain("paling sesuai dikemukakan sebagai kertas kerja program");
    expect(ms.analysis).toContain("sewa pentas, bahan eksperimen");
    expect(ms.analysis).not.toMatch(/RM\s?\d|kelulusan Majlis/);
    const en = await writer.solution(
      "We are asking Majlis Perbandaran Kajang for approval to hold a Children's Science Carnival on 22 May 2027 at Dataran Bangi. Budget RM8,500.",
      "en",
    );
    expect(en.proposalTitle).toBe("Proposal for the Implementation of Children's Science Carnival");
    expect(en.analysis).not.toMatch(/(?<!a)pproval|RM8\b/);
  });

  it("keeps 'Sdn. Bhd.' and 'Dr.' whole and a list of places whole", async () => {
    const s = await writer.solution(
      "Kami Klinik Pergigian Senyum Sdn. Bhd. memerlukan sistem tempahan janji temu dalam talian untuk 5 cawangan di Shah Alam, Klang, Kajang, Bangi dan Rawang. Bajet kami RM 45,000 dan sistem perlu siap sebelum 30 Jun 2027. Pengurus projek ialah Dr. Aina Zulkifli.",
      "ms",
    );
    expect(s.proposalTitle).toBe("Cadangan Pembangunan Sistem Tempahan Janji Temu dalam Talian untuk 5 Cawangan");
    expect(s.detailedProposal).toContain("Klinik Pergigian Senyum Sdn. Bhd. memerlukan");
    expect(s.detailedProposal).toContain("Pengurus projek ialah Dr. Aina Zulkifli");
    expect(`${s.analysis} ${s.detailedProposal}`).not.toMatch(/Sdn;|Dr;|Rawang Bajet|Senyum Sdn,/);
  });

  it("names what the need is about as its key terms, never a company, a person or a town", async () => {
    const s = await writer.solution(
      "Syarikat Teknologi Rimba Hijau Sdn. Bhd. memerlukan sistem pemantauan kualiti air berasaskan IoT untuk 12 kolam ternakan udang di Kuala Selangor. Projek diketuai oleh Faizal bin Ismail. Bajet RM 85,000.",
      "ms",
    );
    const terms = /Kata kunci yang menonjol dalam keperluan ini ialah ([^.]+)\./.exec(s.analysis)?.[1] ?? "";
    expect(terms).toContain("sistem pemantauan kualiti air");
    expect(terms).not.toMatch(/Rimba Hijau|Faizal|Kuala Selangor/i);
  });

  it("titles a van by what is bought, with its bracket capitalised and the list after the colon left out", async () => {
    const s = await writer.solution(
      "Saya Faridah binti Omar ingin memohon pembiayaan RM 40,000 daripada TEKUN Nasional untuk membeli sebuah van makanan (food truck) terpakai: van RM 28,000, dapur dan peralatan RM 7,000 dan lesen serta permit RM 5,000.",
      "ms",
    );
    expect(s.proposalTitle).toBe("Cadangan Perolehan Van Makanan (Food Truck) Terpakai");
    expect(s.analysis).toMatch(/Kata kunci yang menonjol dalam keperluan ini ialah van makanan/);
  });

  it("titles what a proposal offers, never 'the supply of proposal' (a new user's walk)", async () => {
    const en = await writer.solution(
      "Kedai Roti Mak Jah is a family bakery in Ipoh with 2 outlets. We need a proposal to a hotel group to supply 500 loaves and 1,000 pastries daily, halal-certified, delivery before 6 am, contract 12 months, estimated value RM 180,000.",
      "en",
    );
    expect(en.proposalTitle).toBe("Proposal for the Supply of 500 Loaves and 1,000 Pastries Daily for Hotel Group");
    expect(en.solution).toMatch(
      /^The proposed solution is the supply of 500 loaves and 1,000 pastries daily for hotel group,/,
    );
    expect(`${en.analysis} ${en.solution}`).not.toMatch(/of (?:a )?proposal|a the /i);
    const ms = await writer.solution(
      "Kedai Roti Mak Jah di Ipoh ada 2 cawangan. Kami perlukan kertas kerja kepada kumpulan hotel untuk membekal 500 buku roti dan 1,000 pastri setiap hari, halal, hantar sebelum 6 pagi, kontrak 12 bulan bernilai RM 180,000.",
      "ms",
    );
    expect(ms.proposalTitle).toBe(
      "Cadangan Pembekalan 500 Buku Roti dan 1,000 Pastri Setiap Hari untuk Kumpulan Hotel",
    );
    expect(ms.analysis).not.toMatch(/kertas kerja/);
  });

  it("keeps an 'and' inside the system's name: a booking and payment system, not 'Online Booking'", async () => {
    const en = await writer.solution(
      "Our tuition centre in Bangi needs an online booking and payment system for 80 secondary pupils, ready by June 2027.",
      "en",
    );
    expect(en.proposalTitle).toBe(
      "Proposal for the Development of Online Booking and Payment System for 80 Secondary Pupils",
    );
    const ms = await writer.solution(
      "Pusat tuisyen kami di Bangi perlukan sistem tempahan dan bayaran dalam talian untuk 80 pelajar sekolah menengah.",
      "ms",
    );
    expect(ms.proposalTitle).toBe(
      "Cadangan Pembangunan Sistem Tempahan dan Bayaran dalam Talian untuk 80 Pelajar Sekolah Menengah",
    );
  });

  it("is deterministic and follows the input", async () => {
    const a = await writer.solution("Saya nak buat aplikasi tempahan untuk kedai dobi saya", "ms");
    const b = await writer.solution("Saya nak buat aplikasi tempahan untuk kedai dobi saya", "ms");
    const c = await writer.solution("Saya nak buat kelas tuisyen untuk pelajar SPM di kampung", "ms");
    expect(b).toEqual(a);
    expect(c.proposalTitle).not.toBe(a.proposalTitle);
    expect(c.analysis).not.toBe(a.analysis);
  });
});
