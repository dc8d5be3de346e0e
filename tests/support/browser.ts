import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import type { Writer } from "../../src/server/ai/writer.js";
import { buildApp } from "../../src/server/app.js";
import { loadConfig } from "../../src/server/config.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

export const CHROMIUM_PATH = "/usr/bin/chromium";
export const ARTIFACTS_DIR = path.resolve(process.env.ARTIFACTS_DIR ?? "test-artifacts");

/**
 * Browser tests run when Chromium is installed. Without it they are skipped with a printed
 * reason, unless REQUIRE_BROWSER is set (CI sets it), in which case they fail.
 */
export const browserAvailable = fs.existsSync(CHROMIUM_PATH);
if (!browserAvailable) {
  if (process.env.REQUIRE_BROWSER) throw new Error(`REQUIRE_BROWSER is set but ${CHROMIUM_PATH} does not exist`);
  console.warn(`Browser tests skipped: ${CHROMIUM_PATH} not found (apt-get install chromium).`);
}

export type LiveServer = { baseUrl: string; database: TestDatabase; close(): Promise<void> };

/**
 * The real server, listening on a free loopback port, serving the built client, on a fresh database;
 * `writer` replaces the configured one (as in createTestApp), e.g. an LLM writer on the fake provider.
 */
export async function startLiveServer(
  options: { writer?: Writer; env?: Record<string, string> } = {},
): Promise<LiveServer> {
  // A port chosen up front, so the server knows its own address (PUBLIC_URL, used in emailed links).
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // A separate build (e.g. one agent's while another rebuilds dist/client) can be served instead.
    CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR,
    ...options.env,
  });
  if (!fs.existsSync(path.join(config.clientDistDir, "index.html"))) {
    throw new Error("dist/client is missing: run `npm run build` (npm test builds it unless SKIP_CLIENT_BUILD=1)");
  }
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false, writer: options.writer });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

/**
 * Whether the browser tests save their screenshots. They are pictures for people to look at, not
 * assertions, and the same client draws the same screens on either database: CI takes them on its
 * first run and sets SCREENSHOTS=0 for the second, where they were a fifth of a browser file's time.
 */
export const screenshotsWanted = process.env.SCREENSHOTS !== "0";

/** Saves a full-page screenshot under test-artifacts/screens/<name>-<width>.png (unless SCREENSHOTS=0). */
export async function saveScreenshot(page: Page, name: string): Promise<string | undefined> {
  if (!screenshotsWanted) return undefined;
  const dir = path.join(ARTIFACTS_DIR, "screens");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;
