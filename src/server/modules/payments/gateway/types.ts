/**
 * The payment gateway port: what the product needs from an FPX provider, in its own words. One
 * adapter per provider (billplz.ts, toyyibpay.ts); nothing else knows a provider's fields.
 */
export type GatewayId = "billplz" | "toyyibpay";

/** A bill for one purchase. Amounts are in sen, MYR; the reference is our serial. */
export type BillRequest = {
  reference: string;
  amountSen: number;
  description: string;
  name: string;
  email: string;
  phone: string;
  /** Where the provider's server reports the outcome (server to server). */
  callbackUrl: string;
  /** Where the buyer's browser comes back to. */
  returnUrl: string;
};

export type Bill = { billId: string; payUrl: string };

/** What the provider says about a bill, from a verified callback or a re-query. */
export type BillStatus = {
  billId: string;
  state: "paid" | "pending" | "failed";
  /** The amount the bill is for, in sen; null when the provider did not say. */
  amountSen: number | null;
  /** Our serial as the provider echoes it; null when its answer does not carry it. */
  reference: string | null;
  /** The provider's own reference for the payment (shown on receipts). */
  providerReference: string | null;
};

export interface PaymentGateway {
  readonly id: GatewayId;
  createBill(request: BillRequest): Promise<Bill>;
  /**
   * The status a callback reports, once its signature holds (or, for a provider that signs
   * nothing, once a re-query confirms it); null for a forged or malformed callback.
   */
  readCallback(fields: Record<string, string>): Promise<BillStatus | null>;
  /** The provider's current answer for a bill (reconciliation). */
  getBill(billId: string): Promise<BillStatus>;
  /**
   * Stops a bill being paid (it is being given up on): true once it can no longer be paid, false
   * when the provider refused (a bill already paid cannot be closed).
   */
  closeBill(billId: string): Promise<boolean>;
}

/** The provider could not be reached or answered something we cannot read. */
export class GatewayError extends Error {}

/** A call to the provider with a deadline: a hung gateway never holds a buyer's request. */
export async function gatewayFetch(url: string, init: RequestInit, timeoutMs = 15_000): Promise<Response> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new GatewayError(`${init.method ?? "GET"} ${new URL(url).pathname} answered ${res.status}`);
    return res;
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    throw new GatewayError(`${init.method ?? "GET"} ${new URL(url).pathname} failed: ${(error as Error).message}`);
  }
}
