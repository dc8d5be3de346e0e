/** Reading exported files as a user's tools would: poppler for PDFs, unzip for Word, LibreOffice. */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { strFromU8, unzipSync } from "fflate";

export const run = promisify(execFile);

/** A scratch folder for the files of one test file. */
export async function scratchFolder() {
  const dir = await mkdtemp(path.join(tmpdir(), "kertas-exports-"));
  let counter = 0;
  return {
    dir,
    async save(bytes: Buffer, extension: string): Promise<string> {
      const file = path.join(dir, `f${++counter}.${extension}`);
      await writeFile(file, bytes);
      return file;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** pdftotext (poppler) of a PDF file, and pdfinfo's fields. */
export async function readPdfFile(
  file: string,
): Promise<{ text: string; info: Record<string, string>; pages: number }> {
  const { stdout: text } = await run("pdftotext", ["-enc", "UTF-8", file, "-"], { maxBuffer: 64 * 1024 * 1024 });
  const { stdout: infoText } = await run("pdfinfo", ["-enc", "UTF-8", file]);
  const info = Object.fromEntries(
    infoText
      .split("\n")
      .map((line) => line.match(/^([^:]+):\s*(.*)$/))
      .filter((m): m is RegExpMatchArray => m !== null)
      .map((m) => [m[1]!.trim(), m[2]!.trim()]),
  );
  return { text, info, pages: Number(info.Pages) };
}

/** The text of each page, laid out as printed (pdftotext -layout). */
export async function pdfLayoutPages(file: string): Promise<string[]> {
  const { stdout } = await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { maxBuffer: 64 * 1024 * 1024 });
  return stdout.split("\f");
}

/** The XML parts of a .docx, by name. */
export function docxParts(bytes: Buffer): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes)))
      .filter(([name]) => /\.(xml|rels)$/.test(name))
      .map(([name, data]) => [name, strFromU8(data)]),
  );
}

export async function findLibreOffice(): Promise<string | null> {
  for (const name of ["soffice", "libreoffice"]) {
    try {
      await run("which", [name]);
      return name;
    } catch {
      // not installed under this name
    }
  }
  return null;
}

/** An office file converted to PDF by LibreOffice, headless, with a profile of its own. */
export async function officeToPdf(office: string, file: string, dir: string): Promise<string> {
  await run(
    office,
    [`-env:UserInstallation=file://${dir}/lo-profile`, "--headless", "--convert-to", "pdf", "--outdir", dir, file],
    { timeout: 120_000 },
  );
  return file.replace(/\.docx$/, ".pdf");
}

/** The fonts a PDF embeds (pdffonts), by name without the subset prefix. */
export async function pdfFonts(file: string): Promise<string[]> {
  const { stdout } = await run("pdffonts", [file]);
  return stdout
    .split("\n")
    .slice(2)
    .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, "") ?? "")
    .filter(Boolean);
}

export { readFile };
