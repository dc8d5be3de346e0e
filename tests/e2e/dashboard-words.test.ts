import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import autoMs from "../../src/common/i18n/areas/auto.ms.json" with { type: "json" };
import en from "../../src/common/i18n/en.json" with { type: "json" };
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { expectAccessible, newSignedInPage, screenshotBothWidths, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

describe.skipIf(!browserAvailable)("a new user's dashboard in Malay and in English", { timeout: 60_000 }, () => {
  it("names its links in Malay on a Malay screen and states no success rate without a proposal", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole("heading", { level: 1, name: ms.dashboard.title }).waitFor();

    // The top bar names the dashboard as the sidebar does, not with the English word.
    const top = page.getByRole("navigation", { name: ms.nav.mainLabel }).locator('a[href="/"]');
    expect((await top.textContent())?.trim()).toBe(ms.nav.home);
    expect((await top.textContent())?.trim()).not.toBe(en.nav.dashboard);

    // The auto generator is called what its own page calls itself.
    const autoTitle = autoMs.autoArea.title;
    expect(await page.getByTestId("action-autoGenerator").textContent()).toContain(autoTitle);
    await page.getByRole("link", { name: autoTitle, exact: true }).first().waitFor();
    expect(await page.getByText("AI Auto Generator").count()).toBe(0);
    // 'Baharu' as everywhere else ('Proposal Baharu' in the top bar, 'Cipta Proposal Baharu' here).
    expect(await page.locator("body").textContent()).not.toContain("Baru");

    // No proposal yet: no '0%' success rate, a dash (and words for a screen reader).
    await expect.poll(() => text(page, "stat-total")).toBe("0");
    expect(await text(page, "stat-successRate")).toBe(`—${ms.dashboard.stats.noRate}`);
    expect(await page.getByTestId("stat-successRate").getByText("—").getAttribute("aria-hidden")).toBe("true");
    await expectAccessible(page);
    await screenshotBothWidths(page, "dashboard-new-user-ms");

    // A first proposal, not yet approved by its reader: still a dash, not '0%'.
    const made = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: {
        type: "business",
        status: "completed",
        requirements: [],
        title: "Kedai Kek Puan Ros",
        content: "<p>Teks.</p>",
      },
      headers: { origin: server.baseUrl },
    });
    expect(made.status()).toBe(201);
    await page.reload();
    await expect.poll(() => text(page, "stat-total")).toBe("1");
    expect(await text(page, "stat-successRate")).toBe(`—${ms.dashboard.stats.noneApproved}`);

    await page.goto(`${server.baseUrl}/proposals`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.locator("body").textContent()).not.toContain("Baru");

    // The two-step form's package badges are Malay too.
    await page.goto(`${server.baseUrl}/proposal-requirements`);
    await page.getByTestId("detailed-package-exclusive").getByText("EKSKLUSIF", { exact: true }).waitFor();

    // English: the same dash, English words (the proposal made above is not yet approved).
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId("lang-en").first().click();
    await page.getByRole("heading", { level: 1, name: en.dashboard.title }).waitFor();
    await expect.poll(() => text(page, "stat-successRate")).toBe(`—${en.dashboard.stats.noneApproved}`);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
