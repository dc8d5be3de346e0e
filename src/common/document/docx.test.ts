import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { packDocx } from "./docx.js";
import { buildProposalDocument } from "./from-html.js";

function docxParts(bytes: Uint8Array): Record<string, string> {
  const files = unzipSync(bytes);
  return Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => /\.(xml|rels)$/.test(name))
      .map(([name, data]) => [name, strFromU8(data)]),
  );
}

describe("Word builder", () => {
  it("writes heading styles, a TOC field, lists, tables and PAGE / NUMPAGES in the footer", async () => {
    const doc = buildProposalDocument({
      title: "Kertas Kerja Literasi Digital",
      author: "Siti Aminah",
      type: "Kertas Kerja",
      date: new Date("2026-11-21T03:00:00Z"),
      html:
        "<h2>Ringkasan Eksekutif</h2><p>Program <strong>penting</strong> untuk kanak-kanak.</p><h3>Sasaran</h3>" +
        '<ul><li>Belia</li></ul><ol><li>Pertama</li></ol><h2>Bajet</h2><table><tr><th>Item</th><th>Kos</th></tr><tr><td>Komputer</td><td>RM 3,500</td></tr></table><p><a href="https://contoh.my">pautan</a></p>',
    });
    const parts = docxParts(await packDocx(doc));
    const body = parts["word/document.xml"]!;
    expect(body).toMatch(/<w:pStyle w:val="Heading1"\/>.*1\. Ringkasan Eksekutif/);
    expect(body).toMatch(/<w:pStyle w:val="Heading1"\/>.*2\. Bajet/);
    expect(body).toMatch(/<w:pStyle w:val="Heading2"\/>.*Sasaran/);
    expect(body).toMatch(/<w:instrText[^>]*>TOC [^<]*\\o &quot;1-3&quot;/);
    expect(body).toMatch(/<w:pStyle w:val="TOC1"\/>.*1\. Ringkasan Eksekutif/);
    expect(body).toContain("Kandungan");
    expect(body).toContain("<w:tblHeader/>");
    // 'RM 3,500' with a no-break space: the currency never parts from its amount at a line end.
    for (const text of [
      "Komputer",
      "RM\u00a03,500",
      "Kertas Kerja Literasi Digital",
      "Siti Aminah",
      "21 November 2026",
    ]) {
      expect(body).toContain(text);
    }
    expect(body).toContain("<w:numPr>");
    expect(parts["word/numbering.xml"]).toMatch(/w:val="bullet"/);
    expect(parts["word/numbering.xml"]).toMatch(/w:val="decimal"/);
    expect(parts["word/_rels/document.xml.rels"]).toContain("https://contoh.my");
    const footers = Object.entries(parts)
      .filter(([name]) => /word\/footer\d*\.xml/.test(name))
      .map(([, xml]) => xml)
      .join("");
    expect(footers).toMatch(/PAGE/);
    expect(footers).toMatch(/NUMPAGES/);
    expect(footers).toContain("Halaman");
    expect(footers).toContain("daripada");
    expect(parts["docProps/core.xml"]).toContain("Kertas Kerja Literasi Digital");
  });

  it("builds a document with no sections at all", async () => {
    const parts = docxParts(await packDocx(buildProposalDocument({ title: "", author: "", html: "" })));
    expect(parts["word/document.xml"]).toContain("Tiada kandungan");
  });
});
