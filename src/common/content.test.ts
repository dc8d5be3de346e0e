import { describe, expect, it } from "vitest";
import { countHtmlWords, countWords, htmlToText, joinSections, plainSectionsToHtml, splitSections } from "./content.js";

describe("content helpers", () => {
  it("counts Malay words, a hyphenated reduplication as one", () => {
    expect(countWords("Program ini untuk kanak-kanak berumur 7 tahun.")).toBe(7);
    expect(countWords("  ")).toBe(0);
  });

  it("counts the words of HTML without counting tags or entities", () => {
    expect(countHtmlWords("<h2>Latar Belakang</h2><p>Syarikat &amp; rakan <strong>strategik</strong></p>")).toBe(5);
  });

  it("reads the visible text of HTML with line breaks between blocks", () => {
    expect(htmlToText("<p>Satu</p><ul><li>Dua</li><li>Tiga</li></ul>")).toBe("Satu\nDua\nTiga");
  });

  it("converts the plain-text section format to HTML sections", () => {
    const html = plainSectionsToHtml("Ringkasan\nIni ringkasan.\n\n---\n\nObjektif\n- Satu\n- Dua\n\nPenutup <b>");
    expect(html).toBe(
      "<h2>Ringkasan</h2>\n<p>Ini ringkasan.</p>\n<h2>Objektif</h2>\n<ul><li>Satu</li><li>Dua</li></ul>\n<p>Penutup &lt;b&gt;</p>",
    );
    expect(splitSections(html).map((s) => s.title)).toEqual(["Ringkasan", "Objektif"]);
  });

  it("splits at every h2 and joins back", () => {
    const html = '<p>Pengenalan</p><h2>A</h2><p>x</p><h2 style="text-align:center">B</h2><p>y</p>';
    const sections = splitSections(html);
    expect(sections).toEqual([
      { title: "", html: "<p>Pengenalan</p>" },
      { title: "A", html: "<p>x</p>" },
      { title: "B", html: "<p>y</p>" },
    ]);
    expect(splitSections(joinSections(sections))).toEqual(sections);
  });
});
