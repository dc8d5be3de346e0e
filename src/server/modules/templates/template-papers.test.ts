/**
 * Every template written by the built-in composer in both languages, from the answers its own
 * examples suggest: what a reader of each paper would notice first.
 */
import { describe, expect, it } from "vitest";
import { htmlToText } from "../../../common/content.js";
import { composeKindSections, composeOutline } from "../../ai/compose/index.js";
import { localiseTemplate, templateJob, templateRowOf } from "./service.js";
import { TEMPLATE_SEEDS } from "./template-seeds.js";
import type { TemplateField, TemplateSeed } from "./template-types.js";

const rowOf = (t: TemplateSeed) => templateRowOf(t);

/** The answers a person following the field's example would type ('e.g. 120' -> 120). */
function answers(row: ReturnType<typeof rowOf>, language: "ms" | "en"): Record<string, unknown> {
  const fields = localiseTemplate(row, language).fields as unknown as TemplateField[];
  const values: Record<string, unknown> = {};
  for (const f of fields) {
    const example = (f.placeholder ?? "").replace(/^(?:e\.g\.|cth\.?|contoh:?)\s*/i, "");
    if (f.type === "number") values[f.name] = Number((/[\d,.]+/.exec(example)?.[0] ?? "120").replace(/,/g, "")) || 120;
    else values[f.name] = example.length >= 3 ? example : `${f.label} yang lengkap`;
  }
  return values;
}

function paper(seed: TemplateSeed, language: "ms" | "en") {
  const job = templateJob(rowOf(seed), answers(rowOf(seed), language), language);
  const sections = composeKindSections(job.brief, composeOutline(job.brief, job.pkg));
  return { job, text: htmlToText(sections.map((s) => `<h2>${s.title}</h2>${s.html}`).join("\n")) };
}

describe.each(TEMPLATE_SEEDS.map((s) => [s.id, s] as const))("template %s", (_id, seed) => {
  it.each(["ms", "en"] as const)("in %s: one cost table, and the labels of the paper's language", (language) => {
    const { job, text } = paper(seed, language);
    expect((text.match(/Jumlah Keseluruhan|Grand Total/g) ?? []).length).toBeLessThanOrEqual(1);
    if (language === "en") {
      // No Malay label of the template's own in an English paper (one spelt alike in both, 'Platform', aside).
      const english = localiseTemplate(rowOf(seed), "en").fields as unknown as TemplateField[];
      for (const f of seed.templateFields) {
        if (english.some((e) => e.label === f.label)) continue;
        expect(text, f.label).not.toContain(`${f.label}:`);
      }
      for (const r of job.proposal.requirements) expect(r).not.toMatch(/^(?:Nama|Bilangan|Anggaran|Tarikh|Jumlah) /);
    }
    // No word said twice in a row ('sistem sistem').
    expect(/.{0,40}\b(\w{4,}) \1\b.{0,20}/i.exec(text)?.[0] ?? null).toBeNull();
  });
});

describe("a one-off job's quotation (a dinner's catering)", () => {
  const seed = TEMPLATE_SEEDS.find((s) => s.id === "cadangan-perkhidmatan-katering")!;

  it.each(["ms", "en"] as const)(
    "in %s: the menu is listed in the section named for it, not in the opening",
    (language) => {
      const { text } = paper(seed, language);
      const heading = language === "ms" ? "Skop Perkhidmatan dan Cadangan Menu" : "Scope of Services and Proposed Menu";
      const [opening, rest] = text.split(heading);
      expect(opening).not.toContain("Nasi minyak");
      const menu =
        language === "ms"
          ? /Nasi minyak\nAyam masak merah\nDalca sayur\nAcar buah\nAir sirap bandung/
          : /Nasi minyak\nAyam masak merah\nVegetable dalca\nFruit acar\nSirap bandung/;
      expect(rest).toMatch(menu);
    },
  );

  it.each(["ms", "en"] as const)(
    "in %s: its manpower table names a catering team's posts, not one blank row",
    (language) => {
      const { text } = paper(seed, language);
      const rows =
        language === "ms"
          ? [
              /Penyelia majlis \[Nyatakan bilangan\]/,
              /Ketua tukang masak/,
              /Pembantu dapur/,
              /Pelayan \[Nyatakan bilangan\] Menghidang/,
            ]
          : [
              /Event supervisor \[Enter number\]/,
              /Head cook/,
              /Kitchen assistants/,
              /Servers \[Enter number\] Serving/,
            ];
      for (const row of rows) expect(text).toMatch(row);
      expect(text).not.toMatch(/\[(?:Nyatakan jawatan|Enter position)\] \[(?:Nyatakan bilangan|Enter number)\]/);
    },
  );

  it("is about catering the dinner, states its payment terms after the prices, and the food rules a caterer keeps", () => {
    const { text } = paper(seed, "ms");
    expect(text).toMatch(/Kertas kerja ini mengemukakan cadangan Perkhidmatan Katering oleh Dapur Selera Kampung/);
    expect(text).toContain("perkhidmatan katering makan malam tahunan");
    // The dinner is not itself 'prepared and handed over to the client'.
    expect(text).not.toMatch(/majlis makan malam tahunan (?:disediakan|diserahkan)/i);
    const [before, quotation = ""] = text.split("Sebut Harga dan Terma Pembayaran");
    for (const heading of ["Metodologi dan Prosedur Kerja", "Pelan Tenaga Kerja", "Pematuhan"])
      expect(before, heading).toContain(heading);
    expect(quotation).toMatch(/Harga Sekepala 300 RM 35\.00 RM 10,500\.00/);
    expect(quotation).toContain("Terma pembayaran: [Nyatakan terma bayaran");
    expect(text).toContain("Akta Makanan 1983 dan Peraturan-Peraturan Kebersihan Makanan 2009");
    expect(text).toContain("[Nyatakan status pensijilan halal (JAKIM/JAIN) dapur dan menu]");
    expect(text).toContain("Sijil halal atau status permohonannya");
    expect(text).not.toContain("CIDB");
    // A quotation promises no rationale or objectives it does not have.
    expect(text).not.toContain("rasional, objektif");
    const english = paper(seed, "en").text;
    expect(english).toContain("the annual dinner catering service");
    expect(english).toContain("Payment terms: [Enter the payment terms");
    expect(english).toContain("Food Act 1983 and the Food Hygiene Regulations 2009");
    expect(english).not.toMatch(/CIDB|organised by Dapur/);
  });

  it("names a long event by its first words: 'katering rumah terbuka Aidilfitri', never 'katering majlis rumah'", () => {
    const values = {
      ...answers(rowOf(seed), "ms"),
      jenisMajlis: "Majlis Rumah Terbuka Aidilfitri Warga Pejabat",
    };
    const job = templateJob(rowOf(seed), values, "ms");
    const text = htmlToText(
      composeKindSections(job.brief, composeOutline(job.brief, job.pkg))
        .map((s) => s.html)
        .join("\n"),
    );
    expect(text).toContain("perkhidmatan katering rumah terbuka Aidilfitri");
    expect(text).not.toMatch(/katering majlis rumah\b(?! terbuka)/);
  });

  it("promises no shifts, monthly reports or contract-long terms a single dinner does not have", () => {
    const { text } = paper(seed, "ms");
    for (const words of [
      "syif",
      "laporan bulanan",
      "sepanjang tempoh kontrak",
      "setiap bulan",
      "cuti atau ketidakhadiran",
    ])
      expect(text, words).not.toContain(words);
    // A service over a contract period still says how its monthly work is run.
    const service = paper(TEMPLATE_SEEDS.find((s) => s.id === "respons-tender-agensi-negeri")!, "ms").text;
    expect(service).toMatch(/syif|laporan bulanan|setiap bulan/);
  });
});

describe("the template's own sections", () => {
  const sectionsOf = (seed: TemplateSeed, language: "ms" | "en") => {
    const job = templateJob(rowOf(seed), answers(rowOf(seed), language), language);
    return composeKindSections(job.brief, composeOutline(job.brief, job.pkg)).map((s) => ({
      title: s.title,
      text: htmlToText(s.html),
      words: s.words,
    }));
  };

  it.each(["ms", "en"] as const)("in %s: no heading of any template stands empty", (language) => {
    for (const seed of TEMPLATE_SEEDS)
      for (const s of sectionsOf(seed, language)) expect(s.words, `${seed.id}: ${s.title}`).toBeGreaterThanOrEqual(10);
  });

  it("a section no kind writes says what its reader expects, with blanks for what only the applicant knows", () => {
    const seed = TEMPLATE_SEEDS.find((s) => s.id === "pensijilan-halal-kesediaan-eksport")!;
    const entry = sectionsOf(seed, "ms").find((s) => s.title === "Strategi Kemasukan Pasaran dan Pengedaran")!;
    expect(entry.text).toContain("pengedar");
    expect(entry.text).toContain("[Nyatakan saluran pengedaran");
    const english = sectionsOf(seed, "en").find((s) => s.title === "Market Entry and Distribution Strategy")!;
    expect(english.text).toContain("[Enter the distribution channels");
  });

  it("an answer goes to the section named for it: the current problems under the problem statement", () => {
    const seed = TEMPLATE_SEEDS.find((s) => s.id === "cadangan-pembangunan-sistem")!;
    const sections = sectionsOf(seed, "ms");
    const problem = sections.find((s) => s.title === "Latar Belakang dan Pernyataan Masalah")!;
    expect(problem.text).toContain("Aduan diterima melalui telefon dan borang kertas");
    expect(sections[0]?.text).not.toContain("Aduan diterima melalui telefon");
    // A long answer left in the opening keeps its label.
    expect(sections[0]?.text).toMatch(/Modul utama bagi .*:\nPendaftaran aduan\nAgihan tugas/);
  });

  it("a system built in nine months is planned as a job over its months, not a service with monthly reports", () => {
    const seed = TEMPLATE_SEEDS.find((s) => s.id === "cadangan-pembangunan-sistem")!;
    const text = sectionsOf(seed, "ms")
      .map((s) => s.text)
      .join("\n");
    expect(text).toContain("Pengesahan skop dan perancangan (Bulan 1-2)");
    expect(text).not.toContain("laporan bulanan");
    expect(text).not.toContain("Mobilisasi dan serahan tapak");
  });
});

describe("a micro-financing plan whose purpose prices each thing in brackets", () => {
  it("costs the lines it priced, keeps 'RM 9,000' whole in its list, and makes up no equal shares", () => {
    const seed = TEMPLATE_SEEDS.find((s) => s.id === "pelan-perniagaan-pembiayaan-mikro")!;
    const job = templateJob(
      rowOf(seed),
      {
        namaPerniagaan: "Butik Jahitan Seri Ayu",
        namaPemilik: "Puan Rosnah binti Ahmad",
        jenisPerniagaan: "Baju kurung tailoring and school uniforms",
        lokasiPerniagaan: "Bandar Baru Bangi, Selangor",
        jumlahPembiayaan: 25000,
        pendapatanBulanan: 8000,
        tujuanPembiayaan:
          "Buying two industrial sewing machines (RM 9,000), fabric and materials stock (RM 4,500), renovating the shop front (RM 8,500) and staff training and marketing (RM 3,000).",
        tempohBayaranBalik: 36,
      },
      "en",
    );
    const text = htmlToText(
      composeKindSections(job.brief, composeOutline(job.brief, job.pkg))
        .map((s) => `<h2>${s.title}</h2>${s.html}`)
        .join("\n"),
    );
    for (const line of [
      /Buying two industrial sewing machines \(RM 9,000\)\nFabric and materials stock \(RM 4,500\)\nRenovating the shop front \(RM 8,500\)\nStaff training and marketing \(RM 3,000\)/,
      /Industrial sewing machines 2 RM 4,500\.00 RM 9,000\.00/,
      /Fabric and materials stock 1 RM 4,500\.00 RM 4,500\.00/,
      /Renovating the shop front 1 RM 8,500\.00 RM 8,500\.00/,
      /Staff training and marketing 1 RM 3,000\.00 RM 3,000\.00/,
      /Grand Total RM 25,000\.00/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/\(estimate\)|\(RM 9\n/);
  });
});

describe("a school's three-day camp", () => {
  const camp = () => {
    const seed = TEMPLATE_SEEDS.find((s) => s.id === "program-sekolah");
    if (!seed) throw new Error("program-sekolah template missing");
    const job = templateJob(
      rowOf(seed),
      {
        namaSekolah: "SMK Bandar Baru Bangi, Selangor",
        namaProgram: "Kem Kepimpinan Pengawas 2027",
        tarikhProgram: "12 hingga 14 Mac 2027",
        bilanganPeserta: 80,
        objektifProgram:
          "Melatih 80 pengawas sekolah dalam kepimpinan, komunikasi dan kerja berpasukan melalui aktiviti luar di Kem Bina Semangat Hulu Langat.",
        anggaranPerbelanjaan: 18000,
      },
      "ms",
    );
    const sections = composeKindSections(job.brief, composeOutline(job.brief, job.pkg));
    return htmlToText(sections.map((s) => `<h2>${s.title}</h2>${s.html}`).join("\n"));
  };

  it("keeps its one objective whole and plans a first day that does not send anyone home", () => {
    const text = camp();
    expect(text).toMatch(
      /Objektif program bagi kem (?:kepimpinan pengawas|ini): Melatih 80 pengawas sekolah dalam kepimpinan, komunikasi dan kerja berpasukan/,
    );
    expect(text).not.toMatch(/^Komunikasi$/m);
    expect(text).toMatch(/Atur cara cadangan bagi hari pertama/);
    expect(text).toMatch(/Tamat aktiviti hari pertama/);
    expect(text).not.toMatch(/Bersurai/);
  });
});

describe("a micro-financing plan's products heading", () => {
  it.each(["ms", "en"] as const)(
    "in %s opens on what the business makes, and the paper is about its kuih, not 'making'",
    (language) => {
      const seed = TEMPLATE_SEEDS.find((s) => s.id === "pelan-perniagaan-pembiayaan-mikro");
      if (!seed) throw new Error("template missing");
      const { text } = paper(seed, language);
      const heading = language === "ms" ? "Produk dan Perkhidmatan" : "Products and Services";
      const after = text.slice(text.indexOf(`\n${heading}\n`) + heading.length + 2).split("\n")[0] ?? "";
      expect(after).toMatch(
        language === "ms"
          ? /^Perniagaan .+: Pengeluaran dan jualan kuih tradisional\./
          : /^The business of .+: Making and selling traditional kuih\./,
      );
      expect(text).not.toMatch(/projek pengeluaran|making project|component of the making/);
    },
  );
});

describe("an event's sponsorship proposal", () => {
  const seed = TEMPLATE_SEEDS.find((s) => s.id === "cadangan-penajaan-acara")!;

  it.each(["ms", "en"] as const)(
    "in %s: the brand exposure section speaks of exposure, and the costs sit with the event's details",
    (language) => {
      const { text } = paper(seed, language);
      const [exposure, costs] =
        language === "ms"
          ? ["Pendedahan Jenama dan Liputan Media", "Butiran Acara"]
          : ["Brand Exposure and Media Coverage", "Event Details"];
      const sectionOf = (title: string) => text.split(`${title}\n`)[1]?.split(/\n(?=[A-Z][^\n]{3,60}\n)/)[0] ?? "";
      expect(sectionOf(exposure)).toMatch(language === "ms" ? /Jenama penaja/ : /sponsor's brand/);
      expect(sectionOf(exposure)).not.toMatch(/Jumlah Keseluruhan|Grand Total/);
      expect(text.indexOf(language === "ms" ? "Anggaran Perbelanjaan" : "Estimated Expenditure")).toBeGreaterThan(
        text.indexOf(costs),
      );
      expect(text.indexOf(language === "ms" ? "Anggaran Perbelanjaan" : "Estimated Expenditure")).toBeLessThan(
        text.indexOf(exposure),
      );
    },
  );
});
