import { describe, expect, it } from "vitest";
import { OutputError } from "./errors.js";
import { cleanPlainText, cleanSectionHtml, extractJson, markdownToHtml, parseSolution } from "./parse.js";

describe("extractJson", () => {
  it("reads JSON alone, fenced, or surrounded by prose", () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('```json\n{"a":[1,2]}\n```')).toEqual({ a: [1, 2] });
    expect(extractJson('Berikut ialah rangka [draf]:\n{"a":"x } y"}\nSemoga membantu.')).toEqual({ a: "x } y" });
    expect(extractJson('["a", "b"] trailing')).toEqual(["a", "b"]);
  });

  it("throws OutputError for cut-off or missing JSON", () => {
    expect(() => extractJson('{"sections": [{"title": "Latar')).toThrow(OutputError);
    expect(() => extractJson("Maaf, saya tidak dapat membantu.")).toThrow(OutputError);
  });
});

describe("parseSolution", () => {
  it("validates the five fields, joining paragraph arrays", () => {
    const s = parseSolution(
      JSON.stringify({
        analysis: ["Satu.", "Dua."],
        solution: "Penyelesaian.",
        proposalTitle: "Tajuk",
        detailedProposal: "Butiran.",
        proposalStructure: ["1. Latar Belakang", { title: "Bajet" }],
      }),
    );
    expect(s.analysis).toBe("Satu.\n\nDua.");
    expect(s.proposalStructure).toEqual(["Latar Belakang", "Bajet"]);
    expect(() => parseSolution('{"analysis": "x"}')).toThrow(OutputError);
  });
});

describe("cleanSectionHtml", () => {
  it("drops the repeated title, demotes headings and applies the allow-list", () => {
    const html = cleanSectionHtml(
      '```html\n<h2>Objektif</h2><p style="color:red" onclick="x()">Satu <b>dua</b></p><h2>Sub</h2><iframe src="x"></iframe><p></p>\n```',
      "Objektif",
    );
    expect(html).toBe("<p>Satu <strong>dua</strong></p><h3>Sub</h3>");
    expect(cleanSectionHtml("<h3>Objektif</h3><p>Isi.</p>", "Objektif")).toBe("<p>Isi.</p>");
    expect(cleanSectionHtml("Berikut ialah kandungan:\n<p>Isi.</p>", "X")).toBe("<p>Isi.</p>");
  });

  it("converts Markdown answers", () => {
    const html = cleanSectionHtml(
      "## Bajet\n\nPerenggan **penting**.\n\n| Perkara | Kos |\n|---|---|\n| A | 100 |\n\n- satu\n- dua",
      "Bajet",
    );
    expect(html).toBe(
      "<p>Perenggan <strong>penting</strong>.</p>\n<table><thead><tr><th>Perkara</th><th>Kos</th></tr></thead><tbody><tr><td>A</td><td>100</td></tr></tbody></table>\n<ul><li>satu</li><li>dua</li></ul>",
    );
  });

  it("escapes text in Markdown answers", () => {
    expect(markdownToHtml("a <script>b</script>")).toBe("<p>a &lt;script&gt;b&lt;/script&gt;</p>");
  });
});

describe("cleanPlainText", () => {
  it("removes wrappers and keeps paragraphs", () => {
    expect(cleanPlainText('```\n"Teks."\n```')).toBe("Teks.");
    expect(cleanPlainText("Here is the improved text:\n**Bold** text.\n\n\n\nNext.")).toBe("Bold text.\n\nNext.");
    expect(cleanPlainText("<p>Satu.</p><p>Dua.</p>")).toBe("Satu.\n\nDua.");
    expect(cleanPlainText("<text>\nIsi.\n</text>")).toBe("Isi.");
    expect(cleanPlainText('He said "no" and "yes"')).toBe('He said "no" and "yes"');
    expect(() => cleanPlainText("```\n```")).toThrow(OutputError);
  });
});
