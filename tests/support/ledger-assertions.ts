import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../src/server/db/client.js";
import { creditLedger, users } from "../../src/server/db/schema.js";
import { ledgerSum } from "../../src/server/modules/credits/ledger.js";

/** The invariant of the money: an account's balance is the sum of its ledger rows. */
export async function expectBalanceMatchesLedger(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  expect(row).toBeDefined();
  expect(await ledgerSum(db, userId)).toBe(row!.credits);
  return row!.credits;
}

/** The invariant for every account at once: no balance differs from the sum of its ledger rows. */
export async function expectEveryBalanceMatchesLedger(db: Db): Promise<void> {
  const ledger = sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int`;
  const differing = await db
    .select({ id: users.id, credits: users.credits, ledger })
    .from(users)
    .leftJoin(creditLedger, eq(creditLedger.userId, users.id))
    .groupBy(users.id, users.credits)
    .having(sql`${users.credits} <> ${ledger}`);
  expect(differing).toEqual([]);
}
