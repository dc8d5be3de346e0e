/**
 * Billplz (API v3): bills in a collection, amounts in sen, Basic auth with the API key, callbacks
 * signed with X-Signature (HMAC-SHA256 over every field but x_signature, each as key+value,
 * sorted case-insensitively and joined with '|').
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import {
  type Bill,
  type BillRequest,
  type BillStatus,
  GatewayError,
  gatewayFetch,
  type PaymentGateway,
} from "./types.js";

export type BillplzConfig = { apiKey: string; collectionId: string; signatureKey: string; baseUrl: string };

/** The X-Signature of a callback's fields (x_signature itself left out). */
export function billplzSignature(fields: Record<string, string>, key: string): string {
  const source = Object.entries(fields)
    .filter(([name]) => name !== "x_signature")
    .map(([name, value]) => `${name}${value}`)
    .sort((a, b) => {
      const [x, y] = [a.toLowerCase(), b.toLowerCase()];
      return x < y ? -1 : x > y ? 1 : 0;
    })
    .join("|");
  return createHmac("sha256", key).update(source).digest("hex");
}

/** '012-345 6789' as Billplz takes a Malaysian mobile number: digits with the country code, '60123456789'. */
export function billplzMobile(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("0") ? `6${digits}` : digits;
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

type BillplzBill = {
  id?: unknown;
  url?: unknown;
  paid?: unknown;
  state?: unknown;
  amount?: unknown;
  reference_1?: unknown;
};

function statusOf(bill: BillplzBill, billId: string): BillStatus {
  const paid = bill.paid === true || bill.paid === "true";
  const amount = Number(bill.amount);
  return {
    billId,
    state: paid ? "paid" : bill.state === "deleted" ? "failed" : "pending",
    amountSen: Number.isInteger(amount) ? amount : null,
    reference: typeof bill.reference_1 === "string" && bill.reference_1 ? bill.reference_1 : null,
    providerReference: billId,
  };
}

export function billplzGateway(config: BillplzConfig): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${config.apiKey}:`).toString("base64")}`;
  return {
    id: "billplz",
    async createBill(request: BillRequest): Promise<Bill> {
      const body = new URLSearchParams({
        collection_id: config.collectionId,
        email: request.email,
        mobile: billplzMobile(request.phone),
        name: request.name.slice(0, 255),
        amount: String(request.amountSen),
        callback_url: request.callbackUrl,
        redirect_url: request.returnUrl,
        description: request.description.slice(0, 200),
        reference_1_label: "Serial",
        reference_1: request.reference,
      });
      const res = await gatewayFetch(`${config.baseUrl}/api/v3/bills`, {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      const bill = (await res.json()) as BillplzBill;
      if (typeof bill.id !== "string" || typeof bill.url !== "string" || !/^https?:\/\//.test(bill.url)) {
        throw new GatewayError("Billplz answered a bill without an id or address");
      }
      return { billId: bill.id, payUrl: bill.url };
    },
    async readCallback(fields: Record<string, string>): Promise<BillStatus | null> {
      const given = fields.x_signature;
      if (!given || !fields.id) return null;
      if (!sameHex(billplzSignature(fields, config.signatureKey), given.toLowerCase())) return null;
      return statusOf({ ...fields, paid: fields.paid, state: fields.state }, fields.id);
    },
    async closeBill(billId: string): Promise<boolean> {
      // Billplz deletes a bill that is not paid; a paid one answers an error.
      const res = await fetch(`${config.baseUrl}/api/v3/bills/${encodeURIComponent(billId)}`, {
        method: "DELETE",
        headers: { authorization: auth },
        signal: AbortSignal.timeout(15_000),
      });
      await res.arrayBuffer();
      return res.ok;
    },
    async getBill(billId: string): Promise<BillStatus> {
      const res = await gatewayFetch(`${config.baseUrl}/api/v3/bills/${encodeURIComponent(billId)}`, {
        method: "GET",
        headers: { authorization: auth },
      });
      return statusOf((await res.json()) as BillplzBill, billId);
    },
  };
}
