import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../../src/common/i18n/areas/credits.en.json" with { type: "json" };
import ms from "../../src/common/i18n/areas/credits.ms.json" with { type: "json" };
import base from "../../src/common/i18n/ms.json" with { type: "json" };
import { payments, users } from "../../src/server/db/schema.js";
import { browserAvailable, type LiveServer, saveScreenshot, VIEWPORTS } from "../support/browser.js";
import { setBalance } from "../support/credits.js";
import { expectAccessible, newSignedInPage, screenshotBothWidths, withLiveBrowser } from "../support/e2e.js";
import { createUser } from "../support/factories.js";

let server: LiveServer;
let browser: Browser;

withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const shop = ms.creditShop;
const url = (path: string) => `${server.baseUrl}${path}`;
const fill = (page: Page, label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
const balanceText = (page: Page) => page.getByTestId("shop-balance").textContent();
/**
 * On a phone the shop's tables read as stacked cards: nothing in the box scrolls sideways (no element
 * with overflow-x auto or scroll is wider inside than it is), and the page itself never does.
 */
async function expectNoSidewaysScroll(page: Page, testId: string) {
  const hidden = await page.getByTestId(testId).evaluate((box) =>
    [box, ...box.querySelectorAll("*")]
      .filter((el) => ["auto", "scroll"].includes(getComputedStyle(el).overflowX))
      .map((el) => el.scrollWidth - el.clientWidth)
      .filter((px) => px > 0),
  );
  expect(hidden, testId).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
}
const paymentsOf = (userId: string) => server.database.db.select().from(payments).where(eq(payments.userId, userId));

describe.skipIf(!browserAvailable)("the credit shop in a real browser", () => {
  it("claims the starter bonus, then buys the popular tier by bank transfer: pending, listed, no credits yet", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server, { credits: 0 });
    await page.goto(url("/"));
    await page.getByTestId("profile-menu-trigger").click();
    await page.getByRole("menuitem", { name: base.nav.buyCredits }).click();
    await page.waitForURL(url("/credits"));
    await page.getByRole("heading", { level: 1, name: shop.title }).waitFor();
    // The sidebar names how credits are paid for: a buyer is not told they are on a free plan.
    const plan = (await page.getByTestId("plan-label").first().textContent()) ?? "";
    expect(plan).toContain(base.nav.planFree);
    expect(plan).not.toMatch(/percuma/i);

    // Zero balance: the starter card is offered, once.
    await expect.poll(() => balanceText(page)).toContain("0 kredit");
    await page.getByTestId("starter-offer").waitFor();
    // The purchases load on their own: the empty list's text is awaited, not read before it arrives.
    await expect.poll(() => page.getByTestId("purchase-list").textContent()).toContain(shop.purchases.empty);
    await expectAccessible(page);
    await screenshotBothWidths(page, "credits-shop");
    await page.getByTestId("starter-claim-button").click();
    await page.getByText("Kredit Percuma Diterima!").first().waitFor();
    await expect.poll(() => balanceText(page)).toContain("100 kredit");
    await page.getByTestId("starter-offer").waitFor({ state: "detached" });

    // The tiers come from the server: the second is POPULAR, with its bonus and total.
    const popular = page.getByTestId("tier-2");
    const popularText = await popular.textContent();
    for (const part of ["500 kredit", "+50 bonus", "RM 250.00", "Jumlah 550 kredit", shop.tiers.popular])
      expect(popularText).toContain(part);
    // The bank details are on screen before any choice.
    const bank = await page.getByTestId("bank-details").textContent();
    for (const part of ["Maybank", "Kertas AI Sdn. Bhd.", "5140 1234 5678"]) expect(bank).toContain(part);

    await page.getByTestId("tier-2-choose").click();
    const form = page.getByTestId("purchase-form");
    await form.waitFor();
    expect(await page.getByTestId("purchase-summary").textContent()).toBe("550 kredit untuk RM 250.00");
    expect(await page.getByTestId("purchase-form-card").getByTestId("bank-details").textContent()).toContain(
      "RM 250.00",
    );
    expect(await page.getByLabel(shop.form.email, { exact: true }).getAttribute("type")).toBe("email");
    expect(await page.getByLabel(shop.form.fullName, { exact: true }).inputValue()).toBe("Aminah Yusof");

    // Incomplete: the documented toast and each field's message; nothing is stored.
    await page.getByTestId("purchase-submit").click();
    await page.getByText(shop.form.incompleteTitle).first().waitFor();
    expect(await form.getByText(shop.form.incomplete).count()).toBe(2); // phone and address
    await fill(page, shop.form.contactNumber, "012-345 6789");
    await fill(page, shop.form.address, "No. 12, Jalan Mawar, 43000 Kajang, Selangor");
    await page.getByTestId("purchase-submit").click();
    await form.getByText("Sila masukkan rujukan bank untuk pembayaran pindahan.").waitFor();
    expect(await paymentsOf(user.id)).toHaveLength(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBothWidths(page, "credits-purchase-form");

    await fill(page, shop.form.bankReference, "MBB20261121-0042");
    await page.getByTestId("purchase-submit").click();
    await page.getByText(shop.form.successTitle).first().waitFor();
    const [row] = await paymentsOf(user.id);
    expect(row).toMatchObject({ status: "pending", amountRm: "250.00", credits: 500, bonusCredits: 50 });
    // The documented texts: the serial token and "Pembayaran menunggu pengesahan."
    await page.getByText(`Token: ${row!.tokenSerial}. Pembayaran menunggu pengesahan.`).first().waitFor();
    await form.waitFor({ state: "detached" });

    // Listed as awaiting verification; the balance moves only when an agent verifies it.
    const listed = page.getByTestId("purchase-row");
    await expect.poll(() => listed.count()).toBe(1);
    const rowText = await listed.textContent();
    for (const part of [row!.tokenSerial, "500 + 50 bonus", "RM 250.00", "Pindahan Bank", "Menunggu Pengesahan"])
      expect(rowText).toContain(part);
    expect(await balanceText(page)).toContain("100 kredit");
    await expectAccessible(page);

    // At 375 px the purchase and the package guide are cards that name each figure; nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoSidewaysScroll(page, "purchase-list");
    await expectNoSidewaysScroll(page, "credit-guide");
    for (const label of [shop.purchases.date, shop.purchases.amount, shop.purchases.status])
      expect(await listed.getByText(label, { exact: true }).isVisible(), label).toBe(true);
    const guideRows = page.getByTestId("credit-guide").locator("tbody");
    expect(await guideRows.getByText(shop.guide.cost, { exact: true }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByTestId("purchase-list").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "credits-purchases-phone");
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect.poll(() => listed.getByText(shop.purchases.amount, { exact: true }).isVisible()).toBe(false);

    // Its page says the transfer is being checked (no instructions to pay again).
    await listed.getByRole("link", { name: row!.tokenSerial }).click();
    const steps = page.getByTestId("payment-steps");
    await steps.getByText("Kami telah menerima butiran pindahan anda dengan rujukan bank MBB20261121-0042.").waitFor();
    // The buyer's own bank reference is among the payment's details, under a title still to pay.
    await page.getByRole("heading", { level: 1, name: ms.payment.title }).waitFor();
    expect(await page.getByTestId("payment-page").textContent()).toContain(
      `${ms.payment.bankReference}MBB20261121-0042`,
    );
    expect(await steps.getByTestId("bank-details").count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("online banking goes on to the payment page for the serial; cash needs an agent", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server);
    await page.goto(url("/credit-store"));
    await page.getByRole("heading", { level: 1, name: shop.title }).waitFor();

    await page.getByTestId("tier-1-choose").click();
    await page.getByTestId("method-cash_agent").check();
    await page.getByTestId("purchase-no-agent").getByText(base.errors.NO_AGENT).waitFor();
    expect(await page.getByTestId("purchase-submit").isDisabled()).toBe(true);

    await page.getByTestId("method-online_banking").check();
    expect(await page.getByLabel(shop.form.bankReference, { exact: true }).count()).toBe(0);
    await fill(page, shop.form.contactNumber, "+60 12 345 6789");
    await fill(page, shop.form.address, "Lot 5, Kampung Baru, 50300 Kuala Lumpur");
    await page.getByTestId("purchase-submit").click();
    await page.waitForURL(/\/payment\/KP-\d{4}-[0-9A-Z]{6}$/);
    const [row] = await paymentsOf(user.id);
    expect(row).toMatchObject({ method: "online_banking", amountRm: "50.00" });
    await page.getByTestId("payment-page").waitFor();
    expect(await page.getByTestId("payment-serial").textContent()).toBe(row!.tokenSerial);
    const text = (await page.getByTestId("payment-page").textContent()) ?? "";
    for (const part of ["RM 50.00", "Menunggu Pengesahan", ms.payment.pendingNote, "Maybank", row!.tokenSerial])
      expect(text).toContain(part);
    // The purchase is made and its steps name the token as the reference: no note sending the buyer
    // back to the purchase form with a receipt's reference.
    expect(text).not.toContain(shop.bank.note);
    // Without an FPX gateway the method is a transfer a person verifies: it is not called FPX.
    expect(text).toContain(shop.form.methods.online_banking_manual);
    expect(text).not.toContain("FPX");
    await expectAccessible(page);
    await screenshotBothWidths(page, "credits-payment");

    // Another person's serial is not found.
    const other = await newSignedInPage(browser, server);
    await other.page.goto(url(`/payment/${row!.tokenSerial}`));
    await other.page.getByTestId("payment-not-found").waitFor();
    await other.page.context().close();

    // With an agent, cash goes through and names the agent.
    const agent = await createUser(server.database.db, { role: "admin", email: `ejen.${Date.now()}@contoh.my` });
    await server.database.db.update(users).set({ agentId: agent.id }).where(eq(users.id, user.id));
    await page.goto(url("/credits"));
    await page.getByTestId("tier-1-choose").click();
    await page.getByTestId("method-cash_agent").check();
    await page.getByTestId("purchase-agent").getByText(agent.email).waitFor();
    await fill(page, shop.form.contactNumber, "0123456789");
    await fill(page, shop.form.address, "Lot 5, Kampung Baru, 50300 Kuala Lumpur");
    await page.getByTestId("purchase-submit").click();
    await page.getByText(shop.form.successTitle).first().waitFor();
    await expect.poll(() => page.getByTestId("purchase-row").count()).toBe(2);
    expect(await page.getByTestId("purchase-row").first().textContent()).toContain("Tunai melalui Ejen");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("shows an unlimited account as Unlimited without the starter card, and sends visitors to sign in", async () => {
    const { page } = await newSignedInPage(browser, server, { credits: 0 });
    const me = await page.request.get(url("/api/auth/user"));
    const { id } = (await me.json()) as { id: string };
    await server.database.db.update(users).set({ unlimited: true }).where(eq(users.id, id));
    await page.goto(url("/credits"));
    await expect.poll(() => balanceText(page)).toContain(shop.balance.unlimited);
    expect(await page.getByTestId("starter-offer").count()).toBe(0);

    // The same screen in English.
    await page.getByTestId("lang-en").first().click();
    await page.getByRole("heading", { level: 1, name: en.creditShop.title }).waitFor();
    expect(await balanceText(page)).toContain(en.creditShop.balance.unlimited);
    expect(await page.getByTestId("tier-2").textContent()).toContain("550 credits in total");
    expect(await page.getByTestId("credit-guide").textContent()).toContain("uses 1 credit.");
    await screenshotBothWidths(page, "credits-shop-en");

    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: "ms-MY" });
    const visitor = await context.newPage();
    await visitor.goto(url("/credits"));
    await visitor.waitForURL(/\/login/);
    await context.close();
    await page.context().close();
  });

  it("at 375 px, offers the starter credits only until claimed: spent back to 0, neither the dashboard nor the shop offers them, and a stale offer says why it is refused", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server, {
      credits: 0,
      viewport: VIEWPORTS.phone,
    });
    const starter = base.dashboard.starter;
    const dashboardBalance = () => page.getByTestId("balance-value").first().textContent();

    // Never claimed, balance 0: the dashboard offers the claim; it is granted.
    await page.goto(url("/"));
    await page.getByTestId("starter-claim-button").click();
    await page.getByText(starter.toastTitle).first().waitFor();
    await expect.poll(dashboardBalance).toBe("100");
    await page.getByTestId("starter-offer").waitFor({ state: "detached" });

    // Spent down to 0 (through the ledger, as a generation would): no offer on either screen.
    await setBalance(server.database.db, user.id, 0);
    await page.reload();
    await expect.poll(dashboardBalance).toBe("0");
    await page.getByRole("link", { name: base.dashboard.welcome.create }).first().waitFor();
    expect(await page.getByTestId("starter-offer").count()).toBe(0);
    expect(await page.getByText(starter.button).count()).toBe(0);
    await saveScreenshot(page, "dashboard-starter-claimed-phone");

    await page.goto(url("/credits"));
    await expect.poll(() => balanceText(page)).toContain("0 kredit");
    expect(await page.getByTestId("starter-offer").count()).toBe(0);
    expect(await page.getByText(starter.button).count()).toBe(0);
    await expectAccessible(page);
    await saveScreenshot(page, "credits-shop-starter-claimed-phone");

    // A shop opened before the claim (another tab claimed, then spent to 0): the click is
    // refused, the documented reason shows as a toast, the offer goes away and the balance stays 0.
    const other = await newSignedInPage(browser, server, { credits: 0, viewport: VIEWPORTS.phone });
    await other.page.goto(url("/credits"));
    await other.page.getByTestId("starter-offer").waitFor();
    const elsewhere = await other.page.request.post(url("/api/credits/starter"), {
      headers: { origin: server.baseUrl },
    });
    expect(elsewhere.status()).toBe(200);
    await setBalance(server.database.db, other.user.id, 0);
    await other.page.getByTestId("starter-claim-button").click();
    await other.page.getByText(starter.failedTitle).first().waitFor();
    await other.page.getByText(base.errors.STARTER_NOT_ELIGIBLE).first().waitFor();
    await other.page.getByTestId("starter-offer").waitFor({ state: "detached" });
    expect(await balanceText(other.page)).toContain("0 kredit");
    expect(other.consoleErrors).toEqual([]);
    await other.page.context().close();

    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
