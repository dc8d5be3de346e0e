import { desc, eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import createEn from "../../src/common/i18n/areas/create.en.json" with { type: "json" };
import create from "../../src/common/i18n/areas/create.ms.json" with { type: "json" };
import en from "../../src/common/i18n/en.json" with { type: "json" };
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import { generationJobs, users } from "../../src/server/db/schema.js";
import { browserAvailable, type LiveServer, saveScreenshot, VIEWPORTS } from "../support/browser.js";
import { newSignedInPage, signInAs, withLiveBrowser } from "../support/e2e.js";
import { createUser } from "../support/factories.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const c = create.create;
const url = (path: string) => `${server.baseUrl}${path}`;
const db = () => server.database.db;

async function accountLanguage(userId: string) {
  const [row] = await db().select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language;
}

async function lastJobLanguage(userId: string) {
  const [job] = await db()
    .select({ input: generationJobs.input })
    .from(generationJobs)
    .where(eq(generationJobs.userId, userId))
    .orderBy(desc(generationJobs.createdAt))
    .limit(1);
  return (job?.input as { brief?: { language?: string } } | undefined)?.brief?.language;
}

describe.skipIf(!browserAvailable)("one language choice, and a language per proposal", () => {
  it("the top bar's BM / EN is the account's language too, and a new proposal follows it", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server, { credits: 500 });
    await page.goto(url("/"));
    expect(await accountLanguage(user.id)).toBe("ms");
    await page.getByTestId("lang-en").first().click();
    await expect.poll(() => accountLanguage(user.id)).toBe("en");

    // Another browser of the same person opens in English.
    const other = await browser.newContext({ locale: "ms-MY" });
    const cookies = await page.context().cookies();
    await other.addCookies(cookies);
    const second = await other.newPage();
    await second.goto(url("/"));
    await expect.poll(() => second.evaluate(() => document.documentElement.lang)).toBe("en");
    await other.close();

    // The create form offers the interface language, and the proposal is written in it.
    await page.goto(url("/create-proposal"));
    await page.getByLabel(createEn.create.common.languageLabel).waitFor();
    expect(await page.locator("#simple-language").inputValue()).toBe("en");
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("on a 375 px phone, signed in, the top bar has BM / EN and switching there changes the interface and the account", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server, { viewport: VIEWPORTS.phone });
    await page.goto(url("/"));
    // The dashboard drawn in its own frame (not the stand-in frame shown while its code loads).
    await page.getByTestId("balance-value").waitFor();
    await page.getByTestId("screen-fallback").waitFor({ state: "detached" });
    const bar = page.locator("header").first();
    const english = bar.getByTestId("lang-en");
    // In the bar itself, not only in the menu drawer, and inside the screen.
    await english.waitFor({ timeout: 10_000 });
    expect(await bar.getByRole("button", { name: ms.nav.openMenu }).isVisible()).toBe(true);
    await saveScreenshot(page, "top-bar-signed-in-phone");
    for (const control of [english, bar.getByTestId("lang-ms"), bar.getByTestId("credit-badge")]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= VIEWPORTS.phone.width).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    await english.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    await bar.getByRole("button", { name: en.nav.openMenu }).waitFor();
    expect(await english.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => accountLanguage(user.id)).toBe("en");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("a switch is kept when the page is left before the account has saved it", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server);
    await page.goto(url("/templates"));
    await page.getByTestId("lang-en").first().waitFor();
    // The first save is held back, as on a slow line, and the person moves on at once.
    let held = 0;
    await page.route("**/api/account/profile", async (route) => {
      if (route.request().method() === "PATCH" && held++ === 0) {
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await route.abort().catch(() => {});
        return;
      }
      await route.continue();
    });
    await page.getByTestId("lang-en").first().click();
    await page.goto(url("/templates"));
    // The next page reads the account's old language first, yet the choice stands and is saved.
    await expect.poll(() => accountLanguage(user.id), { timeout: 10_000 }).toBe("en");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    await page.goto(url("/templates"));
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(consoleErrors.filter((e) => !/Failed to load resource|ERR_FAILED|aborted/i.test(e))).toEqual([]);
    await page.close();
  });

  it("the form's proposal language follows the top bar until it is chosen in the form", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    for (const [path, field] of [
      ["/create-proposal", "#simple-language"],
      ["/proposal-requirements", "#detailed-language"],
    ] as const) {
      await page.goto(url(path));
      if (path === "/proposal-requirements") {
        await page.getByRole("button", { name: `${c.detailed.choose}: Standard Package` }).click();
      }
      const select = page.locator(field);
      await select.waitFor();
      expect(await select.inputValue()).toBe("ms");
      await page.getByTestId("lang-en").first().click();
      await expect.poll(() => select.inputValue()).toBe("en");
      await page.getByTestId("lang-ms").first().click();
      await expect.poll(() => select.inputValue()).toBe("ms");
      // Chosen in the form: the top bar no longer changes it.
      await select.selectOption("en");
      await page.getByTestId("lang-en").first().click();
      await page.getByTestId("lang-ms").first().click();
      await page.waitForTimeout(300);
      expect(await select.inputValue()).toBe("en");
    }
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("a Malay interface can write one proposal in English, without changing the person's language", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server, { credits: 500 });
    await page.goto(url("/create-proposal"));
    await page.getByRole("heading", { level: 1, name: c.simple.title }).waitFor();
    expect(await page.locator("#simple-language").inputValue()).toBe("ms");
    await page.getByLabel(c.simple.titleLabel).fill("Community Coding Club for Secondary Pupils");
    await page
      .getByLabel(c.simple.descriptionLabel)
      .fill("A weekly coding club for 40 secondary pupils in Shah Alam, run by 6 volunteer teachers.");
    await page.getByLabel(c.simple.typeLabel).selectOption({ label: c.types.project });
    await page.getByLabel(c.common.languageLabel).selectOption("en");
    await page.getByRole("button", { name: c.simple.submit }).click();
    await page.waitForURL(url("/proposal-preview"), { timeout: 60_000 });
    expect(await lastJobLanguage(user.id)).toBe("en");
    // The preview is in English while the interface stays Malay.
    const preview = (await page.getByTestId("preview-sections").textContent()) ?? "";
    expect(preview).toMatch(/\b(?:the|and|will)\b/);
    expect(preview).not.toMatch(/\b(?:akan|dan|ini)\b/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ms");
    expect(await accountLanguage(user.id)).toBe("ms");
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("English chosen on the sign-in page is the person's newest choice: saved on the account, kept on reload", async () => {
    const account = await createUser(db());
    expect(await accountLanguage(account.id)).toBe("ms");
    const context = await browser.newContext({ locale: "ms-MY" });
    const page = await context.newPage();
    await page.goto(url("/login"));
    await page.getByTestId("lang-en").first().click();
    await page.getByLabel("Email", { exact: false }).first().fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByTestId("login-submit").click();
    await page.waitForURL(url("/"));
    await expect.poll(() => accountLanguage(account.id)).toBe("en");
    await page.reload();
    await page.getByTestId("balance-value").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    await context.close();
  });

  it("an English account signing in on a new browser gets English at once, not after a reload", async () => {
    const account = await createUser(db());
    await db().update(users).set({ language: "en" }).where(eq(users.id, account.id));
    // Signed in through the sign-in form of a fresh browser (Malay, nothing chosen there).
    const { page } = await signInAs(browser, server, account);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(await accountLanguage(account.id)).toBe("en");
    await page.context().close();
  });
});
