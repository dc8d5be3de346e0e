/**
 * Without an external AI provider (the built-in writer), every sentence about the editor's
 * assistant on the landing page, the credit guide and the dashboard names only what the editor
 * lets the user do: fix grammar, shorten and formalise; expand, special instructions and
 * translation are said to need a provider (the guide) or not claimed at all.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import creditsMs from "../../src/common/i18n/areas/credits.ms.json" with { type: "json" };
import proposalsEn from "../../src/common/i18n/areas/proposals.en.json" with { type: "json" };
import proposalsMs from "../../src/common/i18n/areas/proposals.ms.json" with { type: "json" };
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { newSignedInPage, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const L = proposalsMs.proposalsArea.editor.assistant;

/** A short proposal of the signed-in user's, opened in the editor. */
async function openEditorOnNewProposal(page: Page): Promise<void> {
  const created = await page.request.post(`${server.baseUrl}/api/proposals`, {
    data: { title: "Program Membaca Sekolah", content: "<h2>Pengenalan</h2><p>Teks.</p>", type: "project" },
    headers: { origin: server.baseUrl },
  });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`${server.baseUrl}/proposals/${id}/edit`);
}

describe.skipIf(!browserAvailable)("what the pages say the assistant does, with no AI provider connected", () => {
  it("claims only grammar, shorten and formal, which the editor offers; the rest is said to need a provider", async () => {
    // The editor: what works and what is disabled.
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 50 });
    page.setDefaultTimeout(10_000);
    await openEditorOnNewProposal(page);
    await page.getByTestId("assistant-panel").waitFor();
    const button = (name: string) => page.getByTestId("assistant-panel").getByRole("button", { name, exact: true });
    for (const works of [L.grammar, L.shorten, L.formal]) expect(await button(works).isDisabled()).toBe(false);
    expect(await button(L.expand).isDisabled()).toBe(true);
    await page.getByTestId("assistant-needs-ai").waitFor();

    // The credit guide says what costs a credit and what needs a provider.
    await page.goto(`${server.baseUrl}/credits`);
    const guide = page.getByTestId("credit-guide");
    const offline = creditsMs.creditShop.guide.assistantOffline_other.replace("{{count}}", "1");
    await guide.getByText(offline).waitFor();
    expect(await guide.textContent()).not.toContain("kembangkan, ringkaskan");

    // The dashboard names no translation cost.
    await page.goto(`${server.baseUrl}/`);
    const ai = page.getByTestId("ai-features");
    await ai.getByText(ms.dashboard.ai.improveCost.replace("{{credits}}", "1")).waitFor();
    expect(await ai.textContent()).not.toContain("Terjemah");
    expect(consoleErrors).toEqual([]);
    await page.context().close();

    // A visitor's landing page.
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: "ms-MY" });
    const visitor = await context.newPage();
    await visitor.goto(`${server.baseUrl}/`);
    const cards = visitor.getByTestId("feature-cards");
    await cards.getByText(ms.landing.features.editor.bodyOffline.replace("{{cost}}", "1")).waitFor();
    const text = (await cards.textContent()) ?? "";
    expect(text).not.toContain("mengembangkan");
    expect(text).not.toContain("menterjemah");
    await context.close();
  });

  it("says before any action that a suggestion costs a credit when it is produced, even if rejected", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 50 });
    page.setDefaultTimeout(10_000);
    await openEditorOnNewProposal(page);
    const panel = page.getByTestId("assistant-panel");
    const note = L.cost.replace("{{count}}", "1");
    await panel.getByText(note).waitFor();
    // It names the button that does not give the credit back.
    expect(note).toContain(proposalsMs.proposalsArea.editor.suggestion.reject);

    await page.getByTestId("lang-en").first().click();
    const noteEn = proposalsEn.proposalsArea.editor.assistant.cost_one.replace("{{count}}", "1");
    await panel.getByText(noteEn).waitFor();
    expect(noteEn).toContain(proposalsEn.proposalsArea.editor.suggestion.reject);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
