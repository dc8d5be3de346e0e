import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/client.js";
import { users } from "../../src/server/db/schema.js";
import { grantCredits, spendCredits } from "../../src/server/modules/credits/ledger.js";

/** Moves a balance to `target` through the ledger (as an admin grant or deduction would). */
export async function setBalance(db: Db, userId: string, target: number): Promise<void> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const delta = target - row!.credits;
  const reference = `test:${randomUUID()}`;
  if (delta > 0)
    await db.transaction((tx) => grantCredits(tx, { userId, amount: delta, kind: "admin_grant", reference }));
  if (delta < 0)
    await db.transaction((tx) => spendCredits(tx, { userId, amount: -delta, kind: "admin_deduct", reference }));
}
