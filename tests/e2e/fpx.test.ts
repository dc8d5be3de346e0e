/**
 * Paying by FPX in a real browser: the buyer chooses a tier, is sent to the gateway's page (a local
 * stand-in for Billplz), pays there, and comes back to a page that shows the credits, without any
 * person acting. A slow callback is caught by the return page asking again.
 */
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminTexts from "../../src/common/i18n/areas/admin.ms.json" with { type: "json" };
import ms from "../../src/common/i18n/areas/credits.ms.json" with { type: "json" };
import { payments } from "../../src/server/db/schema.js";
import { billplzGateway } from "../../src/server/modules/payments/gateway/billplz.js";
import { reconcileBills } from "../../src/server/modules/payments/online.js";
import { browserAvailable, type LiveServer, launchBrowser, startLiveServer } from "../support/browser.js";
import { expectAccessible, newSignedInPage, screenshotBothWidths, signInAs } from "../support/e2e.js";
import { readPdfFile } from "../support/exports.js";
import { createUser } from "../support/factories.js";
import { type FakeBillplz, startFakeBillplz } from "../support/fake-billplz.js";

let fake: FakeBillplz;
let server: LiveServer;
let browser: Browser;

beforeAll(async () => {
  if (!browserAvailable) return;
  fake = await startFakeBillplz();
  server = await startLiveServer({
    env: {
      PAYMENT_GATEWAY: "billplz",
      BILLPLZ_API_KEY: fake.apiKey,
      BILLPLZ_COLLECTION_ID: fake.collectionId,
      BILLPLZ_X_SIGNATURE_KEY: fake.signatureKey,
      BILLPLZ_BASE_URL: fake.url,
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

const url = (path: string) => `${server.baseUrl}${path}`;
const gatewayOf = () =>
  billplzGateway({
    apiKey: fake.apiKey,
    collectionId: fake.collectionId,
    signatureKey: fake.signatureKey,
    baseUrl: fake.url,
  });
/** Our payment page for the serial, with what the gateway adds to the address on the way back. */
const RETURNED = /\/payment\/KP-\d{4}-[0-9A-Z]{6}(?:\?.*)?$/;
const shop = ms.creditShop;

async function chooseFpx(page: Page) {
  await page.goto(url("/credit-store"));
  await page.getByRole("heading", { level: 1, name: shop.title }).waitFor();
  await page.getByTestId("tier-1-choose").click();
  await page.getByTestId("method-online_banking").check();
  await page.getByText(shop.form.methodHints.online_banking_fpx).waitFor();
  await page.getByLabel(shop.form.contactNumber, { exact: true }).fill("012-345 6789");
  await page.getByLabel(shop.form.address, { exact: true }).fill("No. 12, Jalan Mawar, 43000 Kajang, Selangor");
  await page.getByTestId("purchase-submit").click();
  await page.waitForURL(new RegExp(`^${fake.url}/bills/[a-f0-9]+$`));
  expect(await page.getByTestId("fake-amount").textContent()).toBe("RM 50.00");
}

describe.skipIf(!browserAvailable)("paying by FPX in a real browser", () => {
  it("pays on the gateway's page and comes back to the credits, with nobody verifying", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 0 });
    await chooseFpx(page);
    await page.getByRole("button", { name: "Bayar dengan FPX" }).click();
    await page.waitForURL(RETURNED);
    await page.getByTestId("payment-note").getByText(ms.payment.verifiedNote).waitFor();
    const text = (await page.getByTestId("payment-page").textContent()) ?? "";
    for (const part of ["Disahkan", "RM 50.00", ms.payment.fpxReference]) expect(text).toContain(part);
    // A paid purchase is no longer 'to pay': its page gives the payment's details.
    await page.getByRole("heading", { level: 1, name: ms.payment.detailsTitle }).waitFor();
    expect(text).toContain(ms.payment.amountPaid);
    expect(text).not.toContain(ms.payment.amount);
    // The official receipt, downloaded as the buyer would, reads correctly.
    const receiptLink = page.getByTestId("payment-receipt").getByRole("link", { name: ms.payment.receiptDownload });
    const [file] = await Promise.all([page.waitForEvent("download"), receiptLink.click()]);
    expect(file.suggestedFilename()).toMatch(/^Resit-KP-\d{4}-[0-9A-Z]{6}\.pdf$/);
    const { text: receipt } = await readPdfFile((await file.path())!);
    for (const part of ["RESIT RASMI", "100 kredit", "RM 50.00", "Perbankan Dalam Talian (FPX)", "Aminah Yusof"])
      expect(receipt).toContain(part);
    await page.goto(url("/credits"));
    await expect.poll(() => page.getByTestId("shop-balance").textContent()).toContain("100 kredit");
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("comes back before the bank's answer, waits on the page, and shows the credits when it arrives", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 0 });
    // The bank answers only once the page has shown the wait, however slow the machine is.
    fake.holdCallbacks();
    try {
      await chooseFpx(page);
      await page.getByRole("button", { name: "Bayar dengan FPX" }).click();
      await page.waitForURL(RETURNED);
      // Pending: the FPX note and the way back to the bank's page, no bank-transfer instructions.
      await page.getByTestId("payment-note").getByText(ms.payment.fpxPendingNote).waitFor();
      expect(await page.getByTestId("fpx-continue").getAttribute("href")).toMatch(new RegExp(`^${fake.url}/bills/`));
      expect(await page.getByTestId("bank-details").count()).toBe(0);
      await screenshotBothWidths(page, "credits-fpx-pending");
      // The callback arrives; the page updates itself.
      await fake.releaseCallbacks();
      await page.getByTestId("payment-note").getByText(ms.payment.verifiedNote).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("fpx-steps").count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await fake.releaseCallbacks();
      await page.context().close();
    }
  });

  it("shows admins an FPX bill still unpaid after 15 minutes, with the provider's last answer", async () => {
    const { page, user } = await newSignedInPage(browser, server, { credits: 0 });
    await chooseFpx(page);
    await page.context().close();
    const db = server.database.db;
    const [row] = await db.select().from(payments).where(eq(payments.userId, user.id));
    await db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(payments.id, row!.id));
    await reconcileBills(db, gatewayOf(), new Date(Date.now() + 5 * 60_000));

    const boss = await createUser(db, { role: "super_admin" });
    const admin = await signInAs(browser, server, boss);
    await admin.page.goto(url("/admin"));
    const card = admin.page.getByTestId("stale-online-payments");
    const listed = card.getByTestId("stale-online-row").filter({ hasText: row!.tokenSerial });
    await listed.waitFor();
    expect(await listed.textContent()).toContain(adminTexts.admin.onlinePending.states.pending);
    await expectAccessible(admin.page);
    expect(admin.errors).toEqual([]);
    await admin.page.context().close();
  });
});
