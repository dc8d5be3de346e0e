import { and, eq, isNull, type SQL } from "drizzle-orm";
import type {
  AddCreditsInput,
  CreditChangeResultDto,
  SellCreditsInput,
  TransferCreditsInput,
  TransferResultDto,
} from "../../../common/schemas/admin.js";
import type { Actor } from "../../core/actor.js";
import { conflict, notFound } from "../../core/errors.js";
import { malay } from "../../core/messages.js";
import type { Db } from "../../db/client.js";
import { creditLedger, users } from "../../db/schema.js";
import { recordAudit } from "../audit/service.js";
import { AlreadyAppliedError, grantCredits, transferCredits } from "./ledger.js";

/**
 * Credits given by staff: adding, selling (paid outside the app) and transferring. An agent's
 * credits are stock: they move from the agent's balance to one of the agent's own users, never
 * below zero. A super admin's are new credits (an `admin_grant` with the super admin as actor),
 * for any account. Every change writes its audit row in the same transaction.
 */

/** The accounts an actor may give credits to: a super admin any (not deleted), an agent their own users. */
function targetScope(actor: Actor): SQL | undefined {
  return actor.role === "super_admin" ? undefined : eq(users.agentId, actor.id);
}

/** Locks nothing; answers 404 for an account the actor may not act on, as if it did not exist. */
async function assertTarget(tx: Db, actor: Actor, targetUserId: string): Promise<void> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, targetUserId), isNull(users.deletedAt), targetScope(actor)));
  if (!row) throw notFound();
}

type Give = { targetUserId: string; credits: number; reference?: string; note?: string };

/** Moves (agent) or grants (super admin) the credits; returns the target's and the actor's balances. */
async function give(
  tx: Db,
  actor: Actor,
  input: Give,
): Promise<{ targetBalance: number; actorBalance: number | null }> {
  if (actor.role === "super_admin") {
    const targetBalance = await grantCredits(tx, {
      userId: input.targetUserId,
      amount: input.credits,
      kind: "admin_grant",
      reference: input.reference,
      actorId: actor.id,
      note: input.note,
    });
    return { targetBalance, actorBalance: null };
  }
  const moved = await transferCredits(tx, {
    fromUserId: actor.id,
    toUserId: input.targetUserId,
    amount: input.credits,
    reference: input.reference,
    actorId: actor.id,
    note: input.note,
  });
  return { targetBalance: moved.toBalance, actorBalance: moved.fromBalance };
}

/** `POST /api/admin/credits/add`: free credits with a reason. */
export async function addCredits(db: Db, actor: Actor, input: AddCreditsInput): Promise<CreditChangeResultDto> {
  const credits = await db.transaction(async (tx) => {
    await assertTarget(tx, actor, input.targetUserId);
    const { targetBalance } = await give(tx, actor, {
      targetUserId: input.targetUserId,
      credits: input.credits,
      note: input.reason,
    });
    await recordAudit(
      tx,
      actor,
      "credits.add",
      { type: "user", id: input.targetUserId },
      { credits: input.credits, reason: input.reason, fromStock: actor.role !== "super_admin" },
    );
    return targetBalance;
  });
  return { message: malay("notices.CREDITS_ADDED"), targetUserId: input.targetUserId, credits };
}

/**
 * The ledger reference of a sale: one payment reference backs one sale to one account (the
 * agent's own row carries it too, so it names the buyer to stay unique per sale).
 */
export const saleReference = (targetUserId: string, paymentReference: string) =>
  `sale:${targetUserId}:${paymentReference}`;

/** `POST /api/admin/credits/sell`: a sale paid outside the app, recorded with its payment reference. */
export async function sellCredits(db: Db, actor: Actor, input: SellCreditsInput): Promise<CreditChangeResultDto> {
  const reference = saleReference(input.targetUserId, input.paymentReference);
  try {
    const credits = await db.transaction(async (tx) => {
      await assertTarget(tx, actor, input.targetUserId);
      // A sale by a super admin and one by an agent are different ledger kinds: the unique index
      // alone would not see the same reference used by both.
      const [used] = await tx
        .select({ id: creditLedger.id })
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, input.targetUserId), eq(creditLedger.reference, reference)))
        .limit(1);
      if (used) throw conflict("DUPLICATE_SALE_REFERENCE");
      const { targetBalance } = await give(tx, actor, {
        targetUserId: input.targetUserId,
        credits: input.credits,
        reference,
        note: input.paymentReference,
      });
      await recordAudit(
        tx,
        actor,
        "credits.sell",
        { type: "user", id: input.targetUserId },
        { credits: input.credits, paymentReference: input.paymentReference, fromStock: actor.role !== "super_admin" },
      );
      return targetBalance;
    });
    return { message: malay("notices.CREDITS_SOLD"), targetUserId: input.targetUserId, credits };
  } catch (error) {
    // Two requests with the same reference at once: the unique index stops the second.
    if (error instanceof AlreadyAppliedError) throw conflict("DUPLICATE_SALE_REFERENCE");
    throw error;
  }
}

/**
 * `POST /api/agent/transfer-credits`: from the agent's balance to one of their users. A super
 * admin's balance is not stock (they are unlimited): their transfer grants new credits to any
 * account, and `agentCredits` is their unchanged balance.
 */
export async function transferToUser(db: Db, actor: Actor, input: TransferCreditsInput): Promise<TransferResultDto> {
  return db.transaction(async (tx) => {
    await assertTarget(tx, actor, input.userId);
    const { targetBalance, actorBalance } = await give(tx, actor, {
      targetUserId: input.userId,
      credits: input.amount,
    });
    await recordAudit(
      tx,
      actor,
      "credits.transfer",
      { type: "user", id: input.userId },
      { credits: input.amount, fromStock: actor.role !== "super_admin" },
    );
    let agentCredits = actorBalance;
    if (agentCredits === null) {
      const [me] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, actor.id));
      agentCredits = me?.credits ?? 0;
    }
    return { message: malay("notices.CREDITS_TRANSFERRED"), agentCredits, userCredits: targetBalance };
  });
}
