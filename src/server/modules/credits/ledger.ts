import { and, eq, gte, sql } from "drizzle-orm";
import type { LedgerKind } from "../../../common/constants.js";
import { AppError } from "../../core/errors.js";
import { malay } from "../../core/messages.js";
import type { Db } from "../../db/client.js";
import { creditLedger, users } from "../../db/schema.js";

/**
 * The only code that changes a balance. Each function must run inside the caller's transaction,
 * together with the action that causes the change; each writes exactly one ledger row per account.
 * Balances change through conditional updates, so they never go negative, and the unique
 * (user, kind, reference) index stops the same cause from applying twice.
 */
export type LedgerEntry = {
  userId: string;
  amount: number;
  kind: LedgerKind;
  reference?: string | null;
  actorId?: string | null;
  note?: string | null;
};

export type SpendResult = { charged: number; balance: number; unlimited: boolean };

function assertPositive(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new Error(`ledger amount must be a positive integer, got ${amount}`);
}

export class InsufficientCreditsError extends AppError {
  constructor(
    readonly required: number,
    readonly available: number,
  ) {
    super(402, "INSUFFICIENT_CREDITS", malay("errors.INSUFFICIENT_CREDITS", { required, available }), {
      details: { required, available },
    });
  }
}

/** The same cause (user, kind, reference) was already applied: a 409 for whoever asked again, never a 500. */
export class AlreadyAppliedError extends AppError {
  constructor(readonly detail: string) {
    super(409, "ALREADY_APPLIED");
  }
}

async function insertLedgerRow(tx: Db, entry: LedgerEntry, delta: number, balanceAfter: number, wouldBeCost?: number) {
  const inserted = await tx
    .insert(creditLedger)
    .values({
      userId: entry.userId,
      delta,
      balanceAfter,
      kind: entry.kind,
      reference: entry.reference ?? null,
      actorId: entry.actorId ?? null,
      note: entry.note ?? null,
      wouldBeCost: wouldBeCost ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  // A conflict means this cause was already applied; throwing rolls the caller's transaction back.
  if (inserted.length === 0) throw new AlreadyAppliedError(`${entry.kind}:${entry.reference} already applied`);
}

/**
 * Takes back credits the account still has (a refunded purchase's): the balance never goes below
 * zero, and null (nothing changed) when it holds fewer than `amount`.
 */
export async function takeBackCredits(tx: Db, entry: LedgerEntry): Promise<number | null> {
  assertPositive(entry.amount);
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${entry.amount}` })
    .where(and(eq(users.id, entry.userId), gte(users.credits, entry.amount)))
    .returning({ credits: users.credits });
  if (!row) return null;
  await insertLedgerRow(tx, entry, -entry.amount, row.credits);
  return row.credits;
}

/** Adds credits. Returns the new balance. */
export async function grantCredits(tx: Db, entry: LedgerEntry): Promise<number> {
  assertPositive(entry.amount);
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${entry.amount}` })
    .where(eq(users.id, entry.userId))
    .returning({ credits: users.credits });
  if (!row) throw new Error(`grantCredits: no user ${entry.userId}`);
  await insertLedgerRow(tx, entry, entry.amount, row.credits);
  return row.credits;
}

/**
 * Takes credits, or throws InsufficientCreditsError and changes nothing. Super admins and
 * unlimited accounts are not charged; their ledger row records the would-be cost with delta 0.
 */
export async function spendCredits(tx: Db, entry: LedgerEntry): Promise<SpendResult> {
  assertPositive(entry.amount);
  const [account] = await tx
    .select({ credits: users.credits, role: users.role, unlimited: users.unlimited })
    .from(users)
    .where(eq(users.id, entry.userId));
  if (!account) throw new Error(`spendCredits: no user ${entry.userId}`);
  if (account.unlimited || account.role === "super_admin") {
    await insertLedgerRow(tx, entry, 0, account.credits, entry.amount);
    return { charged: 0, balance: account.credits, unlimited: true };
  }
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${entry.amount}` })
    .where(and(eq(users.id, entry.userId), gte(users.credits, entry.amount)))
    .returning({ credits: users.credits });
  if (!row) {
    const [now] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, entry.userId));
    throw new InsufficientCreditsError(entry.amount, now?.credits ?? 0);
  }
  await insertLedgerRow(tx, entry, -entry.amount, row.credits);
  return { charged: entry.amount, balance: row.credits, unlimited: false };
}

/** Moves credits from one account to another (an agent selling to a user): two rows, one transaction. */
export async function transferCredits(
  tx: Db,
  input: {
    fromUserId: string;
    toUserId: string;
    amount: number;
    reference?: string | null;
    actorId?: string | null;
    note?: string | null;
  },
): Promise<{ fromBalance: number; toBalance: number }> {
  assertPositive(input.amount);
  const [from] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${input.amount}` })
    .where(and(eq(users.id, input.fromUserId), gte(users.credits, input.amount)))
    .returning({ credits: users.credits });
  if (!from) {
    const [now] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, input.fromUserId));
    throw new InsufficientCreditsError(input.amount, now?.credits ?? 0);
  }
  const common = { amount: input.amount, reference: input.reference, actorId: input.actorId, note: input.note };
  await insertLedgerRow(tx, { ...common, userId: input.fromUserId, kind: "transfer_out" }, -input.amount, from.credits);
  const toBalance = await grantCredits(tx, { ...common, userId: input.toUserId, kind: "transfer_in" });
  return { fromBalance: from.credits, toBalance };
}

/**
 * Sets a balance to an exact figure (a super admin's edit): one row of kind "adjustment" for the
 * difference, nothing when there is none. The account row is locked first, so a spend running at
 * the same time lands either before (and is overwritten by the edit, which the row shows) or after.
 * Unlike spendCredits, it applies to unlimited accounts too: the edit says what the balance is.
 */
export async function adjustCredits(
  tx: Db,
  input: { userId: string; to: number; actorId: string; note?: string | null },
): Promise<{ from: number; to: number; delta: number }> {
  if (!Number.isInteger(input.to) || input.to < 0) throw new Error(`adjustCredits: bad balance ${input.to}`);
  const [account] = await tx
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, input.userId))
    .for("update");
  if (!account) throw new Error(`adjustCredits: no user ${input.userId}`);
  const delta = input.to - account.credits;
  if (delta === 0) return { from: account.credits, to: input.to, delta };
  const [row] = await tx
    .update(users)
    .set({ credits: input.to })
    .where(and(eq(users.id, input.userId), eq(users.credits, account.credits)))
    .returning({ credits: users.credits });
  if (!row) throw new Error(`adjustCredits: balance of ${input.userId} changed under a lock`);
  await insertLedgerRow(
    tx,
    { userId: input.userId, amount: Math.abs(delta), kind: "adjustment", actorId: input.actorId, note: input.note },
    delta,
    row.credits,
  );
  return { from: account.credits, to: row.credits, delta };
}

/** Sum of an account's ledger rows: by construction, equal to its balance. */
export async function ledgerSum(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.sum ?? 0);
}
