import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import authTexts from "../../src/common/i18n/ms.json" with { type: "json" };
import {
  browserAvailable,
  type LiveServer,
  launchBrowser,
  saveScreenshot,
  screenshotsWanted,
  startLiveServer,
  VIEWPORTS,
} from "./browser.js";
import { setBalance } from "./credits.js";
import { uniqueEmail } from "./factories.js";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export type E2eUser = { id: string; email: string; password: string };

/**
 * One browser context per test file that stays warm: every page a test opens with newSignedInPage
 * or signInAs is a new page in it, with the cookies and the stored data of the server's origin
 * cleared first, so each test is a new user of a browser that has loaded the product before (its
 * immutable scripts in the HTTP cache, as a returning visitor's are). A page of the product's origin
 * kept open in it (the favicon) keeps that origin's renderer process, and its compiled scripts,
 * alive between tests. A cold context cost this two-core machine about 2 s more per first page
 * (a new renderer, some 70 scripts fetched and compiled). The context's close() closes the test's
 * pages only; while a test's page is still open (a test holding two users at once), the next page
 * gets a context of its own.
 */
const warmContexts = new WeakMap<Browser, BrowserContext>();

/** What the origin stores in the browser, besides its cookies (clearCookies). */
const CLEARED_STORAGE = "local_storage,indexeddb,service_workers,cache_storage,file_systems,websql";

async function newPageOfItsOwn(
  browser: Browser,
  server: LiveServer,
  viewport: { width: number; height: number },
): Promise<Page> {
  const warm = warmContexts.get(browser);
  if (warm && warm.pages().length === 1) {
    const page = await warm.newPage();
    await page.setViewportSize(viewport);
    const cdp = await warm.newCDPSession(page);
    await cdp.send("Storage.clearDataForOrigin", { origin: server.baseUrl, storageTypes: CLEARED_STORAGE });
    await cdp.detach();
    await warm.clearCookies();
    return page;
  }
  const context = await browser.newContext({ viewport, locale: "ms-MY" });
  if (warm) return context.newPage();
  const keeper = await context.newPage();
  await keeper.goto(`${server.baseUrl}/favicon.svg`);
  warmContexts.set(browser, context);
  context.close = async () => {
    for (const page of context.pages()) if (page !== keeper) await page.close();
  };
  return context.newPage();
}

/**
 * A new user's page (see newPageOfItsOwn) signed up through the real API (its cookie in the
 * context), optionally with its balance moved to `credits` through the ledger.
 */
export async function newSignedInPage(
  browser: Browser,
  server: LiveServer,
  options: { credits?: number; viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; user: E2eUser; consoleErrors: string[] }> {
  const page = await newPageOfItsOwn(browser, server, options.viewport ?? VIEWPORTS.desktop);
  const consoleErrors: string[] = [];
  page.on("pageerror", (e) => consoleErrors.push(e.message));
  const email = uniqueEmail("e2e");
  const password = "Sungai-Klang-Jernih-8";
  const res = await page.request.post(`${server.baseUrl}/api/auth/register`, {
    data: { email, password, firstName: "Aminah", lastName: "Yusof" },
    headers: { origin: server.baseUrl },
  });
  expect(res.status()).toBe(201);
  const user = (await res.json()) as { id: string };
  if (options.credits !== undefined) await setBalance(server.database.db, user.id, options.credits);
  return { page, user: { id: user.id, email, password }, consoleErrors };
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type AxeRun = (context: Document, options: object) => Promise<{ violations: unknown[] }>;
    // axe is injected into the page at run time.
    const { axe } = window as unknown as { axe: { run: AxeRun } };
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return (result.violations as { id: string; impact: string; help: string; nodes: { target: string[] }[] }[])
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  });
  expect(violations).toEqual([]);
}

/** Screenshots of the current screen at 1280 px and 375 px under test-artifacts/screens/ (unless SCREENSHOTS=0). */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  const original = page.viewportSize();
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await saveScreenshot(page, name);
  }
  if (original) await page.setViewportSize(original);
}

/**
 * The real server and Chromium for one test file: started before its tests (when Chromium is
 * installed), handed to `ready`, and stopped after them.
 */
export function withLiveBrowser(ready: (server: LiveServer, browser: Browser) => void): void {
  let server: LiveServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!browserAvailable) return;
    server = await startLiveServer();
    browser = await launchBrowser();
    ready(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}

/**
 * Selects `needle` inside the editor the way a user's drag would: a DOM selection the editor
 * follows; with `preview`, waits until the assistant panel shows the selection.
 */
export async function selectEditorText(page: Page, needle: string, { preview = false } = {}): Promise<void> {
  await page.getByTestId("proposal-editor").click();
  await page.evaluate((text) => {
    const root = document.querySelector('[data-testid="proposal-editor"]');
    if (!root) throw new Error("no editor");
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1;
      if (at >= 0) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        return;
      }
    }
    throw new Error("text not found");
  }, needle);
  if (preview) {
    await page
      .getByTestId("selection-preview")
      .filter({ hasText: needle.slice(0, 30) })
      .waitFor();
  }
}

/**
 * A new user's page (see newPageOfItsOwn) signed in through the sign-in page as an account made in the database
 * (e.g. createUser(db, { role: "admin" })); page errors are collected.
 */
export async function signInAs(
  browser: Browser,
  server: LiveServer,
  account: { email: string; password: string },
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ page: Page; errors: string[] }> {
  const page = await newPageOfItsOwn(browser, server, viewport);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel(authTexts.auth.fields.email).fill(account.email);
  await page.getByLabel(authTexts.auth.fields.password, { exact: true }).fill(account.password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(`${server.baseUrl}/`);
  return { page, errors };
}
