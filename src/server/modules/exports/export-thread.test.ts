import { afterAll, describe, expect, it } from "vitest";
import { makeLogoPng } from "../../../../tests/support/png.js";
import { buildProposalDocument } from "../../../common/document/from-html.js";
import type { ProposalDocument } from "../../../common/document/model.js";
import { EXPORT_THREADS, exportOffThread, exportThreadCount, stopExportThreads } from "./export-thread.js";
import { renderPdf } from "./pdf.js";

const html =
  "<h2>Pengenalan</h2><p>Program gotong-royong membersihkan kampung bersama penduduk dan belia.</p>" +
  "<h2>Bajet</h2><table><tr><th>Perkara</th><th>Kos</th></tr><tr><td>Peralatan</td><td>RM 1,200</td></tr></table>";

/** A paper with an organisation's colours and logo: what the cover takes from the branding. */
const model = (style: "standard" | "formal" = "standard"): ProposalDocument =>
  buildProposalDocument({
    title: "Kertas Kerja Gotong-Royong Kampung",
    html,
    author: "Siti Aminah",
    organisation: "Persatuan Penduduk Kampung Baru",
    date: new Date("2026-11-27T03:00:00Z"),
    branding: { name: "Persatuan Penduduk", color: "#1e40af", accent: "#3b82f6", logo: makeLogoPng() },
    style,
  });

const text = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes).subarray(from, to).toString("latin1");

afterAll(() => stopExportThreads());

describe("the export threads", () => {
  it("write a PDF byte for byte as the PDF writer does, fonts and branding included", async () => {
    for (const style of ["standard", "formal"] as const) {
      const onThread = await exportOffThread("pdf", model(style));
      expect(text(onThread, 0, 5)).toBe("%PDF-");
      expect(Buffer.from(onThread).equals(await renderPdf(model(style)))).toBe(true);
    }
  });

  it("write a Word file", async () => {
    const bytes = await exportOffThread("docx", model());
    expect(text(bytes, 0, 2)).toBe("PK");
  });

  it("write a PDF and a Word file asked for at once", async () => {
    const [pdf, docx] = await Promise.all([exportOffThread("pdf", model()), exportOffThread("docx", model())]);
    expect(text(pdf, 0, 5)).toBe("%PDF-");
    expect(text(docx, 0, 2)).toBe("PK");
  });

  it("fail a render that throws, and keep serving", async () => {
    const broken = { ...model(), sections: null } as unknown as ProposalDocument;
    await expect(exportOffThread("pdf", broken)).rejects.toThrow();
    expect(text(await exportOffThread("pdf", model()), 0, 5)).toBe("%PDF-");
  });

  it("start a second thread only when the first is busy, and no more than EXPORT_THREADS", async () => {
    await stopExportThreads();
    await exportOffThread("pdf", model());
    await exportOffThread("docx", model());
    expect(exportThreadCount()).toBe(1);
    const files = await Promise.all([
      exportOffThread("pdf", model()),
      exportOffThread("docx", model()),
      exportOffThread("pdf", model("formal")),
      exportOffThread("docx", model("formal")),
    ]);
    expect(files.map((f) => text(f, 0, 2))).toEqual(["%P", "PK", "%P", "PK"]);
    expect(exportThreadCount()).toBe(EXPORT_THREADS);
  });

  it("fail the exports stopped threads held and start a new thread for the next", async () => {
    const held = expect(exportOffThread("pdf", model())).rejects.toThrow("export worker stopped");
    await stopExportThreads();
    await held;
    expect(text(await exportOffThread("pdf", model()), 0, 5)).toBe("%PDF-");
  });
});
