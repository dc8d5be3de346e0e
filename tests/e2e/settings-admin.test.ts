import { eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import area from "../../src/common/i18n/areas/settings-admin.ms.json" with { type: "json" };
import superAdmin from "../../src/common/i18n/areas/super-admin.ms.json" with { type: "json" };
import base from "../../src/common/i18n/ms.json" with { type: "json" };
import { settings } from "../../src/server/db/schema.js";
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { expectAccessible, newSignedInPage, screenshotBothWidths, signInAs, withLiveBrowser } from "../support/e2e.js";
import { createUser } from "../support/factories.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const texts = area.settingsAdmin;
const stored = async (key: string) =>
  (await server.database.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;

describe.skipIf(!browserAvailable)("the super admin's settings in a real browser", () => {
  it("changes the commission rate and the bank account, refusing a rate past 100%", async () => {
    const boss = await createUser(server.database.db, { role: "super_admin" });
    const { page } = await signInAs(browser, server, boss);
    const context = page.context();
    await page.goto(`${server.baseUrl}/super-admin`);
    await page.getByRole("link", { name: superAdmin.superAdmin.nav.settings }).first().click();
    await page.waitForURL(`${server.baseUrl}/super-admin/settings`);
    await page.getByRole("heading", { level: 1, name: texts.title }).waitFor();

    const rate = page.getByTestId("setting-commission_rate");
    const percent = rate.getByLabel(texts.settings.commission_rate.fields.value);
    expect(await percent.inputValue()).toBe("20");
    await percent.fill("150");
    await rate.getByRole("button", { name: `Simpan ${texts.settings.commission_rate.label}` }).click();
    await rate.getByText(base.validation.settingRange).waitFor();
    expect(await stored("commission_rate")).toBe(0.2);
    await percent.fill("25");
    await rate.getByRole("button", { name: `Simpan ${texts.settings.commission_rate.label}` }).click();
    await page.getByText(texts.saved).first().waitFor();
    await expect.poll(() => stored("commission_rate")).toBe(0.25);

    const bank = page.getByTestId("setting-bank_transfer");
    await bank.getByLabel(texts.settings.bank_transfer.fields.bankName).fill("Bank Islam");
    await bank.getByLabel(texts.settings.bank_transfer.fields.accountNumber).fill("1201 0000 8888");
    await bank.getByRole("button", { name: `Simpan ${texts.settings.bank_transfer.label}` }).click();
    await expect
      .poll(() => stored("bank_transfer"))
      .toEqual({ bankName: "Bank Islam", accountName: "Kertas AI Sdn. Bhd.", accountNumber: "1201 0000 8888" });
    // The page is checked once the save has finished on screen too (a button reading 'Menyimpan...'
    // while named 'Simpan ...' is a moment of the save, not the page at rest).
    await expect
      .poll(() => bank.getByRole("button", { name: `Simpan ${texts.settings.bank_transfer.label}` }).isEnabled())
      .toBe(true);
    await expect
      .poll(() => bank.getByRole("button", { name: `Simpan ${texts.settings.bank_transfer.label}` }).textContent())
      .not.toMatch(/\.\.\.$/);
    await expectAccessible(page);
    await screenshotBothWidths(page, "super-admin-settings");

    // A fresh install's support address reaches no one: the page says so until a real one is saved.
    const launch = page.getByTestId("launch-checklist");
    await launch.getByText(texts.launch.support_contact).waitFor();
    await launch.getByText(texts.launch.seller).waitFor();
    await launch.getByRole("link", { name: `Tetapkan ${texts.settings.support_contact.label}` }).click();
    const support = page.getByTestId("setting-support_contact");
    await support.getByLabel(texts.settings.support_contact.fields.email).fill("sokongan@kertasai.my");
    await support.getByRole("button", { name: `Simpan ${texts.settings.support_contact.label}` }).click();
    await expect.poll(() => launch.getByTestId("launch-gap-support_contact").count()).toBe(0);
    await launch.getByText(texts.launch.seller).waitFor();
    expect(await stored("support_contact")).toEqual({ email: "sokongan@kertasai.my", phone: null });
    await context.close();

    // A buyer's shop shows the new bank account.
    const { page: buyer } = await newSignedInPage(browser, server);
    await buyer.goto(`${server.baseUrl}/credits`);
    await expect.poll(() => buyer.getByTestId("bank-details").first().textContent()).toContain("Bank Islam");
  });

  it("shows an agent Access Denied and sends them away", async () => {
    const agent = await createUser(server.database.db, { role: "admin" });
    const { page } = await signInAs(browser, server, agent, VIEWPORTS.phone);
    const context = page.context();
    await page.goto(`${server.baseUrl}/super-admin/settings`);
    await page.getByTestId("super-admin-denied").getByText(superAdmin.superAdmin.access.deniedTitle).waitFor();
    await page.waitForURL(`${server.baseUrl}/`);
    await context.close();
  });
});
