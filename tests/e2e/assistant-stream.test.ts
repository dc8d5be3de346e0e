/**
 * With an AI provider the assistant's result streams in: the card shows the text growing while the
 * model writes (Accept disabled), then the usual change against the selection.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ms from "../../src/common/i18n/areas/proposals.ms.json" with { type: "json" };
import { browserAvailable, type LiveServer, launchBrowser, startLiveServer } from "../support/browser.js";
import { newSignedInPage, selectEditorText } from "../support/e2e.js";
import { type FakeLlmServer, fakeLlmWriter, startFakeLlmServer } from "../support/fake-llm-server.js";

const L = ms.proposalsArea.editor;
let fake: FakeLlmServer;
let server: LiveServer;
let browser: Browser;

beforeAll(async () => {
  if (!browserAvailable) return;
  fake = await startFakeLlmServer();
  const writer = fakeLlmWriter(fake, { timeoutMs: 20_000, maxRetries: 0 });
  server = await startLiveServer({ writer });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

// 'utk' is informal: 'Formal kan Bahasa' changes it, so the result is charged (an unchanged one is free).
const TEXT = "Program ini membantu belia kampung belajar kemahiran digital utk perniagaan kecil mereka.";

describe.skipIf(!browserAvailable)("the assistant's result streams in (real browser, LLM writer)", () => {
  it("shows the text growing, Accept disabled, then the change; charged once", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 300 });
    page.setDefaultTimeout(15_000);
    const created = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: { title: "Program Digital Belia", content: `<h2>Pengenalan</h2><p>${TEXT}</p>`, type: "project" },
      headers: { origin: server.baseUrl },
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`${server.baseUrl}/proposals/${id}/edit`);
    await page.getByTestId("proposal-editor").waitFor();

    fake.reset();
    fake.setScenario([{ fault: { type: "slow", tokensPerSecond: 12 } }]);
    await selectEditorText(page, TEXT, { preview: true });
    await page.getByRole("button", { name: L.assistant.formal, exact: true }).click();

    const writing = page.getByTestId("assistant-writing");
    await writing.getByText(L.suggestion.writing).waitFor();
    await expect
      .poll(async () => (await page.getByTestId("writing-text").textContent())?.length ?? 0)
      .toBeGreaterThan(0);
    const partial = (await page.getByTestId("writing-text").textContent()) ?? "";
    expect(await writing.getByRole("button", { name: L.suggestion.accept }).isDisabled()).toBe(true);
    expect(await page.getByTestId("suggestion-region").getAttribute("aria-live")).toBe("polite");

    const card = page.getByTestId("assistant-suggestion");
    await card.waitFor();
    expect(await writing.count()).toBe(0);
    const final = (await card.getByTestId("suggestion-diff").textContent()) ?? "";
    expect(final.length).toBeGreaterThan(partial.length);
    expect(await card.getByRole("button", { name: L.suggestion.accept }).isDisabled()).toBe(false);
    await page.getByTestId("assistant-balance").filter({ hasText: "299 kredit" }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
