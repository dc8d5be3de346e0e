/**
 * Online banking (FPX) through Billplz, against a local stand-in for Billplz over HTTP: our real
 * adapter makes the bills, the stand-in calls our real callback route back over HTTP, and only a
 * correctly signed callback (or the reconciliation's re-query) settles a payment, once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, commissions, paymentGatewayEvents, payments, users } from "../../src/server/db/schema.js";
import type { Mail, Mailer } from "../../src/server/mail/mailer.js";
import { billplzGateway } from "../../src/server/modules/payments/gateway/billplz.js";
import { BILL_LIFETIME_MS, reconcileBills, staleOnlinePayments } from "../../src/server/modules/payments/online.js";
import { readPdfFile, scratchFolder } from "../support/exports.js";
import { createUser, signedInUser } from "../support/factories.js";
import { type FakeBillplz, startFakeBillplz } from "../support/fake-billplz.js";
import { TestClient } from "../support/http-client.js";
import { expectBalanceMatchesLedger, expectEveryBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { freePort } from "../support/server-process.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let fake: FakeBillplz;
let t: TestApp;
/** Every email the app sends, as the buyer's mail server would receive it. */
const sent: Mail[] = [];
const mailer: Mailer = {
  async send(mail) {
    sent.push(mail);
  },
  close() {},
};
const mailsTo = async (email: string, count: number) => {
  await expect.poll(() => sent.filter((m) => m.to === email).length).toBe(count);
  return sent.filter((m) => m.to === email);
};

beforeAll(async () => {
  fake = await startFakeBillplz();
  const port = await freePort();
  t = await createTestApp(
    {
      PORT: String(port),
      PAYMENT_GATEWAY: "billplz",
      BILLPLZ_API_KEY: fake.apiKey,
      BILLPLZ_COLLECTION_ID: fake.collectionId,
      BILLPLZ_X_SIGNATURE_KEY: fake.signatureKey,
      BILLPLZ_BASE_URL: fake.url,
    },
    { mailer },
  );
  await t.app.listen({ port, host: "localhost" });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const gateway = () =>
  billplzGateway({
    apiKey: fake.apiKey,
    collectionId: fake.collectionId,
    signatureKey: fake.signatureKey,
    baseUrl: fake.url,
  });

/** The seeded second tier: 500 credits + 50 bonus for RM 250. */
const form = {
  fullName: "Siti Aminah binti Ahmad",
  contactNumber: "012-345 6789",
  userEmail: "siti@contoh.my",
  address: "No. 12, Jalan Mawar, 43000 Kajang, Selangor",
  paymentMethod: "online_banking",
  selectedTier: 2,
  selectedCredits: 500,
};

/** A buyer (with an agent) who has opened an FPX bill. */
async function buyWithFpx() {
  const agent = await createUser(t.db, { role: "admin" });
  const { user, client } = await signedInUser(t.app, t.db);
  await t.db.update(users).set({ agentId: agent.id }).where(eq(users.id, user.id));
  const res = await client.post("/api/credits/purchase-enhanced", form);
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.select().from(payments).where(eq(payments.tokenSerial, res.json().tokenSerial));
  return { user, client, agent, result: res.json(), payment: row! };
}

const balanceOf = async (client: Awaited<ReturnType<typeof signedInUser>>["client"]) =>
  (await client.get("/api/credits/balance")).json().credits as number;
const eventsOf = (paymentBill: string) =>
  t.db.select().from(paymentGatewayEvents).where(eq(paymentGatewayEvents.billId, paymentBill));

describe("FPX through Billplz", () => {
  it("opens a bill for the tier's amount with our serial and sends the buyer to the provider's page", async () => {
    const { client, result, payment } = await buyWithFpx();
    const bill = fake.bills.get(payment.gatewayBillId!)!;
    expect(bill).toMatchObject({
      amount: 25_000,
      reference_1: result.tokenSerial,
      email: "siti@contoh.my",
      // '012-345 6789' as Billplz takes it.
      mobile: "60123456789",
    });
    expect(bill.callback_url).toMatch(/\/api\/payments\/gateway\/billplz\/callback$/);
    expect(bill.redirect_url).toMatch(new RegExp(`/payment/${result.tokenSerial}$`));
    expect(result.redirectUrl).toBe(bill.url);
    expect(result.payment).toMatchObject({ status: "pending", gateway: "billplz", payUrl: bill.url });
    // The shop tells the buyer online banking settles itself here.
    expect((await client.get("/api/credits/bank-details")).json().fpxGateway).toBe(true);
  });

  it("settles a correctly signed callback once: credits + bonus, one commission, an audit row", async () => {
    const { user, client, agent, payment } = await buyWithFpx();
    fake.payQuietly(payment.gatewayBillId!);
    expect(await fake.sendCallback(payment.gatewayBillId!)).toBe(200);
    expect(await balanceOf(client)).toBe(100 + 550);
    const serial = payment.tokenSerial;
    expect((await client.get(`/api/credits/purchases/${serial}`)).json()).toMatchObject({
      status: "verified",
      gatewayReference: payment.gatewayBillId,
      payUrl: null,
    });
    const owed = await t.db.select().from(commissions).where(eq(commissions.paymentId, payment.id));
    expect(owed).toMatchObject([{ agentId: agent.id, amountRm: "50.00" }]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `payment:${payment.id}`));
    expect(audits.map((a) => a.action)).toEqual(["payment.settle"]);
    // One email, with the official receipt attached.
    const [mail] = await mailsTo(user.email, 1);
    expect(mail!.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`Resit-${serial}.pdf`, "application/pdf"],
    ]);
    // The same callback again changes nothing.
    expect(await fake.sendCallback(payment.gatewayBillId!)).toBe(200);
    expect(await balanceOf(client)).toBe(650);
    expect(sent.filter((m) => m.to === user.email)).toHaveLength(1);
    expect((await eventsOf(payment.gatewayBillId!)).map((e) => e.outcome).sort()).toEqual([
      "already_decided",
      "settled",
    ]);
    await expectBalanceMatchesLedger(t.db, user.id);
  });

  it("settles once when the same callback arrives 20 times at once", async () => {
    const { user, client, payment } = await buyWithFpx();
    fake.payQuietly(payment.gatewayBillId!);
    const codes = await Promise.all(Array.from({ length: 20 }, () => fake.sendCallback(payment.gatewayBillId!)));
    expect(codes.every((c) => c === 200)).toBe(true);
    expect(await balanceOf(client)).toBe(650);
    const outcomes = (await eventsOf(payment.gatewayBillId!)).map((e) => e.outcome);
    expect(outcomes.filter((o) => o === "settled")).toHaveLength(1);
    expect(await t.db.select().from(commissions).where(eq(commissions.paymentId, payment.id))).toHaveLength(1);
    await expectBalanceMatchesLedger(t.db, user.id);
  });

  it("refuses a wrong signature, a changed amount and an unknown bill, and logs each", async () => {
    const { client, payment } = await buyWithFpx();
    const bill = payment.gatewayBillId!;
    fake.payQuietly(bill);
    // Signed, then altered: the signature no longer holds.
    expect(await fake.sendCallback(bill, { amount: "100", paid_amount: "100" })).toBe(200);
    expect(await fake.sendCallback(bill, { x_signature: "0".repeat(64) })).toBe(200);
    // Correctly signed, but for another amount than the stored one (a tampered bill at the provider).
    fake.bills.get(bill)!.amount = 100;
    expect(await fake.sendCallback(bill)).toBe(200);
    fake.bills.get(bill)!.amount = 25_000;
    expect(await balanceOf(client)).toBe(100);
    expect((await client.get(`/api/credits/purchases/${payment.tokenSerial}`)).json().status).toBe("pending");
    expect((await eventsOf(bill)).map((e) => e.outcome).sort()).toEqual([
      "amount_mismatch",
      "bad_signature",
      "bad_signature",
    ]);
    // A bill we never made.
    const stranger = { ...fake.bills.get(bill)!, id: "ffff0000" };
    fake.bills.set(stranger.id, stranger);
    expect(await fake.sendCallback(stranger.id)).toBe(200);
    expect((await eventsOf(stranger.id)).map((e) => e.outcome)).toEqual(["unknown_bill"]);
    // Finally the true callback settles it.
    expect(await fake.sendCallback(bill)).toBe(200);
    expect(await balanceOf(client)).toBe(650);
  });

  it("settles a lost callback by reconciliation, and closes an abandoned bill without granting", async () => {
    const { client, payment } = await buyWithFpx();
    const later = new Date(Date.now() + 5 * 60_000);
    fake.payQuietly(payment.gatewayBillId!);
    const results = await reconcileBills(t.db, gateway(), later);
    expect(results.find((r) => r.payment?.id === payment.id)?.outcome).toBe("settled");
    expect(await balanceOf(client)).toBe(650);

    const abandoned = await buyWithFpx();
    // Still unpaid at the first check: asked again later, nothing granted.
    const first = await reconcileBills(t.db, gateway(), later);
    expect(first.find((r) => r.payment?.id === abandoned.payment.id)?.outcome).toBe("still_pending");
    const [waiting] = await t.db.select().from(payments).where(eq(payments.id, abandoned.payment.id));
    expect(waiting!.gatewayChecks).toBe(1);
    // Admins see it among the online payments still pending, with the provider's last answer.
    const stale = await staleOnlinePayments(t.db, undefined, new Date(Date.now() + 20 * 60_000));
    expect(stale.find((s) => s.id === abandoned.payment.id)).toMatchObject({
      tokenSerial: abandoned.payment.tokenSerial,
      gateway: "billplz",
      checks: 1,
      lastState: "pending",
    });
    expect(waiting!.gatewayNextCheckAt!.getTime()).toBeGreaterThan(later.getTime());
    // Past the bill's lifetime: failed, with the reason the buyer sees, and still nothing granted.
    const expired = new Date(Date.now() + BILL_LIFETIME_MS + 60_000);
    const last = await reconcileBills(t.db, gateway(), expired);
    expect(last.find((r) => r.payment?.id === abandoned.payment.id)?.outcome).toBe("failed");
    const seen = (await abandoned.client.get(`/api/credits/purchases/${abandoned.payment.tokenSerial}`)).json();
    expect(seen.status).toBe("rejected");
    expect(seen.rejectionReason).toContain("FPX");
    expect(await balanceOf(abandoned.client)).toBe(100);
    // Closed at Billplz too, so it can no longer be paid there.
    expect(fake.bills.get(abandoned.payment.gatewayBillId!)!.state).toBe("deleted");
    // Were it paid all the same (a provider that kept it open), the money settles it: never kept without credits.
    fake.payQuietly(abandoned.payment.gatewayBillId!);
    expect(await fake.sendCallback(abandoned.payment.gatewayBillId!)).toBe(200);
    expect((await eventsOf(abandoned.payment.gatewayBillId!)).map((e) => e.outcome)).toContain("paid_after_close");
    expect(await balanceOf(abandoned.client)).toBe(650);
    await expectEveryBalanceMatchesLedger(t.db);
  });

  it("is settled by its provider only: an agent can neither verify nor reject an FPX payment", async () => {
    const { client, agent, payment } = await buyWithFpx();
    const staff = new TestClient(t.app);
    await staff.post("/api/auth/login", { email: agent.email, password: agent.password });
    for (const status of ["verified", "rejected"]) {
      const res = await staff.request("PATCH", `/api/admin/payments/${payment.id}`, {
        status,
        reason: "Tiada bayaran",
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "Pembayaran FPX ini diselesaikan oleh penyedia pembayaran secara automatik dan tidak boleh disahkan atau ditolak secara manual.",
      );
    }
    expect(await balanceOf(client)).toBe(100);
    expect(await t.db.select().from(commissions).where(eq(commissions.paymentId, payment.id))).toEqual([]);
  });

  it("stores nothing and says so when Billplz cannot be reached", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    fake.failNext(1);
    const res = await client.post("/api/credits/purchase-enhanced", form);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      "Perkhidmatan FPX tidak dapat dihubungi sekarang. Sila cuba sebentar lagi atau pilih pindahan bank.",
    );
    expect(await t.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
  });

  it("answers a callback for a provider that is not configured with 404, and never asks for a session", async () => {
    const res = await fetch(
      `${t.config.publicUrl ?? `http://localhost:${t.config.port}`}/api/payments/gateway/toyyibpay/callback`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ billcode: "abc", status: "1" }),
      },
    );
    expect(res.status).toBe(404);
    // Only the providers' form posts are read.
    const json = await fetch(`http://localhost:${t.config.port}/api/payments/gateway/billplz/callback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: "abc", paid: "true" }),
    });
    expect(json.status).toBe(415);
  });

  it("gives the buyer an official receipt that reads correctly, only for their own verified purchase", async () => {
    const boss = await createUser(t.db, { role: "super_admin" });
    const admin = new TestClient(t.app);
    await admin.post("/api/auth/login", { email: boss.email, password: boss.password });
    const put = (url: string, body: unknown) => admin.request("PUT", url, body);
    const seller = {
      name: "Kertas AI Sdn. Bhd.",
      registrationNumber: "202601001234 (1234567-A)",
      address: "Cyberjaya, Selangor",
    };
    expect((await put("/api/super-admin/settings/seller", { value: seller })).statusCode).toBe(200);

    const { user, client, payment } = await buyWithFpx();
    expect((await client.get(`/api/credits/purchases/${payment.tokenSerial}/receipt`)).statusCode).toBe(409);
    fake.payQuietly(payment.gatewayBillId!);
    await fake.sendCallback(payment.gatewayBillId!);
    const res = await client.get(`/api/credits/purchases/${payment.tokenSerial}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`Resit-${payment.tokenSerial}.pdf`);
    const folder = await scratchFolder();
    try {
      const { text, pages } = await readPdfFile(await folder.save(res.rawPayload, "pdf"));
      expect(pages).toBe(1);
      for (const part of [
        "RESIT RASMI",
        seller.name,
        seller.registrationNumber,
        payment.tokenSerial,
        "Siti Aminah binti Ahmad",
        "500 kredit + 50 bonus",
        "RM 250.00",
        "Perbankan Dalam Talian (FPX)",
        payment.gatewayBillId!,
      ])
        expect(text).toContain(part);
      // The emailed receipt is the same document.
      const [mail] = await mailsTo(user.email, 1);
      const emailed = await readPdfFile(await folder.save(mail!.attachments![0]!.content, "pdf"));
      expect(emailed.text).toBe(text);
    } finally {
      await folder.remove();
    }
    // Someone else's receipt is not found.
    const other = await signedInUser(t.app, t.db);
    expect((await other.client.get(`/api/credits/purchases/${payment.tokenSerial}/receipt`)).statusCode).toBe(404);
  });

  it("never lets abandoned FPX bills block buying, nor forged callbacks crowd out the provider's", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    for (let k = 0; k < 6; k++)
      expect((await client.post("/api/credits/purchase-enhanced", form)).statusCode).toBe(201);
    const [row] = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    const bill = row!.gatewayBillId!;
    const forged = () => fake.sendCallback(bill, { x_signature: "f".repeat(64) });
    // Refused posts from one address are limited (30 a minute, earlier tests' included)...
    const answers: number[] = [];
    for (let k = 0; k < 35 && !answers.includes(429); k++) answers.push(await forged());
    expect(answers.at(-1)).toBe(429);
    expect(answers.slice(0, -1).every((code) => code === 200)).toBe(true);
    // ...while the provider's own callback, from the same address, still settles.
    fake.payQuietly(bill);
    expect(await fake.sendCallback(bill)).toBe(200);
    expect(await balanceOf(client)).toBe(650);
  });
});
