import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import admin from "../../src/common/i18n/areas/admin.ms.json" with { type: "json" };
import credits from "../../src/common/i18n/areas/credits.ms.json" with { type: "json" };
import { commissions, payments, users } from "../../src/server/db/schema.js";
import { spendCredits } from "../../src/server/modules/credits/ledger.js";
import { createPurchase } from "../../src/server/modules/credits/purchases.js";
import { decidePayment } from "../../src/server/modules/payments/service.js";
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { expectAccessible, newSignedInPage, screenshotBothWidths, signInAs, withLiveBrowser } from "../support/e2e.js";
import { createUser } from "../support/factories.js";
import { expectBalanceMatchesLedger } from "../support/ledger-assertions.js";

let server: LiveServer;
let browser: Browser;

withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const shop = credits.creditShop;
const url = (path: string) => `${server.baseUrl}${path}`;
const fill = (page: Page, label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);

describe.skipIf(!browserAvailable)("the money loop in a real browser", () => {
  it("a buyer's purchase is verified by their agent on /admin, and the shop shows it with the new balance", async () => {
    const db = server.database.db;
    const agent = await createUser(db, { role: "admin" });
    const { page: buyerPage, user: buyer } = await newSignedInPage(browser, server);
    await db.update(users).set({ agentId: agent.id }).where(eq(users.id, buyer.id));

    // The buyer submits a bank transfer for the popular tier in the shop.
    await buyerPage.goto(url("/credits"));
    await buyerPage.getByTestId("tier-2-choose").click();
    await fill(buyerPage, shop.form.contactNumber, "019-876 5432");
    await fill(buyerPage, shop.form.address, "No. 3, Lorong Cempaka, 05000 Alor Setar, Kedah");
    await fill(buyerPage, shop.form.bankReference, "CIMB20261126-7788");
    await buyerPage.getByTestId("purchase-submit").click();
    await buyerPage.getByText(shop.form.successTitle).first().waitFor();
    const [payment] = await db.select().from(payments).where(eq(payments.userId, buyer.id));
    expect(payment).toMatchObject({ status: "pending", agentId: agent.id });

    // The agent verifies it from the dashboard's recent payments.
    const { page, errors } = await signInAs(browser, server, agent);
    await page.goto(url("/admin"));
    await page.getByRole("heading", { level: 1, name: admin.admin.dashboard.title }).waitFor();
    const row = page.getByTestId("recent-payment-row").filter({ hasText: payment!.tokenSerial });
    await row.waitFor();
    expect(await row.textContent()).toContain("RM 250.00");
    // Every card loaded: the figures are the agent's own, the recent users list their user.
    await page.getByTestId("recent-user-row").filter({ hasText: buyer.email }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    await expectAccessible(page);
    await screenshotBothWidths(page, "admin-dashboard-agent");
    await row.getByRole("button", { name: `Sahkan pembayaran ${payment!.tokenSerial}` }).click();
    const dialog = page.getByTestId("payment-decision-dialog");
    await dialog.getByText(admin.admin.recentPayments.verifyTitle).waitFor();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: admin.admin.recentPayments.confirmVerify }).click();
    await page.getByText(admin.admin.recentPayments.success).first().waitFor();
    await expect.poll(() => row.textContent()).toContain("Disahkan");
    // Once: the balance, the ledger and one commission of exactly 20% of RM 250.
    const [after] = await db.select().from(users).where(eq(users.id, buyer.id));
    expect(after!.credits).toBe(100 + 550);
    await expectBalanceMatchesLedger(db, buyer.id);
    const earned = await db.select().from(commissions).where(eq(commissions.paymentId, payment!.id));
    expect(earned).toHaveLength(1);
    expect(earned[0]).toMatchObject({ agentId: agent.id, amountRm: "50.00" });
    expect(errors).toEqual([]);

    // The buyer's shop shows it verified, with the new balance.
    await buyerPage.reload();
    const listed = buyerPage.getByTestId("purchase-row").filter({ hasText: payment!.tokenSerial });
    await expect.poll(() => listed.textContent()).toContain("Disahkan");
    await expect.poll(() => buyerPage.getByTestId("shop-balance").textContent()).toContain("650 kredit");

    // The agent transfers 120 of their own 500 credits to the buyer on /agent/users.
    await page.goto(url("/agent/users"));
    await page.getByRole("heading", { level: 1, name: admin.admin.agentUsers.title }).waitFor();
    const supervised = page.getByTestId("supervised-users");
    await supervised.getByText(buyer.email).waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, "admin-agent-users");
    await supervised.getByRole("button", { name: "Pindah kredit kepada Aminah Yusof" }).click();
    const transfer = page.getByRole("dialog", { name: admin.admin.agentUsers.transfer.title });
    await transfer.getByLabel(admin.admin.agentUsers.transfer.amount).fill("0");
    await transfer.getByRole("button", { name: admin.admin.agentUsers.transfer.submit }).click();
    await transfer.getByText(admin.admin.validation.validAmount).waitFor();
    await transfer.getByLabel(admin.admin.agentUsers.transfer.amount).fill("120");
    await transfer.getByRole("button", { name: admin.admin.agentUsers.transfer.submit }).click();
    await page.getByText(admin.admin.agentUsers.transfer.success).first().waitFor();
    await expect.poll(async () => (await db.select().from(users).where(eq(users.id, agent.id)))[0]!.credits).toBe(380);
    expect((await db.select().from(users).where(eq(users.id, buyer.id)))[0]!.credits).toBe(770);
    await expectBalanceMatchesLedger(db, agent.id);
    await expectBalanceMatchesLedger(db, buyer.id);
    await expect.poll(() => supervised.getByTestId("supervised-user-row").first().textContent()).toContain("770");
    expect(errors).toEqual([]);
  });

  it("a super admin records a refund; when the buyer has spent the credits, it goes ahead only when confirmed", async () => {
    const db = server.database.db;
    const agent = await createUser(db, { role: "admin" });
    const buyer = await createUser(db);
    await db.update(users).set({ agentId: agent.id }).where(eq(users.id, buyer.id));
    const bought = await createPurchase(db, buyer.id, {
      fullName: "Aminah Yusof",
      contactNumber: "019-876 5432",
      address: "No. 3, Lorong Cempaka, 05000 Alor Setar, Kedah",
      paymentMethod: "bank_transfer",
      bankReference: "CIMB20261126-9911",
      selectedTier: 2,
    });
    await decidePayment(db, { id: agent.id, role: "admin" }, bought.payment.id, { status: "verified" });
    // The buyer spends 500 of the 650 credits before the refund.
    await db.transaction((tx) =>
      spendCredits(tx, { userId: buyer.id, amount: 500, kind: "generation", reference: "spent-before-refund" }),
    );

    const boss = await createUser(db, { role: "super_admin" });
    const { page, errors } = await signInAs(browser, server, boss);
    await page.goto(url("/admin"));
    const row = page.getByTestId("recent-payment-row").filter({ hasText: bought.tokenSerial });
    await row.getByRole("button", { name: `Rekod bayaran balik ${bought.tokenSerial}` }).click();
    const dialog = page.getByTestId("refund-dialog");
    await dialog.getByRole("button", { name: admin.admin.refund.confirm }).click();
    await dialog.getByText("Sila nyatakan sebab bayaran balik (sekurang-kurangnya 3 aksara).").waitFor();
    await dialog.getByLabel(admin.admin.refund.reason).fill("Pembeli membatalkan pembelian");
    await dialog.getByRole("button", { name: admin.admin.refund.confirm }).click();
    await dialog.getByTestId("refund-credits-spent").getByText("150 kredit daripada 550").waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, "admin-refund-spent");
    await dialog.getByRole("button", { name: admin.admin.refund.confirmAnyway }).click();
    await page.getByText(admin.admin.refund.success).first().waitFor();
    await row.getByTestId("payment-refunded").waitFor();
    // The credits were not taken back; the commission is reversed; the ledger still adds up.
    expect((await db.select().from(users).where(eq(users.id, buyer.id)))[0]!.credits).toBe(150);
    await expectBalanceMatchesLedger(db, buyer.id);
    const [owed] = await db.select().from(commissions).where(eq(commissions.paymentId, bought.payment.id));
    expect(owed!.status).toBe("reversed");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a rejection asks for the reason, which the buyer then reads in the shop", async () => {
    const db = server.database.db;
    const agent = await createUser(db, { role: "admin" });
    const { page: buyerPage, user: buyer } = await newSignedInPage(browser, server);
    await db.update(users).set({ agentId: agent.id }).where(eq(users.id, buyer.id));
    const res = await buyerPage.request.post(url("/api/credits/purchase-enhanced"), {
      headers: { origin: server.baseUrl },
      data: {
        fullName: "Aminah Yusof",
        contactNumber: "019-876 5432",
        address: "No. 3, Lorong Cempaka, 05000 Alor Setar, Kedah",
        paymentMethod: "bank_transfer",
        bankReference: "BIMB-0099",
        selectedTier: 1,
        selectedCredits: 100,
      },
    });
    const { tokenSerial } = (await res.json()) as { tokenSerial: string };

    const { page } = await signInAs(browser, server, agent, VIEWPORTS.phone);
    await page.goto(url("/admin"));
    const row = page.getByTestId("recent-payment-row").filter({ hasText: tokenSerial });
    await row.getByRole("button", { name: `Tolak pembayaran ${tokenSerial}` }).click();
    const dialog = page.getByTestId("payment-decision-dialog");
    await dialog.getByRole("button", { name: admin.admin.recentPayments.confirmReject }).click();
    await dialog.getByText(admin.admin.validation.rejectReason).waitFor();
    await dialog.getByLabel(admin.admin.recentPayments.reasonLabel).fill("Tiada pindahan dengan rujukan BIMB-0099.");
    await dialog.getByRole("button", { name: admin.admin.recentPayments.confirmReject }).click();
    await page.getByText(admin.admin.recentPayments.success).first().waitFor();
    // Nothing on the phone is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await buyerPage.goto(url("/credits"));
    await buyerPage
      .getByTestId("purchase-rejection-reason")
      .getByText("Sebab: Tiada pindahan dengan rujukan BIMB-0099.")
      .waitFor();
  });

  it("sends an ordinary user away from /admin with the documented toast", async () => {
    const { page } = await newSignedInPage(browser, server);
    await page.goto(url("/admin"));
    await page.getByText(admin.admin.access.dashboardUnauthorized).first().waitFor();
    await page.waitForURL(url("/"));
  });
});
