/**
 * A super admin records a refund: the credits go back through the ledger only if the buyer still
 * has them (or the super admin decides to refund anyway), the agent's unpaid commission is reversed
 * or a paid one recorded as owed back, once, whatever arrives at the same time.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditLog, commissions, creditLedger, paymentRefunds, payments, users } from "../../src/server/db/schema.js";
import { signedInUser } from "../support/factories.js";
import type { TestClient } from "../support/http-client.js";
import { expectBalanceMatchesLedger, expectEveryBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectEveryBalanceMatchesLedger(t.db));

let counter = 0;
/** A buyer with an agent and a verified bank transfer (500 + 50 credits for RM 250), and a super admin. */
async function verifiedPurchase() {
  const agent = await signedInUser(t.app, t.db, { role: "admin" });
  const buyer = await signedInUser(t.app, t.db);
  const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
  await t.db.update(users).set({ agentId: agent.user.id }).where(eq(users.id, buyer.user.id));
  const bought = await buyer.client.post("/api/credits/purchase-enhanced", {
    fullName: "Nurul Huda binti Kamal",
    contactNumber: "013-222 4567",
    address: "Lot 5, Kampung Baru, 16100 Kota Bharu, Kelantan",
    paymentMethod: "bank_transfer",
    bankReference: `MBB-R${++counter}-${Date.now()}`,
    selectedTier: 2,
    selectedCredits: 500,
  });
  const [payment] = await t.db.select().from(payments).where(eq(payments.tokenSerial, bought.json().tokenSerial));
  const verified = await agent.client.request("PATCH", `/api/admin/payments/${payment!.id}`, { status: "verified" });
  expect(verified.statusCode).toBe(200);
  return { agent, buyer, boss, payment: payment! };
}

const refund = (client: TestClient, id: string, body: unknown) =>
  client.post(`/api/super-admin/payments/${id}/refund`, body);
const balanceOf = async (id: string) =>
  (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, id)))[0]!.credits;

describe("refunding a verified payment", () => {
  it("takes the credits back, reverses the unpaid commission, audits, and shows the buyer the refund", async () => {
    const { buyer, boss, payment } = await verifiedPurchase();
    expect(await balanceOf(buyer.user.id)).toBe(650);
    const revenue = async () => Number((await boss.client.get("/api/admin/payment-stats")).json().totalRevenue);
    const before = await revenue();
    const res = await refund(boss.client, payment.id, { reason: "Pembeli membatalkan pembelian" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ creditsTaken: 550, balance: 100, commission: "reversed", clawbackRm: null });
    expect(await balanceOf(buyer.user.id)).toBe(100);
    await expectBalanceMatchesLedger(t.db, buyer.user.id);
    const [owed] = await t.db.select().from(commissions).where(eq(commissions.paymentId, payment.id));
    expect(owed!.status).toBe("reversed");
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `payment:${payment.id}`));
    expect(audits.map((a) => a.action)).toContain("payment.refund");
    const seen = (await buyer.client.get(`/api/credits/purchases/${payment.tokenSerial}`)).json();
    expect(seen.refundedAt).not.toBeNull();
    // Its receipt says so, and it is no longer revenue.
    const receipt = await buyer.client.get(`/api/credits/purchases/${payment.tokenSerial}/receipt`);
    expect(receipt.rawPayload.toString("latin1")).toContain("%PDF-");
    expect(await revenue()).toBe(before - 250);
    // Once only.
    const again = await refund(boss.client, payment.id, { reason: "Sekali lagi" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Pembayaran ini telah dikembalikan.");
    expect(await balanceOf(buyer.user.id)).toBe(100);
  });

  it("asks for a decision when the buyer has spent the credits, changing nothing until it is given", async () => {
    const { buyer, boss, payment } = await verifiedPurchase();
    await t.db.update(users).set({ credits: 200 }).where(eq(users.id, buyer.user.id));
    // (The balance was set directly above: the ledger is brought back in line for the invariant.)
    await t.db.insert(creditLedger).values({
      userId: buyer.user.id,
      delta: -450,
      balanceAfter: 200,
      kind: "generation",
      reference: `spent-${payment.id}`,
    });
    const res = await refund(boss.client, payment.id, { reason: "Pembeli membatalkan pembelian" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "REFUND_CREDITS_SPENT", details: { granted: 550, balance: 200 } });
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id))).toEqual([]);
    const [owed] = await t.db.select().from(commissions).where(eq(commissions.paymentId, payment.id));
    expect(owed!.status).toBe("pending");

    const decided = await refund(boss.client, payment.id, {
      reason: "Pembeli membatalkan pembelian",
      keepCredits: true,
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ creditsTaken: 0, balance: null, commission: "reversed" });
    expect(await balanceOf(buyer.user.id)).toBe(200);
  });

  it("records a commission already paid out as owed back", async () => {
    const { agent, boss, payment } = await verifiedPurchase();
    const [owed] = await t.db.select().from(commissions).where(eq(commissions.paymentId, payment.id));
    const paid = await boss.client.post("/api/super-admin/commissions/payout", {
      agentId: agent.user.id,
      commissionIds: [owed!.id],
      payoutReference: "CIMB-PAYOUT-1",
    });
    expect(paid.statusCode).toBe(200);
    const res = await refund(boss.client, payment.id, { reason: "Caj berganda oleh bank" });
    expect(res.json()).toMatchObject({ commission: "clawback", clawbackRm: "50.00" });
    const [row] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    expect(row).toMatchObject({ commission: "clawback", clawbackRm: "50.00", creditsTaken: 550, amountRm: "250.00" });
  });

  it("refunds once when five requests arrive together", async () => {
    const { buyer, boss, payment } = await verifiedPurchase();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund(boss.client, payment.id, { reason: "Pembeli membatalkan pembelian" })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    expect(await balanceOf(buyer.user.id)).toBe(100);
    await expectBalanceMatchesLedger(t.db, buyer.user.id);
  });

  it("is for super admins only, for verified payments only, and says why a reason is missing", async () => {
    const { agent, boss, payment } = await verifiedPurchase();
    expect((await refund(agent.client, payment.id, { reason: "Cuba" })).statusCode).toBe(403);
    const empty = await refund(boss.client, payment.id, { reason: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Sila nyatakan sebab bayaran balik (sekurang-kurangnya 3 aksara).");
    const stranger = await refund(boss.client, "00000000-0000-4000-8000-000000000000", { reason: "Tiada" });
    expect(stranger.statusCode).toBe(404);
    const pending = await verifiedPurchase().then(async ({ buyer }) => {
      const res = await buyer.client.post("/api/credits/purchase-enhanced", {
        fullName: "Nurul Huda binti Kamal",
        contactNumber: "013-222 4567",
        address: "Lot 5, Kampung Baru, 16100 Kota Bharu, Kelantan",
        paymentMethod: "bank_transfer",
        bankReference: `MBB-P${++counter}-${Date.now()}`,
        selectedTier: 1,
        selectedCredits: 100,
      });
      return (await t.db.select().from(payments).where(eq(payments.tokenSerial, res.json().tokenSerial)))[0]!;
    });
    const notYet = await refund(boss.client, pending.id, { reason: "Belum disahkan" });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe("Hanya pembayaran yang telah disahkan boleh dikembalikan.");
  });
});
