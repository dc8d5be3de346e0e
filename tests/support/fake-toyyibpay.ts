/**
 * A local stand-in for toyyibPay, the only stand-in allowed because the real provider cannot be
 * reached from here. node:http on 127.0.0.1; it reads requests as toyyibPay does (form fields, the
 * user secret key, amounts in sen) and answers in its shapes (a list with the BillCode; transactions
 * with amounts in ringgit). Its callback is a multipart form with hash = md5(secret + status +
 * order_id + refno + 'ok').
 */
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type FakeToyyibBill = {
  code: string;
  amountSen: number;
  reference: string;
  callbackUrl: string;
  returnUrl: string;
  /** '1' paid, '2' pending, '3' failed; null before any attempt. */
  status: "1" | "2" | "3" | null;
  refno: string;
};

export type FakeToyyibpay = {
  url: string;
  secretKey: string;
  categoryCode: string;
  bills: Map<string, FakeToyyibBill>;
  /** The callback toyyibPay would send for a bill's current state, with `changes` applied after hashing. */
  callbackFields(code: string, changes?: Record<string, string>): Record<string, string>;
  sendCallback(code: string, changes?: Record<string, string>): Promise<number>;
  setStatus(code: string, status: "1" | "2" | "3"): void;
  close(): Promise<void>;
};

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeToyyibpay(): Promise<FakeToyyibpay> {
  const secretKey = randomBytes(8).toString("hex");
  const categoryCode = "kat12345";
  const bills = new Map<string, FakeToyyibBill>();
  let base = "";

  const callbackFields = (code: string, changes: Record<string, string> = {}) => {
    const bill = bills.get(code);
    if (!bill) throw new Error(`no bill ${code}`);
    const status = bill.status ?? "2";
    const fields: Record<string, string> = {
      refno: bill.refno,
      status,
      reason: status === "1" ? "Payment Approved" : "Pending",
      billcode: bill.code,
      order_id: bill.reference,
      amount: (bill.amountSen / 100).toFixed(2),
      transaction_time: "2026-11-26 10:00:00",
    };
    const hash = createHash("md5")
      .update(`${secretKey}${fields.status}${fields.order_id}${fields.refno}ok`)
      .digest("hex");
    return { ...fields, hash, ...changes };
  };

  const sendCallback = async (code: string, changes: Record<string, string> = {}) => {
    const bill = bills.get(code);
    if (!bill) throw new Error(`no bill ${code}`);
    const form = new FormData();
    for (const [k, v] of Object.entries(callbackFields(code, changes))) form.append(k, v);
    const res = await fetch(bill.callbackUrl, { method: "POST", body: form });
    await res.arrayBuffer();
    return res.status;
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", base);
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { "content-type": type });
      res.end(body);
    };
    if (url.pathname === "/index.php/api/createBill" && req.method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      if (form.get("userSecretKey") !== secretKey) return send(200, "text/html", "[KEY-DID-NOT-EXIST]");
      if (form.get("categoryCode") !== categoryCode) return send(200, "text/html", "[CATEGORY-DOES-NOT-EXIST]");
      const code = randomBytes(4).toString("hex");
      bills.set(code, {
        code,
        amountSen: Number(form.get("billAmount")),
        reference: form.get("billExternalReferenceNo") ?? "",
        callbackUrl: form.get("billCallbackUrl") ?? "",
        returnUrl: form.get("billReturnUrl") ?? "",
        status: null,
        refno: `TP${randomBytes(6).toString("hex").toUpperCase()}`,
      });
      return send(200, "application/json", JSON.stringify([{ BillCode: code }]));
    }
    if (url.pathname === "/index.php/api/getBillTransactions" && req.method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      const bill = bills.get(form.get("billCode") ?? "");
      if (!bill?.status) return send(200, "application/json", "[]");
      return send(
        200,
        "application/json",
        JSON.stringify([
          {
            billpaymentStatus: bill.status,
            billpaymentAmount: (bill.amountSen / 100).toFixed(2),
            billpaymentInvoiceNo: bill.refno,
            billExternalReferenceNo: bill.reference,
            billPaymentDate: "26-11-2026 10:00:00",
          },
        ]),
      );
    }
    const page = /^\/([a-f0-9]{8})$/.exec(url.pathname);
    if (page && req.method === "GET" && bills.has(page[1] ?? "")) {
      const bill = bills.get(page[1] ?? "")!;
      return send(
        200,
        "text/html; charset=utf-8",
        `<!doctype html><html lang="ms"><head><title>toyyibPay</title></head><body><main><h1>toyyibPay</h1><p>RM ${(bill.amountSen / 100).toFixed(2)}</p>` +
          `<form method="post" action="/${bill.code}/pay"><button type="submit">Bayar dengan FPX</button></form></main></body></html>`,
      );
    }
    const pay = /^\/([a-f0-9]{8})\/pay$/.exec(url.pathname);
    if (pay && req.method === "POST" && bills.has(pay[1] ?? "")) {
      const bill = bills.get(pay[1] ?? "")!;
      bill.status = "1";
      await sendCallback(bill.code).catch(() => 0);
      const back = new URL(bill.returnUrl);
      back.search = new URLSearchParams({
        status_id: "1",
        billcode: bill.code,
        order_id: bill.reference,
        msg: "ok",
        transaction_id: bill.refno,
      }).toString();
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    send(404, "text/plain", "Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    secretKey,
    categoryCode,
    bills,
    callbackFields,
    sendCallback,
    setStatus(code, status) {
      const bill = bills.get(code);
      if (bill) bill.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
