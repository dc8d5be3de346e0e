import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import tplEn from "../../src/common/i18n/areas/templates.en.json" with { type: "json" };
import tplMs from "../../src/common/i18n/areas/templates.ms.json" with { type: "json" };
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

const ID = "pelan-perniagaan-pembiayaan-mikro";
const seed = TEMPLATE_SEEDS.find((t) => t.id === ID)!;
const msTitles = seed.sections.map((s) => s.title);
const enTitles = TEMPLATE_TEXT_EN[ID]!.sections;

const listed = (page: Page) =>
  page
    .getByTestId("template-sections")
    .locator("li")
    .evaluateAll((items) => items.map((li) => li.textContent?.replace(/^\d+/, "").trim()));

describe.skipIf(!browserAvailable)(
  "a template's sections in the language the paper is written in",
  { timeout: 90_000 },
  () => {
    it("lists English headings for an English paper picked from the Malay interface, and the paper has them", async () => {
      expect(enTitles).not.toEqual(msTitles);
      const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 600 });
      await page.goto(`${server.baseUrl}/template/${ID}`);
      await page.getByRole("heading", { level: 1, name: seed.name }).waitFor();
      await expect.poll(() => listed(page)).toEqual(msTitles);
      expect(await page.getByTestId("template-sections-language").count()).toBe(0);

      // The interface stays Malay; the paper is to be written in English.
      await page.locator("#template-language").selectOption("en");
      await expect.poll(() => listed(page)).toEqual(enTitles);
      expect(await page.getByTestId("template-sections").getAttribute("lang")).toBe("en");
      expect(await page.getByTestId("template-sections-language").textContent()).toBe(
        tplMs.templatesArea.sectionsLanguage.replace("{{language}}", "English"),
      );
      // Everything else on the screen is still in the interface language.
      await page.getByRole("heading", { level: 1, name: seed.name }).waitFor();
      await page.getByRole("heading", { name: tplMs.templatesArea.sectionsTitle }).waitFor();
      // Said once, as the list's heading; the count beside the cost is named for what it is.
      expect(await page.getByText(tplMs.templatesArea.sectionsTitle, { exact: true }).count()).toBe(1);
      await page.getByText(tplMs.templatesArea.sectionsCountLabel, { exact: true }).waitFor({ state: "attached" });
      await expectAccessible(page);
      await screenshotBothWidths(page, "template-sections-en-paper");

      // Back to a Malay paper: the Malay headings again.
      await page.locator("#template-language").selectOption("ms");
      await expect.poll(() => listed(page)).toEqual(msTitles);
      expect(await page.getByTestId("template-sections-language").count()).toBe(0);

      // The English paper written from this screen has the headings the list showed.
      await page.locator("#template-language").selectOption("en");
      await expect.poll(() => listed(page)).toEqual(enTitles);
      for (const field of seed.templateFields) {
        const input = page.locator(`#tf-${field.name}`);
        if (field.type === "number") await input.fill("12000");
        else if (field.type === "textarea")
          await input.fill("Kedai kuih di Kajang yang mahu membeli ketuhar baharu dan menambah dua pekerja.");
        else await input.fill("Kedai Kuih Mak Long");
      }
      await page.getByTestId("template-submit").click();
      await page.waitForURL(/\/proposal\/[0-9a-f-]+\/edit$/, { timeout: 60_000 });
      const id = /\/proposal\/([0-9a-f-]+)\/edit$/.exec(page.url())![1]!;
      const content = await page.evaluate(
        async (pid) => ((await (await fetch(`/api/proposals/${pid}`)).json()) as { content: string }).content,
        id,
      );
      for (const title of enTitles) expect(content).toContain(title);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    });

    it("lists Malay headings for a Malay paper picked from the English interface", async () => {
      const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 600 });
      await page.goto(`${server.baseUrl}/template/${ID}`);
      await page.getByRole("heading", { level: 1, name: seed.name }).waitFor();
      await page.getByTestId("lang-en").first().click();
      await page.getByRole("heading", { level: 1, name: TEMPLATE_TEXT_EN[ID]!.name }).waitFor();
      // The paper follows the interface until one is picked.
      await expect.poll(() => listed(page)).toEqual(enTitles);
      await page.locator("#template-language").selectOption("ms");
      await expect.poll(() => listed(page)).toEqual(msTitles);
      expect(await page.getByTestId("template-sections").getAttribute("lang")).toBe("ms");
      expect(await page.getByTestId("template-sections-language").textContent()).toBe(
        tplEn.templatesArea.sectionsLanguage.replace("{{language}}", "Bahasa Melayu"),
      );
      await page.getByRole("heading", { name: tplEn.templatesArea.sectionsTitle }).waitFor();
      await screenshotBothWidths(page, "template-sections-ms-paper");
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    });
  },
);
