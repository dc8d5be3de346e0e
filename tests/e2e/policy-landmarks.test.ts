import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import legal from "../../src/common/i18n/areas/legal.ms.json" with { type: "json" };
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { newSignedInPage, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

describe.skipIf(!browserAvailable)("a policy page opened by a signed-in user", { timeout: 60_000 }, () => {
  it("names each of its navigation landmarks differently (the sidebar's help links and the page's related documents)", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    for (const path of ["/terms", "/privacy", "/refunds", "/contact"]) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.getByTestId("help-links").waitFor();
      const names = await page
        .locator("nav")
        .evaluateAll((navs) =>
          navs.filter((n) => n.getClientRects().length > 0).map((n) => n.getAttribute("aria-label") ?? ""),
        );
      expect(names.filter((n) => n === legal.legal.related)).toHaveLength(1);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
