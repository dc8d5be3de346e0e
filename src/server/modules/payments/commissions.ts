import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { CommissionSummaryDto, PayoutInput, PayoutResultDto } from "../../../common/schemas/admin.js";
import type { Actor } from "../../core/actor.js";
import { conflict } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { commissions, payments } from "../../db/schema.js";
import { recordAudit } from "../audit/service.js";
import { getSetting } from "../settings/service.js";

const MONTH_START_KL = sql`(date_trunc('month', now() at time zone 'Asia/Kuala_Lumpur') at time zone 'Asia/Kuala_Lumpur')`;
const ITEMS_SHOWN = 200;

/**
 * The agent's commission on a verified payment, in the verification's transaction: the
 * `commission_rate` setting times the payment's ringgit amount, computed in SQL numeric and
 * rounded half up to the sen. Owed to the agent recorded on the payment at purchase time; none
 * without one. Once per payment (a unique payment_id). Returns the amount, e.g. "50.00".
 */
export async function recordCommission(
  tx: Db,
  payment: { id: string; agentId: string | null },
): Promise<string | null> {
  if (!payment.agentId) return null;
  const rate = await getSetting(tx, "commission_rate");
  const [row] = await tx
    .insert(commissions)
    .select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as("id"),
          paymentId: payments.id,
          agentId: payments.agentId,
          rate: sql`${String(rate)}::numeric(5,4)`.as("rate"),
          amountRm: sql`round(${payments.amountRm} * ${String(rate)}::numeric, 2)`.as("amount_rm"),
          status: sql`'pending'`.as("status"),
          paidAt: sql`null::timestamptz`.as("paid_at"),
          payoutReference: sql`null::text`.as("payout_reference"),
          paidBy: sql`null::uuid`.as("paid_by"),
          createdAt: sql`now()`.as("created_at"),
        })
        .from(payments)
        .where(eq(payments.id, payment.id)),
    )
    .returning({ amountRm: commissions.amountRm });
  return row?.amountRm ?? null;
}

/**
 * An agent's commission figures and newest rows: an agent sees their own; a super admin names an
 * agent, or sees everyone's without one. Sums in SQL numeric.
 */
export async function commissionSummary(
  db: Db,
  actor: Actor,
  agentId: string | undefined,
): Promise<CommissionSummaryDto> {
  const whose = actor.role === "super_admin" ? agentId : actor.id;
  const scope = whose ? eq(commissions.agentId, whose) : undefined;
  const money = (filter: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${commissions.amountRm}) filter (where ${filter}), 0)::numeric(14,2)::text`;
  const [[totals], rows] = await Promise.all([
    db
      .select({
        earnedThisMonthRM: money(
          sql`${commissions.createdAt} >= ${MONTH_START_KL} AND ${commissions.status} <> 'reversed'`,
        ),
        totalPendingRM: money(sql`${commissions.status} = 'pending'`),
        totalPaidRM: money(sql`${commissions.status} = 'paid'`),
      })
      .from(commissions)
      .where(scope),
    db
      .select({ commission: commissions, tokenSerial: payments.tokenSerial, buyerName: payments.fullName })
      .from(commissions)
      .innerJoin(payments, eq(payments.id, commissions.paymentId))
      .where(scope)
      .orderBy(desc(commissions.createdAt), desc(commissions.id))
      .limit(ITEMS_SHOWN),
  ]);
  return {
    earnedThisMonthRM: totals?.earnedThisMonthRM ?? "0.00",
    totalPendingRM: totals?.totalPendingRM ?? "0.00",
    totalPaidRM: totals?.totalPaidRM ?? "0.00",
    items: rows.map(({ commission: c, tokenSerial, buyerName }) => ({
      id: c.id,
      paymentId: c.paymentId,
      tokenSerial,
      buyerName,
      amountRm: c.amountRm,
      rate: Number(c.rate),
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      paidAt: c.paidAt?.toISOString() ?? null,
      payoutReference: c.payoutReference,
    })),
  };
}

/** Sen in a "1234.50" amount: exact integer arithmetic for totals. */
const sen = (amount: string) => {
  const [whole = "0", part = "00"] = amount.split(".");
  return Number(whole) * 100 + Number(part.padEnd(2, "0").slice(0, 2));
};
const ringgit = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/**
 * Records a payout: every named commission must be this agent's and still pending, or nothing
 * changes (409). Marked paid with the date, reference and who paid, audited, in one transaction.
 */
export async function payCommissions(db: Db, actor: Actor, input: PayoutInput): Promise<PayoutResultDto> {
  return db.transaction(async (tx) => {
    const paid = await tx
      .update(commissions)
      .set({ status: "paid", paidAt: new Date(), payoutReference: input.payoutReference, paidBy: actor.id })
      .where(
        and(
          inArray(commissions.id, input.commissionIds),
          eq(commissions.agentId, input.agentId),
          eq(commissions.status, "pending"),
        ),
      )
      .returning({ id: commissions.id, amountRm: commissions.amountRm });
    if (paid.length !== input.commissionIds.length) throw conflict("COMMISSIONS_NOT_PAYABLE");
    const totalRM = ringgit(paid.reduce((sum, c) => sum + sen(c.amountRm), 0));
    await recordAudit(
      tx,
      actor,
      "commission.payout",
      { type: "agent", id: input.agentId },
      {
        commissionIds: input.commissionIds,
        payoutReference: input.payoutReference,
        totalRM,
      },
    );
    return { paidCount: paid.length, totalRM };
  });
}
