import { randomInt } from "node:crypto";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { BankDetailsDto, PaymentDto, PurchaseInput, PurchaseResultDto } from "../../../common/schemas/credits.js";
import { AppError } from "../../core/errors.js";
import { malay } from "../../core/messages.js";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { payments, pricingTiers, users } from "../../db/schema.js";
import { type OnlineBilling, openBill } from "../payments/online.js";
import { getSettings } from "../settings/service.js";

/** A buyer may have this many purchases awaiting verification at once. */
export const MAX_PENDING_PURCHASES = 5;

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const SERIAL_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** 'KP-2026-7F3K9Q': the year of purchase and six random characters (31^6 ≈ 887 million). */
export function newTokenSerial(now = new Date()): string {
  let tail = "";
  for (let i = 0; i < 6; i++) tail += SERIAL_ALPHABET[randomInt(SERIAL_ALPHABET.length)];
  return `KP-${now.getFullYear()}-${tail}`;
}

type PaymentRow = typeof payments.$inferSelect;

export function toPaymentDto(row: PaymentRow): PaymentDto {
  return {
    id: row.id,
    tokenSerial: row.tokenSerial,
    credits: row.credits,
    bonusCredits: row.bonusCredits,
    amountRM: Number(row.amountRm),
    method: row.method,
    bankReference: row.bankReference,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    gateway: row.gateway === "billplz" || row.gateway === "toyyibpay" ? row.gateway : null,
    payUrl: row.status === "pending" ? row.gatewayPayUrl : null,
    gatewayReference: row.gatewayReference,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

/**
 * Where online banking sends the buyer: the configured portal (an http(s) address, `{serial}`
 * replaced), or the product's own instructions page.
 */
function portalUrl(template: string | null, serial: string): string {
  const encoded = encodeURIComponent(serial);
  if (!template || !/^https?:\/\//i.test(template)) return `/payment/${encoded}`;
  return template.includes("{serial}") ? template.replaceAll("{serial}", encoded) : template;
}

type TierRow = typeof pricingTiers.$inferSelect;

/** True when what the buyer saw (credits, price, bonus) is no longer what the tier offers. */
function tierChanged(tier: TierRow, seen: PurchaseInput): boolean {
  return (
    (seen.selectedCredits !== undefined && seen.selectedCredits !== tier.credits) ||
    (seen.selectedPriceRM !== undefined &&
      Math.round(seen.selectedPriceRM * 100) !== Math.round(Number(tier.priceRm) * 100)) ||
    (seen.selectedBonusCredits !== undefined && seen.selectedBonusCredits !== tier.bonusCredits)
  );
}

/**
 * Records a purchase awaiting verification. Credits and price come from the tier in the database;
 * nothing changes a balance here (verification does, later, through the ledger). The buyer's row
 * is locked so the pending-purchase cap holds under concurrent submissions.
 */
export async function createPurchase(
  db: Db,
  buyerId: string,
  input: PurchaseInput,
  online: OnlineBilling | null = null,
): Promise<PurchaseResultDto> {
  const [tier] = await db
    .select()
    .from(pricingTiers)
    .where(and(eq(pricingTiers.id, input.selectedTier), eq(pricingTiers.active, true)));
  if (!tier) throw new AppError(404, "TIER_NOT_FOUND", undefined, { field: "selectedTier" });
  if (tierChanged(tier, input)) throw new AppError(409, "PRICE_CHANGED", undefined, { field: "selectedTier" });
  // FPX through the configured gateway settles itself; without one, online banking goes to the portal.
  const gateway = input.paymentMethod === "online_banking" ? online : null;
  const portal =
    input.paymentMethod === "online_banking" && !gateway
      ? (await getSettings(db, ["payment_portal_url"])).payment_portal_url
      : null;

  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        const [buyer] = await tx
          .select({ agentId: users.agentId, email: users.email })
          .from(users)
          .where(eq(users.id, buyerId))
          .for("update");
        if (!buyer) throw new AppError(401, "UNAUTHORIZED");
        if (input.paymentMethod === "cash_agent" && !buyer.agentId) {
          throw new AppError(422, "NO_AGENT", undefined, { field: "paymentMethod" });
        }
        const [open] = await tx
          .select({ n: count() })
          .from(payments)
          // FPX bills wait for the bank, not a person: an abandoned one never blocks buying.
          .where(and(eq(payments.userId, buyerId), eq(payments.status, "pending"), isNull(payments.gatewayBillId)));
        if ((open?.n ?? 0) >= MAX_PENDING_PURCHASES) {
          throw new AppError(
            409,
            "TOO_MANY_PENDING",
            malay("errors.TOO_MANY_PENDING", { max: MAX_PENDING_PURCHASES }),
            {
              details: { max: MAX_PENDING_PURCHASES },
            },
          );
        }
        const [inserted] = await tx
          .insert(payments)
          .values({
            tokenSerial: newTokenSerial(),
            userId: buyerId,
            agentId: buyer.agentId,
            tierId: tier.id,
            credits: tier.credits,
            bonusCredits: tier.bonusCredits,
            amountRm: tier.priceRm,
            method: input.paymentMethod,
            bankReference: input.bankReference ?? null,
            fullName: input.fullName,
            contactNumber: input.contactNumber,
            email: input.userEmail ?? null,
            address: input.address,
          })
          .returning();
        return gateway ? openBill(tx, gateway, inserted!, buyer.email) : inserted!;
      });
      return {
        tokenSerial: row.tokenSerial,
        status: "pending",
        redirectUrl: row.method === "online_banking" ? (row.gatewayPayUrl ?? portalUrl(portal, row.tokenSerial)) : null,
        payment: toPaymentDto(row),
      };
    } catch (error) {
      if (isUniqueViolation(error, "payments_user_bank_reference_unique")) {
        throw new AppError(409, "DUPLICATE_BANK_REFERENCE", undefined, { field: "bankReference" });
      }
      // A serial collision (one in hundreds of millions): draw another.
      if (isUniqueViolation(error, "payments_token_serial_unique") && attempt < 3) continue;
      throw error;
    }
  }
}

export async function listOwnPurchases(db: Db, buyerId: string, limit = 20): Promise<PaymentDto[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, buyerId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
  return rows.map(toPaymentDto);
}

/** One of the buyer's own purchases by serial; anyone else's is "not found". */
export async function findOwnPurchase(db: Db, buyerId: string, serial: string): Promise<PaymentDto> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, buyerId), eq(payments.tokenSerial, serial.toUpperCase())));
  if (!row) throw new AppError(404, "PAYMENT_NOT_FOUND");
  return toPaymentDto(row);
}

export async function getBankDetails(db: Db, fpxGateway: boolean): Promise<BankDetailsDto> {
  const { bank_transfer: bank } = await getSettings(db, ["bank_transfer"]);
  return { bankName: bank.bankName, accountName: bank.accountName, accountNumber: bank.accountNumber, fpxGateway };
}
