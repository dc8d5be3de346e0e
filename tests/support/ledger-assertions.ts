import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../src/server/db/client.js";
import { users } from "../../src/server/db/schema.js";
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
  const result = await db.execute(sql`
    SELECT u.id, u.credits, coalesce(sum(l.delta), 0)::int AS ledger
    FROM users u LEFT JOIN credit_ledger l ON l.user_id = u.id
    GROUP BY u.id, u.credits
    HAVING u.credits <> coalesce(sum(l.delta), 0)`);
  const rows = "rows" in result ? (result.rows as unknown[]) : (result as unknown as unknown[]);
  expect(rows).toEqual([]);
}
