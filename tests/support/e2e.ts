import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
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
 * A fresh browser context signed up through the real API (its cookie in the context), optionally
 * with its balance moved to `credits` through the ledger.
 */
export async function newSignedInPage(
  browser: Browser,
  server: LiveServer,
  options: { credits?: number; viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; user: E2eUser; consoleErrors: string[] }> {
  const context = await browser.newContext({ viewport: options.viewport ?? VIEWPORTS.desktop, locale: "ms-MY" });
  const page = await context.newPage();
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
 * A fresh browser context signed in through the sign-in page as an account made in the database
 * (e.g. createUser(db, { role: "admin" })); page errors are collected.
 */
export async function signInAs(
  browser: Browser,
  server: LiveServer,
  account: { email: string; password: string },
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale: "ms-MY" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel(authTexts.auth.fields.email).fill(account.email);
  await page.getByLabel(authTexts.auth.fields.password, { exact: true }).fill(account.password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(`${server.baseUrl}/`);
  return { page, errors };
}
