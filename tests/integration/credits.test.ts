import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, users } from "../../src/server/db/schema.js";
import { createUser, signedInUser } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { expectBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setBalanceThroughSpend(userId: string, target: number) {
  const { spendCredits } = await import("../../src/server/modules/credits/ledger.js");
  const [row] = await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const spend = row!.credits - target;
  if (spend > 0) {
    await t.db.transaction((tx) =>
      spendCredits(tx, { userId, amount: spend, kind: "generation", reference: `test-spend-${crypto.randomUUID()}` }),
    );
  }
}

describe("balance", () => {
  it("starts a new user at 100 credits with a ledger row saying why", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    expect((await client.get("/api/credits/balance")).json()).toEqual({
      credits: 100,
      unlimited: false,
      starterClaimed: false,
    });
    const rows = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delta: 100, balanceAfter: 100, kind: "signup_bonus" });
  });

  it("starts a new agent at 500 credits", async () => {
    const agent = await createUser(t.db, { role: "admin" });
    expect(agent.credits).toBe(500);
    expect(await expectBalanceMatchesLedger(t.db, agent.id)).toBe(500);
  });

  it("shows a super admin and an unlimited account as unlimited", async () => {
    const admin = await signedInUser(t.app, t.db, { role: "super_admin" });
    expect((await admin.client.get("/api/credits/balance")).json()).toMatchObject({ unlimited: true });
    const vip = await signedInUser(t.app, t.db, { unlimited: true });
    expect((await vip.client.get("/api/credits/balance")).json()).toEqual({
      credits: 100,
      unlimited: true,
      starterClaimed: false,
    });
  });

  it("needs a signed-in user", async () => {
    const res = await new TestClient(t.app).get("/api/credits/balance");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED" });
  });
});

describe("free starter credits", () => {
  it("grants 100 credits once, only at a zero balance", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const refused = await client.post("/api/credits/starter");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("STARTER_NOT_ELIGIBLE");

    await setBalanceThroughSpend(user.id, 0);
    const claimed = await client.post("/api/credits/starter");
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toEqual({ credits: 100, unlimited: false, starterClaimed: true, granted: 100 });
    expect((await client.get("/api/credits/balance")).json().credits).toBe(100);

    await setBalanceThroughSpend(user.id, 0);
    expect((await client.post("/api/credits/starter")).statusCode).toBe(409);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(0);
  });

  it("reports a claimed account spent to 0 as having claimed, and refuses a second claim leaving the balance", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalanceThroughSpend(user.id, 0);
    // Never claimed, balance 0: the client may offer the claim.
    expect((await client.get("/api/credits/balance")).json()).toEqual({
      credits: 0,
      unlimited: false,
      starterClaimed: false,
    });
    expect((await client.post("/api/credits/starter")).statusCode).toBe(200);

    await setBalanceThroughSpend(user.id, 0);
    // Claimed and spent to 0: reported as claimed, so the offer is not shown again.
    expect((await client.get("/api/credits/balance")).json()).toEqual({
      credits: 0,
      unlimited: false,
      starterClaimed: true,
    });
    const refused = await client.post("/api/credits/starter");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "STARTER_NOT_ELIGIBLE",
      message: "Kredit percuma hanya boleh dituntut sekali, apabila baki kredit anda 0.",
    });
    expect((await client.get("/api/credits/balance")).json()).toMatchObject({ credits: 0, starterClaimed: true });
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(0);
    const starterRows = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(starterRows.filter((row) => row.kind === "starter")).toHaveLength(1);
  });

  it("is never offered to a super admin", async () => {
    const { user, client } = await signedInUser(t.app, t.db, { role: "super_admin" });
    expect(user.credits).toBe(0);
    expect((await client.post("/api/credits/starter")).statusCode).toBe(409);
  });

  it("grants exactly once under 50 concurrent claims", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalanceThroughSpend(user.id, 0);
    const results = await Promise.all(Array.from({ length: 50 }, () => client.post("/api/credits/starter")));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(100);
  });
});

describe("prices and packages", () => {
  it("lists the seeded pricing tiers, the second one popular", async () => {
    const tiers = (await new TestClient(t.app).get("/api/credits/pricing")).json();
    expect(tiers).toEqual([
      { id: 1, credits: 100, priceRM: 50, bonusCredits: 0, popular: false },
      { id: 2, credits: 500, priceRM: 250, bonusCredits: 50, popular: true },
      { id: 3, credits: 1000, priceRM: 500, bonusCredits: 150, popular: false },
      { id: 4, credits: 2500, priceRM: 1250, bonusCredits: 500, popular: false },
    ]);
  });

  it("lists the five proposal packages with credits, sections, words and ringgit price", async () => {
    const packages = (await new TestClient(t.app).get("/api/proposal-packages")).json();
    expect(
      packages.map((p: { key: string; creditCost: number; sections: number; minWords: number; price: number }) => [
        p.key,
        p.creditCost,
        p.sections,
        p.minWords,
        p.price,
      ]),
    ).toEqual([
      ["basic", 50, 3, 400, 25],
      ["professional", 100, 6, 800, 50],
      ["premium", 200, 8, 1500, 100],
      ["standard", 250, 9, 2500, 125],
      ["exclusive", 500, 12, 3000, 250],
    ]);
    expect(packages.find((p: { id: string }) => p.id === "2")).toMatchObject({
      name: "Standard Package",
      badge: "POPULAR",
    });
  });
});

describe("assigned agent", () => {
  it("is empty until an agent is assigned, then names them", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    expect((await client.get("/api/user/agent")).json()).toEqual({ agentName: null, agentEmail: null });
    const agent = await createUser(t.db, { role: "admin" });
    await t.db.update(users).set({ agentId: agent.id }).where(eq(users.id, user.id));
    expect((await client.get("/api/user/agent")).json()).toEqual({ agentName: "Siti Aminah", agentEmail: agent.email });
  });
});
