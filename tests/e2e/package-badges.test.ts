import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import auto from "../../src/common/i18n/areas/auto.ms.json" with { type: "json" };
import en from "../../src/common/i18n/areas/package-texts.en.json" with { type: "json" };
import ms from "../../src/common/i18n/areas/package-texts.ms.json" with { type: "json" };
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { newSignedInPage, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const A = auto.autoArea;

/** The badges printed on the two-step form's package cards. */
async function twoStepBadges(page: Page): Promise<string> {
  await page.goto(`${server.baseUrl}/proposal-requirements`);
  await page.getByTestId("detailed-package-exclusive").waitFor();
  return (await page.locator("[data-testid^='detailed-package-']").allTextContents()).join(" | ");
}

/** The badges printed on the auto generator's package cards (shown with a solution). */
async function generatorBadges(page: Page): Promise<string> {
  const cards = page.locator("label[data-testid^='package-']");
  await cards.first().waitFor({ timeout: 30_000 });
  return (await cards.allTextContents()).join(" | ");
}

describe.skipIf(!browserAvailable)("the Exclusive Package's badge", () => {
  it("reads from the catalogue alike on the two-step form and in the auto generator, in both languages", async () => {
    expect(ms.packageBadges.EXCLUSIVE).toBe("EKSKLUSIF");
    expect(en.packageBadges.EXCLUSIVE).toBe("EXCLUSIVE");
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 600 });
    page.setDefaultTimeout(10_000);

    const form = await twoStepBadges(page);
    expect(form).toContain(ms.packageBadges.EXCLUSIVE);
    expect(form).not.toContain("EXCLUSIVE");

    await page.goto(`${server.baseUrl}/auto-generator`);
    await page
      .getByLabel(A.requirementsLabel)
      .fill("Sistem tempahan dalam talian untuk 5 cawangan klinik pergigian di Selangor.");
    await page.getByRole("button", { name: A.generateSolution }).click();
    const generator = await generatorBadges(page);
    expect(generator).toContain(ms.packageBadges.EXCLUSIVE);
    expect(generator).not.toContain("EXCLUSIVE");

    // In English both say EXCLUSIVE (the solution is kept on the generator's screen).
    await page.getByTestId("lang-en").first().click();
    await expect.poll(() => generatorBadges(page)).toContain(en.packageBadges.EXCLUSIVE);
    expect(await generatorBadges(page)).not.toContain(ms.packageBadges.EXCLUSIVE);
    const formEn = await twoStepBadges(page);
    expect(formEn).toContain(en.packageBadges.EXCLUSIVE);
    expect(formEn).not.toContain(ms.packageBadges.EXCLUSIVE);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
