import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import autoEn from "../../src/common/i18n/areas/auto.en.json" with { type: "json" };
import createEn from "../../src/common/i18n/areas/create.en.json" with { type: "json" };
import { users } from "../../src/server/db/schema.js";
import { TEMPLATE_SEEDS } from "../../src/server/modules/templates/template-seeds.js";
import { TEMPLATE_TEXT_EN } from "../../src/server/modules/templates/template-text-en.js";
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { expectAccessible, newSignedInPage, screenshotBothWidths, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const url = (path: string) => `${server.baseUrl}${path}`;
const A = autoEn.autoArea;
const ID = "cadangan-perkhidmatan-katering";
const seed = TEMPLATE_SEEDS.find((t) => t.id === ID)!;
const en = TEMPLATE_TEXT_EN[ID]!;
const BRIEF =
  "Kami memerlukan sistem tempahan dalam talian untuk lima cawangan klinik pergigian di Selangor, " +
  "dengan peringatan SMS kepada pesakit dan laporan bulanan untuk pengurusan.";

/** A signed-in person whose interface (and account) is English. */
async function englishPage(credits: number) {
  const signedIn = await newSignedInPage(browser, server, { credits });
  await server.database.db.update(users).set({ language: "en" }).where(eq(users.id, signedIn.user.id));
  return signedIn;
}

/** The page fits 375 px and 1280 px without sideways scrolling. */
async function expectFits(page: Page) {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
}

const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)</g)].map((m) => m[1]!.trim());

/** Malay section headings ('Objektif', ...), and none of the English ones. */
function expectMalayHeadings(list: string[]) {
  expect(list).toContain("Objektif");
  expect(list.join(" | ")).not.toMatch(ENGLISH_HEADING);
}
const ENGLISH_HEADING =
  /\b(Objectives|Background|Summary|Introduction|Budget|Cost|Timeline|Impact|Conclusion|Closing)\b/;

describe.skipIf(!browserAvailable)("the proposal language on the template and auto generator forms", () => {
  it("writes a template's paper in Malay when an English interface picks Bahasa Melayu", async () => {
    const { page, consoleErrors } = await englishPage(1_000);
    await page.goto(url(`/template/${ID}`));
    await page.getByRole("heading", { level: 1, name: en.name }).waitFor({ timeout: 15_000 });
    const choice = page.getByLabel(createEn.create.common.languageLabel);
    // Offered as the interface language.
    expect(await choice.inputValue()).toBe("en");
    await expectFits(page);
    await expectAccessible(page);
    await choice.selectOption("ms");
    for (const field of seed.templateFields) {
      const input = page.locator(`#tf-${field.name}`);
      if (field.type === "number") await input.fill("120");
      else if (field.type === "textarea")
        await input.fill("Butiran lengkap untuk bahagian ini ditulis dengan jelas dan teratur oleh pemohon.");
      else await input.fill(`Contoh ${field.label}`);
    }
    await screenshotBothWidths(page, "template-detail-language-ms");
    await page.getByTestId("template-submit").click();
    await page.waitForURL(/\/proposal\/[0-9a-f-]+\/edit$/, { timeout: 90_000 });
    const id = /\/proposal\/([0-9a-f-]+)\/edit$/.exec(page.url())![1]!;
    const saved = await page.evaluate(
      async (pid) => (await (await fetch(`/api/proposals/${pid}`)).json()) as { title: string; content: string },
      id,
    );
    // The Malay name and the template's Malay section titles, none of the English ones.
    expect(saved.title.startsWith(`${seed.name}: `)).toBe(true);
    const written = headings(saved.content);
    expect(written).toContain(seed.sections[0]!.title);
    for (const title of en.sections) expect(written).not.toContain(title);
    // The interface stays English.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("writes the auto generator's solution, full proposal and finalised draft in Malay when picked", async () => {
    const { page, consoleErrors } = await englishPage(1_000);
    await page.goto(url("/auto-generator"));
    await page.getByRole("heading", { level: 1, name: A.title }).waitFor({ timeout: 15_000 });
    const choice = page.getByLabel(createEn.create.common.languageLabel);
    expect(await choice.inputValue()).toBe("en");
    await expectFits(page);
    await choice.selectOption("ms");
    await page.getByLabel(A.requirementsLabel).fill(BRIEF);
    await page.getByRole("button", { name: A.generateSolution }).click();
    const title = page.getByTestId("auto-proposal-title");
    await title.waitFor({ timeout: 30_000 });
    // The solution is Malay, and the choice now shows (and keeps) the solution's language.
    expect(await title.textContent()).toMatch(/^Cadangan /);
    expect(await choice.inputValue()).toBe("ms");
    expect(await choice.isDisabled()).toBe(true);
    await expectFits(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, "auto-generator-language-ms");

    await page.getByRole("button", { name: A.generateFull }).click();
    await page.waitForURL(url("/auto-proposal-complete"), { timeout: 90_000 });
    const full = headings((await page.getByTestId("complete-content").innerHTML()) ?? "");
    expectMalayHeadings(full);

    // Again through the editor: 'Finalise with AI' writes in the solution's language too.
    await page.goto(url("/auto-generator"));
    // A finished run leaves the generator empty: the choice follows the interface again, nothing to restart.
    await page.getByLabel(A.requirementsLabel).waitFor();
    expect(await page.getByRole("button", { name: A.restart }).count()).toBe(0);
    await expect.poll(() => choice.inputValue()).toBe("en");
    await choice.selectOption("ms");
    await page.getByLabel(A.requirementsLabel).fill(BRIEF);
    await page.getByRole("button", { name: A.generateSolution }).click();
    await title.waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: A.preview }).click();
    await page.waitForURL(url("/auto-proposal-editor"));
    await page.getByTestId("auto-editor-content").waitFor();
    await expect.poll(() => page.getByTestId("auto-stats-values").textContent()).toMatch(/[1-9]/);
    await page.getByRole("button", { name: A.finalize }).click();
    await page.waitForURL(url("/auto-proposal-complete"), { timeout: 90_000 });
    const finalised = headings((await page.getByTestId("complete-content").innerHTML()) ?? "");
    expectMalayHeadings(finalised);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
