import { eq } from "drizzle-orm";
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
