import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import auto from "../../src/common/i18n/areas/auto.ms.json" with { type: "json" };
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { newSignedInPage, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const A = auto.autoArea;
const REQUIREMENTS = "Sistem tempahan dalam talian untuk 5 cawangan klinik pergigian di Selangor.";

/** The generator as a user finds it: the need box's text and whether it can be typed in. */
async function generatorState(page: Page) {
  const box = page.getByLabel(A.requirementsLabel);
  await box.waitFor();
  return {
    text: await box.inputValue(),
    editable: await box.isEditable(),
    solution: await page.getByTestId("auto-proposal-title").count(),
  };
}

describe.skipIf(!browserAvailable)("the auto generator after a proposal is saved from it", () => {
  it("starts empty and unlocked after 'Simpan Draf', not on the last result", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 600 });
    page.setDefaultTimeout(10_000);
    await page.goto(`${server.baseUrl}/auto-generator`);
    await page.getByLabel(A.requirementsLabel).fill(REQUIREMENTS);
    await page.getByRole("button", { name: A.generateSolution }).click();
    await page.getByTestId("auto-proposal-title").waitFor({ timeout: 30_000 });
    // While the work is not saved, coming back keeps it (the editor and back).
    await page.getByRole("button", { name: A.preview }).click();
    await page.waitForURL(`${server.baseUrl}/auto-proposal-editor`);
    await page.getByTestId("auto-editor-content").waitFor();
    await page.getByRole("button", { name: A.back, exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/auto-generator`);
    expect(await generatorState(page)).toEqual({ text: REQUIREMENTS, editable: false, solution: 1 });

    await page.getByRole("button", { name: A.preview }).click();
    await page.waitForURL(`${server.baseUrl}/auto-proposal-editor`);
    await expect.poll(() => page.getByTestId("auto-stats-values").textContent()).toMatch(/[1-9]/);
    await page.getByRole("button", { name: A.saveDraft }).click();
    await page.waitForURL(/\/proposal-success\/[0-9a-f-]+$/);

    // Through the app's own links (the dashboard's), then a fresh load of the page.
    await page.getByRole("link", { name: ms.nav.home }).first().click();
    await page.getByRole("link", { name: ms.dashboard.welcome.auto }).first().click();
    await page.waitForURL(`${server.baseUrl}/auto-generator`);
    expect(await generatorState(page)).toEqual({ text: "", editable: true, solution: 0 });
    await page.reload();
    expect(await generatorState(page)).toEqual({ text: "", editable: true, solution: 0 });
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
