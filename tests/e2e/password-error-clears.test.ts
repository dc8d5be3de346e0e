import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { newSignedInPage, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const WRONG = ms.errors.WRONG_CURRENT_PASSWORD;

/** Fills the three fields and presses the settings page's password button. */
async function submit(page: Page, current: string, next: string): Promise<void> {
  await page.getByLabel("Kata laluan semasa").fill(current);
  await page.getByLabel("Kata laluan baharu", { exact: true }).fill(next);
  await page.getByLabel("Sahkan kata laluan baharu").fill(next);
  await page.getByTestId("password-save").click();
}

/** How often the form says the current password is wrong (under the field or above the form). */
function wrongShown(page: Page): Promise<number> {
  return page.getByTestId("password-form").getByText(WRONG).count();
}

describe.skipIf(!browserAvailable)("the settings page's password change", () => {
  it("drops 'current password is wrong' once the user submits again or edits the field", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server);
    page.setDefaultTimeout(10_000);
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByTestId("password-form").waitFor();

    // A wrong current password, then the right one with a new password too short: the second
    // attempt fails on the length alone.
    await submit(page, "Bukan-Kata-Laluan-9", "Pantai-Cenang-Biru-43");
    await expect.poll(() => wrongShown(page)).toBeGreaterThan(0);
    await submit(page, user.password, "pendek");
    await page.getByTestId("password-form").getByText(ms.validation.passwordMin).first().waitFor();
    await expect.poll(() => wrongShown(page)).toBe(0);

    // A wrong current password, then only that field edited.
    await submit(page, "Bukan-Kata-Laluan-9", "Pantai-Cenang-Biru-43");
    await expect.poll(() => wrongShown(page)).toBeGreaterThan(0);
    await page.getByLabel("Kata laluan semasa").fill(user.password);
    await expect.poll(() => wrongShown(page)).toBe(0);

    // And it is still said when it is true again.
    await submit(page, "Bukan-Kata-Laluan-8", "Pantai-Cenang-Biru-44");
    await expect.poll(() => wrongShown(page)).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
