import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  AdminPaymentDto,
  AdminPaymentPageDto,
  AdminPaymentsQuery,
  PaymentDecisionInput,
  PaymentStatsDto,
} from "../../../common/schemas/admin.js";
import type { Actor } from "../../core/actor.js";
import { conflict, notFound } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { payments, users } from "../../db/schema.js";
import { searchColumns } from "../../db/search.js";
import { recordAudit } from "../audit/service.js";
import { grantCredits } from "../credits/ledger.js";
import { recordCommission } from "./commissions.js";
import { paymentScope } from "./scope.js";

const buyer = alias(users, "buyer");
const decider = alias(users, "decider");

const paymentColumns = {
  payment: payments,
  buyerEmail: buyer.email,
  deciderFirst: decider.firstName,
  deciderLast: decider.lastName,
};

type PaymentListRow = {
  payment: typeof payments.$inferSelect;
  buyerEmail: string | null;
  deciderFirst: string | null;
  deciderLast: string | null;
};

function toAdminPaymentDto({ payment: p, buyerEmail, deciderFirst, deciderLast }: PaymentListRow): AdminPaymentDto {
  return {
    id: p.id,
    tokenSerial: p.tokenSerial,
    userId: p.userId,
    buyerName: p.fullName,
    buyerEmail: buyerEmail ?? p.email,
    amountRm: p.amountRm,
    credits: p.credits,
    bonusCredits: p.bonusCredits,
    method: p.method,
    bankReference: p.bankReference,
    status: p.status,
    rejectionReason: p.rejectionReason,
    createdAt: p.createdAt.toISOString(),
    decidedAt: p.decidedAt?.toISOString() ?? null,
    decidedByName: deciderFirst === null ? null : `${deciderFirst} ${deciderLast ?? ""}`.trim(),
    refundedAt: p.refundedAt?.toISOString() ?? null,
    gateway: p.gateway,
  };
}

function selectPayments(db: Db) {
  return db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(buyer, eq(buyer.id, payments.userId))
    .leftJoin(decider, eq(decider.id, payments.decidedBy));
}

/** Payments newest first, one page, filtered and searched in SQL within the actor's scope. */
export async function listPayments(db: Db, actor: Actor, query: AdminPaymentsQuery): Promise<AdminPaymentPageDto> {
  const where = and(
    paymentScope(actor),
    query.status ? eq(payments.status, query.status) : undefined,
    searchColumns(query.q, [payments.tokenSerial, payments.fullName, payments.bankReference, buyer.email]),
  );
  const [rows, [total]] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    // The count joins the buyer only when the search reads the buyer's email.
    query.q
      ? db.select({ n: count() }).from(payments).leftJoin(buyer, eq(buyer.id, payments.userId)).where(where)
      : db.select({ n: count() }).from(payments).where(where),
  ]);
  return { items: rows.map(toAdminPaymentDto), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export type PaymentDecision = {
  payment: AdminPaymentDto;
  /** The buyer's balance after a verification. */
  balance: number | null;
  buyer: { email: string; firstName: string; language: "ms" | "en" } | null;
};

/**
 * pending -> verified or pending -> rejected, once. The state change only matches a pending
 * payment within the actor's scope, so simultaneous decisions apply once; a verification grants
 * credits + bonus through the ledger and records the agent's commission, a rejection keeps its
 * reason (which frees the bank reference for another purchase), and the audit row is written,
 * all in one transaction.
 */
export async function decidePayment(
  db: Db,
  actor: Actor,
  paymentId: string,
  input: PaymentDecisionInput,
): Promise<PaymentDecision> {
  return db.transaction(async (tx) => {
    const scope = paymentScope(actor);
    const [decided] = await tx
      .update(payments)
      .set({
        status: input.status,
        decidedBy: actor.id,
        decidedAt: new Date(),
        rejectionReason: input.status === "rejected" ? (input.reason ?? null) : null,
      })
      // An FPX payment is settled by its provider only: a person deciding it would leave its bill
      // payable (money kept without credits) or grant credits for a bill nobody paid.
      .where(and(eq(payments.id, paymentId), eq(payments.status, "pending"), isNull(payments.gatewayBillId), scope))
      .returning();
    if (!decided) {
      const [existing] = await tx
        .select({ id: payments.id, gatewayBillId: payments.gatewayBillId })
        .from(payments)
        .where(and(eq(payments.id, paymentId), scope));
      if (!existing) throw notFound();
      throw conflict(existing.gatewayBillId ? "SETTLED_BY_GATEWAY" : "PAYMENT_ALREADY_DECIDED");
    }

    let balance: number | null = null;
    let commission: string | null = null;
    if (decided.status === "verified" && decided.userId) {
      balance = await grantCredits(tx, {
        userId: decided.userId,
        amount: decided.credits + decided.bonusCredits,
        kind: "purchase",
        reference: decided.id,
        actorId: actor.id,
        note: decided.tokenSerial,
      });
      commission = await recordCommission(tx, decided);
    }
    await recordAudit(
      tx,
      actor,
      decided.status === "verified" ? "payment.verify" : "payment.reject",
      { type: "payment", id: decided.id },
      {
        tokenSerial: decided.tokenSerial,
        amountRm: decided.amountRm,
        credits: decided.credits,
        bonusCredits: decided.bonusCredits,
        ...(decided.rejectionReason ? { reason: decided.rejectionReason } : {}),
        ...(commission ? { commissionRm: commission } : {}),
      },
    );
    const [row] = await selectPayments(tx).where(eq(payments.id, decided.id));
    const [owner] = decided.userId
      ? await tx
          .select({ email: users.email, firstName: users.firstName, language: users.language })
          .from(users)
          .where(and(eq(users.id, decided.userId), sql`${users.deletedAt} IS NULL`))
      : [];
    return { payment: toAdminPaymentDto(row!), balance, buyer: owner ?? null };
  });
}

/** The dashboard's payment figures, SQL aggregates within the actor's scope. */
export async function paymentStats(db: Db, actor: Actor): Promise<PaymentStatsDto> {
  const [row] = await db
    .select({
      // A refunded payment is no longer revenue.
      totalRevenue: sql<string>`coalesce(sum(${payments.amountRm}) filter (where ${payments.status} = 'verified' and ${payments.refundedAt} is null), 0)::numeric(14,2)::text`,
      verifiedPayments: sql<number>`count(*) filter (where ${payments.status} = 'verified')::int`,
      pendingPayments: sql<number>`count(*) filter (where ${payments.status} = 'pending')::int`,
      rejectedPayments: sql<number>`count(*) filter (where ${payments.status} = 'rejected')::int`,
    })
    .from(payments)
    .where(paymentScope(actor));
  return {
    totalRevenue: row?.totalRevenue ?? "0.00",
    verifiedPayments: row?.verifiedPayments ?? 0,
    pendingPayments: row?.pendingPayments ?? 0,
    rejectedPayments: row?.rejectedPayments ?? 0,
  };
}
