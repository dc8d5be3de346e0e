import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import legalEn from "../../src/common/i18n/areas/legal.en.json" with { type: "json" };
import legal from "../../src/common/i18n/areas/legal.ms.json" with { type: "json" };
import base from "../../src/common/i18n/ms.json" with { type: "json" };
import { settings } from "../../src/server/db/schema.js";
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { expectAccessible, screenshotBothWidths, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const L = legal.legal;

describe.skipIf(!browserAvailable)("the policies and the contact page in a real browser", () => {
  it("promises support by phone on the landing page only when the contact page lists a phone", async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS.desktop, locale: "ms-MY" })).newPage();
    await page.goto(server.baseUrl);
    // The default settings have an email and no phone.
    await page.getByText(base.landing.features.support.bodyEmail).waitFor();
    expect(await page.getByText(base.landing.features.support.body).count()).toBe(0);
    await page.context().close();
  });

  it("links them from the landing footer and the sign-up form; each names the support address from settings", async () => {
    await server.database.db
      .insert(settings)
      .values({ key: "support_contact", value: { email: "bantuan@kertas.contoh.my", phone: "+60 3-2770 1234" } })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { email: "bantuan@kertas.contoh.my", phone: "+60 3-2770 1234" } },
      });
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: "ms-MY" });
    const page = await context.newPage();
    await page.goto(server.baseUrl);
    const footer = page.getByRole("contentinfo");
    for (const [key, path] of [
      ["terms", "/terms"],
      ["privacy", "/privacy"],
      ["refunds", "/refunds"],
    ] as const) {
      await footer.getByRole("link", { name: base.policyLinks[key] }).click();
      await page.waitForURL(`${server.baseUrl}${path}`);
      await page.getByRole("heading", { level: 1, name: L[key].title }).waitFor();
      expect(await page.getByRole("heading", { level: 2 }).count()).toBe(L[key].sections.length);
      await expect.poll(() => page.getByTestId(`policy-${key}`).textContent()).toContain("bantuan@kertas.contoh.my");
      await expectAccessible(page);
      await screenshotBothWidths(page, `legal-${key}`);
      await page.goto(server.baseUrl);
    }
    expect(await page.getByTestId("policy-privacy").count()).toBe(0);

    await footer.getByRole("link", { name: base.policyLinks.contact }).click();
    await page.waitForURL(`${server.baseUrl}/contact`);
    await expect.poll(() => page.getByTestId("support-email").textContent()).toBe("bantuan@kertas.contoh.my");
    expect(await page.getByTestId("support-phone").getByRole("link").getAttribute("href")).toBe("tel:+60327701234");
    await expectAccessible(page);
    await screenshotBothWidths(page, "legal-contact");

    // The sign-up form says what signing up agrees to, with both documents a click away.
    await page.goto(`${server.baseUrl}/register`);
    const agreement = page.getByTestId("register-agreement");
    await agreement.getByRole("link", { name: base.policyLinks.terms }).waitFor();
    await agreement.getByRole("link", { name: base.policyLinks.privacy }).click();
    await page.waitForURL(`${server.baseUrl}/privacy`);

    // In English too.
    await page.getByRole("button", { name: "EN" }).first().click();
    await page.getByRole("heading", { level: 1, name: legalEn.legal.privacy.title }).waitFor();
    await context.close();
    // Three policy pages, each checked for accessibility and drawn at two widths: slow on a busy machine.
  }, 60_000);
});
