/**
 * The PDF's fonts: DejaVu Sans, or DejaVu Serif for the formal look (both cover Malay, and much
 * more), embedded as subsets. Parsed once per process; every document gets its own font objects
 * on top of the shared tables.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type PDFKitDocument from "pdfkit";
import { fromProjectRoot } from "../../project-root.js";

export type FontKit = { create(bytes: Uint8Array): ParsedFont };
/** A font as fontkit parses it; pdfkit takes one in place of font bytes. */
export type ParsedFont = { layout: (...args: never[]) => unknown; _tables: Record<string, unknown> };
export type FontFace = { bytes: Buffer; parsed: ParsedFont };
export type Fonts = { regular: FontFace; bold: FontFace; italic: FontFace; boldItalic: FontFace };

type Family = "sans" | "serif";
const FILES: Record<Family, [string, string, string, string]> = {
  sans: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf"],
  serif: ["DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf", "DejaVuSerif-BoldItalic.ttf"],
};
/** pdfkit's document class, its font parser and the faces: what a PDF needs to be written. */
export type PdfKit = { PDFDocument: typeof PDFKitDocument; fontkit: FontKit; faces: Fonts };
const loaded = new Map<Family, Promise<PdfKit>>();

/**
 * pdfkit and the four faces, loaded with the first PDF (not at start) and parsed once per process.
 * fontkit is pdfkit's own font parser, resolved from pdfkit's location so it is the version pdfkit
 * was built against.
 */
export function loadFonts(family: Family = "sans"): Promise<PdfKit> {
  let fontsPromise = loaded.get(family);
  if (!fontsPromise) {
    const require = createRequire(fromProjectRoot("package.json"));
    const fontkit = createRequire(require.resolve("pdfkit"))("fontkit") as FontKit;
    const dir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
    const read = async (name: string): Promise<FontFace> => {
      const bytes = await readFile(path.join(dir, name));
      return { bytes, parsed: fontkit.create(bytes) };
    };
    fontsPromise = Promise.all([import("pdfkit"), Promise.all(FILES[family].map(read))]).then(
      ([pdfkit, [regular, bold, italic, boldItalic]]) => ({
        PDFDocument: pdfkit.default,
        fontkit,
        faces: { regular: regular!, bold: bold!, italic: italic!, boldItalic: boldItalic! },
      }),
    );
    loaded.set(family, fontsPromise);
    fontsPromise.catch(() => loaded.delete(family));
  }
  return fontsPromise;
}

/**
 * A font for one document that shares the process's decoded font tables (cmap, GSUB, GPOS ...:
 * decoding them again for every document was a quarter of a render's time) but has its own glyph
 * cache. One fontkit font must not serve two documents: a glyph first met as a component of
 * another (U inside Ü) is cached without its character, and a later document's text layer would
 * lose that letter. fontkit's own getVariation() shares `_tables` between fonts the same way.
 */
export function documentFont(fontkit: FontKit, face: FontFace): ParsedFont {
  const font = fontkit.create(face.bytes);
  font._tables = face.parsed._tables;
  return font;
}
