/**
 * The assistant's results as suggestions in a real browser: shown as a change against the selected
 * text (or one section), written only by Accept (one undo step), dropped by Reject, asked again by
 * Try again; each result costs one assistant action, unless it is the text it was given.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import ms from "../../src/common/i18n/areas/proposals.ms.json" with { type: "json" };
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { setBalance } from "../support/credits.js";
import {
  expectAccessible,
  newSignedInPage,
  screenshotBothWidths,
  selectEditorText,
  withLiveBrowser,
} from "../support/e2e.js";
import { programmeForm } from "../support/forms.js";

const L = ms.proposalsArea.editor;
let server: LiveServer;
let browser: Browser;

withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const MESSY = "sy nak buat program ni utk budak2 sekolah sbb dorang x minat membaca";
const FIXED = "Saya hendak buat program ini untuk budak-budak sekolah kerana mereka tidak minat membaca.";

async function stored(page: Page, id: string): Promise<{ content: string }> {
  return (await (await page.request.get(`${server.baseUrl}/api/proposals/${id}`)).json()) as { content: string };
}

async function openEditor(page: Page, id: string) {
  await page.goto(`${server.baseUrl}/proposals/${id}/edit`);
  await page.getByTestId("proposal-editor").waitFor();
}

const balance = (page: Page, credits: number) =>
  page
    .getByTestId("assistant-balance")
    .filter({ hasText: `${credits} kredit` })
    .waitFor();
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** The editor's HTML cut at each <h2>: section i is its heading and what follows up to the next. */
async function editorSections(page: Page): Promise<string[]> {
  const html = await page.getByTestId("proposal-editor").innerHTML();
  return html.split(/(?=<h2[\s>])/);
}

async function save(page: Page) {
  await page.getByRole("button", { name: L.save, exact: true }).click();
  await page.getByText(L.saved).first().waitFor();
}

describe.skipIf(!browserAvailable)("assistant suggestions in a real browser", () => {
  it("shows a grammar fix as a change; Reject keeps the text, Try again charges again, Accept replaces exactly the selection as one undo step", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 300 });
    page.setDefaultTimeout(8000);
    const content = `<h2>Pengenalan</h2><p>Perenggan pertama kekal sama.</p><p>Latar: ${MESSY}</p><p>Perenggan akhir juga kekal.</p>`;
    const created = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: { title: "Program Membaca Sekolah", content, type: "project" },
      headers: { origin: server.baseUrl },
    });
    const { id } = (await created.json()) as { id: string };
    const original = (await stored(page, id)).content;
    await openEditor(page, id);
    const editor = page.getByTestId("proposal-editor");
    const paragraphs = () => editor.locator("p").allTextContents();
    const before = await paragraphs();
    await balance(page, 300);

    // The result is shown as a change; the document is as it was; the action is charged.
    await selectEditorText(page, MESSY, { preview: true });
    await button(page, L.assistant.grammar).click();
    const card = page.getByTestId("assistant-suggestion");
    await card.waitFor();
    await card.locator("del", { hasText: "sy" }).first().waitFor();
    await card.locator("ins", { hasText: "Saya" }).first().waitFor();
    expect(await page.getByTestId("suggestion-region").getAttribute("aria-live")).toBe("polite");
    expect(await paragraphs()).toEqual(before);
    await balance(page, 299);
    await expectAccessible(page);
    await screenshotBothWidths(page, "assistant-suggestion");

    // Reject: nothing changes, and the saved HTML is the same.
    await button(page, L.suggestion.reject).click();
    expect(await card.count()).toBe(0);
    expect(await paragraphs()).toEqual(before);
    await save(page);
    expect((await stored(page, id)).content).toBe(original);

    // Try again runs the action again (charged again); Accept writes it over exactly the selection.
    await openEditor(page, id);
    await selectEditorText(page, MESSY, { preview: true });
    await button(page, L.assistant.grammar).click();
    await card.waitFor();
    await balance(page, 298);
    await button(page, L.suggestion.retry).click();
    await balance(page, 297);
    await card.waitFor();
    await button(page, L.suggestion.accept).click();
    await page.getByText(L.assistant.improved).first().waitFor();
    expect(await card.count()).toBe(0);
    expect(await paragraphs()).toEqual([before[0], `Latar: ${FIXED}`, before[2]]);

    // One undo step takes it back, one redo brings it again.
    await editor.focus();
    await page.keyboard.press("Control+z");
    await expect.poll(paragraphs).toEqual(before);
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(paragraphs).toEqual([before[0], `Latar: ${FIXED}`, before[2]]);

    // A sentence too short to shorten comes back as it was: said, and not charged. A change to the
    // selected text meanwhile: Accept is refused with a message.
    await selectEditorText(page, "Perenggan akhir juga kekal.", { preview: true });
    await button(page, L.assistant.shorten).click();
    await card.waitFor();
    await card.getByText(L.suggestion.same).waitFor();
    await page.getByText(L.assistant.unchanged).first().waitFor();
    await balance(page, 297);
    await selectEditorText(page, "akhir", { preview: true });
    await page.keyboard.type("terakhir");
    await page.getByTestId("suggestion-stale").getByText(L.suggestion.stale).waitFor();
    expect(await button(page, L.suggestion.accept).isDisabled()).toBe(true);
    await button(page, L.suggestion.reject).click();

    await save(page);
    const saved = (await stored(page, id)).content;
    expect(saved).toContain(`<p>Latar: ${FIXED}</p>`);
    expect(saved).toContain("<p>Perenggan pertama kekal sama.</p>");
    expect(saved).toContain("<p>Perenggan terakhir juga kekal.</p>");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("rewrites one section: only that section changes on Accept, for one assistant action", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server, { credits: 300 });
    page.setDefaultTimeout(8000);
    const res = await page.request.post(`${server.baseUrl}/api/proposal-requirements`, {
      data: programmeForm(),
      headers: { origin: server.baseUrl },
    });
    expect(res.status()).toBe(201);
    const { proposal } = (await res.json()) as { proposal: { id: string; content: string } };
    // The user once cut the second section down to a line; the rewrite brings it back from the facts.
    const parts = proposal.content.split(/(?=<h2[\s>])/);
    const heading = /^<h2[^>]*>[\s\S]*?<\/h2>/.exec(parts[1] ?? "")?.[0] ?? "";
    parts[1] = `${heading}<p>Catatan lama yang ringkas.</p>`;
    const patched = await page.request.patch(`${server.baseUrl}/api/proposals/${proposal.id}`, {
      data: { content: parts.join("") },
      headers: { origin: server.baseUrl },
    });
    expect(patched.status()).toBe(200);
    const split = (html: string) => html.split(/(?=<h2[\s>])/);
    const storedBefore = split((await stored(page, proposal.id)).content);
    const title = heading.replace(/<[^>]+>/g, "");
    const credits = 50;
    await setBalance(server.database.db, user.id, credits);

    await openEditor(page, proposal.id);
    const rewrite = page.getByTestId("section-rewrite");
    await rewrite.getByText(L.sectionRewrite.offline).waitFor();
    expect(await page.getByLabel(L.sectionRewrite.instruction).isDisabled()).toBe(true);
    await page.getByLabel(L.sectionRewrite.pick).selectOption({ label: title });

    // Typing in another section while the suggestion waits does not move where it lands.
    const sectionsBefore = await editorSections(page);
    await button(page, L.sectionRewrite.submit).click();
    const card = page.getByTestId("assistant-suggestion");
    await card.waitFor();
    await card.locator("del", { hasText: "Catatan" }).waitFor();
    await card
      .getByText(L.sectionRewrite.checkOk)
      .or(card.getByText(/Semakan fakta/))
      .first()
      .waitFor();
    await balance(page, credits - 1);
    expect(await editorSections(page)).toEqual(sectionsBefore);
    await expectAccessible(page);
    await screenshotBothWidths(page, "assistant-section-rewrite");

    await page.getByTestId("proposal-editor").locator("h2").first().click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Baharu");
    await button(page, L.suggestion.accept).click();
    await page.getByText(L.sectionRewrite.done).first().waitFor();

    const after = await editorSections(page);
    expect(after).toHaveLength(sectionsBefore.length);
    expect(after[1]).not.toBe(sectionsBefore[1]);
    expect(after[1]).not.toContain("Catatan lama");
    expect(after[1]).toContain(title);
    expect(after[1]).toMatch(/Hari Sukan|SK Seri Cempaka/);
    expect(after[0]).toContain(" Baharu</h2>");
    after.forEach((section, i) => {
      if (i > 1) expect(section, `section ${i}`).toBe(sectionsBefore[i]);
    });
    await balance(page, credits - 1);

    // Saved: the sections after the rewritten one are stored byte for byte as they were.
    await save(page);
    const storedAfter = split((await stored(page, proposal.id)).content);
    expect(storedAfter).toHaveLength(storedBefore.length);
    expect(storedAfter[1]).not.toContain("Catatan lama");
    storedAfter.forEach((section, i) => {
      if (i > 1) expect(section, `stored section ${i}`).toBe(storedBefore[i]);
    });

    // The budget section as the built-in writer wrote it: the same text again (it is said, and it is
    // not charged), and its table survives Accept.
    await openEditor(page, proposal.id);
    await page.getByLabel(L.sectionRewrite.pick).selectOption({ label: "Anggaran Perbelanjaan" });
    await button(page, L.sectionRewrite.submit).click();
    await card.getByText(L.suggestion.same).waitFor();
    await page.getByText(L.sectionRewrite.unchanged).first().waitFor();
    await balance(page, credits - 1);
    const tables = await page.getByTestId("proposal-editor").locator("table").count();
    await button(page, L.suggestion.accept).click();
    await page.getByText(L.sectionRewrite.done).first().waitFor();
    expect(await page.getByTestId("proposal-editor").locator("table").count()).toBe(tables);
    expect(tables).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("says a balance too low for the action with the 'Beli Kredit' link, and charges nothing", async () => {
    const { page, user } = await newSignedInPage(browser, server, { credits: 300 });
    page.setDefaultTimeout(8000);
    const content = `<h2>Pengenalan</h2><p>Latar: ${MESSY}</p>`;
    const created = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: { title: "Program Membaca Sekolah", content, type: "project" },
      headers: { origin: server.baseUrl },
    });
    const { id } = (await created.json()) as { id: string };
    await openEditor(page, id);
    await balance(page, 300);
    // The balance is spent elsewhere after the editor opened: the server refuses the action (402).
    await setBalance(server.database.db, user.id, 0);
    await selectEditorText(page, MESSY, { preview: true });
    const answered = page.waitForResponse((r) => r.url().includes("/api/ai/"));
    await button(page, L.assistant.grammar).click();
    expect((await answered).status()).toBe(402);
    const link = page.getByTestId("buy-credits-link").first();
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe("/credits");
    expect(await page.getByTestId("assistant-suggestion").count()).toBe(0);
    const after = await (await page.request.get(`${server.baseUrl}/api/credits/balance`)).json();
    expect(after.credits).toBe(0);
    await page.context().close();
  });
});
