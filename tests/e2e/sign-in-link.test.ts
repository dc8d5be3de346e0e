import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import { browserAvailable, type LiveServer, launchBrowser, startLiveServer } from "../support/browser.js";
import { expectAccessible, screenshotBothWidths } from "../support/e2e.js";
import { createUser } from "../support/factories.js";
import { startTestMailServer } from "../support/test-mail-server.js";

let server: LiveServer;
let browser: Browser;
let mail: Awaited<ReturnType<typeof startTestMailServer>>;

beforeAll(async () => {
  if (!browserAvailable) return;
  mail = await startTestMailServer();
  server = await startLiveServer({ env: { SMTP_URL: mail.url, LOGIN_MAX_FAILURES_PER_ACCOUNT: "3" } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await mail?.close();
});

describe.skipIf(!browserAvailable)("a locked-out owner signs in with an emailed link", () => {
  it("asks for a link from the sign-in page, opens it from the email, sets a new password and lands on the dashboard", async () => {
    const owner = await createUser(server.database.db);
    const context = await browser.newContext({ locale: "ms-MY" });
    const page = await context.newPage();
    page.setDefaultTimeout(6000);
    await page.goto(`${server.baseUrl}/login`);
    // Someone guesses the password until the account locks.
    for (let i = 0; i < 4; i++) {
      await page.getByLabel(ms.auth.fields.email).fill(owner.email);
      await page.getByLabel(ms.auth.fields.password, { exact: true }).fill(`Salah-${i}-Sekali`);
      await page.getByTestId("login-submit").click();
      await page.getByTestId("form-error").waitFor();
    }
    await expect.poll(() => page.getByTestId("form-error").textContent()).toContain("log masuk melalui pautan e-mel");

    await page.getByTestId("forgot-password").click();
    await page.getByRole("heading", { level: 1, name: ms.auth.forgot.title }).waitFor();
    // The email typed on the sign-in page comes along (not in the address).
    expect(await page.getByLabel(ms.auth.fields.email).inputValue()).toBe(owner.email);
    expect(page.url()).not.toContain("@");
    await page.getByTestId("sign-in-link-submit").click();
    await expect
      .poll(() => page.getByTestId("sign-in-link-sent").textContent())
      .toBe(ms.notices.SIGN_IN_LINK_SENT.replace("{{minutes}}", "30"));
    await expectAccessible(page);
    await screenshotBothWidths(page, "sign-in-link-request");

    const [email] = await mail.waitFor(owner.email);
    const link = /http:\/\/127\.0\.0\.1:\d+\/login\/link#[A-Za-z0-9_-]{43}/.exec(email!.text)?.[0];
    expect(link?.startsWith(server.baseUrl)).toBe(true);
    await page.goto(link!);
    await page.getByRole("heading", { level: 1, name: ms.auth.link.title }).waitFor();
    // The token leaves the address bar (and history) as soon as the page has it.
    expect(new URL(page.url()).hash).toBe("");
    await expectAccessible(page);
    await screenshotBothWidths(page, "sign-in-link-open");
    await page.getByLabel(ms.auth.link.newPasswordOptional).fill("Padi-Huma-Berbuah-2026");
    await page.getByTestId("link-sign-in-submit").click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();

    // The new password works from a fresh browser; the spent link says so plainly.
    const fresh = await browser.newContext({ locale: "ms-MY" });
    const again = await fresh.newPage();
    await again.goto(link!);
    await again.getByTestId("link-sign-in-submit").click();
    await expect.poll(() => again.getByTestId("form-error").textContent()).toBe(ms.errors.SIGN_IN_LINK_INVALID);
    await again.getByTestId("request-new-link").waitFor();
    await again.goto(`${server.baseUrl}/login`);
    await again.getByLabel(ms.auth.fields.email).fill(owner.email);
    await again.getByLabel(ms.auth.fields.password, { exact: true }).fill("Padi-Huma-Berbuah-2026");
    await again.getByTestId("login-submit").click();
    await again.waitForURL(`${server.baseUrl}/`);
    await fresh.close();
    await context.close();
  });

  it("a visitor sent to sign in from /credits asks for a link and the emailed link lands on /credits", async () => {
    const owner = await createUser(server.database.db);
    const context = await browser.newContext({ locale: "ms-MY" });
    const page = await context.newPage();
    page.setDefaultTimeout(6000);
    await page.goto(`${server.baseUrl}/credits`, { waitUntil: "commit" });
    await page.waitForURL(`${server.baseUrl}/login?next=${encodeURIComponent("/credits")}`);
    await page.getByTestId("forgot-password").click();
    await page.getByLabel(ms.auth.fields.email).fill(owner.email);
    await page.getByTestId("sign-in-link-submit").click();
    await page.getByTestId("sign-in-link-sent").waitFor();
    const [email] = await mail.waitFor(owner.email);
    const link = /http:\/\/127\.0\.0\.1:\d+\/login\/link\?next=%2Fcredits#[A-Za-z0-9_-]{43}/.exec(email!.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByTestId("link-sign-in-submit").click();
    await page.waitForURL(`${server.baseUrl}/credits`);
    await context.close();
  });
});
