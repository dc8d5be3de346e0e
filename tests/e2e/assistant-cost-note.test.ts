import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../../src/common/i18n/areas/proposals.en.json" with { type: "json" };
import ms from "../../src/common/i18n/areas/proposals.ms.json" with { type: "json" };
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { newSignedInPage, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

describe.skipIf(!browserAvailable)("the editor's assistant panel", () => {
  it("says before any action that a suggestion costs a credit when it is produced, even if rejected", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 50 });
    page.setDefaultTimeout(10_000);
    const created = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: { title: "Program Membaca Sekolah", content: "<h2>Pengenalan</h2><p>Teks.</p>", type: "project" },
      headers: { origin: server.baseUrl },
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`${server.baseUrl}/proposals/${id}/edit`);
    const panel = page.getByTestId("assistant-panel");
    const note = ms.proposalsArea.editor.assistant.cost.replace("{{count}}", "1");
    await panel.getByText(note).waitFor();
    // It names the button that does not give the credit back.
    expect(note).toContain(ms.proposalsArea.editor.suggestion.reject);

    await page.getByTestId("lang-en").first().click();
    const noteEn = en.proposalsArea.editor.assistant.cost_one.replace("{{count}}", "1");
    await panel.getByText(noteEn).waitFor();
    expect(noteEn).toContain(en.proposalsArea.editor.suggestion.reject);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
