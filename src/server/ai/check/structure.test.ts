import { describe, expect, it } from "vitest";
import { readSection } from "./read.js";
import { emptySection, headingCovers, missingSections } from "./structure.js";

describe("missing_section", () => {
  const doc = [
    readSection({ title: "1. Pengenalan", html: "<p>Teks.</p>" }, 0),
    readSection({ title: "Objektif dan Tema", html: "<h3>Tarikh,  Masa dan Tempat Program</h3><p>Teks.</p>" }, 1),
  ];

  it("a heading covers a title case- and space-insensitively, combined headings cover each part", () => {
    expect(headingCovers("1. Pengenalan", "pengenalan")).toBe(true);
    expect(headingCovers("Objektif dan Tema", "Tema")).toBe(true);
    expect(headingCovers("Objektif dan Tema", "Objektif")).toBe(true);
    expect(headingCovers("Tarikh,  Masa dan Tempat Program", "Tarikh, Masa dan Tempat")).toBe(true);
    expect(headingCovers("Objektif dan Tema", "Rasional")).toBe(false);
  });

  it("finds h2 and h3 headings and reports only the absent one", () => {
    const findings = missingSections(doc, [
      { title: "Pengenalan" },
      { title: "Tema" },
      { title: "Tarikh, Masa dan Tempat" },
      { title: "Anggaran Perbelanjaan", role: "budget" },
    ]);
    expect(findings).toMatchObject([{ code: "missing_section", subject: "Anggaran Perbelanjaan", role: "budget" }]);
  });

  it("a section tagged with the role counts even under another heading", () => {
    const tagged = [readSection({ title: "Kos dan Peruntukan", role: "budget", html: "<p>Teks.</p>" }, 0)];
    expect(missingSections(tagged, [{ title: "Anggaran Perbelanjaan", role: "budget" }])).toEqual([]);
  });
});

describe("empty_section", () => {
  it("a heading with only a placeholder or sub-headings is empty", () => {
    expect(emptySection(readSection({ title: "Tema", html: "<p>[Nyatakan tema program]</p>" }, 2))).toMatchObject([
      { code: "empty_section", section: 2, sectionTitle: "Tema" },
    ]);
    expect(emptySection(readSection({ title: "Tema", html: "<h3>Tema</h3>" }, 2))).toHaveLength(1);
  });

  it("prose beside a placeholder, or a filled table, is not empty", () => {
    expect(emptySection(readSection({ title: "Tema", html: "<p>Tema: [Nyatakan tema] yang ceria.</p>" }, 0))).toEqual(
      [],
    );
    const table =
      "<table><tr><th>Masa</th><th>Aktiviti</th></tr><tr><td>8.00 pagi</td><td>Perbarisan</td></tr></table>";
    expect(emptySection(readSection({ title: "Tentatif", html: table }, 0))).toEqual([]);
  });
});
