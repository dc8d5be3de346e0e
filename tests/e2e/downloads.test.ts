import fs from "node:fs";
import { unzipSync } from "fflate";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import create from "../../src/common/i18n/areas/create.ms.json" with { type: "json" };
import { browserAvailable, type LiveServer, launchBrowser, startLiveServer } from "../support/browser.js";
import { newSignedInPage } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
beforeAll(async () => {
  if (!browserAvailable) return;
  server = await startLiveServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const TITLE = "Kertas Kerja: Program Literasi (Sabah) 2027";
const CONTENT =
  "<h2>Latar Belakang</h2><p>Murid luar bandar memerlukan sokongan membaca.</p>" +
  "<h2>Anggaran Bajet</h2><table><tr><th>Perkara</th><th>Kos</th></tr><tr><td>Buku cerita</td><td>RM 2,400</td></tr></table>";

describe.skipIf(!browserAvailable)("downloads on the success screen", () => {
  it("builds the Word file in the browser with no request, named after the title", async () => {
    const { page } = await newSignedInPage(browser, server);
    const created = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: { title: TITLE, content: CONTENT, type: "project", status: "completed" },
      headers: { origin: server.baseUrl },
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`${server.baseUrl}/proposal-success/${id}`);
    await page.getByRole("button", { name: create.create.success.downloadWord }).waitFor();

    const exportRequests: string[] = [];
    page.on("request", (r) => {
      if (/\/(docx|pdf|generate-word)$/.test(new URL(r.url()).pathname)) exportRequests.push(r.url());
    });
    const [word] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: create.create.success.downloadWord }).click(),
    ]);
    expect(word.suggestedFilename()).toBe("Kertas_Kerja__Program_Literasi__Sabah__2027.docx");
    expect(exportRequests).toEqual([]);
    const files = unzipSync(new Uint8Array(fs.readFileSync((await word.path())!)));
    const xml = new TextDecoder().decode(files["word/document.xml"]);
    expect(xml).toContain("Latar Belakang");
    expect(xml).toContain("Buku cerita");
    expect(xml).toMatch(/w:pStyle w:val="Heading1"/);

    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: create.create.success.downloadPdf }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe("Kertas_Kerja__Program_Literasi__Sabah__2027.pdf");
    expect(
      fs
        .readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});
