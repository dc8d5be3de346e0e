import { describe, expect, it } from "vitest";
import { readSection } from "./read.js";
import { listCase, repeatedSentences, titleRepeated } from "./style.js";

const TITLE = "Karnival Sukan Tahunan PIBG SK Taman Melati 2027";

describe("repeated_sentence", () => {
  it("the same sentence in two sections, however punctuated", () => {
    const a = readSection(
      { title: "A", html: "<p>Karnival ini memupuk semangat kesukanan dalam kalangan murid.</p>" },
      0,
    );
    const b = readSection(
      { title: "B", html: "<ul><li>karnival ini memupuk semangat kesukanan dalam kalangan murid</li></ul>" },
      1,
    );
    expect(repeatedSentences([a, b])).toMatchObject([{ code: "repeated_sentence", section: 1 }]);
  });

  it("near miss: short sentences may repeat", () => {
    const a = readSection({ title: "A", html: "<p>Sila rujuk jadual.</p><p>Sila rujuk jadual.</p>" }, 0);
    expect(repeatedSentences([a])).toEqual([]);
  });
});

describe("title_repeated", () => {
  const para = `<p>${TITLE} akan diadakan.</p>`;
  it("more than twice in the body prose", () => {
    const s = readSection({ title: "A", html: para.repeat(3) }, 0);
    expect(titleRepeated([s], TITLE)).toMatchObject([{ code: "title_repeated", section: 0 }]);
  });

  it("near miss: twice, or in headings", () => {
    expect(titleRepeated([readSection({ title: "A", html: para.repeat(2) }, 0)], TITLE)).toEqual([]);
    const headed = readSection({ title: TITLE, html: `<h3>${TITLE}</h3>${para.repeat(2)}` }, 0);
    expect(titleRepeated([headed], TITLE)).toEqual([]);
  });
});

describe("list_case", () => {
  it("a list item starting in lower case", () => {
    const s = readSection(
      { title: "Objektif", html: "<ul><li>Memupuk semangat.</li><li>mengeratkan hubungan.</li></ul>" },
      2,
    );
    expect(listCase(s)).toMatchObject([{ code: "list_case", section: 2, subject: "mengeratkan hubungan." }]);
  });

  it("near misses: e-words, brand names and figures", () => {
    const s = readSection(
      { title: "X", html: "<ul><li>e-Dagang dan tempahan</li><li>iPad untuk kaunter</li><li>3 buah khemah</li></ul>" },
      0,
    );
    expect(listCase(s)).toEqual([]);
  });
});
