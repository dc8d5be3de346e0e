import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../../src/common/i18n/areas/account.en.json" with { type: "json" };
import ms from "../../src/common/i18n/areas/account.ms.json" with { type: "json" };
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { newSignedInPage, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const TOASTS = "[data-toast], [role='status'], [role='alert'], li[data-state]";

/** Every toast text the page shows from now on (one already on the screen is not counted). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate((selector) => {
    const before = new Set(Array.from(document.querySelectorAll(selector), (el) => el.textContent ?? ""));
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll(selector)) {
        const text = el.textContent ?? "";
        if (text && !before.has(text) && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, TOASTS);
  return () => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
}

describe.skipIf(!browserAvailable)("the settings page's language choice", () => {
  it("says 'language changed' in the language just chosen, never in the one left", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    page.setDefaultTimeout(10_000);
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole("heading", { level: 1, name: ms.settings.title }).waitFor();

    const toasts = await recordToasts(page);
    await page.getByTestId("settings-lang-en").click();
    await page.getByRole("heading", { level: 1, name: en.settings.title }).waitFor();
    await page.getByText(en.settings.language.saved).first().waitFor();
    expect((await toasts()).some((text) => text.includes(ms.settings.language.saved))).toBe(false);

    // The toast goes by itself (5 s) before the way back.
    await page.getByText(en.settings.language.saved).first().waitFor({ state: "hidden" });
    const back = await recordToasts(page);
    await page.getByTestId("settings-lang-ms").click();
    await page.getByRole("heading", { level: 1, name: ms.settings.title }).waitFor();
    await page.getByText(ms.settings.language.saved).first().waitFor();
    expect((await back()).some((text) => text.includes(en.settings.language.saved))).toBe(false);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
