import { describe, expect, it } from "vitest";
import { brief } from "./test-briefs.js";
import { briefSnippets, sentenceAt, sentences } from "./text.js";

describe("sentences", () => {
  it("splits at full stops, lines and semicolons, not inside figures or abbreviations", () => {
    const text =
      "Bakeri Seri Murni Sdn. Bhd. memohon RM 1.1 juta. Program bermula 7.30 pagi; tamat petang.\nBaris baru";
    expect(sentences(text).map((s) => s.text)).toEqual([
      "Bakeri Seri Murni Sdn. Bhd. memohon RM 1.1 juta.",
      "Program bermula 7.30 pagi;",
      "tamat petang.",
      "Baris baru",
    ]);
  });

  it("keeps offsets into the text", () => {
    const text = "Satu. Dua tiga.";
    const [, second] = sentences(text);
    expect(text.slice(second!.start, second!.end)).toBe("Dua tiga.");
    expect(sentenceAt(text, 8).text).toBe("Dua tiga.");
  });
});

describe("briefSnippets", () => {
  it("labels every text and reads template values with their labels", () => {
    const snippets = briefSnippets(
      brief({
        title: "Tajuk",
        description: "Huraian",
        keyRequirements: ["Satu", "Dua"],
        template: { name: "T", fields: [{ label: "Jumlah Pembiayaan Dipohon", value: "RM 78,000" }] },
      }),
    );
    expect(snippets.map((s) => s.source)).toEqual([
      "title",
      "description",
      "keyRequirements[0]",
      "keyRequirements[1]",
      "template:Jumlah Pembiayaan Dipohon",
    ]);
    expect(snippets[4]).toMatchObject({
      text: "Jumlah Pembiayaan Dipohon: RM 78,000",
      label: "Jumlah Pembiayaan Dipohon",
    });
  });
});
