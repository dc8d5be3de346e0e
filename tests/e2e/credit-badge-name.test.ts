import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import credits from "../../src/common/i18n/areas/credits.en.json" with { type: "json" };
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { newSignedInPage, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

describe.skipIf(!browserAvailable)("the top bar's credit balance in English", () => {
  it("names the screen it opens as that screen names itself: the Credit Shop", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    page.setDefaultTimeout(10_000);
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId("lang-en").first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    const badge = page.getByTestId("credit-badge").first();
    await expect.poll(() => badge.textContent()).toContain("Credit Shop");
    await page.getByTestId("credit-badge").first().click();
    await page.getByRole("heading", { level: 1, name: credits.creditShop.title }).waitFor();
    expect(credits.creditShop.title).toContain("Credit Shop");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
