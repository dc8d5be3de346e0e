import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { newSignedInPage, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

describe.skipIf(!browserAvailable)("a failed sign-in", { timeout: 60_000 }, () => {
  it("leaves the cursor in the password field, not nowhere, with the reason shown", async () => {
    // An account that exists, signed in from a fresh browser with a wrong password.
    const { page: owner, user } = await newSignedInPage(browser, server);
    await owner.context().close();
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: "ms-MY" });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.locator("#login-email").fill(user.email);
    await page.locator("#login-password").fill("Bukan-Kata-Laluan-Ini-9");
    // The button pressed (by click or by Tab and Enter): it is disabled while the call runs.
    await page.getByTestId("login-submit").focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("form-error").waitFor();
    expect(await page.getByTestId("form-error").textContent()).toBeTruthy();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("login-password");

    // Typing the right one straight away signs in.
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(user.password);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: ms.dashboard.title }).waitFor();
    await context.close();
  });
});
