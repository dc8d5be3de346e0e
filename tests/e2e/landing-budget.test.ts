import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { withLiveBrowser } from "../support/e2e.js";
import { measureInitialJs } from "../support/initial-js.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

/**
 * The landing page's initial JS, gzip'd: what a visitor on a Malaysian phone waits for. The goal is
 * 100 KB; React DOM (about 65 KB), i18next and React Query (about 30 KB together) and the landing
 * page's Malay texts (about 8 KB) stand in the way (docs/decisions.md, 'The landing page's code').
 * Until then this holds what has been reached (132 KB at the time of writing), so it only goes down.
 */
const LANDING_BUDGET_BYTES = 135 * 1024;

describe.skipIf(!browserAvailable)("the landing page's code budget", () => {
  it("fetches at most the budget of gzip'd JS for a signed-out visitor before any interaction", async () => {
    const { totalGzipBytes, scripts } = await measureInitialJs(browser, server.baseUrl, '[data-testid="landing-hero"]');
    const listing = scripts.map((script) => `${script.path} ${script.gzipBytes}`).join("\n");
    expect(totalGzipBytes, `initial JS of / (gzip bytes):\n${listing}`).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
  });
});
