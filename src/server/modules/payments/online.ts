/**
 * Online banking (FPX) through a payment gateway. Only the provider settles: a verified callback or
 * the reconciliation's re-query. The browser's return only reads the status. A settlement matches
 * the stored bill, amount and serial, changes a payment still pending (so replays and reordered
 * callbacks change nothing), grants credits + bonus through the ledger and records the agent's
 * commission, in one transaction with its audit row and its event.
 */
import { and, eq, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { AppError } from "../../core/errors.js";
import { malay } from "../../core/messages.js";
import type { Db } from "../../db/client.js";
import { paymentGatewayEvents, payments, users } from "../../db/schema.js";
import { recordAudit } from "../audit/service.js";
import { grantCredits } from "../credits/ledger.js";
import { recordCommission } from "./commissions.js";
import type { BillStatus, PaymentGateway } from "./gateway/index.js";

type PaymentRow = typeof payments.$inferSelect;

export type Outcome =
  | "settled"
  | "failed"
  | "still_pending"
  | "already_decided"
  | "paid_after_close"
  | "unknown_bill"
  | "amount_mismatch"
  | "reference_mismatch"
  | "bad_signature";

export type Settlement = {
  outcome: Outcome;
  payment: PaymentRow | null;
  /** The buyer's balance after a settlement. */
  balance: number | null;
  buyer: { email: string; firstName: string; language: "ms" | "en" } | null;
};

/** The first re-query after a bill is made, then ever longer waits (FPX B2B can stay pending for days). */
const CHECK_DELAYS_MINUTES = [3, 10, 30, 60, 180, 360, 720, 1440];
/** A bill still unpaid this long after it was made is closed: nothing is granted. */
export const BILL_LIFETIME_MS = 3 * 24 * 60 * 60_000;

export function nextCheckAt(checks: number, now = new Date()): Date {
  const minutes = CHECK_DELAYS_MINUTES[Math.min(checks, CHECK_DELAYS_MINUTES.length - 1)] ?? 1440;
  return new Date(now.getTime() + minutes * 60_000);
}

export const toSen = (amountRm: string) => Math.round(Number(amountRm) * 100);

async function recordEvent(
  tx: Db,
  gateway: string,
  billId: string | null,
  paymentId: string | null,
  source: "callback" | "reconcile",
  outcome: Outcome,
  fields: Record<string, unknown>,
): Promise<void> {
  await tx.insert(paymentGatewayEvents).values({ gateway, billId, paymentId, source, outcome, fields });
}

async function buyerOf(tx: Db, userId: string): Promise<Settlement["buyer"]> {
  const [owner] = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.deletedAt} IS NULL`));
  return owner ?? null;
}

/**
 * Applies what the provider says about a bill, once. `fields` is what arrived (stored with the
 * event, without anything secret: callbacks carry no keys).
 */
export async function applyBillStatus(
  db: Db,
  gateway: PaymentGateway,
  status: BillStatus,
  source: "callback" | "reconcile",
  fields: Record<string, unknown> = {},
  now = new Date(),
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.gateway, gateway.id), eq(payments.gatewayBillId, status.billId)))
      .for("update");
    const refuse = async (outcome: Outcome): Promise<Settlement> => {
      await recordEvent(tx, gateway.id, status.billId, payment?.id ?? null, source, outcome, fields);
      return { outcome, payment: payment ?? null, balance: null, buyer: null };
    };
    if (!payment) return refuse("unknown_bill");
    const mismatch =
      status.reference !== null && status.reference !== payment.tokenSerial
        ? "reference_mismatch"
        : status.state === "paid" && status.amountSen !== toSen(payment.amountRm)
          ? "amount_mismatch"
          : null;
    // Asked again later, backing off: a pending bill, or one that disagrees with us (it waits for a person).
    const askAgainLater = (lastState: "mismatch" | "pending") =>
      tx
        .update(payments)
        .set({
          gatewayChecks: sql`${payments.gatewayChecks} + 1`,
          gatewayNextCheckAt: nextCheckAt(payment.gatewayChecks + 1, now),
          gatewayLastState: lastState,
          gatewayCheckedAt: now,
        })
        .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")));
    if (mismatch) {
      await askAgainLater("mismatch");
      return refuse(mismatch);
    }
    // A bill this reconciliation closed (nobody decided it) and that was paid after all: the money
    // came, so it settles now instead of being kept without credits.
    const closedByUs = payment.status === "rejected" && payment.decidedBy === null;
    if (payment.status !== "pending" && !(closedByUs && status.state === "paid")) return refuse("already_decided");
    const from = payment.status;

    if (status.state === "pending") {
      await askAgainLater("pending");
      return refuse("still_pending");
    }

    const paid = status.state === "paid";
    const [decided] = await tx
      .update(payments)
      .set({
        status: paid ? "verified" : "rejected",
        decidedAt: now,
        decidedBy: null,
        rejectionReason: paid ? null : malay("errors.FPX_NOT_PAID"),
        gatewayReference: status.providerReference,
        gatewayNextCheckAt: null,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, from)))
      .returning();
    if (!decided) return refuse("already_decided");

    let balance: number | null = null;
    let commission: string | null = null;
    if (paid) {
      balance = await grantCredits(tx, {
        userId: decided.userId,
        amount: decided.credits + decided.bonusCredits,
        kind: "purchase",
        reference: decided.id,
        actorId: null,
        note: decided.tokenSerial,
      });
      commission = await recordCommission(tx, decided);
    }
    await recordAudit(
      tx,
      null,
      paid ? "payment.settle" : "payment.fail",
      { type: "payment", id: decided.id },
      {
        tokenSerial: decided.tokenSerial,
        amountRm: decided.amountRm,
        gateway: gateway.id,
        billId: status.billId,
        providerReference: status.providerReference,
        source,
        ...(paid ? { credits: decided.credits, bonusCredits: decided.bonusCredits } : {}),
        ...(commission ? { commissionRm: commission } : {}),
      },
    );
    const outcome = paid ? (from === "pending" ? "settled" : "paid_after_close") : "failed";
    await recordEvent(tx, gateway.id, status.billId, decided.id, source, outcome, fields);
    return { outcome, payment: decided, balance, buyer: await buyerOf(tx, decided.userId) };
  });
}

/** What opening a bill needs: the gateway and the address the provider calls back and returns to. */
export type OnlineBilling = { gateway: PaymentGateway; appUrl: string };

/**
 * Opens the provider's bill for a pending online-banking purchase, in the purchase's transaction:
 * the amount is the stored one (the tier's, never the browser's) and the reference our serial. A
 * provider that cannot be reached answers 502 and the purchase is not kept.
 */
export async function openBill(
  tx: Db,
  online: OnlineBilling,
  payment: PaymentRow,
  buyerEmail: string,
): Promise<PaymentRow> {
  const serial = encodeURIComponent(payment.tokenSerial);
  let bill: Awaited<ReturnType<PaymentGateway["createBill"]>>;
  try {
    bill = await online.gateway.createBill({
      reference: payment.tokenSerial,
      amountSen: toSen(payment.amountRm),
      description: `Kertas AI ${payment.credits} kredit ${payment.tokenSerial}`,
      name: payment.fullName,
      email: payment.email ?? buyerEmail,
      phone: payment.contactNumber,
      callbackUrl: `${online.appUrl}/api/payments/gateway/${online.gateway.id}/callback`,
      returnUrl: `${online.appUrl}/payment/${serial}`,
    });
  } catch {
    throw new AppError(502, "GATEWAY_UNAVAILABLE");
  }
  const [opened] = await tx
    .update(payments)
    .set({
      gateway: online.gateway.id,
      gatewayBillId: bill.billId,
      gatewayPayUrl: bill.payUrl,
      gatewayNextCheckAt: nextCheckAt(0),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  return opened!;
}

/** A callback whose signature does not hold: logged with what it claimed, nothing else changes. */
export async function recordForgedCallback(db: Db, gateway: PaymentGateway, fields: Record<string, string>) {
  // What a forger sends is kept short: 20 fields of 200 characters at most.
  const kept = Object.fromEntries(
    Object.entries(fields)
      .slice(0, 20)
      .map(([k, v]) => [k.slice(0, 40), String(v).slice(0, 200)]),
  );
  const bill = (fields.id ?? fields.billcode ?? "").slice(0, 60) || null;
  await recordEvent(db, gateway.id, bill, null, "callback", "bad_signature", kept);
}

/**
 * Re-queries the bills due for a check (a lost callback, a slow FPX B2B payment) and applies the
 * answers; a bill unpaid past its lifetime is closed as failed. Returns what each check did.
 */
export async function reconcileBills(
  db: Db,
  gateway: PaymentGateway,
  now = new Date(),
  limit = 25,
): Promise<Settlement[]> {
  const due = await db
    .select({ billId: payments.gatewayBillId, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.status, "pending"), eq(payments.gateway, gateway.id), lte(payments.gatewayNextCheckAt, now)))
    .orderBy(payments.gatewayNextCheckAt)
    .limit(limit);
  const results: Settlement[] = [];
  for (const row of due) {
    if (!row.billId) continue;
    let status: BillStatus;
    try {
      status = await gateway.getBill(row.billId);
    } catch {
      // The provider is unreachable: this bill is asked again at its next turn.
      await db
        .update(payments)
        .set({ gatewayNextCheckAt: nextCheckAt(1, now), gatewayLastState: "unreachable", gatewayCheckedAt: now })
        .where(and(eq(payments.gateway, gateway.id), eq(payments.gatewayBillId, row.billId)));
      continue;
    }
    const expired = status.state === "pending" && now.getTime() - row.createdAt.getTime() > BILL_LIFETIME_MS;
    if (expired) {
      // Closed at the provider first, so it cannot be paid once we have given up on it.
      const closed = await gateway.closeBill(row.billId).catch(() => false);
      if (!closed) status = await gateway.getBill(row.billId).catch(() => status);
    }
    const closing = expired && status.state !== "paid";
    try {
      results.push(
        await applyBillStatus(
          db,
          gateway,
          closing ? { ...status, state: "failed" } : status,
          "reconcile",
          { state: status.state, ...(closing ? { expired: true } : {}) },
          now,
        ),
      );
    } catch {
      // One bill that cannot be applied never stops the others: it is asked again at its next turn.
      await db
        .update(payments)
        .set({ gatewayNextCheckAt: nextCheckAt(1, now), gatewayCheckedAt: now })
        .where(and(eq(payments.gateway, gateway.id), eq(payments.gatewayBillId, row.billId)));
    }
  }
  return results;
}

/** Online payments still pending this long after they were opened are shown to admins. */
export const STALE_AFTER_MS = 15 * 60_000;

/** The online payments in the actor's scope still pending after STALE_AFTER_MS, oldest first. */
export async function staleOnlinePayments(db: Db, scope: SQL | undefined, now = new Date()) {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        scope,
        eq(payments.status, "pending"),
        isNotNull(payments.gatewayBillId),
        lte(payments.createdAt, new Date(now.getTime() - STALE_AFTER_MS)),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(50);
  return rows.map((p) => ({
    id: p.id,
    tokenSerial: p.tokenSerial,
    buyerName: p.fullName,
    amountRm: p.amountRm,
    gateway: p.gateway ?? "",
    createdAt: p.createdAt.toISOString(),
    checks: p.gatewayChecks,
    lastState: p.gatewayLastState,
    checkedAt: p.gatewayCheckedAt?.toISOString() ?? null,
    nextCheckAt: p.gatewayNextCheckAt?.toISOString() ?? null,
  }));
}
