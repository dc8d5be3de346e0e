/**
 * Exports that follow the paper's kind: the cover names the kind, the applicant and the addressee;
 * a formal look beside the standard one; Word tables sized by their content that never cut a word
 * and never split a row; PDF pages not left a third empty before a short table.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proposals } from "../../src/server/db/schema.js";
import {
  docxParts,
  findLibreOffice,
  officeToPdf,
  pdfFonts,
  pdfLayoutPages,
  readPdfFile,
  run,
  scratchFolder,
} from "../support/exports.js";
import { signedInUser } from "../support/factories.js";
import type { TestClient } from "../support/http-client.js";
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

const SENTENCE =
  "Karnival sukan ini menghimpunkan murid, ibu bapa dan guru Sekolah Kebangsaan Taman Melati untuk sehari. ";

/** A programme paper the way the writer stores it: sections, a lead-in, a budget table, signatures. */
function programmeHtml(filler = 3): string {
  const paragraph = `<p>${SENTENCE.repeat(5)}</p>`;
  return [
    `<h2>Pengenalan</h2>${paragraph.repeat(filler)}`,
    `<h2>Objektif</h2><ol><li>Memupuk semangat kesukanan dalam kalangan 850 murid.</li><li>Mengeratkan hubungan ibu bapa dan guru.</li></ol>${paragraph.repeat(filler)}`,
    `<h2>Anggaran Perbelanjaan</h2>${paragraph}<p>Anggaran perbelanjaan karnival adalah seperti berikut:</p>`,
    "<table><thead><tr><th>Bil.</th><th>Perkara</th><th>Kuantiti</th><th>Harga Seunit (RM)</th><th>Jumlah (RM)</th></tr></thead><tbody>",
    '<tr><td>1</td><td>Pingat dan piala kejohanan</td><td>120 unit</td><td style="text-align:right">RM15.00</td><td style="text-align:right">RM1,800.00</td></tr>',
    '<tr><td>2</td><td>Penyelenggaraan sistem siaraya dan khemah</td><td>1 set</td><td style="text-align:right">RM2,400.00</td><td style="text-align:right">RM2,400.00</td></tr>',
    '<tr><td>3</td><td>Jamuan peserta</td><td>850 orang</td><td style="text-align:right">RM8.00</td><td style="text-align:right">RM6,800.00</td></tr>',
    '</tbody><tfoot><tr><td colspan="4">Jumlah Keseluruhan</td><td style="text-align:right">RM11,000.00</td></tr></tfoot></table>',
    `<h2>Penutup</h2>${paragraph}`,
    "<h3>Pengesahan</h3><table><thead><tr><th>Disediakan oleh</th><th>Disemak oleh</th><th>Diluluskan oleh</th></tr></thead>",
    "<tbody><tr><td>Setiausaha PIBG</td><td>Yang Dipertua PIBG</td><td>Guru Besar</td></tr></tbody></table>",
  ].join("");
}

async function storedPaper(
  client: TestClient,
  metadata: Record<string, unknown>,
  options: { type?: string; html?: string } = {},
): Promise<string> {
  const res = await client.post("/api/proposals", {
    title: "Karnival Sukan PIBG SK Taman Melati 2027",
    content: options.html ?? programmeHtml(),
    type: options.type ?? "lain-lain",
    status: "completed",
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  // What a generation stores with the paper (see the generation tests): its kind, applicant, addressee.
  await t.db.update(proposals).set({ metadata }).where(eq(proposals.id, id));
  return id;
}

const coverText = async (pdf: Buffer) =>
  (await run("pdftotext", ["-f", "1", "-l", "1", "-enc", "UTF-8", await scratch.save(pdf, "pdf"), "-"])).stdout;

describe("the cover follows the paper", () => {
  const metadata = {
    kind: "program",
    applicant: "PIBG Sekolah Kebangsaan Taman Melati",
    addressee: "Pejabat Pendidikan Daerah Gombak",
  };

  it("names the kind, the applicant and the addressee, never a raw type key or the product's band", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const id = await storedPaper(client, metadata);
    for (const style of ["standard", "formal"]) {
      const pdf = await client.get(`/api/proposals/${id}/pdf?style=${style}`);
      expect(pdf.statusCode).toBe(200);
      const cover = (await coverText(pdf.rawPayload)).replace(/\s+/g, " ");
      expect(cover).toContain("Kertas Kerja Program");
      expect(cover.toUpperCase()).toContain("PIBG SEKOLAH KEBANGSAAN TAMAN MELATI");
      expect(cover).toContain("Pejabat Pendidikan Daerah Gombak");
      expect(cover).toMatch(/Dikemukakan kepada/i);
      expect(cover).not.toContain("Lain Lain");
      expect(cover).not.toContain("Kertas AI");

      const word = await client.get(`/api/proposals/${id}/docx?style=${style}`);
      expect(word.statusCode).toBe(200);
      const body = docxParts(word.rawPayload)["word/document.xml"]!;
      expect(body).toContain(">Kertas Kerja Program</w:t>");
      expect(body).toContain("Pejabat Pendidikan Daerah Gombak</w:t>");
      expect(body).not.toContain("Lain Lain");
      expect(body).not.toContain(">Kertas AI</w:t>");
    }
  });

  it("prints no type at all for a paper without a kind whose type is a raw key", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const id = await storedPaper(client, {});
    const cover = await coverText((await client.get(`/api/proposals/${id}/pdf`)).rawPayload);
    expect(cover).not.toContain("Lain Lain");
    expect(cover).not.toContain("lain-lain");
    // Neither an applicant nor an organisation: the product's name is the band.
    expect(cover).toContain("Kertas AI");
  });
});

describe("the formal look", () => {
  it("sets the PDF in a serif face and the Word file in Times New Roman 12 pt at 1.5 lines", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const id = await storedPaper(client, { kind: "program" });
    const formal = await client.get(`/api/proposals/${id}/pdf?style=formal`);
    const standard = await client.get(`/api/proposals/${id}/pdf`);
    const formalFonts = await pdfFonts(await scratch.save(formal.rawPayload, "pdf"));
    const standardFonts = await pdfFonts(await scratch.save(standard.rawPayload, "pdf"));
    expect(formalFonts.some((f) => f.startsWith("DejaVuSerif"))).toBe(true);
    expect(formalFonts.some((f) => f.startsWith("DejaVuSans"))).toBe(false);
    expect(standardFonts.some((f) => f.startsWith("DejaVuSans"))).toBe(true);
    expect(standardFonts.some((f) => f.startsWith("DejaVuSerif"))).toBe(false);
    // Same words in both looks.
    const words = async (pdf: Buffer) => (await readPdfFile(await scratch.save(pdf, "pdf"))).text;
    expect(await words(formal.rawPayload)).toContain("Memupuk semangat kesukanan dalam kalangan 850 murid.");

    const styles = docxParts((await client.get(`/api/proposals/${id}/docx?style=formal`)).rawPayload)[
      "word/styles.xml"
    ]!;
    const defaults = styles.match(/<w:docDefaults>.*?<\/w:docDefaults>/)![0];
    expect(defaults).toContain('w:ascii="Times New Roman"');
    expect(defaults).toContain('<w:sz w:val="24"/>');
    expect(defaults).toMatch(/w:line="360" w:lineRule="auto"/);
    const plain = docxParts((await client.get(`/api/proposals/${id}/docx`)).rawPayload)["word/styles.xml"]!;
    expect(plain.match(/<w:docDefaults>.*?<\/w:docDefaults>/)![0]).toContain('w:ascii="Calibri"');
  });

  it("answers 400 with the documented text for a look it does not know, in the query and the body", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const id = await storedPaper(client, {});
    for (const res of [
      await client.get(`/api/proposals/${id}/pdf?style=fancy`),
      await client.get(`/api/proposals/${id}/docx?style=FORMAL`),
      await client.post(`/api/proposals/${id}/pdf?style=`),
      await client.post("/api/proposals/generate-pdf", { title: "A", content: "<p>B</p>", style: "comic" }),
      await client.post("/api/proposals/generate-word", { title: "A", content: "<p>B</p>", style: 3 }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: 'Gaya dokumen mestilah "standard" atau "formal".',
      });
    }
    const made = await client.post("/api/proposals/generate-word", {
      title: "A",
      content: "<p>B</p>",
      style: "formal",
    });
    expect(made.statusCode).toBe(200);
    expect(docxParts(made.rawPayload)["word/styles.xml"]).toContain('w:ascii="Times New Roman"');
  });
});

describe("Word tables", () => {
  it("sizes columns by their content, keeps rows whole, repeats headers and keeps the lead-in with its table", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const id = await storedPaper(client, { kind: "program" });
    const body = docxParts((await client.get(`/api/proposals/${id}/docx`)).rawPayload)["word/document.xml"]!;
    const budget = body.match(/<w:tbl>(?:(?!<\/w:tbl>).)*Harga Seunit(?:(?!<\/w:tbl>).)*<\/w:tbl>/)![0];
    const grid = [...budget.matchAll(/<w:gridCol w:w="(\d+)"\/>/g)].map((m) => Number(m[1]));
    expect(grid).toHaveLength(5);
    // 'Bil.' is narrow, the item column the widest; together they fill the text width.
    expect(grid[0]!).toBeLessThan(grid[1]! / 2);
    expect(Math.max(...grid)).toBe(grid[1]);
    expect(grid.reduce((a, b) => a + b, 0)).toBeGreaterThan(9000);
    const rows = budget.match(/<w:tr>/g)!.length;
    expect(budget.match(/<w:cantSplit\/>/g)).toHaveLength(rows);
    expect(budget.match(/<w:tblHeader\/>/g)).toHaveLength(1);
    // The sentence introducing the table stays on its page.
    expect(body).toMatch(/<w:p><w:pPr><w:keepNext\/>(?:(?!<\/w:p>).)*seperti berikut:<\/w:t>/);
  });
});

const office = await findLibreOffice();

describe("files opened elsewhere", () => {
  /** How often each word of the table cells occurs in a text; a word cut in two occurs less. */
  const cellWords = ["Penyelenggaraan", "RM2,400.00", "RM11,000.00", "Diluluskan", "Keseluruhan", "Harga", "Seunit"];
  const occurrences = (text: string, word: string) => text.split(word).length - 1;

  it.skipIf(!office && !process.env.REQUIRE_LIBREOFFICE)(
    "keeps every word of every table cell whole in the PDF and in LibreOffice's layout of the Word file",
    async () => {
      expect(office, "REQUIRE_LIBREOFFICE is set but soffice/libreoffice is not installed").not.toBeNull();
      const { client } = await signedInUser(t.app, t.db);
      const html = programmeHtml(1);
      const id = await storedPaper(client, { kind: "program" }, { html });
      const source = html.replace(/<[^>]+>/g, " ");
      for (const style of ["standard", "formal"]) {
        const ours = await readPdfFile(
          await scratch.save((await client.get(`/api/proposals/${id}/pdf?style=${style}`)).rawPayload, "pdf"),
        );
        const docx = await scratch.save(
          (await client.get(`/api/proposals/${id}/docx?style=${style}`)).rawPayload,
          "docx",
        );
        const theirs = await readPdfFile(await officeToPdf(office!, docx, scratch.dir));
        for (const word of cellWords) {
          expect(occurrences(ours.text, word), `${word} in our ${style} PDF`).toBeGreaterThanOrEqual(
            occurrences(source, word),
          );
          expect(occurrences(theirs.text, word), `${word} in LibreOffice's ${style} layout`).toBeGreaterThanOrEqual(
            occurrences(source, word),
          );
        }
      }
    },
    180_000,
  );
});

/** Headings and five-row signature tables at every height of the page: fillers of one to three lines shift them. */
const SIGNATURE_TABLES = 24;
function signatureTablesHtml(): string {
  return `<h2>Pengesahan</h2>${Array.from({ length: SIGNATURE_TABLES }, (_, i) => {
    const rows = Array.from(
      { length: 5 },
      (_, r) => `<tr><td>T${i}R${r}A</td><td>T${i}R${r}B</td><td>T${i}R${r}C</td></tr>`,
    );
    return `<p>${SENTENCE.repeat(1 + (i % 3))}</p><h3>Pengesahan ${i + 1}</h3><table><tbody>${rows.join("")}</tbody></table>`;
  }).join("")}`;
}

/** Each signature table's cells all on one page. */
function expectTablesWhole(file: string, pages: string[]): void {
  const cells = pages.map((page) => page.match(/T\d+R\d[ABC]/g) ?? []);
  for (let i = 0; i < SIGNATURE_TABLES; i++) {
    const on = cells.flatMap((found, n) => (found.some((c) => c.startsWith(`T${i}R`)) ? [n] : []));
    expect(on, `${file}: table ${i + 1} is on pages ${on.map((n) => n + 1).join(", ")}`).toHaveLength(1);
  }
}

describe("short tables kept whole", () => {
  it("never splits a short table such as the signature block over two PDF pages", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const id = await storedPaper(client, {}, { html: signatureTablesHtml() });
    for (const style of ["standard", "formal"]) {
      const file = await scratch.save((await client.get(`/api/proposals/${id}/pdf?style=${style}`)).rawPayload, "pdf");
      expectTablesWhole(`${style} PDF`, await pdfLayoutPages(file));
    }
  });

  it.skipIf(!office && !process.env.REQUIRE_LIBREOFFICE)(
    "nor over two pages of the Word file as LibreOffice lays it out",
    async () => {
      expect(office, "REQUIRE_LIBREOFFICE is set but soffice/libreoffice is not installed").not.toBeNull();
      const { client } = await signedInUser(t.app, t.db);
      const id = await storedPaper(client, {}, { html: signatureTablesHtml() });
      const docx = await scratch.save((await client.get(`/api/proposals/${id}/docx`)).rawPayload, "docx");
      expectTablesWhole("Word", await pdfLayoutPages(await officeToPdf(office!, docx, scratch.dir)));
    },
    120_000,
  );
});

describe("PDF pages around short tables", () => {
  it("never leaves a third of a page empty before a short table", async () => {
    const { client } = await signedInUser(t.app, t.db);
    // Lead-ins and short tables at every height of the page: the filler shifts them down.
    const sections = Array.from({ length: 8 }, (_, i) => {
      const text = `<p>${SENTENCE.repeat(2 + i)}</p>`;
      return `<h2>Bahagian ${i + 1}</h2>${text.repeat(2)}<p>Butiran bahagian ${i + 1} adalah seperti berikut:</p><table><thead><tr><th>Perkara</th><th>Butiran</th></tr></thead><tbody><tr><td>Tarikh</td><td>13 Mac 2027</td></tr><tr><td>Tempat</td><td>Dewan Sekolah</td></tr><tr><td>Masa</td><td>7.30 pagi</td></tr></tbody></table>`;
    }).join("");
    const id = await storedPaper(client, {}, { html: sections });
    for (const style of ["standard", "formal"]) {
      const file = await scratch.save((await client.get(`/api/proposals/${id}/pdf?style=${style}`)).rawPayload, "pdf");
      const { stdout } = await run("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"], { maxBuffer: 1 << 26 });
      const pages = stdout.split("<page ").slice(1);
      // Body pages only (after the cover and the Kandungan), not the last one.
      for (const [n, page] of pages.entries()) {
        if (n < 2 || n === pages.length - 1) continue;
        const height = Number(page.match(/height="([\d.]+)"/)![1]);
        const bottoms = [...page.matchAll(/yMax="([\d.]+)">([^<]*)</g)]
          .filter(([, , word]) => !/^(Halaman|\d+|daripada)$/.test(word!))
          .map(([, y]) => Number(y));
        const lowest = Math.max(...bottoms.filter((y) => y < height - 60));
        expect(lowest, `${style} page ${n + 1} ends at ${lowest} of ${height}`).toBeGreaterThan((height * 2) / 3);
      }
    }
  });
});
