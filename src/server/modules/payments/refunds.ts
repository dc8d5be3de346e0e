/**
 * Refunds, recorded by a super admin once the money went back to the buyer (FPX providers refund
 * through their own dashboards; bank transfers and cash through the bank or the agent). In one
 * transaction: the credits granted are taken back through the ledger only if the buyer still has
 * them, otherwise the refund waits for the super admin's decision to refund anyway; the agent's
 * commission is reversed while unpaid, or recorded as owed back once paid; the refund is audited.
 */
import { and, eq } from "drizzle-orm";
import type { RefundInput, RefundResultDto } from "../../../common/schemas/admin.js";
import type { Actor } from "../../core/actor.js";
import { AppError, conflict, notFound } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { commissions, paymentRefunds, payments, users } from "../../db/schema.js";
import { recordAudit } from "../audit/service.js";
import { takeBackCredits } from "../credits/ledger.js";

export async function refundPayment(
  db: Db,
  actor: Actor,
  paymentId: string,
  input: RefundInput,
): Promise<RefundResultDto> {
  try {
    return await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
      if (!payment) throw notFound();
      if (payment.refundedAt) throw conflict("ALREADY_REFUNDED");
      if (payment.status !== "verified") throw conflict("PAYMENT_NOT_REFUNDABLE");

      const granted = payment.credits + payment.bonusCredits;
      const balance = await takeBackCredits(tx, {
        userId: payment.userId,
        amount: granted,
        kind: "refund",
        reference: payment.id,
        actorId: actor.id,
        note: payment.tokenSerial,
      });
      if (balance === null && !input.keepCredits) {
        const [buyer] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, payment.userId));
        throw new AppError(409, "REFUND_CREDITS_SPENT", undefined, {
          details: { granted, balance: buyer?.credits ?? 0 },
        });
      }

      const [owed] = await tx.select().from(commissions).where(eq(commissions.paymentId, payment.id)).for("update");
      let commission: RefundResultDto["commission"] = "none";
      if (owed?.status === "pending") {
        await tx
          .update(commissions)
          .set({ status: "reversed" })
          .where(and(eq(commissions.id, owed.id), eq(commissions.status, "pending")));
        commission = "reversed";
      } else if (owed?.status === "paid") commission = "clawback";
      const clawbackRm = commission === "clawback" ? (owed?.amountRm ?? null) : null;

      const creditsTaken = balance === null ? 0 : granted;
      await tx.insert(paymentRefunds).values({
        paymentId: payment.id,
        amountRm: payment.amountRm,
        reason: input.reason,
        creditsTaken,
        commission,
        clawbackRm,
        refundedBy: actor.id,
      });
      await tx.update(payments).set({ refundedAt: new Date() }).where(eq(payments.id, payment.id));
      await recordAudit(
        tx,
        actor,
        "payment.refund",
        { type: "payment", id: payment.id },
        {
          tokenSerial: payment.tokenSerial,
          amountRm: payment.amountRm,
          reason: input.reason,
          creditsTaken,
          commission,
          ...(clawbackRm ? { clawbackRm } : {}),
        },
      );
      return { paymentId: payment.id, creditsTaken, balance, commission, clawbackRm };
    });
  } catch (error) {
    // Two refunds at once: the second finds the first's row.
    if (isUniqueViolation(error, "payment_refunds_payment_id_unique")) throw conflict("ALREADY_REFUNDED");
    throw error;
  }
}
