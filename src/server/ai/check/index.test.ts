import { describe, expect, it } from "vitest";
import { extractFacts } from "../facts/index.js";
import { CARNIVAL } from "../facts/test-briefs.js";
import { checkDocument, checkSection } from "./index.js";
import { CARNIVAL_REQUIRED, carnivalSections, withSection } from "./test-docs.js";
import type { CheckedSection } from "./types.js";

const facts = extractFacts(CARNIVAL);
const check = (sections: CheckedSection[], required = CARNIVAL_REQUIRED) =>
  checkDocument({ brief: CARNIVAL, facts, sections, required, language: "ms" });
const codes = (sections: CheckedSection[]) => check(sections).findings.map((f) => f.code);

describe("checkDocument", () => {
  it("a paper that keeps every fact has no finding", () => {
    const result = check(carnivalSections());
    expect(result.findings).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.placeholders).toEqual([]);
    expect(Date.parse(result.checkedAt)).not.toBeNaN();
  });

  it("lists the facts used, as the user wrote them, and whether each is kept", () => {
    expect(check(carnivalSections()).facts).toEqual([
      { key: "budgetTotal", value: "RM 18,500", kept: true },
      // 'Sewa khemah 6 unit @ RM 250': a price for one, kept like 'RM 12 seorang'.
      { key: "amount", value: "RM 250", kept: true },
      { key: "amount", value: "RM 12 seorang", kept: true },
      { key: "eventDate", value: "Sabtu, 13 Mac 2027", kept: true },
      { key: "count", value: "850 murid", kept: true },
      { key: "count", value: "120 ibu bapa", kept: true },
      { key: "time", value: "8.00 pagi - 1.00 petang", kept: true },
      { key: "venue", value: "Padang SK Taman Melati", kept: true },
      { key: "applicant", value: "PIBG SK Taman Melati", kept: true },
      { key: "addressee", value: "Pengerusi PIBG SK Taman Melati", kept: true },
    ]);
  });

  it("a missing section", () => {
    const sections = carnivalSections().filter((s) => s.role !== "objectives");
    expect(codes(sections)).toEqual(["missing_section"]);
  });

  it("a date replaced in the date-and-venue section: missing there and contradicted", () => {
    const html = carnivalSections()[2]!.html.replace("Sabtu, 13 Mac 2027", "Sabtu, 9 Februari 2027");
    const result = check(withSection(2, html));
    expect(result.findings.map((f) => [f.code, f.section, f.found ?? f.subject])).toEqual([
      ["missing_fact", 2, "Sabtu, 13 Mac 2027"],
      ["contradicted_fact", 2, "Sabtu, 9 Februari 2027"],
      // 9 February 2027 is a Tuesday: the weekday kept from the replaced date is wrong too.
      ["wrong_weekday", 2, "Selasa"],
    ]);
    expect(result.facts.find((f) => f.key === "eventDate")?.kept).toBe(false);
  });

  it("a fact stated nowhere is reported once, for the document", () => {
    const html = carnivalSections()[4]!.html.replace("kepada Pengerusi PIBG SK Taman Melati", "kepada pihak sekolah");
    const result = check(withSection(4, html));
    expect(result.findings).toMatchObject([{ code: "missing_fact", subject: "Pengerusi PIBG SK Taman Melati" }]);
    expect(result.findings[0]?.section).toBeUndefined();
  });

  it("an off-subject section and an empty one", () => {
    const off =
      "<p>Kesihatan mental remaja semakin membimbangkan di seluruh negara. Ramai pelajar mengalami tekanan akibat peperiksaan dan media sosial setiap hari, jadi kaunseling amat perlu.</p>";
    expect(codes(withSection(1, off))).toEqual(["off_subject"]);
    expect(codes(withSection(1, "<p>[Nyatakan objektif program]</p>"))).toEqual(["empty_section"]);
  });

  it("placeholders in document order", () => {
    const sections = withSection(1, "<ul><li>Memupuk semangat karnival. [Nyatakan objektif kedua]</li></ul>");
    sections[4] = { ...sections[4]!, html: `${sections[4]!.html}<p>Disediakan oleh: [Nyatakan nama Setiausaha]</p>` };
    expect(check(sections).placeholders).toEqual(["[Nyatakan objektif kedua]", "[Nyatakan nama Setiausaha]"]);
  });

  it("a sentence repeated across sections", () => {
    const sections = carnivalSections();
    sections[4] = { ...sections[4]!, html: `${sections[4]!.html}${sections[0]!.html}` };
    expect(codes(sections)).toEqual(["repeated_sentence", "repeated_sentence"]);
  });
});

describe("checkSection", () => {
  const section = (i: number, html?: string) =>
    checkSection({
      brief: CARNIVAL,
      facts,
      section: html === undefined ? carnivalSections()[i]! : { ...carnivalSections()[i]!, html },
      index: i,
      language: "ms",
    });

  it("a good section has no finding", () => {
    for (let i = 0; i < 5; i++) expect(section(i)).toEqual([]);
  });

  it("the budget section must state the user's total and add up", () => {
    const html = carnivalSections()[3]!.html.replace(/18,500/g, "20,000");
    expect(section(3, html).map((f) => f.code)).toEqual([
      "missing_fact",
      "contradicted_fact",
      "budget_sum",
      "budget_sum",
    ]);
  });

  it("the date-and-venue section must state the venue", () => {
    const html = carnivalSections()[2]!.html.replace("Padang SK Taman Melati", "padang sekolah");
    expect(section(2, html)).toMatchObject([{ code: "missing_fact", section: 2, subject: "Padang SK Taman Melati" }]);
  });

  it("lower-case list items", () => {
    expect(section(1, "<ul><li>memupuk semangat kesukanan murid melalui karnival.</li></ul>")).toMatchObject([
      { code: "list_case" },
    ]);
  });
});
