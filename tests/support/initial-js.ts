import zlib from "node:zlib";
import type { Browser } from "playwright-core";
import { VIEWPORTS } from "./browser.js";

/** How long the network stays without a new script before start-up counts as done. */
const QUIET_MS = 1_000;

export type InitialJs = { totalGzipBytes: number; scripts: { path: string; gzipBytes: number }[] };

/**
 * The JavaScript a signed-out visitor's browser fetches to render `url` before any interaction
 * (the entry, its modulepreloads and every chunk loaded at start-up), each script's size as its
 * gzip copy (level 9, as the build writes it). Done once `readySelector` shows and no script has
 * been asked for during QUIET_MS.
 */
export async function measureInitialJs(browser: Browser, url: string, readySelector: string): Promise<InitialJs> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: "ms-MY" });
  try {
    const page = await context.newPage();
    const sizes = new Map<string, Promise<number>>();
    let lastScriptAt = Date.now();
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.endsWith(".js")) return;
      lastScriptAt = Date.now();
      sizes.set(
        path,
        response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length),
      );
    });
    await page.goto(url);
    await page.locator(readySelector).first().waitFor();
    while (Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(100);
    const scripts = await Promise.all(
      [...sizes].map(async ([path, gzipBytes]) => ({ path, gzipBytes: await gzipBytes })),
    );
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), scripts };
  } finally {
    await context.close();
  }
}
