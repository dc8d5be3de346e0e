import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../../src/common/i18n/en.json" with { type: "json" };
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { newSignedInPage, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

describe.skipIf(!browserAvailable)("the 'proposal created' screen", () => {
  it("names a saved proposal's status as the list, the view page and the history do", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    page.setDefaultTimeout(10_000);
    const res = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: {
        title: "Program Gotong-Royong Taman Sri Muda",
        content: `<p>${"Program gotong-royong membersihkan longkang dan taman. ".repeat(30)}</p>`,
        type: "project",
        status: "completed",
      },
      headers: { origin: server.baseUrl },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };

    await page.goto(`${server.baseUrl}/proposal-success/${id}`);
    await page.getByTestId("success-status").waitFor();
    expect(await page.getByTestId("success-status").textContent()).toBe(ms.proposalStatus.completed);
    await page.goto(`${server.baseUrl}/proposals`);
    // The list's badge (the status filter offers the same word, hidden in its options).
    await page
      .locator("main span", { hasText: new RegExp(`^${ms.proposalStatus.completed}$`) })
      .first()
      .waitFor();

    await page.getByTestId("lang-en").first().click();
    await page.goto(`${server.baseUrl}/proposal-success/${id}`);
    await expect.poll(() => page.getByTestId("success-status").textContent()).toBe(en.proposalStatus.completed);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
