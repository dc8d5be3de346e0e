import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditLog, commissions, creditLedger, payments, settings, users } from "../../src/server/db/schema.js";
import { createUser, signedInUser } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { expectBalanceMatchesLedger, expectEveryBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { createTestApp, type TestApp } from "../support/test-app.js";
import { startTestMailServer } from "../support/test-mail-server.js";

let t: TestApp;
let mail: Awaited<ReturnType<typeof startTestMailServer>>;
beforeAll(async () => {
  mail = await startTestMailServer();
  t = await createTestApp({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});
// Whatever a test did, every account's balance is still the sum of its ledger rows.
afterEach(() => expectEveryBalanceMatchesLedger(t.db));

/** The seeded tiers: 2 = 500 credits + 50 bonus for RM 250; 4 = 2,500 + 500 for RM 1,250. */
const purchaseForm = (reference: string, tier = 2, credits = 500) => ({
  fullName: "Nurul Huda binti Kamal",
  contactNumber: "013-222 4567",
  userEmail: "nurul@contoh.my",
  address: "Lot 5, Kampung Baru, 16100 Kota Bharu, Kelantan",
  paymentMethod: "bank_transfer",
  bankReference: reference,
  selectedTier: tier,
  selectedCredits: credits,
});

let referenceCounter = 0;
/** An agent, one of their users with a pending purchase, and signed-in clients for both. */
async function agentWithPendingPurchase(tier = 2, credits = 500) {
  const agent = await signedInUser(t.app, t.db, { role: "admin" });
  const buyer = await signedInUser(t.app, t.db);
  await t.db.update(users).set({ agentId: agent.user.id }).where(eq(users.id, buyer.user.id));
  const res = await buyer.client.post(
    "/api/credits/purchase-enhanced",
    purchaseForm(`MBB-${++referenceCounter}-${Date.now()}`, tier, credits),
  );
  expect(res.statusCode).toBe(201);
  const [payment] = await t.db.select().from(payments).where(eq(payments.tokenSerial, res.json().tokenSerial));
  return { agent, buyer, payment: payment! };
}

const decide = (client: TestClient, id: string, body: unknown) =>
  client.request("PATCH", `/api/admin/payments/${id}`, body);
const balanceOf = async (id: string) =>
  (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, id)))[0]!.credits;
const commissionsOf = (paymentId: string) =>
  t.db.select().from(commissions).where(eq(commissions.paymentId, paymentId));
const auditOf = (paymentId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `payment:${paymentId}`));

describe("an agent verifies their user's purchase", () => {
  it("grants credits + bonus once, records a 20% commission, audits, and emails the buyer", async () => {
    const { agent, buyer, payment } = await agentWithPendingPurchase();
    const agentBalance = await balanceOf(agent.user.id);

    const res = await decide(agent.client, payment.id, { status: "verified" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: payment.id,
      status: "verified",
      amountRm: "250.00",
      credits: 500,
      bonusCredits: 50,
      decidedByName: "Siti Aminah",
      rejectionReason: null,
    });
    expect(await balanceOf(buyer.user.id)).toBe(100 + 550);
    await expectBalanceMatchesLedger(t.db, buyer.user.id);
    // The agent's own balance does not pay for a verified purchase.
    expect(await balanceOf(agent.user.id)).toBe(agentBalance);
    const [commission] = await commissionsOf(payment.id);
    expect(commission).toMatchObject({ agentId: agent.user.id, rate: "0.2000", amountRm: "50.00", status: "pending" });
    expect((await auditOf(payment.id)).map((a) => a.action)).toEqual(["payment.verify"]);

    // The buyer sees it verified with the new balance, and is told by email.
    const purchases = (await buyer.client.get("/api/credits/purchases")).json();
    expect(purchases[0]).toMatchObject({ tokenSerial: payment.tokenSerial, status: "verified", rejectionReason: null });
    expect((await buyer.client.get("/api/credits/balance")).json().credits).toBe(650);
    const [email] = await mail.waitFor(buyer.user.email);
    expect(email!.subject).toBe(`Pembayaran ${payment.tokenSerial} telah disahkan`);
    expect(email!.text).toContain("550 kredit telah dimasukkan");
    expect(email!.text).toContain("baki kredit anda kini 650");
    // With its official receipt, a PDF.
    expect(email!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`Resit-${payment.tokenSerial}.pdf`, "application/pdf"],
    ]);
    expect(email!.attachments[0]!.content.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("rounds the commission half up to the sen, from the rate in settings", async () => {
    await t.db.update(settings).set({ value: 0.1234 }).where(eq(settings.key, "commission_rate"));
    try {
      // RM 1,250 x 0.1234 = RM 154.25.
      const { agent, payment } = await agentWithPendingPurchase(4, 2500);
      expect((await decide(agent.client, payment.id, { status: "verified" })).statusCode).toBe(200);
      expect((await commissionsOf(payment.id))[0]).toMatchObject({ rate: "0.1234", amountRm: "154.25" });
      // RM 250 x 0.0001 = RM 0.025: half a sen rounds up (banker's rounding would give 0.02).
      await t.db.update(settings).set({ value: 0.0001 }).where(eq(settings.key, "commission_rate"));
      const half = await agentWithPendingPurchase();
      expect((await decide(half.agent.client, half.payment.id, { status: "verified" })).statusCode).toBe(200);
      expect((await commissionsOf(half.payment.id))[0]).toMatchObject({ rate: "0.0001", amountRm: "0.03" });
    } finally {
      await t.db.update(settings).set({ value: 0.2 }).where(eq(settings.key, "commission_rate"));
    }
  });

  it("grants once and records one commission when 50 verifications race", async () => {
    const { agent, buyer, payment } = await agentWithPendingPurchase();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => decide(agent.client, payment.id, { status: "verified" })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await balanceOf(buyer.user.id)).toBe(650);
    await expectBalanceMatchesLedger(t.db, buyer.user.id);
    const grants = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, buyer.user.id), eq(creditLedger.kind, "purchase")));
    expect(grants).toHaveLength(1);
    expect(await commissionsOf(payment.id)).toHaveLength(1);
    expect(await auditOf(payment.id)).toHaveLength(1);
  });
});

describe("rejecting a purchase", () => {
  it("needs a reason, which the buyer sees; it grants nothing, earns nothing and frees the bank reference", async () => {
    const { agent, buyer, payment } = await agentWithPendingPurchase();
    const noReason = await decide(agent.client, payment.id, { status: "rejected" });
    expect(noReason.statusCode).toBe(400);
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe("pending");

    const reason = "Rujukan bank tidak dijumpai dalam penyata akaun.";
    const res = await decide(agent.client, payment.id, { status: "rejected", reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "rejected", rejectionReason: reason });
    expect(await balanceOf(buyer.user.id)).toBe(100);
    expect(await commissionsOf(payment.id)).toEqual([]);
    const mine = (await buyer.client.get(`/api/credits/purchases/${payment.tokenSerial}`)).json();
    expect(mine).toMatchObject({ status: "rejected", rejectionReason: reason });
    const [email] = await mail.waitFor(buyer.user.email);
    expect(email!.subject).toBe(`Pembayaran ${payment.tokenSerial} tidak dapat disahkan`);
    expect(email!.text).toContain(`Sebab: ${reason}`);
    // The same bank reference may back a new purchase now.
    const again = await buyer.client.post("/api/credits/purchase-enhanced", purchaseForm(payment.bankReference!));
    expect(again.statusCode).toBe(201);
  });

  it("answers 409 and changes nothing for verify after reject and reject after verify", async () => {
    const rejected = await agentWithPendingPurchase();
    await decide(rejected.agent.client, rejected.payment.id, { status: "rejected", reason: "Tiada bayaran diterima." });
    const verifyLater = await decide(rejected.agent.client, rejected.payment.id, { status: "verified" });
    expect(verifyLater.statusCode).toBe(409);
    expect(verifyLater.json()).toMatchObject({
      code: "PAYMENT_ALREADY_DECIDED",
      message: "Pembayaran ini telah diputuskan dan tidak boleh diubah lagi.",
    });
    expect(await balanceOf(rejected.buyer.user.id)).toBe(100);

    const verified = await agentWithPendingPurchase();
    await decide(verified.agent.client, verified.payment.id, { status: "verified" });
    const rejectLater = await decide(verified.agent.client, verified.payment.id, {
      status: "rejected",
      reason: "Salah faham.",
    });
    expect(rejectLater.statusCode).toBe(409);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, verified.payment.id));
    expect(row).toMatchObject({ status: "verified", rejectionReason: null });
    expect(await balanceOf(verified.buyer.user.id)).toBe(650);
    expect(await commissionsOf(verified.payment.id)).toHaveLength(1);
  });

  it("refuses a status other than verified or rejected", async () => {
    const { agent, payment } = await agentWithPendingPurchase();
    for (const status of ["pending", "approved", "", null]) {
      expect((await decide(agent.client, payment.id, { status })).statusCode).toBe(400);
    }
  });
});

describe("who may decide", () => {
  it("hides a payment from another agent (404), refuses a user (403) and a visitor (401)", async () => {
    const { payment } = await agentWithPendingPurchase();
    const otherAgent = await signedInUser(t.app, t.db, { role: "admin" });
    expect((await decide(otherAgent.client, payment.id, { status: "verified" })).statusCode).toBe(404);
    const list = (await otherAgent.client.get("/api/admin/payments")).json();
    expect(list.items.map((p: { id: string }) => p.id)).not.toContain(payment.id);
    const user = await signedInUser(t.app, t.db);
    expect((await decide(user.client, payment.id, { status: "verified" })).statusCode).toBe(403);
    expect((await decide(new TestClient(t.app), payment.id, { status: "verified" })).statusCode).toBe(401);
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe("pending");
  });

  it("lets a super admin decide any payment; no commission without an agent", async () => {
    const admin = await signedInUser(t.app, t.db, { role: "super_admin" });
    const buyer = await signedInUser(t.app, t.db);
    const res = await buyer.client.post("/api/credits/purchase-enhanced", purchaseForm(`CIMB-${Date.now()}`));
    const [payment] = await t.db.select().from(payments).where(eq(payments.tokenSerial, res.json().tokenSerial));
    expect((await decide(admin.client, payment!.id, { status: "verified" })).statusCode).toBe(200);
    expect(await balanceOf(buyer.user.id)).toBe(650);
    expect(await commissionsOf(payment!.id)).toEqual([]);
  });
});

describe("lists and figures", () => {
  it("pages, filters and searches payments within the agent's scope, and counts them in the stats", async () => {
    const agent = await signedInUser(t.app, t.db, { role: "admin" });
    const serials: string[] = [];
    for (let i = 0; i < 3; i++) {
      const buyer = await signedInUser(t.app, t.db);
      await t.db.update(users).set({ agentId: agent.user.id }).where(eq(users.id, buyer.user.id));
      const res = await buyer.client.post("/api/credits/purchase-enhanced", purchaseForm(`RHB_${i}%${Date.now()}`));
      serials.push(res.json().tokenSerial);
    }
    const [first] = await t.db.select().from(payments).where(eq(payments.tokenSerial, serials[0]!));
    await decide(agent.client, first!.id, { status: "verified" });

    const page1 = (await agent.client.get("/api/admin/payments?pageSize=2")).json();
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items).toHaveLength(2);
    const page2 = (await agent.client.get("/api/admin/payments?pageSize=2&page=2")).json();
    expect(page2.items).toHaveLength(1);
    const pending = (await agent.client.get("/api/admin/payments?status=pending")).json();
    expect(pending.total).toBe(2);
    const bySerial = (await agent.client.get(`/api/admin/payments?q=${serials[1]!.toLowerCase()}`)).json();
    expect(bySerial.items.map((p: { tokenSerial: string }) => p.tokenSerial)).toEqual([serials[1]]);
    // A LIKE wildcard in the search matches itself, not everything.
    expect((await agent.client.get("/api/admin/payments?q=%25")).json().total).toBe(3);
    expect((await agent.client.get("/api/admin/payments?q=_2%25")).json().total).toBe(1);
    expect((await agent.client.get("/api/admin/payments?status=paid")).statusCode).toBe(400);

    const stats = (await agent.client.get("/api/admin/payment-stats")).json();
    expect(stats).toEqual({ totalRevenue: "250.00", verifiedPayments: 1, pendingPayments: 2, rejectedPayments: 0 });
  });
});

describe("commissions and payouts", () => {
  it("shows an agent their figures; a super admin pays them out once, with a reference", async () => {
    const first = await agentWithPendingPurchase();
    await decide(first.agent.client, first.payment.id, { status: "verified" });
    const buyer2 = await signedInUser(t.app, t.db);
    await t.db.update(users).set({ agentId: first.agent.user.id }).where(eq(users.id, buyer2.user.id));
    const res = await buyer2.client.post("/api/credits/purchase-enhanced", purchaseForm(`BSN-${Date.now()}`, 4, 2500));
    const [second] = await t.db.select().from(payments).where(eq(payments.tokenSerial, res.json().tokenSerial));
    await decide(first.agent.client, second!.id, { status: "verified" });

    const mine = (await first.agent.client.get("/api/agent/commissions")).json();
    expect(mine).toMatchObject({ earnedThisMonthRM: "300.00", totalPendingRM: "300.00", totalPaidRM: "0.00" });
    expect(mine.items.map((c: { amountRm: string }) => c.amountRm)).toEqual(["250.00", "50.00"]);

    // An agent cannot read another agent's figures by naming them.
    const other = await signedInUser(t.app, t.db, { role: "admin" });
    const snoop = (await other.client.get(`/api/agent/commissions?agentId=${first.agent.user.id}`)).json();
    expect(snoop).toMatchObject({ totalPendingRM: "0.00", items: [] });
    expect((await other.client.post("/api/super-admin/commissions/payout", {})).statusCode).toBe(403);

    const admin = await signedInUser(t.app, t.db, { role: "super_admin" });
    const ids = mine.items.map((c: { id: string }) => c.id);
    const payout = { agentId: first.agent.user.id, commissionIds: ids, payoutReference: "DuitNow-2026-11-0012" };
    const paid = await admin.client.post("/api/super-admin/commissions/payout", payout);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ paidCount: 2, totalRM: "300.00" });
    const after = (await admin.client.get(`/api/agent/commissions?agentId=${first.agent.user.id}`)).json();
    expect(after).toMatchObject({ totalPendingRM: "0.00", totalPaidRM: "300.00" });
    expect(after.items[0]).toMatchObject({ status: "paid", payoutReference: "DuitNow-2026-11-0012" });

    // Paying again, or paying another agent's commission, changes nothing.
    const twice = await admin.client.post("/api/super-admin/commissions/payout", payout);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("COMMISSIONS_NOT_PAYABLE");
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "commission.payout"));
    expect(audits.filter((a) => a.target === `agent:${first.agent.user.id}`)).toHaveLength(1);
  });

  it("pays none of a mixed selection (one already paid)", async () => {
    const a = await agentWithPendingPurchase();
    await decide(a.agent.client, a.payment.id, { status: "verified" });
    const buyer2 = await createUser(t.db);
    await t.db.update(users).set({ agentId: a.agent.user.id }).where(eq(users.id, buyer2.id));
    const c2Client = new TestClient(t.app);
    await c2Client.post("/api/auth/login", { email: buyer2.email, password: buyer2.password });
    const res = await c2Client.post("/api/credits/purchase-enhanced", purchaseForm(`AMB-${Date.now()}`));
    const [p2] = await t.db.select().from(payments).where(eq(payments.tokenSerial, res.json().tokenSerial));
    await decide(a.agent.client, p2!.id, { status: "verified" });
    const [c1] = await commissionsOf(a.payment.id);
    const [c2] = await commissionsOf(p2!.id);
    const admin = await signedInUser(t.app, t.db, { role: "super_admin" });
    const pay = (ids: string[]) =>
      admin.client.post("/api/super-admin/commissions/payout", {
        agentId: a.agent.user.id,
        commissionIds: ids,
        payoutReference: "TT-1",
      });
    expect((await pay([c1!.id])).statusCode).toBe(200);
    expect((await pay([c1!.id, c2!.id])).statusCode).toBe(409);
    expect((await commissionsOf(p2!.id))[0]!.status).toBe("pending");
  });
});
