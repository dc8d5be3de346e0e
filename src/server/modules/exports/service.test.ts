import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client.js";
import { exportOffThread, stopExportThreads } from "./export-thread.js";
import { exportContent } from "./service.js";

// The PDF writer must never run on the server's main thread: here it throws if it does. The export
// threads load their own copy of the writer, which this mock does not reach.
vi.mock("./pdf.js", () => ({
  renderPdf: () => {
    throw new Error("a PDF was rendered on the main thread");
  },
}));
// The real export threads, watched.
vi.mock("./export-thread.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("./export-thread.js")>();
  return { ...real, exportOffThread: vi.fn(real.exportOffThread) };
});

// An account with no organisation: its exports carry the product's branding and need no database.
const actor = { id: "u1", role: "user" as const, firstName: "Siti", lastName: "Aminah", organizationId: null };
const db = {} as Db;
const input = { title: "Kertas Kerja Gotong-Royong", content: "<h2>Pengenalan</h2><p>Gotong-royong kampung.</p>" };

afterEach(() => vi.mocked(exportOffThread).mockClear());
afterAll(() => stopExportThreads());

describe("exports", () => {
  it("writes both kinds on an export thread", async () => {
    const pdf = await exportContent(db, actor, input, "pdf");
    expect(Buffer.from(pdf.bytes).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.contentType).toBe("application/pdf");
    const docx = await exportContent(db, actor, input, "docx");
    expect(Buffer.from(docx.bytes).subarray(0, 2).toString("latin1")).toBe("PK");
    expect(vi.mocked(exportOffThread).mock.calls.map(([kind]) => kind)).toEqual(["pdf", "docx"]);
  });

  it("answers a failed render with the documented error", async () => {
    for (const [kind, message] of [
      ["pdf", "Gagal memuat turun PDF."],
      ["docx", "Gagal memuat turun fail Word"],
    ] as const) {
      vi.mocked(exportOffThread).mockRejectedValueOnce(new Error("export worker exited with code 1"));
      await expect(exportContent(db, actor, input, kind)).rejects.toMatchObject({
        status: 500,
        code: "EXPORT_FAILED",
        message,
      });
    }
  });
});
