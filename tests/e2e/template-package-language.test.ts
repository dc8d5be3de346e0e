import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import packagesEn from "../../src/common/i18n/areas/package-texts.en.json" with { type: "json" };
import packagesMs from "../../src/common/i18n/areas/package-texts.ms.json" with { type: "json" };
import { TEMPLATE_SEEDS } from "../../src/server/modules/templates/template-seeds.js";
import { TEMPLATE_TEXT_EN } from "../../src/server/modules/templates/template-text-en.js";
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { expectAccessible, newSignedInPage, screenshotBothWidths, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const url = (path: string) => `${server.baseUrl}${path}`;
const ID = "pelan-perniagaan-pembiayaan-mikro";
const seed = TEMPLATE_SEEDS.find((t) => t.id === ID)!;
const en = TEMPLATE_TEXT_EN[ID]!;
const msField = seed.templateFields.find((f) => f.name === "namaPerniagaan")!;
const enField = en.fields.namaPerniagaan!;

describe.skipIf(!browserAvailable)("template and package names in the interface language", { timeout: 60_000 }, () => {
  it("shows Malay names in Malay mode and English names once the person switches to English", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 500 });

    // Malay: the list, the template's page and the create form's package cards.
    await page.goto(url("/templates"));
    const card = page.getByTestId(`template-card-${ID}`);
    await card.getByText(seed.name).waitFor();
    await page.goto(url(`/template/${ID}`));
    await page.getByRole("heading", { level: 1, name: seed.name }).waitFor();
    await page.getByText(seed.sections[0]!.title, { exact: true }).first().waitFor();
    const input = page.locator("#tf-namaPerniagaan");
    expect(await page.getByLabel(msField.label).count()).toBe(1);
    expect(await input.getAttribute("placeholder")).toBe(msField.placeholder);
    await input.fill("Kedai Kuih Mak Long");

    // English, switched on the template's page: every text of the template changes, the answer stays.
    await page.getByTestId("lang-en").first().click();
    await page.getByRole("heading", { level: 1, name: en.name }).waitFor();
    await page.getByText(en.description).waitFor();
    await page.getByText(en.sections[0]!, { exact: true }).first().waitFor();
    await expect.poll(() => input.getAttribute("placeholder")).toBe(enField.placeholder);
    expect(await page.getByLabel(enField.label).inputValue()).toBe("Kedai Kuih Mak Long");
    expect(await page.getByText(seed.name).count()).toBe(0);
    await expectAccessible(page);
    await screenshotBothWidths(page, "template-detail-en");

    await page.goto(url("/templates"));
    await card.getByText(en.name).waitFor();
    expect(await card.textContent()).toContain(en.description);
    expect(await card.textContent()).not.toContain(seed.name);
    await screenshotBothWidths(page, "templates-list-en");

    await page.goto(url("/create-proposal"));
    const basic = page.getByTestId("package-basic");
    await basic.getByText(packagesEn.packageTexts.basic.name).waitFor();
    expect(await basic.textContent()).not.toContain(packagesMs.packageTexts.basic.name);
    await expect
      .poll(() => page.getByTestId("package-premium").textContent())
      .toContain(packagesEn.packageTexts.premium.name);
    await screenshotBothWidths(page, "create-packages-en");

    // Back to Malay: the data's own Malay names again.
    await page.getByTestId("lang-ms").first().click();
    await basic.getByText(packagesMs.packageTexts.basic.name).waitFor();
    await page.goto(url("/templates"));
    await card.getByText(seed.name).waitFor();
    expect(await card.textContent()).not.toContain(en.name);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
