import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import ms from "../../src/common/i18n/areas/proposals.ms.json" with { type: "json" };
import base from "../../src/common/i18n/ms.json" with { type: "json" };
import { ARTIFACTS_DIR, browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import {
  type E2eUser,
  expectAccessible,
  newSignedInPage,
  screenshotBothWidths,
  withLiveBrowser,
} from "../support/e2e.js";
import { watchTexts } from "../support/seen-texts.js";

const L = ms.proposalsArea.editor;
let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

type Stored = { title: string; content: string; version: number };

async function createProposal(page: Page, title: string, content: string): Promise<string> {
  const res = await page.request.post(`${server.baseUrl}/api/proposals`, {
    data: { type: "business", status: "in_progress", requirements: [], title, content },
    headers: { origin: server.baseUrl },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const stored = async (page: Page, id: string) =>
  (await (await page.request.get(`${server.baseUrl}/api/proposals/${id}`)).json()) as Stored;

async function openEditor(page: Page, id: string) {
  await page.goto(`${server.baseUrl}/proposals/${id}/edit`);
  await page.getByTestId("proposal-editor").waitFor();
}

async function typeAtEnd(page: Page, text: string) {
  await page.getByTestId("proposal-editor").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

/** The editor drafts this browser keeps (localStorage keys and values). */
const keptDrafts = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(Object.entries(window.localStorage).filter(([key]) => key.startsWith("editor-draft:"))),
  );

/** Ends the session on the server, as an expiry would: the browser still holds its (now dead) cookie. */
async function endSession(page: Page) {
  const cookies = await page.context().cookies(server.baseUrl);
  const res = await fetch(`${server.baseUrl}/api/auth/logout`, {
    method: "POST",
    headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "), origin: server.baseUrl },
  });
  expect(res.status).toBe(204);
}

async function signIn(page: Page, user: E2eUser) {
  await page.getByLabel(base.auth.fields.email).fill(user.email);
  await page.getByLabel(base.auth.fields.password, { exact: true }).fill(user.password);
  await page.getByTestId("login-submit").click();
}

/**
 * Where the caret is on screen. A collapsed range placed in an element (not in its text, as
 * ProseMirror may leave it at a block's start) has an empty rectangle at 0,0: the element's own
 * top is where the caret is then.
 */
const caretTop = (page: Page) =>
  page.evaluate(() => {
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0) return -1;
    const range = selection.getRangeAt(0);
    const rect = range.getBoundingClientRect();
    if (rect.top !== 0 || rect.height !== 0) return rect.top;
    const node = range.startContainer;
    const target = node instanceof Element ? (node.childNodes[range.startOffset] ?? node) : node;
    const element = target instanceof Element ? target : target.parentElement;
    return element ? element.getBoundingClientRect().top : -1;
  });
const bottomOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return (box?.y ?? 0) + (box?.height ?? 0);
};

const saveButton = (page: Page) => page.getByRole("button", { name: L.save, exact: true });
const paragraphs = (n: number) =>
  Array.from({ length: n }, (_, i) => `<p>Perenggan ${i + 1}: aktiviti kitar semula di taman perumahan.</p>`).join("");

describe.skipIf(!browserAvailable)("The editor keeps unsaved work, undoes, and fits phones", () => {
  it("keeps the edit when the session ends mid-edit, comes back after sign-in and offers it", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server);
    const id = await createProposal(page, "Program Kitar Semula", "<h2>Pengenalan</h2><p>Teks asal.</p>");
    const seen = await watchTexts(page, [base.auth.loggedOutToast]);
    await openEditor(page, id);
    await page.getByLabel(L.titleLabel).fill("Program Kitar Semula Taman");
    await typeAtEnd(page, " Ayat yang ditulis sebelum sesi tamat.");
    await expect.poll(async () => Object.keys(await keptDrafts(page)).length).toBe(1);

    await endSession(page);
    await saveButton(page).click();
    await page.waitForURL(`${server.baseUrl}/login?next=${encodeURIComponent(`/proposals/${id}/edit`)}`);
    // The toast shows for half a second before the page goes to sign-in: the page reports it.
    expect(seen).toEqual([base.auth.loggedOutToast]);

    await signIn(page, user);
    await page.waitForURL(`${server.baseUrl}/proposals/${id}/edit`);
    expect((await stored(page, id)).title).toBe("Program Kitar Semula");
    const offer = page.getByTestId("draft-offer");
    await offer.waitFor();
    expect(await offer.textContent()).toContain("Anda ada perubahan yang belum disimpan dari");
    expect(await offer.textContent()).not.toContain("versi");
    const editor = page.getByTestId("proposal-editor");
    expect(await editor.textContent()).not.toContain("sebelum sesi tamat");
    await expectAccessible(page);
    await screenshotBothWidths(page, "editor-draft-offer");

    await offer.getByRole("button", { name: L.draft.restore }).click();
    await offer.waitFor({ state: "detached" });
    expect(await editor.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await editor.textContent()).toContain("Teks asal. Ayat yang ditulis sebelum sesi tamat.");
    expect(await page.getByLabel(L.titleLabel).inputValue()).toBe("Program Kitar Semula Taman");
    await page.getByTestId("unsaved-note").waitFor();

    await saveButton(page).click();
    await page.getByText(L.saved).first().waitFor();
    const saved = await stored(page, id);
    expect(saved.title).toBe("Program Kitar Semula Taman");
    expect(saved.content).toBe("<h2>Pengenalan</h2><p>Teks asal. Ayat yang ditulis sebelum sesi tamat.</p>");
    expect(await keptDrafts(page)).toEqual({});
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  /** A kept draft begun on version 1, then version 2 saved elsewhere; the editor opened again. */
  async function staleDraft() {
    const { page } = await newSignedInPage(browser, server);
    const id = await createProposal(page, "Gotong-Royong Perdana", "<p>Teks asal.</p>");
    await openEditor(page, id);
    await typeAtEnd(page, " Draf lama.");
    await expect.poll(async () => Object.keys(await keptDrafts(page)).length).toBe(1);
    const context = page.context();
    await page.close();
    const elsewhere = await context.request.patch(`${server.baseUrl}/api/proposals/${id}`, {
      data: { title: "Gotong-Royong Perdana", content: "<p>Disimpan di peranti lain.</p>" },
      headers: { origin: server.baseUrl },
    });
    expect(elsewhere.status()).toBe(200);
    const again = await context.newPage();
    await openEditor(again, id);
    const offer = again.getByTestId("draft-offer");
    await offer.getByText(L.draft.stale.replace("{{version}}", "2")).waitFor();
    return { id, page: again, offer };
  }

  it("says when the proposal was saved since the draft began, and discards on request", async () => {
    const { page, offer } = await staleDraft();
    await offer.getByRole("button", { name: L.draft.discard }).click();
    await offer.waitFor({ state: "detached" });
    expect(await keptDrafts(page)).toEqual({});
    expect(await page.getByTestId("proposal-editor").textContent()).toBe("Disimpan di peranti lain.");
    await page.context().close();
  });

  it("saves a restored stale draft only through the conflict dialog", async () => {
    const { id, page, offer } = await staleDraft();
    await offer.getByRole("button", { name: L.draft.restore }).click();
    expect(await page.getByTestId("proposal-editor").textContent()).toBe("Teks asal. Draf lama.");
    await saveButton(page).click();
    const dialog = page.getByTestId("save-conflict-dialog");
    await dialog.getByRole("button", { name: L.conflict.keepMine }).click();
    await page.getByText(L.saved).first().waitFor();
    const saved = await stored(page, id);
    expect(saved.version).toBe(3);
    expect(saved.content).toBe("<p>Teks asal. Draf lama.</p>");
    expect(await keptDrafts(page)).toEqual({});
    await page.context().close();
  });

  it("forgets the user's drafts when they sign out", async () => {
    const { page } = await newSignedInPage(browser, server);
    const id = await createProposal(page, "Hari Sukan Kampung", "<p>Teks asal.</p>");
    await openEditor(page, id);
    await typeAtEnd(page, " Belum disimpan.");
    await expect.poll(async () => Object.keys(await keptDrafts(page)).length).toBe(1);
    page.on("dialog", (dialog) => void dialog.accept());
    await page.goto(`${server.baseUrl}/api/logout`);
    await page.waitForURL(`${server.baseUrl}/`);
    expect(await keptDrafts(page)).toEqual({});
    await page.context().close();
  });

  it("undoes and redoes a typed word with the toolbar buttons", async () => {
    const { page } = await newSignedInPage(browser, server);
    const id = await createProposal(page, "Kelas Komputer Warga Emas", "<p>Kelas mingguan.</p>");
    await openEditor(page, id);
    const undo = page.getByRole("button", { name: L.toolbar.undo, exact: true });
    const redo = page.getByRole("button", { name: L.toolbar.redo, exact: true });
    expect(await undo.isDisabled()).toBe(true);
    expect(await redo.isDisabled()).toBe(true);
    // The word arrives as one input, as a paste or a phone keyboard's suggestion does: typed key by
    // key on a loaded machine, pauses past the editor's 500 ms grouping split it into several undo
    // steps (CI once undid only "ercuma.").
    const editor = page.getByTestId("proposal-editor");
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.insertText(" Percuma.");
    expect(await editor.textContent()).toBe("Kelas mingguan. Percuma.");
    await undo.click();
    expect(await editor.textContent()).toBe("Kelas mingguan.");
    expect(await undo.isDisabled()).toBe(true);
    await redo.click();
    expect(await editor.textContent()).toBe("Kelas mingguan. Percuma.");
    expect(await redo.isDisabled()).toBe(true);
    await page.context().close();
  });

  it("keeps the toolbar in reach down a long proposal, and opens the assistant as a bottom sheet on a phone", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 10 });
    const id = await createProposal(page, "Laporan Tahunan Persatuan", `<h2>Ringkasan</h2>${paragraphs(80)}`);
    await openEditor(page, id);
    const cdp = await page.context().newCDPSession(page);
    const toolbar = page.getByTestId("editor-toolbar");
    const scrollToEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport);
      await scrollToEnd();
      await expect.poll(async () => (await toolbar.boundingBox())?.y).toBe(64);
      // The caret, typed at the end, is below the toolbar, not under it.
      await page.getByTestId("proposal-editor").locator("p").last().click();
      await page.keyboard.press("End");
      expect(await caretTop(page)).toBeGreaterThanOrEqual(await bottomOf(toolbar));
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, "screens", `editor-scrolled-${viewport.width}.png`) });
      // Going up to the start by keyboard and by typing: the caret is shown below the bars, on a
      // busy phone too (a slow CPU reads the browser's own caret move late).
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
      for (const key of ["Control+Home", "Control+End", "PageUp", "ArrowUp"]) {
        await page.keyboard.press(key);
        await expect.poll(() => caretTop(page), { timeout: 5000 }).toBeGreaterThanOrEqual(await bottomOf(toolbar));
      }
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    }

    // Desktop: the assistant beside the editor follows the reader down.
    await page.setViewportSize(VIEWPORTS.desktop);
    await scrollToEnd();
    const panel = page.getByTestId("assistant-panel");
    const box = await panel.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(64);
    expect((box?.y ?? 0) + 40).toBeLessThan(VIEWPORTS.desktop.height);
    expect(await page.getByTestId("assistant-open").isVisible()).toBe(false);

    // Phone: a button opens the sheet, focus moves in, Escape closes it and focus comes back.
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await panel.isVisible()).toBe(false);
    const open = page.getByRole("button", { name: L.dock.open });
    await open.click();
    const sheet = page.getByRole("dialog", { name: L.assistant.title });
    await sheet.waitFor();
    expect(await panel.isVisible()).toBe(true);
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const sheetBox = await sheet.boundingBox();
    expect(Math.round((sheetBox?.y ?? 0) + (sheetBox?.height ?? 0))).toBe(VIEWPORTS.phone.height);
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectAccessible(page);
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, "screens", "editor-assistant-sheet-375.png"),
    });
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);

    // The close button closes it too.
    await open.click();
    await sheet.getByRole("button", { name: L.dock.close }).click();
    await sheet.waitFor({ state: "detached" });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
    await screenshotBothWidths(page, "editor-long");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
