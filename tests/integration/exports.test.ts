import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations, users } from "../../src/server/db/schema.js";
import {
  docxParts,
  findLibreOffice,
  officeToPdf,
  pdfLayoutPages,
  readPdfFile,
  run,
  scratchFolder,
} from "../support/exports.js";
import { signedInUser } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { dataUrl, makeLogoPng } from "../support/png.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
let scratch: Awaited<ReturnType<typeof scratchFolder>>;
beforeAll(async () => {
  t = await createTestApp();
  scratch = await scratchFolder();
});
afterAll(async () => {
  await t.close();
  await scratch.remove();
});

const saveBytes = (bytes: Buffer, extension: string) => scratch.save(bytes, extension);
const readPdf = async (bytes: Buffer) => readPdfFile(await saveBytes(bytes, "pdf"));

const SECTION_TITLES = [
  "Ringkasan Eksekutif",
  "Latar Belakang",
  "Pernyataan Masalah",
  "Objektif Projek",
  "Skop dan Sasaran",
  "Metodologi Pelaksanaan",
  "Jadual Kerja",
  "Bajet dan Kos",
  "Analisis Risiko",
  "Impak kepada Komuniti",
  "Pemantauan dan Penilaian",
  "Kesimpulan",
];
const SENTENCE =
  "Program ini membantu usahawan luar bandar, kanak-kanak dan warga emas menguasai kemahiran digital dengan yakin. ";

function proposalHtml(options: { paragraphs?: number; rows?: number } = {}): string {
  const { paragraphs = 2, rows = 40 } = options;
  return SECTION_TITLES.map((title, i) => {
    let html = `<h2>${title}</h2>`;
    if (i === 2) return html; // an empty section
    html += `<p>${SENTENCE.repeat(4)}<strong>Tebal</strong>, <em>condong</em>, <u>bergaris</u>.</p>`.repeat(paragraphs);
    if (i === 1) {
      html +=
        "<h3>Sasaran Utama</h3><ul><li>Belia tempatan</li><li>Peniaga kecil<ul><li>Gerai makanan</li></ul></li></ul>" +
        "<ol><li>Fasa pertama</li><li>Fasa kedua</li></ol>" +
        `<p>Perkataanyangsangatpanjang${"panjang".repeat(40)}tamat</p>`;
    }
    if (i === 7) {
      html += `<table><thead><tr><th>Perkara</th><th>Penerangan</th><th>Kos (RM)</th></tr></thead><tbody>${Array.from(
        { length: rows },
        (_, k) =>
          `<tr><td>Perkara ${k + 1}</td><td>Peralatan latihan bagi bengkel ${k + 1}</td><td>${(k + 1) * 250}</td></tr>`,
      ).join("")}</tbody></table>`;
    }
    return html;
  }).join("");
}

async function createProposal(client: TestClient, title: string, content: string): Promise<string> {
  const res = await client.post("/api/proposals", { title, content, type: "business", status: "completed" });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

function expectAttachment(res: LightMyRequestResponse, asciiName: string, utf8Name: string) {
  expect(res.headers["content-disposition"]).toBe(
    `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(utf8Name)}`,
  );
}

describe("PDF export", () => {
  it("exports a 12-section proposal: cover, Kandungan, numbered headings, page footers, metadata", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const title = "Kertas Kerja: Program Literasi Digital (2027)";
    const id = await createProposal(client, title, proposalHtml());
    const res = await client.get(`/api/proposals/${id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expectAttachment(
      res,
      "Kertas_Kerja__Program_Literasi_Digital__2027_.pdf",
      "Kertas_Kerja__Program_Literasi_Digital__2027_.pdf",
    );
    const { text, info, pages } = await readPdf(res.rawPayload);
    expect(info.Title).toBe(title);
    expect(info.Author).toBe("Siti Aminah");
    expect(info.Subject).toBe("Proposal Perniagaan");
    expect(text).toContain("Kertas AI");
    expect(text).toContain("Program Literasi Digital");
    expect(text).toContain("Kandungan");
    expect(text).toMatch(/Disediakan oleh/i);
    expect(text).toMatch(
      /\d{1,2} (Januari|Februari|Mac|April|Mei|Jun|Julai|Ogos|September|Oktober|November|Disember) \d{4}/,
    );
    SECTION_TITLES.forEach((heading, i) => {
      // Once in the contents, once as the section's heading.
      expect(text.split(`${i + 1}. ${heading}`).length - 1).toBeGreaterThanOrEqual(2);
    });
    // The contents page's numbers are the pages the headings are on.
    const layout = (await run("pdftotext", ["-layout", "-enc", "UTF-8", await saveBytes(res.rawPayload, "pdf"), "-"]))
      .stdout;
    const pageTexts = layout.split("\f");
    for (const [i, heading] of SECTION_TITLES.entries()) {
      const label = `${i + 1}. ${heading}`;
      const listed = pageTexts[1]!.match(new RegExp(`${label.replace(".", "\\.")}\\s+(\\d+)\\s*$`, "m"));
      expect(listed, label).not.toBeNull();
      const page = pageTexts.findIndex(
        (p, n) => n > 1 && new RegExp(`^\\s*${label.replace(".", "\\.")}\\s*$`, "m").test(p),
      );
      expect(page + 1, label).toBe(Number(listed![1]));
    }
    expect(text).toContain("Sasaran Utama");
    expect(text).toContain("kanak-kanak dan warga emas");
    expect(text).toContain(`Halaman 1 daripada ${pages}`);
    expect(text).toContain(`Halaman ${pages} daripada ${pages}`);
    const words = (await client.get(`/api/proposals/${id}`)).json().wordCount as number;
    // Cover + contents + body at roughly 150-600 words a page.
    expect(pages).toBeGreaterThanOrEqual(2 + Math.floor(words / 600));
    expect(pages).toBeLessThanOrEqual(3 + Math.ceil(words / 150));
  });

  it("answers POST /api/proposals/{id}/pdf too, and repeats a long table's header row on every page", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const id = await createProposal(client, "Bajet Terperinci", proposalHtml({ paragraphs: 1, rows: 200 }));
    const res = await client.post(`/api/proposals/${id}/pdf`);
    expect(res.statusCode).toBe(200);
    expectAttachment(res, "Bajet_Terperinci.pdf", "Bajet_Terperinci.pdf");
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain("Perkara 1");
    expect(text).toContain("Perkara 200");
    expect(text).toContain("Peralatan latihan bagi bengkel 137");
    // 200 rows do not fit on one page: the header row comes again on each continuation page.
    expect(text.split("Penerangan").length - 1).toBeGreaterThanOrEqual(4);
  });

  it("names a file with Unicode letters, and falls back to 'proposal-{id}' without any", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const unicode = await createProposal(client, "Cadangan Kafé Ümmah", "<h2>Satu</h2><p>Teks.</p>");
    const res = await client.get(`/api/proposals/${unicode}/pdf`);
    expectAttachment(res, "Cadangan_Kafe_Ummah.pdf", "Cadangan_Kafé_Ümmah.pdf");
    const symbols = await createProposal(client, "???", "<h2>Satu</h2><p>Teks.</p>");
    expectAttachment(
      await client.get(`/api/proposals/${symbols}/pdf`),
      `proposal-${symbols}.pdf`,
      `proposal-${symbols}.pdf`,
    );
    expectAttachment(
      await client.get(`/api/proposals/${symbols}/docx`),
      `proposal-${symbols}.docx`,
      `proposal-${symbols}.docx`,
    );
  });

  it("keeps every letter searchable in a file made after another (the parsed fonts are shared)", async () => {
    const { client } = await signedInUser(t.app, t.db);
    // Ü is drawn from U's outline: a font cache shared too widely would lose the letter U afterwards.
    const first = await client.post("/api/proposals/generate-pdf", { title: "Kafé Ümmah", content: "<p>Ölçü.</p>" });
    expect((await readPdf(first.rawPayload)).text).toContain("Kafé Ümmah");
    const second = await client.post("/api/proposals/generate-pdf", { title: "Ujian Umum", content: "<p>Ubi.</p>" });
    const { text } = await readPdf(second.rawPayload);
    expect(text).toContain("Ujian Umum");
    expect(text).toContain("Ubi.");
  });
});

describe("Word export", () => {
  it("writes heading styles, a TOC field, table cells and PAGE / NUMPAGES footers", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const id = await createProposal(client, "Program Literasi Digital", proposalHtml());
    const res = await client.get(`/api/proposals/${id}/docx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expectAttachment(res, "Program_Literasi_Digital.docx", "Program_Literasi_Digital.docx");
    const parts = docxParts(res.rawPayload);
    const body = parts["word/document.xml"]!;
    SECTION_TITLES.forEach((heading, i) => {
      expect(body).toMatch(new RegExp(`<w:pStyle w:val="Heading1"/>(?:(?!</w:p>).)*${i + 1}\\. ${heading}`));
    });
    expect(body).toMatch(/<w:pStyle w:val="Heading2"\/>(?:(?!<\/w:p>).)*Sasaran Utama/);
    expect(body).toMatch(/<w:instrText[^>]*>TOC /);
    for (const cell of [
      "Perkara",
      "Penerangan",
      "Kos (RM)",
      "Perkara 40",
      "Peralatan latihan bagi bengkel 7",
      "10000",
    ]) {
      expect(body).toContain(`>${cell}</w:t>`);
    }
    expect(body).toContain("<w:tblHeader/>");
    const footers = Object.entries(parts)
      .filter(([name]) => /^word\/footer\d+\.xml$/.test(name))
      .map(([, xml]) => xml)
      .join("");
    expect(footers).toMatch(/<w:instrText[^>]*>PAGE<\/w:instrText>/);
    expect(footers).toMatch(/<w:instrText[^>]*>NUMPAGES<\/w:instrText>/);
    expect(footers).toContain("Halaman ");
  });
});

describe("an English paper's exports", () => {
  it("label its cover, contents and pages in English, in the PDF and in Word", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const html =
      "<h2>Introduction</h2><p>This paper presents the community garden project of the residents' association and sets out its cost and the work to be done.</p>" +
      "<h2>Budget</h2><p>The total cost of the project is RM 4,500 and will be met by the association.</p>";
    const id = await createProposal(client, "Taman Meru Community Garden", html);
    const pdf = await client.get(`/api/proposals/${id}/pdf`);
    const { text, pages } = await readPdf(pdf.rawPayload);
    expect(text).toContain("Contents");
    expect(text).toMatch(/Prepared by/i);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toMatch(
      /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
    expect(text).not.toMatch(/Kandungan|Disediakan oleh|Halaman \d/);
    const word = await client.get(`/api/proposals/${id}/docx`);
    const parts = docxParts(word.rawPayload);
    const footers = Object.entries(parts)
      .filter(([name]) => /^word\/footer\d+\.xml$/.test(name))
      .map(([, xml]) => xml)
      .join("");
    expect(footers).toContain("Page ");
    expect(footers).not.toContain("Halaman");
    expect(parts["word/document.xml"]).toContain("Prepared by");
  });
});

describe("exports from content (generate-pdf, generate-word)", () => {
  const hostile =
    '<h2>Pengenalan</h2><p onclick="steal()">Teks selamat<script>alert("xss")</script> ' +
    '<a href="javascript:alert(1)">klik sini</a> <a href="https://contoh.my/rujukan">rujukan</a></p>' +
    '<img src=x onerror="alert(2)"><iframe src="https://jahat.example"></iframe>';

  it("exports HTML with hostile parts removed, as PDF and Word", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const pdf = await client.post("/api/proposals/generate-pdf", {
      title: "Cadangan Selamat",
      content: hostile,
      wordCount: 12,
      packageType: "premium",
    });
    expect(pdf.statusCode).toBe(200);
    expectAttachment(pdf, "Cadangan_Selamat.pdf", "Cadangan_Selamat.pdf");
    const { text, info } = await readPdf(pdf.rawPayload);
    expect(text).toContain("1. Pengenalan");
    expect(text).toContain("Teks selamat");
    expect(text).toContain("klik sini");
    expect(info.Subject).toBe("Pakej Premium");
    const raw = pdf.rawPayload.toString("latin1");
    expect(raw).toContain("https://contoh.my/rujukan");
    for (const bad of ["javascript", "alert", "steal", "jahat.example", "onerror"]) {
      expect(text).not.toContain(bad);
      expect(raw).not.toContain(bad);
    }

    const word = await client.post("/api/proposals/generate-word", { title: "Cadangan Selamat", content: hostile });
    expect(word.statusCode).toBe(200);
    expectAttachment(word, "Cadangan_Selamat.docx", "Cadangan_Selamat.docx");
    const all = Object.values(docxParts(word.rawPayload)).join("\n");
    expect(all).toContain("Teks selamat");
    expect(all).toContain("https://contoh.my/rujukan");
    for (const bad of ["javascript", "alert", "steal", "jahat.example", "onerror", "onclick"]) {
      expect(all).not.toContain(bad);
    }
  });

  it("accepts the plain-text section format", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/proposals/generate-pdf", {
      title: "Cadangan Ringkas",
      content:
        "Ringkasan Eksekutif\nProjek ini membantu peniaga kecil — ‘bersedia’ & “yakin”, kanak-kanak à la carte.\n\n---\n\nObjektif\n- Meningkatkan jualan\n- Melatih pekerja",
    });
    expect(res.statusCode).toBe(200);
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain("1. Ringkasan Eksekutif");
    expect(text).toContain("2. Objektif");
    expect(text).toContain("Melatih pekerja");
    expect(text).toContain("peniaga kecil — ‘bersedia’ & “yakin”, kanak-kanak à la carte.");
  });

  it("lays out merged table cells (rowspan, colspan) in both formats", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const content =
      "<h2>Jadual Gabung</h2><table><tr><th>Fasa</th><th>Aktiviti</th><th>Kos</th></tr>" +
      '<tr><td rowspan="2">Fasa 1</td><td>Kajian</td><td>100</td></tr><tr><td>Ujian</td><td>300</td></tr>' +
      '<tr><td>Fasa 2</td><td colspan="2">Pelaksanaan penuh</td></tr></table>';
    const pdf = await client.post("/api/proposals/generate-pdf", { title: "Gabung", content });
    const layout = (await run("pdftotext", ["-layout", "-enc", "UTF-8", await saveBytes(pdf.rawPayload, "pdf"), "-"]))
      .stdout;
    expect(layout).toMatch(/Fasa 1\s+Kajian\s+100/);
    expect(layout).toMatch(/^\s+Ujian\s+300/m);
    expect(layout).toMatch(/Fasa 2\s+Pelaksanaan penuh/);
    const word = await client.post("/api/proposals/generate-word", { title: "Gabung", content });
    const body = docxParts(word.rawPayload)["word/document.xml"]!;
    expect(body).toContain('<w:vMerge w:val="restart"/>');
    expect(body).toContain('<w:gridSpan w:val="2"/>');
  });

  it("falls back to 'proposal' without a usable title, and refuses empty content in Malay", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/proposals/generate-word", { title: "", content: "<p>Teks.</p>" });
    expect(res.statusCode).toBe(200);
    expectAttachment(res, "proposal.docx", "proposal.docx");
    const empty = await client.post("/api/proposals/generate-pdf", { title: "A", content: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: "Maklumat Tidak Lengkap", code: "VALIDATION_ERROR" });
  });
});

describe("who may export", () => {
  it("answers 404 for another user's proposal, lets a super admin read it, and 401 when signed out", async () => {
    const owner = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const admin = await signedInUser(t.app, t.db, { role: "super_admin" });
    const id = await createProposal(owner.client, "Rahsia Syarikat", "<h2>Satu</h2><p>Sulit.</p>");
    for (const res of [
      await other.client.get(`/api/proposals/${id}/pdf`),
      await other.client.post(`/api/proposals/${id}/pdf`),
      await other.client.get(`/api/proposals/${id}/docx`),
      await other.client.get("/api/proposals/not-a-uuid/pdf"),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Proposal tidak dijumpai", code: "PROPOSAL_NOT_FOUND" });
    }
    const asAdmin = await admin.client.get(`/api/proposals/${id}/pdf`);
    expect(asAdmin.statusCode).toBe(200);
    // The cover names the owner, not the admin who downloaded it.
    expect((await readPdf(asAdmin.rawPayload)).info.Author).toBe("Siti Aminah");

    const visitor = new TestClient(t.app);
    for (const res of [
      await visitor.get(`/api/proposals/${id}/pdf`),
      await visitor.post(`/api/proposals/${id}/pdf`),
      await visitor.get(`/api/proposals/${id}/docx`),
      await visitor.post("/api/proposals/generate-pdf", { title: "A", content: "<p>B</p>" }),
      await visitor.post("/api/proposals/generate-word", { title: "A", content: "<p>B</p>" }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("UNAUTHORIZED");
    }
  });
});

describe("organisation branding", () => {
  const ORG = "Koperasi Nelayan Kuala Kedah Berhad";

  /** A signed-in member of a new organisation with the given status (there is no admin API yet). */
  async function memberOf(status: "pending" | "approved" | "rejected" | "suspended") {
    const [org] = await t.db
      .insert(organizations)
      .values({
        name: ORG,
        slug: `koperasi-${Math.random().toString(36).slice(2, 10)}`,
        primaryColor: "#1D4ED8",
        secondaryColor: "#F59E0B",
        logoUrl: dataUrl(makeLogoPng()),
        status,
      })
      .returning();
    const member = await signedInUser(t.app, t.db);
    await t.db.update(users).set({ organizationId: org!.id }).where(eq(users.id, member.user.id));
    return member;
  }

  /** The cover: its text, how many images it shows, and the colour of the band across its top. */
  async function readCover(pdf: Buffer) {
    const file = await saveBytes(pdf, "pdf");
    const { stdout: text } = await run("pdftotext", ["-f", "1", "-l", "1", "-enc", "UTF-8", file, "-"]);
    const { stdout: images } = await run("pdfimages", ["-f", "1", "-l", "1", "-list", file]);
    // pdftoppm writes a binary PPM: 'P6 width height 255' then RGB bytes.
    await run("pdftoppm", ["-f", "1", "-l", "1", "-r", "36", "-singlefile", file, file]);
    const ppm = await readFile(`${file}.ppm`);
    const header = ppm.toString("latin1", 0, 40).match(/^P6\s+(\d+)\s+\d+\s+255\s/)!;
    const width = Number(header[1]);
    const at = header[0].length + (10 * width + width - 12) * 3; // 10 px down, 12 px in from the right
    const band = `#${[...ppm.subarray(at, at + 3)].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
    return { text, images: images.trim().split("\n").slice(2).length, band };
  }

  it("puts an approved organisation's name, logo and colour on the PDF and Word covers", async () => {
    const { client } = await memberOf("approved");
    const id = await createProposal(client, "Pelan Pemodenan Jeti Nelayan", proposalHtml({ paragraphs: 1 }));
    const pdf = await client.get(`/api/proposals/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const cover = await readCover(pdf.rawPayload);
    expect(cover.text).toContain(ORG);
    expect(cover.text).toContain("Siti Aminah"); // prepared by the member, of the organisation
    expect(cover.text).not.toContain("Kertas AI");
    expect(cover.images).toBe(1);
    expect(cover.band).toBe("#1d4ed8");
    expect((await readPdf(pdf.rawPayload)).info.Creator).toBe(ORG);

    const word = await client.get(`/api/proposals/${id}/docx`);
    const files = unzipSync(new Uint8Array(word.rawPayload));
    const media = Object.keys(files).filter((name) => name.startsWith("word/media/"));
    expect(media).toHaveLength(1);
    expect(Buffer.from(files[media[0]!]!)).toEqual(makeLogoPng());
    const body = strFromU8(files["word/document.xml"]!);
    expect(body).toContain(`>${ORG}</w:t>`);
    expect(body).toContain('w:fill="1D4ED8"');

    // A file made from content carries the same branding.
    const made = await client.post("/api/proposals/generate-pdf", { title: "Draf", content: "<p>Teks.</p>" });
    expect((await readCover(made.rawPayload)).text).toContain(ORG);
  });

  it("keeps the product's branding for a member of an organisation that is not approved", async () => {
    for (const status of ["pending", "suspended"] as const) {
      const { client } = await memberOf(status);
      const id = await createProposal(client, "Pelan Pemodenan Jeti Nelayan", "<h2>Satu</h2><p>Teks.</p>");
      const cover = await readCover((await client.get(`/api/proposals/${id}/pdf`)).rawPayload);
      expect(cover.text).toContain("Kertas AI");
      expect(cover.text).not.toContain(ORG);
      expect(cover.images).toBe(0);
      expect(cover.band).toBe("#047857");
      const word = await client.get(`/api/proposals/${id}/docx`);
      const files = unzipSync(new Uint8Array(word.rawPayload));
      expect(Object.keys(files).filter((name) => name.startsWith("word/media/"))).toEqual([]);
      expect(strFromU8(files["word/document.xml"]!)).not.toContain(ORG);
    }
  });
  it("tells the browser the same branding for the Word file it builds itself", async () => {
    const approved = await memberOf("approved");
    const res = await approved.client.get("/api/exports/branding");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: ORG, organisation: ORG, color: "#1d4ed8", accent: "#f59e0b" });
    expect(body.logoDataUrl).toBe(dataUrl(makeLogoPng()));

    const pending = await memberOf("pending");
    expect((await pending.client.get("/api/exports/branding")).json()).toEqual({
      name: "Kertas AI",
      color: "#047857",
      accent: "#10b981",
      organisation: null,
      logoDataUrl: null,
    });
    expect((await new TestClient(t.app).get("/api/exports/branding")).statusCode).toBe(401);
  });
});

describe("export limits", () => {
  it("refuses a document past the size cap with a clear message, and a user past the rate", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const huge = `<p>${"kata ".repeat(100_001)}</p>`;
    const big = await client.post("/api/proposals/generate-pdf", { title: "Besar", content: huge });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: "EXPORT_TOO_LARGE",
      message: "Dokumen ini terlalu besar untuk dieksport (had 100,000 patah perkataan). Sila pendekkan dokumen.",
    });
    const id = await createProposal(client, "Ringkas", "<h2>Satu</h2><p>Teks.</p>");
    const statuses: number[] = [];
    // The one refused above counted too: 29 more reach the limit of 30 a minute.
    for (let i = 0; i < 30; i++) statuses.push((await client.get(`/api/proposals/${id}/pdf`)).statusCode);
    expect(statuses.slice(0, 29).every((s) => s === 200)).toBe(true);
    expect(statuses[29]).toBe(429);
    // Another user is not held up by the first one's rate.
    const other = await signedInUser(t.app, t.db);
    const theirs = await createProposal(other.client, "Lain", "<h2>Satu</h2><p>Teks.</p>");
    expect((await other.client.get(`/api/proposals/${theirs}/pdf`)).statusCode).toBe(200);
  });
});

describe("exports never block the server", () => {
  it("answers /healthz before any of three large Word and PDF exports running at once has finished", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const id = await createProposal(client, "Proposal Sangat Besar", proposalHtml({ paragraphs: 40, rows: 300 }));
    let firstExportDone = Number.POSITIVE_INFINITY;
    const exports = ["pdf", "docx", "pdf"].map((format) =>
      client.get(`/api/proposals/${id}/${format}`).then((res) => {
        firstExportDone = Math.min(firstExportDone, performance.now());
        return res;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const healthStarted = performance.now();
    const health = await new TestClient(t.app).get("/healthz");
    const healthDone = performance.now();
    expect(health.statusCode).toBe(200);
    const [pdf, docx] = await Promise.all(exports);
    expect(pdf!.statusCode).toBe(200);
    expect(docx!.statusCode).toBe(200);
    // Exports that held the event loop would make the health check wait for them (seconds);
    // `npm run bench:export` prints how long it took and the loop's longest stall.
    expect(healthDone).toBeLessThan(firstExportDone);
    console.info(`/healthz during three large exports: ${Math.round(healthDone - healthStarted)} ms`);
    const { pages } = await readPdf(pdf!.rawPayload);
    expect(pages).toBeGreaterThan(30);
    // Three large exports on two worker threads can outlast the default 30 s on a busy two-core machine.
  }, 120_000);
});

const office = await findLibreOffice();
if (!office && !process.env.REQUIRE_LIBREOFFICE) {
  console.log("exports.test: LibreOffice (soffice) is not installed; skipping the Word-to-PDF rendering check.");
}

describe("Word export opened by an office suite", () => {
  it.skipIf(!office && !process.env.REQUIRE_LIBREOFFICE)(
    "converts to PDF with every heading and table cell (LibreOffice, headless)",
    async () => {
      expect(office, "REQUIRE_LIBREOFFICE is set but soffice/libreoffice is not installed").not.toBeNull();
      const { client } = await signedInUser(t.app, t.db);
      const id = await createProposal(client, "Program Literasi Digital", proposalHtml({ rows: 30 }));
      const res = await client.get(`/api/proposals/${id}/docx`);
      const file = await saveBytes(res.rawPayload, "docx");
      const pdf = await readFile(await officeToPdf(office!, file, scratch.dir));
      const { text } = await readPdf(pdf);
      for (const [i, heading] of SECTION_TITLES.entries()) expect(text).toContain(`${i + 1}. ${heading}`);
      for (const cell of [
        "Perkara",
        "Penerangan",
        "Kos (RM)",
        "Perkara 30",
        "Peralatan latihan bagi bengkel 12",
        "7500",
      ]) {
        // A cell may wrap onto two lines in the office suite's layout; its words stay in order.
        expect(text.replace(/\s+/g, " ")).toContain(cell);
      }
      expect(text).toMatch(/Halaman 1 daripada \d+/);
      // The Kandungan shows a page number for every heading, written into the file (as Word lays
      // it out; another office suite may set a heading a page later or earlier, never further).
      const pages = await pdfLayoutPages(await saveBytes(pdf, "pdf"));
      let previous = 0;
      for (const [i, heading] of SECTION_TITLES.entries()) {
        const label = `${i + 1}\\. ${heading}`;
        const listed = pages[1]!.match(new RegExp(`${label}[ .…]*?(\\d+)\\s*$`, "m"));
        expect(listed, `${heading} has a page number in the Kandungan`).not.toBeNull();
        const number = Number(listed![1]);
        expect(number).toBeGreaterThanOrEqual(Math.max(previous, 3));
        previous = number;
        const page = pages.findIndex((p, n) => n > 1 && new RegExp(`^\\s*${label}\\s*$`, "m").test(p)) + 1;
        expect(Math.abs(page - number), heading).toBeLessThanOrEqual(1);
      }
    },
    180_000,
  );
});
