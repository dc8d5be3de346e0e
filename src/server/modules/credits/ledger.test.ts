import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../../tests/support/factories.js";
import { expectBalanceMatchesLedger } from "../../../../tests/support/ledger-assertions.js";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-database.js";
import { creditLedger } from "../../db/schema.js";
import {
  AlreadyAppliedError,
  adjustCredits,
  grantCredits,
  InsufficientCreditsError,
  spendCredits,
  transferCredits,
} from "./ledger.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe("ledger", () => {
  it("never lets concurrent spends take a balance below zero", async () => {
    const db = database.db;
    const user = await createUser(db); // 100 credits
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        db.transaction((tx) =>
          spendCredits(tx, { userId: user.id, amount: 30, kind: "generation", reference: `p-${i}` }),
        ),
      ),
    );
    const succeeded = attempts.filter((a) => a.status === "fulfilled");
    const refused = attempts.filter((a) => a.status === "rejected");
    expect(succeeded).toHaveLength(3);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientCreditsError);
    expect(await expectBalanceMatchesLedger(db, user.id)).toBe(10);
  });

  it("reports what was needed and what was there", async () => {
    const user = await createUser(database.db);
    const error = await database.db
      .transaction((tx) => spendCredits(tx, { userId: user.id, amount: 250, kind: "generation", reference: "big" }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientCreditsError);
    expect(error).toMatchObject({ status: 402, required: 250, available: 100 });
  });

  it("applies the same cause only once", async () => {
    const db = database.db;
    const user = await createUser(db);
    const entry = { userId: user.id, amount: 40, kind: "purchase" as const, reference: "payment-1" };
    await db.transaction((tx) => grantCredits(tx, entry));
    await expect(db.transaction((tx) => grantCredits(tx, entry))).rejects.toBeInstanceOf(AlreadyAppliedError);
    // Asked again over HTTP, it is the caller's conflict, not a server fault.
    await expect(db.transaction((tx) => grantCredits(tx, entry))).rejects.toMatchObject({
      status: 409,
      code: "ALREADY_APPLIED",
      message: "Tindakan ini telah pun dilaksanakan. Tiada apa-apa diubah.",
    });
    expect(await expectBalanceMatchesLedger(db, user.id)).toBe(140);
  });

  it("adjusts a balance to an exact figure with one row, nothing when it is unchanged, unlimited accounts too", async () => {
    const db = database.db;
    const admin = await createUser(db, { role: "super_admin" });
    const user = await createUser(db); // 100 credits
    const unlimited = await createUser(db, { unlimited: true });
    const adjust = (userId: string, to: number) =>
      db.transaction((tx) => adjustCredits(tx, { userId, to, actorId: admin.id, note: "edit-user" }));

    expect(await adjust(user.id, 30)).toEqual({ from: 100, to: 30, delta: -70 });
    expect(await adjust(user.id, 30)).toEqual({ from: 30, to: 30, delta: 0 });
    expect(await adjust(unlimited.id, 7)).toEqual({ from: 100, to: 7, delta: -93 });
    for (const id of [user.id, unlimited.id]) {
      const rows = await db.select().from(creditLedger).where(eq(creditLedger.userId, id));
      expect(rows.filter((r) => r.kind === "adjustment")).toHaveLength(1);
      await expectBalanceMatchesLedger(db, id);
    }
    await expect(adjust(user.id, -1)).rejects.toThrow();
  });

  it("charges an unlimited account nothing and records the would-be cost", async () => {
    const db = database.db;
    const user = await createUser(db, { unlimited: true });
    const result = await db.transaction((tx) =>
      spendCredits(tx, { userId: user.id, amount: 250, kind: "generation", reference: "free-ride" }),
    );
    expect(result).toEqual({ charged: 0, balance: 100, unlimited: true });
    const [row] = await db.select().from(creditLedger).where(eq(creditLedger.reference, "free-ride"));
    expect(row).toMatchObject({ delta: 0, wouldBeCost: 250, balanceAfter: 100 });
  });

  it("transfers between accounts in one piece, or not at all", async () => {
    const db = database.db;
    const agent = await createUser(db, { role: "admin" }); // 500
    const buyer = await createUser(db); // 100
    await db.transaction((tx) =>
      transferCredits(tx, { fromUserId: agent.id, toUserId: buyer.id, amount: 200, reference: "sale-1" }),
    );
    await expect(
      db.transaction((tx) =>
        transferCredits(tx, { fromUserId: agent.id, toUserId: buyer.id, amount: 400, reference: "sale-2" }),
      ),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
    expect(await expectBalanceMatchesLedger(db, agent.id)).toBe(300);
    expect(await expectBalanceMatchesLedger(db, buyer.id)).toBe(300);
  });

  it("rolls the balance back when the action it pays for fails", async () => {
    const db = database.db;
    const user = await createUser(db);
    await expect(
      db.transaction(async (tx) => {
        await spendCredits(tx, { userId: user.id, amount: 50, kind: "generation", reference: "doomed" });
        throw new Error("generation failed");
      }),
    ).rejects.toThrow("generation failed");
    expect(await expectBalanceMatchesLedger(db, user.id)).toBe(100);
  });
});
