import { describe, expect, it } from "vitest";
import { htmlToText } from "../../../common/content.js";
import { type PackageSpec, WriterUnsupportedError } from "../writer.js";
import { createBuiltinWriter } from "./composer.js";
import { brief, PACKAGES } from "./fixtures.js";

const writer = createBuiltinWriter();

/**
 * Offline there is no translation: the editor disables the button and the server answers 422
 * without charging. The built-in writer refuses every text, its own included, so nothing can
 * slip through as a half-translated mix.
 */
describe("built-in translation", () => {
  it("refuses the user's own text in either direction", async () => {
    const texts = [
      "Saya suka makan nasi lemak setiap pagi sebelum ke pejabat.",
      "<p>Projek ini sangat bagus dan kami harap ia diluluskan segera.</p>",
      "The quick brown fox jumps over the lazy dog.",
      "",
    ];
    for (const text of texts) {
      await expect(writer.translate(text, "en")).rejects.toBeInstanceOf(WriterUnsupportedError);
      await expect(writer.translate(text, "ms")).rejects.toBeInstanceOf(WriterUnsupportedError);
    }
  });

  it("refuses a section the composer wrote itself, as HTML and as the editor's plain text", async () => {
    const ms = brief("project", "ms");
    const sections = await writer.sections(ms, await writer.outline(ms, PACKAGES[3] as PackageSpec));
    const html = sections[1]?.html ?? "";
    expect(html).toMatch(/<p>/);
    await expect(writer.translate(html, "en")).rejects.toBeInstanceOf(WriterUnsupportedError);
    await expect(writer.translate(htmlToText(html), "en")).rejects.toBeInstanceOf(WriterUnsupportedError);
  });

  it("refuses free-form instructions offline", async () => {
    await expect(writer.instruct("Teks.", "Jadikan lebih ringkas", "ms")).rejects.toBeInstanceOf(
      WriterUnsupportedError,
    );
  });
});
