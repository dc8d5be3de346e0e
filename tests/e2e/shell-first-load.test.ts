import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import auto from "../../src/common/i18n/areas/auto.ms.json" with { type: "json" };
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { newSignedInPage, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

/** Holds every request matching `pattern` until `release` is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

describe.skipIf(!browserAvailable)("a first load of a signed-in screen", () => {
  it("asks who is signed in and fetches the shell while the texts load, and shows the shell before the screen's code", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 100, viewport: VIEWPORTS.phone });
    page.setDefaultTimeout(10_000);
    await page.goto(`${server.baseUrl}/`);
    await page.locator("header").first().waitFor();

    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    const releaseTexts = await hold(page, /\/assets\/catalogue-ms-screens-[^/]*\.js$/);
    const releaseScreen = await hold(page, /\/assets\/auto-generator-page-[^/]*\.js$/);
    await page.goto(`${server.baseUrl}/auto-generator`, { waitUntil: "commit" });
    // While the texts are on their way, the user and the shell's code are already asked for.
    await expect.poll(() => requested.includes("/api/auth/user")).toBe(true);
    await expect.poll(() => requested.some((p) => /\/assets\/signed-in-frame-[^/]*\.js$/.test(p))).toBe(true);
    releaseTexts();
    // The screen's code is still held: the top bar is shown around the loader.
    await page.locator("header:visible").first().waitFor();
    expect(await page.getByLabel(auto.autoArea.requirementsLabel).count()).toBe(0);
    releaseScreen();
    await page.getByLabel(auto.autoArea.requirementsLabel).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
