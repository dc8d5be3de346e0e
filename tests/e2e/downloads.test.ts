import fs from "node:fs";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import type { Browser, Download, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import auto from "../../src/common/i18n/areas/auto.ms.json" with { type: "json" };
import create from "../../src/common/i18n/areas/create.ms.json" with { type: "json" };
import proposals from "../../src/common/i18n/areas/proposals.ms.json" with { type: "json" };
import base from "../../src/common/i18n/ms.json" with { type: "json" };
import { organizations, users } from "../../src/server/db/schema.js";
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { expectAccessible, newSignedInPage, screenshotBothWidths, withLiveBrowser } from "../support/e2e.js";
import { dataUrl, makeLogoPng } from "../support/png.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const L = proposals.proposalsArea;
const TITLE = "Kertas Kerja: Program Literasi (Sabah) 2027";
/** The documented name from the title: every character but letters and digits becomes '_'. */
const FROM_TITLE = "Kertas_Kerja__Program_Literasi__Sabah__2027";
const CONTENT =
  "<h2>Latar Belakang</h2><p>Murid luar bandar memerlukan sokongan membaca.</p>" +
  "<h2>Anggaran Bajet</h2><table><tr><th>Perkara</th><th>Kos</th></tr><tr><td>Buku cerita</td><td>RM 2,400</td></tr></table>";

/** Clicks the button and answers the download it starts, with the file's first bytes checked. */
async function download(page: Page, button: Locator, kind: "pdf" | "docx"): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const bytes = fs.readFileSync((await file.path())!);
  // A PDF starts '%PDF-'; a Word file is a zip ('PK').
  expect(bytes.subarray(0, kind === "pdf" ? 5 : 2).toString()).toBe(kind === "pdf" ? "%PDF-" : "PK");
  return file;
}

describe.skipIf(!browserAvailable)("download buttons", () => {
  it("deliver files with the documented names on the list, view, success, editor and completion screens", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    const created = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: { title: TITLE, content: CONTENT, type: "project", status: "completed" },
      headers: { origin: server.baseUrl },
    });
    const { id } = (await created.json()) as { id: string };

    // The list: PDF, named from the title.
    await page.goto(`${server.baseUrl}/proposals`);
    const pdfOnCard = page.getByRole("button", { name: new RegExp(L.list.pdf) });
    expect((await download(page, pdfOnCard, "pdf")).suggestedFilename()).toBe(`${FROM_TITLE}.pdf`);

    // The view: Word and PDF, both named from the title.
    await page.goto(`${server.baseUrl}/proposals/${id}/view`);
    const word = await download(page, page.getByRole("button", { name: L.view.word }), "docx");
    expect(word.suggestedFilename()).toBe(`${FROM_TITLE}.docx`);
    const viewPdf = await download(page, page.getByRole("button", { name: L.view.pdf }), "pdf");
    expect(viewPdf.suggestedFilename()).toBe(`${FROM_TITLE}.pdf`);

    // The success screen: Word built in the browser with no export request (only the owner's
    // branding is read, GET /api/exports/branding), and PDF; both named from the title.
    await page.goto(`${server.baseUrl}/proposal-success/${id}`);
    const exportRequests: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (/\/(docx|pdf|generate-word)$/.test(new URL(r.url()).pathname)) exportRequests.push(r.url());
    };
    page.on("request", onRequest);
    const built = await download(page, page.getByRole("button", { name: create.create.success.downloadWord }), "docx");
    page.off("request", onRequest);
    expect(built.suggestedFilename()).toBe(`${FROM_TITLE}.docx`);
    expect(exportRequests, "no export request").toEqual([]);
    const xml = new TextDecoder().decode(
      unzipSync(new Uint8Array(fs.readFileSync((await built.path())!)))["word/document.xml"],
    );
    expect(xml).toContain("Buku cerita");
    expect(xml).toMatch(/w:pStyle w:val="Heading1"/);
    const successPdf = await download(
      page,
      page.getByRole("button", { name: create.create.success.downloadPdf }),
      "pdf",
    );
    expect(successPdf.suggestedFilename()).toBe(`${FROM_TITLE}.pdf`);

    // The editor: 'Muat Turun PDF', named from the title.
    await page.goto(`${server.baseUrl}/proposals/${id}/edit`);
    const editorPdf = await download(page, page.getByRole("button", { name: L.editor.pdf }), "pdf");
    expect(editorPdf.suggestedFilename()).toBe(`${FROM_TITLE}.pdf`);

    // The auto generator's completion screen shows the proposal it stored: PDF and Word, named from the title.
    await page.evaluate((completed) => sessionStorage.setItem("autoGenerator.completed", JSON.stringify(completed)), {
      id,
      title: TITLE,
      content: CONTENT,
      wordCount: 12,
      packageType: "Standard Package",
      status: "completed",
    });
    await page.goto(`${server.baseUrl}/auto-proposal-complete`);
    const A = auto.autoArea;
    const completePdf = await download(page, page.getByRole("button", { name: A.downloadPdf }), "pdf");
    expect(completePdf.suggestedFilename()).toBe(`${FROM_TITLE}.pdf`);
    const completeWord = await download(page, page.getByRole("button", { name: A.downloadWord }), "docx");
    expect(completeWord.suggestedFilename()).toBe(`${FROM_TITLE}.docx`);

    // A title without a letter or digit: 'proposal-{id}', on the list, the view and in the editor.
    const bare = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: { title: "???", content: CONTENT, type: "project", status: "completed" },
      headers: { origin: server.baseUrl },
    });
    const bareId = ((await bare.json()) as { id: string }).id;
    await page.goto(`${server.baseUrl}/proposals`);
    const barePdf = page.getByRole("button", {
      name: L.list.actionsFor.replace("{{action}}", L.list.pdf).replace("{{title}}", "???"),
    });
    expect((await download(page, barePdf, "pdf")).suggestedFilename()).toBe(`proposal-${bareId}.pdf`);
    await page.goto(`${server.baseUrl}/proposals/${bareId}/view`);
    const bareWord = await download(page, page.getByRole("button", { name: L.view.word }), "docx");
    expect(bareWord.suggestedFilename()).toBe(`proposal-${bareId}.docx`);
    await page.goto(`${server.baseUrl}/proposals/${bareId}/edit`);
    const bareEditorPdf = await download(page, page.getByRole("button", { name: L.editor.pdf }), "pdf");
    expect(bareEditorPdf.suggestedFilename()).toBe(`proposal-${bareId}.pdf`);

    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("gives the formal look once chosen, on every screen, and remembers the choice", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    const created = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: { title: TITLE, content: CONTENT, type: "project", status: "completed" },
      headers: { origin: server.baseUrl },
    });
    const { id } = (await created.json()) as { id: string };
    const styles = async (file: Download) =>
      strFromU8(unzipSync(new Uint8Array(fs.readFileSync((await file.path())!)))["word/styles.xml"]!);

    await page.goto(`${server.baseUrl}/proposals/${id}/view`);
    const look = page.getByLabel(base.exportStyle.label);
    await expect.poll(() => look.inputValue()).toBe("standard");
    expect(await styles(await download(page, page.getByRole("button", { name: L.view.word }), "docx"))).toContain(
      'w:ascii="Calibri"',
    );
    await look.selectOption({ label: base.exportStyle.formal });
    await expectAccessible(page);
    await screenshotBothWidths(page, "proposal-view-export-style");
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    expect(await styles(await download(page, page.getByRole("button", { name: L.view.word }), "docx"))).toContain(
      'w:ascii="Times New Roman"',
    );
    expect(requests.some((u) => u.endsWith(`/api/proposals/${id}/docx?style=formal`))).toBe(true);

    // Another screen, after a reload: the same look, also for the Word file built in the browser.
    await page.goto(`${server.baseUrl}/proposal-success/${id}`);
    await expect.poll(() => page.getByLabel(base.exportStyle.label).inputValue()).toBe("formal");
    const built = await download(page, page.getByRole("button", { name: create.create.success.downloadWord }), "docx");
    expect(await styles(built)).toContain('w:ascii="Times New Roman"');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("brands the success screen's browser-built Word file for a member of an approved organisation", async () => {
    const { page, user } = await newSignedInPage(browser, server);
    const ORG = "Koperasi Nelayan Tanjung Dawai Berhad";
    const { db } = server.database;
    const [org] = await db
      .insert(organizations)
      .values({
        name: ORG,
        slug: `koperasi-${Math.random().toString(36).slice(2, 10)}`,
        primaryColor: "#1D4ED8",
        logoUrl: dataUrl(makeLogoPng()),
        status: "approved",
      })
      .returning();
    await db.update(users).set({ organizationId: org!.id }).where(eq(users.id, user.id));
    const created = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: { title: TITLE, content: CONTENT, type: "project", status: "completed" },
      headers: { origin: server.baseUrl },
    });
    const { id } = (await created.json()) as { id: string };

    await page.goto(`${server.baseUrl}/proposal-success/${id}`);
    const built = await download(page, page.getByRole("button", { name: create.create.success.downloadWord }), "docx");
    const files = unzipSync(new Uint8Array(fs.readFileSync((await built.path())!)));
    expect(strFromU8(files["word/document.xml"]!)).toContain(`>${ORG}</w:t>`);
    const media = Object.keys(files).filter((name) => name.startsWith("word/media/"));
    expect(media).toHaveLength(1);
    expect(Buffer.from(files[media[0]!]!)).toEqual(makeLogoPng());
    await page.context().close();
  });
});
