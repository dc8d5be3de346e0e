import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import account from "../../src/common/i18n/areas/account.ms.json" with { type: "json" };
import superAdmin from "../../src/common/i18n/areas/super-admin.ms.json" with { type: "json" };
import whiteLabel from "../../src/common/i18n/areas/white-label.ms.json" with { type: "json" };
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { newSignedInPage, screenshotBothWidths, signInAs, withLiveBrowser } from "../support/e2e.js";
import { createUser } from "../support/factories.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const url = (path: string) => `${server.baseUrl}${path}`;

/** Holds the screen's code (its JS chunk) until `release` is called: the load is as slow as we like. */
async function holdChunk(page: Page, name: string): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requestedNow!: () => void;
  const requested = new Promise<void>((resolve) => {
    requestedNow = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    requestedNow();
    await gate;
    await route.continue();
  });
  return { requested, release };
}

describe.skipIf(!browserAvailable)("the shell stays while the next screen's code loads", () => {
  it("keeps the top bar and the sidebar, with the loader in the content area only", async () => {
    const user = await createUser(server.database.db);
    const { page, errors } = await signInAs(browser, server, user);
    page.setDefaultTimeout(8_000);
    await page.goto(url("/credits"));
    await page.getByTestId("sidebar").waitFor();

    const chunk = await holdChunk(page, "history-page");
    await page.getByTestId("sidebar").getByRole("link", { name: ms.nav.history }).click();
    await chunk.requested;
    // The screen being left stays in the page, hidden: only what is shown counts.
    await page.locator("#main:visible").getByRole("status").filter({ hasText: ms.common.loading }).waitFor();
    // While the code is on its way: the top bar and the sidebar are still there.
    expect(await page.locator("header:visible").count()).toBe(1);
    expect(await page.locator('[data-testid="sidebar"]:visible').count()).toBe(1);
    expect(await page.locator('[data-testid="new-proposal-button"]:visible').count()).toBe(1);
    await screenshotBothWidths(page, "shell-stays-loading");
    chunk.release();
    await page.getByRole("heading", { level: 1, name: account.history.title }).waitFor();
    expect(await page.locator('[data-testid="sidebar"]:visible').count()).toBe(1);
    // The tab names the screen now shown, as a user with several tabs open reads it.
    await expect.poll(() => page.title()).toBe(`${account.history.title} · ${ms.app.name}`);
    await page.goBack();
    const shopHeading = await page.locator("main h1").first().textContent();
    expect(shopHeading).toBeTruthy();
    await expect.poll(() => page.title()).toBe(`${shopHeading} · ${ms.app.name}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps contact and the policies within reach of a signed-in user", async () => {
    const user = await createUser(server.database.db);
    const { page, errors } = await signInAs(browser, server, user);
    await page.goto(url("/credits"));
    const links = page.getByTestId("sidebar").getByTestId("help-links");
    for (const name of Object.values(ms.policyLinks)) await links.getByRole("link", { name }).waitFor();
    await links.getByRole("link", { name: ms.policyLinks.contact }).click();
    await page.waitForURL(url("/contact"));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps the super admin sidebar between super admin screens", async () => {
    const admin = await createUser(server.database.db, { role: "super_admin" });
    const { page, errors } = await signInAs(browser, server, admin);
    page.setDefaultTimeout(8_000);
    await page.goto(url("/user-management"));
    await page.getByTestId("super-admin-sidebar").waitFor();

    const chunk = await holdChunk(page, "white-label-page");
    await page
      .getByTestId("super-admin-sidebar")
      .getByRole("link", { name: superAdmin.superAdmin.nav.whiteLabel })
      .click();
    await chunk.requested;
    await page.locator("#main:visible").getByRole("status").filter({ hasText: ms.common.loading }).waitFor();
    expect(await page.locator("header:visible").count()).toBe(1);
    expect(await page.locator('[data-testid="super-admin-sidebar"]:visible').count()).toBe(1);
    chunk.release();
    await page.getByRole("heading", { level: 1, name: whiteLabel.whiteLabel.title }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows a signed-in user's unknown URL inside the app frame; a visitor's stays on its own", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    await page.goto(url("/tiada-halaman-begini"));
    await page.getByRole("heading", { level: 1, name: ms.notFound.title }).waitFor();
    await page.getByText(ms.notFound.body).waitFor();
    // The frame itself, not the stand-in drawn while the screen's code loads.
    await page.getByTestId("screen-fallback").waitFor({ state: "detached" });
    expect(await page.locator("header").getByTestId("credit-badge").isVisible()).toBe(true);
    expect(await page.getByTestId("sidebar").isVisible()).toBe(true);
    expect(await page.locator("main#main").getByTestId("not-found-title").count()).toBe(1);
    await screenshotBothWidths(page, "not-found-signed-in");
    // The sidebar leads on from there.
    await page.getByTestId("sidebar").getByRole("link", { name: ms.nav.myProposals }).click();
    await page.waitForURL(url("/proposals"));
    expect(consoleErrors).toEqual([]);
    await page.context().close();

    const visitor = await (await browser.newContext({ locale: "ms-MY" })).newPage();
    await visitor.goto(url("/tiada-halaman-begini"));
    await visitor.getByRole("heading", { level: 1, name: ms.notFound.title }).waitFor();
    expect(await visitor.getByTestId("sidebar").count()).toBe(0);
    expect(await visitor.getByTestId("credit-badge").count()).toBe(0);
    await visitor.context().close();
  });
});
