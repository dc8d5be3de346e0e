/**
 * The database keeps money history and the stored values honest whatever the code does: a user with
 * payments or ledger rows cannot be deleted (users are soft-deleted), statuses and roles outside the
 * code's lists are refused, and a payment has at most one commission.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlState } from "../../src/server/db/errors.js";
import { commissions, creditLedger, payments, users } from "../../src/server/db/schema.js";
import { createUser, signedInUser } from "../support/factories.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * An ON DELETE RESTRICT foreign key refused the delete: PostgreSQL 17 reports restrict_violation
 * (23001), older servers foreign_key_violation (23503).
 */
const RESTRICTED = "refused by a foreign key";

/** The SQLSTATE the statement fails with, or 'ok'. */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return "ok";
  } catch (error) {
    const state = sqlState(error);
    return state === "23001" || state === "23503" ? RESTRICTED : (state ?? String(error));
  }
}

async function payment(userId: string, agentId: string | null = null) {
  const [row] = await t.db
    .insert(payments)
    .values({
      tokenSerial: `KP-2026-${randomBytes(3).toString("hex").toUpperCase()}`,
      userId,
      agentId,
      credits: 100,
      amountRm: "50.00",
      method: "bank_transfer",
      bankReference: randomBytes(4).toString("hex"),
      fullName: "Siti Aminah",
      contactNumber: "012-3456789",
      address: "Jalan Ampang, Kuala Lumpur",
    })
    .returning();
  return row!;
}

describe("money history", () => {
  it("refuses to delete a user who has ledger rows", async () => {
    const user = await createUser(t.db);
    const [ledger] = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger).toBeDefined();
    expect(await outcome(() => t.db.delete(users).where(eq(users.id, user.id)))).toBe(RESTRICTED);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("refuses to delete a buyer, or an agent owed a commission", async () => {
    // Bare accounts, without ledger rows: only the payment and the commission hold them.
    const bare = async (role: "user" | "admin") =>
      (
        await t.db
          .insert(users)
          .values({
            email: `${role}.${randomBytes(4).toString("hex")}@contoh.my`,
            passwordHash: "x",
            firstName: "A",
            lastName: "B",
            role,
          })
          .returning()
      )[0]!;
    const agent = await bare("admin");
    const buyer = await bare("user");
    const paid = await payment(buyer.id, agent.id);
    await t.db.insert(commissions).values({ paymentId: paid.id, agentId: agent.id, rate: "0.2000", amountRm: "10.00" });
    expect(await outcome(() => t.db.delete(users).where(eq(users.id, buyer.id)))).toBe(RESTRICTED);
    expect(await outcome(() => t.db.delete(users).where(eq(users.id, agent.id)))).toBe(RESTRICTED);
    expect(await outcome(() => t.db.delete(payments).where(eq(payments.id, paid.id)))).toBe(RESTRICTED);
    // An account with nothing to its name can still go (the later soft delete is a choice, not a constraint).
    const loner = await bare("user");
    expect(await outcome(() => t.db.delete(users).where(eq(users.id, loner.id)))).toBe("ok");
  });

  it("keeps a soft-deleted account's row, and its sessions no longer sign it in", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    expect((await client.get("/api/auth/user")).statusCode).toBe(200);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("allows one commission per payment", async () => {
    const agent = await createUser(t.db, { role: "admin" });
    const paid = await payment((await createUser(t.db)).id, agent.id);
    const values = { paymentId: paid.id, agentId: agent.id, rate: "0.2000", amountRm: "10.00" };
    await t.db.insert(commissions).values(values);
    expect(await outcome(() => t.db.insert(commissions).values(values))).toBe("23505");
    const [stored] = await t.db.select().from(commissions).where(eq(commissions.paymentId, paid.id));
    expect(stored).toMatchObject({ status: "pending", rate: "0.2000", amountRm: "10.00", paidAt: null });
  });
});

describe("CHECKs built from the code's lists", () => {
  const raw = (query: ReturnType<typeof sql>) => () => t.db.execute(query);

  it("refuse a value outside the list and accept every value in it", async () => {
    const user = await createUser(t.db);
    const agent = await createUser(t.db, { role: "admin" });
    const paid = await payment(user.id, agent.id);
    const commission = (
      await t.db
        .insert(commissions)
        .values({ paymentId: paid.id, agentId: agent.id, rate: "0.2", amountRm: "1" })
        .returning()
    )[0]!;
    const org = await t.db.execute(
      sql`INSERT INTO organizations (name, slug) VALUES ('Koperasi Maju', ${`koperasi-${randomBytes(3).toString("hex")}`}) RETURNING id`,
    );
    const orgId = (org as unknown as { rows: { id: string }[] }).rows[0]!.id;

    const cases = {
      role: raw(sql`UPDATE users SET role = 'owner' WHERE id = ${user.id}`),
      paymentStatus: raw(sql`UPDATE payments SET status = 'refunded' WHERE id = ${paid.id}`),
      paymentMethod: raw(sql`UPDATE payments SET method = 'cheque' WHERE id = ${paid.id}`),
      organizationStatus: raw(sql`UPDATE organizations SET status = 'closed' WHERE id = ${orgId}`),
      subscriptionPlan: raw(sql`UPDATE organizations SET subscription_plan = 'gold' WHERE id = ${orgId}`),
      commissionStatus: raw(sql`UPDATE commissions SET status = 'cancelled' WHERE id = ${commission.id}`),
      commissionAmount: raw(sql`UPDATE commissions SET amount_rm = -1 WHERE id = ${commission.id}`),
    };
    const answers: Record<string, string> = {};
    for (const [name, run] of Object.entries(cases)) answers[name] = await outcome(run);
    expect(answers).toEqual(Object.fromEntries(Object.keys(cases).map((k) => [k, "23514"])));

    const accepted = [
      raw(sql`UPDATE users SET role = 'super_admin' WHERE id = ${user.id}`),
      raw(sql`UPDATE payments SET status = 'verified', method = 'cash_agent' WHERE id = ${paid.id}`),
      raw(sql`UPDATE organizations SET status = 'suspended', subscription_plan = 'enterprise' WHERE id = ${orgId}`),
      raw(sql`UPDATE commissions SET status = 'paid', paid_at = now() WHERE id = ${commission.id}`),
    ];
    for (const run of accepted) expect(await outcome(run)).toBe("ok");
  });
});
