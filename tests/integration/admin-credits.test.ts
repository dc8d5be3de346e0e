/**
 * Credits given by staff: an agent's come out of their own balance (stock), a super admin's are
 * new. Scope: an agent acts only on their own users (404 otherwise); refused requests change nothing.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CreditChangeResultDto, TransferResultDto } from "../../src/common/schemas/admin.js";
import { auditLog, creditLedger, users } from "../../src/server/db/schema.js";
import { createUser, signedInUser } from "../support/factories.js";
import { expectBalanceMatchesLedger, expectEveryBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Whatever a test did, every account's balance is still the sum of its ledger rows.
afterEach(() => expectEveryBalanceMatchesLedger(t.db));

const balanceOf = async (id: string) =>
  (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, id)))[0]!.credits;
const auditOf = (actorId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action)));

async function userOf(agentId: string | null) {
  const user = await createUser(t.db);
  await t.db.update(users).set({ agentId }).where(eq(users.id, user.id));
  return user;
}

async function agentWithUser() {
  const agent = await signedInUser(t.app, t.db, { role: "admin" });
  const user = await userOf(agent.user.id);
  return { ...agent, mine: user };
}

describe("POST /api/admin/credits/add", () => {
  it("moves an agent's credits to their user (both payload shapes), audited", async () => {
    const a = await agentWithUser();
    const byCredits = await a.client.post("/api/admin/credits/add", {
      targetUserId: a.mine.id,
      credits: 30,
      reason: "Hadiah",
    });
    expect(byCredits.statusCode).toBe(200);
    expect(byCredits.json<CreditChangeResultDto>()).toEqual({
      message: "Kredit berjaya ditambah",
      targetUserId: a.mine.id,
      credits: 130,
    });
    const byAmount = await a.client.post("/api/admin/credits/add", {
      targetUserId: a.mine.id,
      amount: 20,
      reason: "x",
    });
    expect(byAmount.json<CreditChangeResultDto>().credits).toBe(150);
    expect(await expectBalanceMatchesLedger(t.db, a.user.id)).toBe(450);
    expect(await expectBalanceMatchesLedger(t.db, a.mine.id)).toBe(150);
    const rows = await auditOf(a.user.id, "credits.add");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ target: `user:${a.mine.id}` });
  });

  it("creates new credits for a super admin, whose balance does not change", async () => {
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    const anyone = await userOf(null);
    const before = await balanceOf(boss.user.id);
    const res = await boss.client.post("/api/admin/credits/add", {
      targetUserId: anyone.id,
      credits: 70,
      reason: "Bonus",
    });
    expect(res.json<CreditChangeResultDto>().credits).toBe(170);
    expect(await balanceOf(boss.user.id)).toBe(before);
    const [row] = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, anyone.id), eq(creditLedger.kind, "admin_grant")));
    expect(row).toMatchObject({ delta: 70, actorId: boss.user.id, note: "Bonus" });
    expect(await expectBalanceMatchesLedger(t.db, anyone.id)).toBe(170);
    expect(await auditOf(boss.user.id, "credits.add")).toHaveLength(1);
  });

  it("answers 404 to an agent for another agent's user, and 402 beyond the agent's stock; nothing changes", async () => {
    const a = await agentWithUser();
    const b = await agentWithUser();
    const foreign = await b.client.post("/api/admin/credits/add", { targetUserId: a.mine.id, credits: 5, reason: "x" });
    expect(foreign.statusCode).toBe(404);
    const unassigned = await userOf(null);
    const loose = await a.client.post("/api/admin/credits/add", {
      targetUserId: unassigned.id,
      credits: 5,
      reason: "x",
    });
    expect(loose.statusCode).toBe(404);
    const tooMuch = await a.client.post("/api/admin/credits/add", {
      targetUserId: a.mine.id,
      credits: 501,
      reason: "x",
    });
    expect(tooMuch.statusCode).toBe(402);
    expect(tooMuch.json()).toMatchObject({ code: "INSUFFICIENT_CREDITS" });
    expect(await balanceOf(a.user.id)).toBe(500);
    expect(await balanceOf(a.mine.id)).toBe(100);
    expect(await balanceOf(b.user.id)).toBe(500);
    expect(await auditOf(a.user.id, "credits.add")).toEqual([]);
    expect(await auditOf(b.user.id, "credits.add")).toEqual([]);
  });

  it("answers the documented validation message", async () => {
    const a = await agentWithUser();
    const res = await a.client.post("/api/admin/credits/add", { targetUserId: a.mine.id, amount: 0, reason: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Sila masukkan jumlah yang sah");
  });
});

describe("POST /api/admin/credits/sell", () => {
  it("records an agent's sale with its reference and takes it from the agent's stock", async () => {
    const a = await agentWithUser();
    const res = await a.client.post("/api/admin/credits/sell", {
      targetUserId: a.mine.id,
      credits: 200,
      paymentReference: "TNG-778899",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CreditChangeResultDto>()).toEqual({
      message: "Kredit berjaya dijual",
      targetUserId: a.mine.id,
      credits: 300,
    });
    expect(await expectBalanceMatchesLedger(t.db, a.user.id)).toBe(300);
    const [row] = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, a.mine.id), eq(creditLedger.kind, "transfer_in")));
    expect(row).toMatchObject({ delta: 200, note: "TNG-778899", actorId: a.user.id });
    expect(row!.reference).toContain("TNG-778899");
    const [audit] = await auditOf(a.user.id, "credits.sell");
    expect(audit!.details).toMatchObject({ credits: 200, paymentReference: "TNG-778899" });
  });

  it("answers 409 for the same reference to the same user, never a 500, changing nothing", async () => {
    const a = await agentWithUser();
    const body = { targetUserId: a.mine.id, credits: 10, paymentReference: "BANK-1" };
    expect((await a.client.post("/api/admin/credits/sell", body)).statusCode).toBe(200);
    const again = await a.client.post("/api/admin/credits/sell", body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "DUPLICATE_SALE_REFERENCE" });
    expect(await balanceOf(a.mine.id)).toBe(110);
    expect(await balanceOf(a.user.id)).toBe(490);
    // The same reference for another of the agent's users is another sale.
    const other = await userOf(a.user.id);
    const elsewhere = await a.client.post("/api/admin/credits/sell", { ...body, targetUserId: other.id });
    expect(elsewhere.statusCode).toBe(200);
    // A super admin's sale with that reference to the first user is a duplicate too.
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    expect((await boss.client.post("/api/admin/credits/sell", body)).statusCode).toBe(409);
    expect(await auditOf(a.user.id, "credits.sell")).toHaveLength(2);
  });

  it("answers 409 to simultaneous sales with one reference: exactly one applies", async () => {
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    const anyone = await userOf(null);
    const body = { targetUserId: anyone.id, credits: 10, paymentReference: "SAMA-SAMA" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => boss.client.post("/api/admin/credits/sell", body)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await expectBalanceMatchesLedger(t.db, anyone.id)).toBe(110);
  });

  it("scopes agents, answers 402 beyond stock and the documented validation message", async () => {
    const a = await agentWithUser();
    const b = await agentWithUser();
    const foreign = await b.client.post("/api/admin/credits/sell", {
      targetUserId: a.mine.id,
      credits: 5,
      paymentReference: "R",
    });
    expect(foreign.statusCode).toBe(404);
    const tooMuch = await a.client.post("/api/admin/credits/sell", {
      targetUserId: a.mine.id,
      credits: 600,
      paymentReference: "R",
    });
    expect(tooMuch.statusCode).toBe(402);
    const missing = await a.client.post("/api/admin/credits/sell", { targetUserId: a.mine.id, credits: 5 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Sila isi semua medan yang diperlukan.");
    expect(await balanceOf(a.mine.id)).toBe(100);
    expect(await auditOf(a.user.id, "credits.sell")).toEqual([]);
  });
});

describe("POST /api/agent/transfer-credits", () => {
  it("moves credits from the agent to their user and answers both balances", async () => {
    const a = await agentWithUser();
    const res = await a.client.post("/api/agent/transfer-credits", { userId: a.mine.id, amount: 120 });
    expect(res.statusCode).toBe(200);
    expect(res.json<TransferResultDto>()).toEqual({
      message: "Kredit berjaya dipindahkan",
      agentCredits: 380,
      userCredits: 220,
    });
    expect(await expectBalanceMatchesLedger(t.db, a.user.id)).toBe(380);
    expect(await expectBalanceMatchesLedger(t.db, a.mine.id)).toBe(220);
    expect(await auditOf(a.user.id, "credits.transfer")).toHaveLength(1);
  });

  it("refuses a transfer beyond the agent's balance, or to someone else's user, changing nothing", async () => {
    const a = await agentWithUser();
    const b = await agentWithUser();
    const tooMuch = await a.client.post("/api/agent/transfer-credits", { userId: a.mine.id, amount: 501 });
    expect(tooMuch.statusCode).toBe(402);
    const foreign = await b.client.post("/api/agent/transfer-credits", { userId: a.mine.id, amount: 1 });
    expect(foreign.statusCode).toBe(404);
    for (const id of [a.user.id, b.user.id]) expect(await expectBalanceMatchesLedger(t.db, id)).toBe(500);
    expect(await expectBalanceMatchesLedger(t.db, a.mine.id)).toBe(100);
    expect(await auditOf(a.user.id, "credits.transfer")).toEqual([]);
    expect(await auditOf(b.user.id, "credits.transfer")).toEqual([]);
  });

  it("never overdraws the agent under 50 simultaneous transfers", async () => {
    const a = await agentWithUser();
    const others = [a.mine, await userOf(a.user.id), await userOf(a.user.id)];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        a.client.post("/api/agent/transfer-credits", { userId: others[i % others.length]!.id, amount: 13 }),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 402)).toBe(true);
    expect(ok).toBe(Math.floor(500 / 13));
    expect(await expectBalanceMatchesLedger(t.db, a.user.id)).toBe(500 - ok * 13);
    let received = 0;
    for (const u of others) received += (await expectBalanceMatchesLedger(t.db, u.id)) - 100;
    expect(received).toBe(ok * 13);
    expect(await auditOf(a.user.id, "credits.transfer")).toHaveLength(ok);
  });

  it("grants new credits when a super admin transfers", async () => {
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    const anyone = await userOf(null);
    const before = await balanceOf(boss.user.id);
    const res = await boss.client.post("/api/agent/transfer-credits", { userId: anyone.id, amount: 40 });
    expect(res.json<TransferResultDto>()).toMatchObject({ agentCredits: before, userCredits: 140 });
    expect(await expectBalanceMatchesLedger(t.db, anyone.id)).toBe(140);
    expect(await auditOf(boss.user.id, "credits.transfer")).toHaveLength(1);
  });
});
