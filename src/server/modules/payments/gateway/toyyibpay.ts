/**
 * toyyibPay: bills in a category, amounts sent in sen and reported in ringgit ('10.00'), callbacks
 * signed with hash = md5(secret key + status + order_id + refno + 'ok'). The hash does not cover
 * the amount, so a signed callback is confirmed by re-querying the bill before it settles anything.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import {
  type Bill,
  type BillRequest,
  type BillStatus,
  GatewayError,
  gatewayFetch,
  type PaymentGateway,
} from "./types.js";

export type ToyyibpayConfig = { secretKey: string; categoryCode: string; baseUrl: string };

/** The callback hash toyyibPay sends: md5(secret + status + order_id + refno + 'ok'), hex. */
export function toyyibpayHash(fields: Record<string, string>, secretKey: string): string {
  const source = `${secretKey}${fields.status ?? ""}${fields.order_id ?? ""}${fields.refno ?? ""}ok`;
  return createHash("md5").update(source).digest("hex");
}

/** 'Kertas AI KP-2026-7F3K9Q' in the characters toyyibPay accepts in a bill's name (30) or description (100). */
function plain(text: string, max: number): string {
  return text
    .replace(/[^A-Za-z0-9 _]/g, "_")
    .replace(/_+/g, "_")
    .slice(0, max);
}

/** 'RM 10.00' as toyyibPay writes it ('10.00') in sen; null when it is not an amount. */
function senOf(ringgit: unknown): number | null {
  if (typeof ringgit !== "string" || !/^\d+(?:\.\d{1,2})?$/.test(ringgit.trim())) return null;
  const [whole = "0", part = ""] = ringgit.trim().split(".");
  return Number(whole) * 100 + Number(part.padEnd(2, "0"));
}

type Transaction = {
  billpaymentStatus?: unknown;
  billpaymentAmount?: unknown;
  billpaymentInvoiceNo?: unknown;
  billExternalReferenceNo?: unknown;
};

export function toyyibpayGateway(config: ToyyibpayConfig): PaymentGateway {
  const api = (name: string) => `${config.baseUrl}/index.php/api/${name}`;
  const post = (name: string, fields: Record<string, string>) =>
    gatewayFetch(api(name), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  async function getBill(billId: string): Promise<BillStatus> {
    const res = await post("getBillTransactions", { billCode: billId });
    const body = (await res.json().catch(() => null)) as Transaction[] | null;
    if (!Array.isArray(body)) throw new GatewayError("toyyibPay answered bill transactions that are not a list");
    // Several attempts on one bill are several rows: any successful one pays it.
    const paid = body.find((t) => t.billpaymentStatus === "1");
    const latest = paid ?? body.at(-1);
    // A failed attempt leaves the bill payable: the buyer may try again on the same page.
    const state = paid ? "paid" : "pending";
    return {
      billId,
      state,
      amountSen: senOf(latest?.billpaymentAmount),
      reference: typeof latest?.billExternalReferenceNo === "string" ? latest.billExternalReferenceNo : null,
      providerReference: typeof latest?.billpaymentInvoiceNo === "string" ? latest.billpaymentInvoiceNo : null,
    };
  }

  return {
    id: "toyyibpay",
    async createBill(request: BillRequest): Promise<Bill> {
      const res = await post("createBill", {
        userSecretKey: config.secretKey,
        categoryCode: config.categoryCode,
        billName: plain(`Kertas AI ${request.reference}`, 30),
        billDescription: plain(request.description, 100),
        billPriceSetting: "1",
        billPayorInfo: "1",
        billAmount: String(request.amountSen),
        billReturnUrl: request.returnUrl,
        billCallbackUrl: request.callbackUrl,
        billExternalReferenceNo: request.reference,
        billTo: request.name.slice(0, 100),
        billEmail: request.email,
        billPhone: request.phone,
        // FPX only.
        billPaymentChannel: "0",
        // The provider closes the bill a day before we give up on it (BILL_LIFETIME_MS, 3 days).
        billExpiryDays: "2",
      });
      const body = (await res.json().catch(() => null)) as { BillCode?: unknown }[] | null;
      const code = Array.isArray(body) ? body[0]?.BillCode : undefined;
      if (typeof code !== "string" || !/^[A-Za-z0-9]+$/.test(code))
        throw new GatewayError("toyyibPay answered no bill code");
      return { billId: code, payUrl: `${config.baseUrl}/${code}` };
    },
    async readCallback(fields: Record<string, string>): Promise<BillStatus | null> {
      const given = (fields.hash ?? "").toLowerCase();
      const expected = toyyibpayHash(fields, config.secretKey);
      if (!fields.billcode || given.length !== expected.length) return null;
      if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
      // The hash covers neither the bill nor the amount: the bill's own record is what settles.
      const confirmed = await getBill(fields.billcode);
      return { ...confirmed, reference: confirmed.reference ?? fields.order_id ?? null };
    },
    getBill,
    // toyyibPay has no call to close a bill; it expires on its own before our lifetime ends.
    async closeBill(): Promise<boolean> {
      return true;
    },
  };
}
