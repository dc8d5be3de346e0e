import { describe, expect, it } from "vitest";
import { buildProposalDocument, safeHref, sectionsFromHtml } from "./from-html.js";
import {
  coverName,
  documentTypeLabel,
  documentWordCount,
  formatPaperDate,
  PRODUCT_BRANDING,
  proposalTypeLabel,
} from "./model.js";

describe("document model from stored HTML", () => {
  it("starts a numbered section at each <h2>, keeping an untitled introduction", () => {
    const sections = sectionsFromHtml(
      "<p>Pengenalan ringkas.</p><h2>Ringkasan Eksekutif</h2><p>Satu.</p><h2>3. Objektif</h2><h2>Bajet</h2>",
    );
    expect(sections.map((s) => [s.number, s.heading])).toEqual([
      [null, ""],
      [1, "1. Ringkasan Eksekutif"],
      [2, "3. Objektif"],
      [3, "3. Bajet"],
    ]);
    expect(sections[2]!.blocks).toEqual([]);
  });

  it("keeps bold, italic, underline, links, alignment and line breaks as runs", () => {
    const [section] = sectionsFromHtml(
      '<h2>A</h2><p style="text-align: center">Satu <strong>dua <em>tiga</em></strong> <u>empat</u><br>lima <a href="https://contoh.my/x">pautan</a></p>',
    );
    expect(section!.blocks[0]).toEqual({
      kind: "paragraph",
      align: "center",
      runs: [
        { text: "Satu " },
        { text: "dua ", bold: true },
        { text: "tiga", bold: true, italic: true },
        { text: " " },
        { text: "empat", underline: true },
        { text: "", break: true },
        { text: "lima " },
        { text: "pautan", link: "https://contoh.my/x" },
      ],
    });
  });

  it("reads nested lists, numbered lists and tables with header rows and spans", () => {
    const [section] = sectionsFromHtml(
      "<h2>A</h2><ul><li>Satu<ul><li>Dalam</li></ul></li><li>Dua</li></ul><ol><li>Pertama</li></ol>" +
        '<table><thead><tr><th>Item</th><th>Kos</th></tr></thead><tbody><tr><td colspan="2">Jumlah</td></tr></tbody></table>',
    );
    const [ul, ol, table] = section!.blocks;
    expect(ul).toMatchObject({
      kind: "list",
      ordered: false,
      items: [
        { runs: [{ text: "Satu" }], lists: [{ items: [{ runs: [{ text: "Dalam" }] }] }] },
        { runs: [{ text: "Dua" }] },
      ],
    });
    expect(ol).toMatchObject({ kind: "list", ordered: true });
    expect(table).toMatchObject({
      kind: "table",
      rows: [
        { header: true, cells: [{ header: true, runs: [{ text: "Item", bold: true }] }, { header: true }] },
        { header: false, cells: [{ colSpan: 2, runs: [{ text: "Jumlah" }] }] },
      ],
    });
  });

  it("right-aligns columns of ringgit amounts, header included, unless the content aligned them", () => {
    const table = (html: string) => {
      const block = sectionsFromHtml(`<h2>Bajet</h2><table>${html}</table>`)[0]!.blocks[0];
      if (block?.kind !== "table") throw new Error("no table");
      return block.rows.map((r) => r.cells.map((c) => c.align ?? "-"));
    };
    expect(
      table(
        "<thead><tr><th>Bil.</th><th>Perkara</th><th>Jumlah</th></tr></thead>" +
          "<tbody><tr><td>1</td><td>Peralatan</td><td>RM 13,400.00</td></tr>" +
          "<tr><td>2</td><td>Latihan</td><td></td></tr>" +
          "<tr><td></td><td><strong>Jumlah</strong></td><td><strong>RM 41,500.00</strong></td></tr></tbody>",
      ),
    ).toEqual([
      ["-", "-", "right"],
      ["-", "-", "right"],
      ["-", "-", "right"],
      ["-", "-", "right"],
    ]);
    // A column with any other text, an alignment chosen by the writer, or merged cells: left as it is.
    expect(table("<tr><td>RM 5.00</td><td>Anggaran RM 5</td></tr><tr><td>RM 7</td><td>RM 8</td></tr>")).toEqual([
      ["right", "-"],
      ["right", "-"],
    ]);
    expect(table('<tr><td style="text-align:center">RM 5.00</td></tr><tr><td>RM 7.00</td></tr>')).toEqual([
      ["center"],
      ["right"],
    ]);
    expect(table('<tr><td colspan="2">RM 5.00</td></tr><tr><td>RM 1</td><td>RM 4</td></tr>')).toEqual([
      ["-"],
      ["-", "-"],
    ]);
  });

  it("never carries scripts, handlers or non-http links, even from unsanitised HTML", () => {
    const doc = buildProposalDocument({
      title: "T",
      author: "Siti",
      html: '<h2>A</h2><p onclick="steal()">Teks<script>alert("x")</script> <a href="javascript:alert(1)">klik</a> <a href=" JaVaScRiPt:x">dua</a></p><style>p{}</style>',
    });
    const json = JSON.stringify(doc);
    expect(json).not.toMatch(/alert|steal|onclick|javascript|p\{\}/i);
    expect(json).toContain("klik");
    expect(safeHref("mailto:a@b.my")).toBe("mailto:a@b.my");
    expect(safeHref("data:text/html,x")).toBeUndefined();
  });

  it("names on the cover whoever the paper's signature block says prepared it, else the account's holder", () => {
    const signature = (name: string) =>
      `<h2>Pengesahan</h2><table><tr><th>Disediakan oleh</th><th>Disemak oleh</th></tr><tr><td>……………</td><td>……………</td></tr><tr><td>${name}</td><td>[Nyatakan nama]</td></tr><tr><td>Setiausaha</td><td>[Nyatakan jawatan]</td></tr></table>`;
    const build = (name: string) =>
      buildProposalDocument({
        title: "T",
        author: "Aminah Binti Yusof",
        organisation: "Surau Al-Ikhlas",
        html: signature(name),
      });
    // The walk's paper: the cover said the account's holder, the signature block another person.
    expect(build("Puan Noraini binti Osman").author).toBe("Puan Noraini binti Osman");
    expect(build("[Nyatakan nama]").author).toBe("Aminah Binti Yusof");
    expect(build("Surau Al-Ikhlas").author).toBe("Aminah Binti Yusof");
  });

  it("drops a leading <h1> that repeats the title, and reads Malay text intact", () => {
    const doc = buildProposalDocument({
      title: "Kertas Kerja",
      author: "Siti Aminah",
      html: "<h1>Kertas Kerja</h1><h2>Latar Belakang</h2><p>Kanak-kanak &amp; belia di Kg. Baru — ‘bersedia’.</p>",
    });
    expect(doc.sections).toHaveLength(1);
    expect(doc.sections[0]!.blocks[0]).toMatchObject({
      runs: [{ text: "Kanak-kanak & belia di Kg. Baru — ‘bersedia’." }],
    });
    // Counted as everywhere else: '&' and '—' are no words, 'Kanak-kanak' is one.
    expect(documentWordCount(doc)).toBe(8);
  });

  it("formats dates in ms-MY, Malaysian time, and labels types", () => {
    expect(formatPaperDate(new Date("2026-11-21T03:00:00Z"))).toBe("21 November 2026");
    expect(formatPaperDate(new Date("2026-11-21T17:00:00Z"))).toBe("22 November 2026");
    expect(proposalTypeLabel("makanan-minuman")).toBe("Makanan Minuman");
    expect(proposalTypeLabel("business")).toBe("Proposal Perniagaan");
    expect(proposalTypeLabel("Kertas Kerja Khas")).toBe("Kertas Kerja Khas");
    expect(proposalTypeLabel("")).toBeNull();
  });

  it("calls the paper by its kind on the cover, never by a raw key, and bands it with the applicant's name", () => {
    expect(documentTypeLabel("Kertas Kerja Program", "lain-lain")).toBe("Kertas Kerja Program");
    expect(documentTypeLabel(null, "business")).toBe("Proposal Perniagaan");
    expect(documentTypeLabel(null, "lain-lain")).toBeNull();
    expect(documentTypeLabel(null, null)).toBeNull();
    const doc = (organisation: string | null, branding = PRODUCT_BRANDING) =>
      buildProposalDocument({ title: "T", html: "<p>x</p>", author: "A", organisation, branding });
    expect(coverName(doc("PIBG SK Taman Melati"))).toBe("PIBG SK Taman Melati");
    expect(coverName(doc(null))).toBe(PRODUCT_BRANDING.name);
    const org = { name: "Koperasi Nelayan", color: "#1d4ed8" };
    expect(coverName(doc("PIBG SK Taman Melati", org))).toBe("Koperasi Nelayan");
    expect(doc(null).style).toBe("standard");
  });
});
