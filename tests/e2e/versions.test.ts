import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import ms from "../../src/common/i18n/areas/proposals.ms.json" with { type: "json" };
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import {
  expectAccessible,
  newSignedInPage,
  screenshotBothWidths,
  selectEditorText,
  withLiveBrowser,
} from "../support/e2e.js";

const L = ms.proposalsArea;
let server: LiveServer;
let browser: Browser;

withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

type Stored = { title: string; content: string; version: number };

async function stored(page: Page, id: string): Promise<Stored> {
  return (await (await page.request.get(`${server.baseUrl}/api/proposals/${id}`)).json()) as Stored;
}

async function openEditor(page: Page, id: string) {
  await page.goto(`${server.baseUrl}/proposals/${id}/edit`);
  await page.getByTestId("proposal-editor").waitFor();
}

/** Types at the end of the editor's text, as a user would. */
async function typeAtEnd(page: Page, text: string) {
  await page.getByTestId("proposal-editor").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

const saveButton = (page: Page) => page.getByRole("button", { name: L.editor.save, exact: true });

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.skipIf(!browserAvailable)("version history and no silent overwrite in a real browser", () => {
  it("shows the conflict dialog to the second of two editors, reverting nothing; keep-mine and reload-theirs both work", async () => {
    const { page: first, consoleErrors } = await newSignedInPage(browser, server);
    const created = await first.request.post(`${server.baseUrl}/api/proposals`, {
      data: { title: "Program Kitar Semula Taman", content: "<h2>Pengenalan</h2><p>Asal.</p>" },
      headers: { origin: server.baseUrl },
    });
    const { id } = (await created.json()) as { id: string };
    const second = await first.context().newPage();
    second.on("pageerror", (e) => consoleErrors.push(e.message));
    await openEditor(first, id);
    await openEditor(second, id);

    await typeAtEnd(first, " Suntingan tab pertama.");
    await saveButton(first).click();
    await first.getByText(L.editor.saved).first().waitFor();
    expect((await stored(first, id)).version).toBe(2);

    await typeAtEnd(second, " Suntingan tab kedua.");
    await saveButton(second).click();
    const dialog = second.getByTestId("save-conflict-dialog");
    await dialog.getByText(L.editor.conflict.title).waitFor();
    await dialog.getByText(L.editor.conflict.body).waitFor();
    // Nothing was reverted: the first tab's text is what is stored.
    const afterConflict = await stored(first, id);
    expect(afterConflict.version).toBe(2);
    expect(afterConflict.content).toContain("Suntingan tab pertama.");
    expect(afterConflict.content).not.toContain("Suntingan tab kedua.");
    await expectAccessible(second);
    await screenshotBothWidths(second, "editor-save-conflict");

    // Keep mine: saved on top of the latest, as version 3.
    await dialog.getByRole("button", { name: L.editor.conflict.keepMine }).click();
    await second.getByText(L.editor.saved).first().waitFor();
    const kept = await stored(first, id);
    expect(kept.version).toBe(3);
    expect(kept.content).toContain("Suntingan tab kedua.");

    // Reload theirs: a save from elsewhere, then this editor's save is refused and it loads the latest.
    await openEditor(first, id);
    const elsewhere = await first.request.patch(`${server.baseUrl}/api/proposals/${id}`, {
      data: { title: "Program Kitar Semula Taman (Akhir)", content: "<p>Ditulis di peranti lain.</p>" },
      headers: { origin: server.baseUrl },
    });
    expect(elsewhere.status()).toBe(200);
    await typeAtEnd(first, " Tidak akan disimpan.");
    await saveButton(first).click();
    await first.getByTestId("save-conflict-dialog").getByRole("button", { name: L.editor.conflict.reload }).click();
    await first.getByText(L.editor.conflict.reloaded).first().waitFor();
    await first.getByTestId("proposal-editor").getByText("Ditulis di peranti lain.").waitFor();
    expect(await first.getByLabel(L.editor.titleLabel).inputValue()).toBe("Program Kitar Semula Taman (Akhir)");
    expect(await first.getByTestId("unsaved-note").count()).toBe(0);
    expect((await stored(first, id)).version).toBe(4);
    expect(consoleErrors).toEqual([]);
    await first.context().close();
  });

  it("lists the versions, shows one's differences from the current text and restores it as a new version", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    const created = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: {
        title: "Cadangan Perpustakaan Desa",
        content: "<h2>Latar Belakang</h2><p>Perpustakaan kecil untuk kanak-kanak kampung.</p>",
      },
      headers: { origin: server.baseUrl },
    });
    const { id } = (await created.json()) as { id: string };
    for (const content of [
      "<h2>Latar Belakang</h2><p>Perpustakaan komuniti untuk kanak-kanak dan remaja kampung.</p>",
      "<h2>Latar Belakang</h2><p>Perpustakaan komuniti untuk kanak-kanak dan remaja kampung.</p><p>Dibuka setiap hari.</p>",
    ]) {
      const res = await page.request.patch(`${server.baseUrl}/api/proposals/${id}`, {
        data: { content },
        headers: { origin: server.baseUrl },
      });
      expect(res.status()).toBe(200);
    }

    // Reached from the proposal's page.
    await page.goto(`${server.baseUrl}/proposals/${id}`);
    await page.getByRole("link", { name: L.history.button }).click();
    await page.waitForURL(`${server.baseUrl}/proposals/${id}/history`);
    await page.getByRole("heading", { level: 1, name: L.history.title }).waitFor();
    const items = page.getByTestId("version-item");
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.first().textContent()).toContain(L.history.current);
    expect(await items.last().textContent()).toContain(L.history.source.editor);

    // Version 2 is shown first: the current one added a paragraph.
    const detail = page.getByTestId("version-detail");
    await page.locator('[data-testid="version-detail"][data-version="2"]').waitFor();
    await detail.locator("ins", { hasText: "Dibuka setiap hari." }).waitFor();
    await screenshotBothWidths(page, "version-history");
    await expectAccessible(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    // Version 1: its words the later ones replaced are struck through.
    await items.filter({ hasText: "Versi 1" }).click();
    await page.locator('[data-testid="version-detail"][data-version="1"]').waitFor();
    await detail.locator("del", { hasText: "kecil" }).waitFor();
    await detail.locator("ins", { hasText: "komuniti" }).waitFor();
    await detail.getByRole("button", { name: L.history.showContent }).click();
    await detail.getByTestId("version-content").getByText("Perpustakaan kecil untuk kanak-kanak kampung.").waitFor();

    await detail.getByTestId("restore-version").click();
    await page.getByRole("alertdialog").getByText(L.history.confirmBody.replaceAll("{{number}}", "1")).waitFor();
    await screenshotBothWidths(page, "version-restore-confirm");
    await page.getByRole("button", { name: L.history.confirmRestore }).click();
    await page.getByText("Versi 1 telah dipulihkan sebagai versi 4.").first().waitFor();
    await expect.poll(() => items.count()).toBe(4);
    expect(await items.first().textContent()).toContain(L.history.source.restore);
    const now = await stored(page, id);
    expect(now.version).toBe(4);
    expect(now.content).toBe("<h2>Latar Belakang</h2><p>Perpustakaan kecil untuk kanak-kanak kampung.</p>");
    await screenshotBothWidths(page, "version-history-restored");

    // The editor links here too.
    await page.goto(`${server.baseUrl}/proposals/${id}/edit`);
    expect(await page.getByRole("link", { name: L.history.button }).getAttribute("href")).toBe(
      `/proposals/${id}/history`,
    );
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("labels a manual save after an accepted assistant result that changed nothing as the user's edit, not 'Pembantu AI'", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    const created = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: { title: "Program Membaca", content: "<h2>Pengenalan</h2><p>Perenggan akhir juga kekal.</p>" },
      headers: { origin: server.baseUrl },
    });
    const { id } = (await created.json()) as { id: string };
    const sent: unknown[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH" && request.url().endsWith(`/api/proposals/${id}`)) {
        sent.push(request.postDataJSON());
      }
    });
    await openEditor(page, id);

    // Too short to shorten: the assistant gives the words back, and the user accepts that.
    await selectEditorText(page, "Perenggan akhir juga kekal.", { preview: true });
    await page.getByRole("button", { name: L.editor.assistant.shorten, exact: true }).click();
    const card = page.getByTestId("assistant-suggestion");
    await card.getByText(L.editor.suggestion.same).waitFor();
    await page.getByRole("button", { name: L.editor.suggestion.accept, exact: true }).click();
    await expect.poll(() => card.count()).toBe(0);

    // Then the user writes a sentence by hand and saves.
    await typeAtEnd(page, " Ditulis sendiri.");
    await saveButton(page).click();
    await page.getByText(L.editor.saved).first().waitFor();
    expect(sent).toMatchObject([{ source: "editor" }]);

    await page.goto(`${server.baseUrl}/proposals/${id}/history`);
    const items = page.getByTestId("version-item");
    await expect.poll(() => items.count()).toBe(2);
    const newest = (await items.first().textContent()) ?? "";
    expect(newest).toContain(L.history.source.editor);
    expect(newest).not.toContain(L.history.source.assistant);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
