import { describe, expect, it } from "vitest";
import { htmlToText } from "../../../common/content.js";
import { type PackageSpec, WriterUnsupportedError } from "../writer.js";
import { createBuiltinWriter } from "./composer.js";
import { brief, PACKAGES } from "./fixtures.js";

const writer = createBuiltinWriter();

async function both(key: string, pkg: PackageSpec, over = {}) {
  const ms = brief(key, "ms", over);
  const en = brief(key, "en", over);
  const msSections = await writer.sections(ms, await writer.outline(ms, pkg));
  const enSections = await writer.sections(en, await writer.outline(en, pkg));
  return { msSections, enSections };
}

describe("built-in translation of the composer's own text", () => {
  for (const key of ["project", "grant", "aplikasi-mobile", "research", "pengurusan-acara"]) {
    for (const pkg of [PACKAGES[0], PACKAGES[4]] as PackageSpec[]) {
      it(`${key} / ${pkg.key}: a Malay section becomes exactly the English the composer writes, and back`, async () => {
        const { msSections, enSections } = await both(key, pkg);
        for (let i = 0; i < msSections.length; i++) {
          const ms = msSections[i]?.html ?? "";
          const en = enSections[i]?.html ?? "";
          expect(await writer.translate(ms, "en")).toBe(en);
          expect(await writer.translate(en, "ms")).toBe(ms);
          expect(await writer.translate(msSections[i]?.title ?? "", "en")).toBe(enSections[i]?.title);
        }
      });
    }
  }

  it("translates plain text (paragraphs and list lines) as the editor sends it", async () => {
    const { msSections, enSections } = await both("project", PACKAGES[3] as PackageSpec);
    // The objectives section: paragraphs, a numbered list of the user's own objectives, more paragraphs.
    const ms = htmlToText(msSections[3]?.html ?? "");
    const en = htmlToText(enSections[3]?.html ?? "");
    expect(await writer.translate(ms, "en")).toBe(en);
    expect(await writer.translate(en, "ms")).toBe(ms);
  });

  it("translates a single sentence and a heading", async () => {
    const { msSections, enSections } = await both("grant", PACKAGES[3] as PackageSpec);
    const msFirst = /<p>(.*?)<\/p>/.exec(msSections[0]?.html ?? "")?.[1] ?? "";
    const enFirst = /<p>(.*?)<\/p>/.exec(enSections[0]?.html ?? "")?.[1] ?? "";
    const firstSentence = (s: string) => s.slice(0, s.indexOf(". ") + 1);
    expect(await writer.translate(firstSentence(msFirst), "en")).toBe(firstSentence(enFirst));
    expect(await writer.translate("Anggaran Bajet", "en")).toBe("Budget Estimate");
    expect(await writer.translate("Risk Analysis and Mitigation", "ms")).toBe("Analisis Risiko dan Mitigasi");
  });

  it("refuses text it did not write", async () => {
    const foreign = [
      "Saya suka makan nasi lemak setiap pagi sebelum ke pejabat.",
      "<p>Projek ini sangat bagus dan kami harap ia diluluskan segera.</p>",
      "The quick brown fox jumps over the lazy dog.",
    ];
    for (const text of foreign)
      await expect(writer.translate(text, "en")).rejects.toBeInstanceOf(WriterUnsupportedError);
    await expect(writer.translate("", "en")).rejects.toBeInstanceOf(WriterUnsupportedError);
  });

  it("refuses a composer paragraph with a foreign sentence slipped in", async () => {
    const { msSections } = await both("project", PACKAGES[3] as PackageSpec);
    const html = (msSections[1]?.html ?? "").replace("</p>", " Saya suka makan nasi lemak.</p>");
    await expect(writer.translate(html, "en")).rejects.toBeInstanceOf(WriterUnsupportedError);
  });

  it("refuses free-form instructions offline", async () => {
    await expect(writer.instruct("Teks.", "Jadikan lebih ringkas", "ms")).rejects.toBeInstanceOf(
      WriterUnsupportedError,
    );
  });
});
