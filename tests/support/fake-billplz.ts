/**
 * A local stand-in for Billplz (API v3), the only stand-in allowed because the real provider cannot
 * be reached from here. node:http on 127.0.0.1. It knows nothing of our code: it reads requests the
 * way Billplz does (Basic auth with the API key, form bodies, amounts in sen) and answers in its
 * shapes. Its hosted page pays a bill with one button, then calls the bill's callback_url with an
 * X-Signature and sends the browser to its redirect_url, as Billplz does.
 */
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeBill = {
  id: string;
  collection_id: string;
  paid: boolean;
  state: "due" | "paid" | "deleted";
  amount: number;
  paid_amount: number;
  email: string;
  mobile: string;
  name: string;
  url: string;
  reference_1: string;
  callback_url: string;
  redirect_url: string;
  description: string;
  paid_at: string | null;
};

export type FakeBillplz = {
  url: string;
  apiKey: string;
  collectionId: string;
  signatureKey: string;
  bills: Map<string, FakeBill>;
  /** The next createBill calls answer 503 (the provider is down). */
  failNext(n: number): void;
  /** The hosted page sends the buyer back and keeps its callbacks until released (a slow provider). */
  holdCallbacks(): void;
  /** Sends the callbacks held since `holdCallbacks`, and calls back at once again from then on. */
  releaseCallbacks(): Promise<void>;
  /** Marks a bill paid at the provider without telling anyone (a lost callback). */
  payQuietly(id: string): void;
  /** The callback fields Billplz would send for a bill now, signed, with `changes` applied after signing. */
  callbackFields(id: string, changes?: Record<string, string>): Record<string, string>;
  /** Posts a callback to the bill's callback_url; answers our server's status code. */
  sendCallback(id: string, changes?: Record<string, string>): Promise<number>;
  close(): Promise<void>;
};

function sign(fields: Record<string, string>, key: string): string {
  const source = Object.entries(fields)
    .map(([k, v]) => `${k}${v}`)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    .join("|");
  return createHmac("sha256", key).update(source).digest("hex");
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeBillplz(): Promise<FakeBillplz> {
  const apiKey = `key-${randomBytes(6).toString("hex")}`;
  const collectionId = "kertasai";
  const signatureKey = randomBytes(24).toString("hex");
  const bills = new Map<string, FakeBill>();
  let failing = 0;
  let holding = false;
  const held: (() => Promise<unknown>)[] = [];
  let base = "";

  const fieldsOf = (bill: FakeBill): Record<string, string> => {
    const fields: Record<string, string> = {
      id: bill.id,
      collection_id: bill.collection_id,
      paid: String(bill.paid),
      state: bill.state,
      amount: String(bill.amount),
      paid_amount: String(bill.paid_amount),
      due_at: "2026-12-01",
      email: bill.email,
      mobile: bill.mobile,
      name: bill.name,
      url: bill.url,
      paid_at: bill.paid_at ?? "",
    };
    return { ...fields, x_signature: sign(fields, signatureKey) };
  };

  const post = async (target: string, fields: Record<string, string>): Promise<number> => {
    const res = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    await res.arrayBuffer();
    return res.status;
  };

  const markPaid = (bill: FakeBill) => {
    bill.paid = true;
    bill.state = "paid";
    bill.paid_amount = bill.amount;
    bill.paid_at = "2026-11-26 10:00:00 +0800";
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", base);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const authorised = req.headers.authorization === `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`;
    if (url.pathname === "/api/v3/bills" && req.method === "POST") {
      if (!authorised) return json(401, { error: { type: "Unauthorized", message: ["Invalid API key"] } });
      if (failing > 0) {
        failing--;
        return json(503, { error: { type: "Service Unavailable" } });
      }
      const form = new URLSearchParams(await readBody(req));
      const amount = Number(form.get("amount"));
      if (form.get("collection_id") !== collectionId || !Number.isInteger(amount) || amount < 100)
        return json(422, { error: { type: "Unprocessable", message: ["Invalid bill"] } });
      const id = randomBytes(4).toString("hex");
      const bill: FakeBill = {
        id,
        collection_id: collectionId,
        paid: false,
        state: "due",
        amount,
        paid_amount: 0,
        email: form.get("email") ?? "",
        mobile: form.get("mobile") ?? "",
        name: form.get("name") ?? "",
        url: `${base}/bills/${id}`,
        reference_1: form.get("reference_1") ?? "",
        callback_url: form.get("callback_url") ?? "",
        redirect_url: form.get("redirect_url") ?? "",
        description: form.get("description") ?? "",
        paid_at: null,
      };
      bills.set(id, bill);
      return json(200, bill);
    }
    const api = /^\/api\/v3\/bills\/([a-z0-9]+)$/.exec(url.pathname);
    if (api && req.method === "GET") {
      if (!authorised) return json(401, { error: { type: "Unauthorized" } });
      const bill = bills.get(api[1] ?? "");
      return bill ? json(200, bill) : json(404, { error: { type: "RecordNotFound" } });
    }
    if (api && req.method === "DELETE") {
      if (!authorised) return json(401, { error: { type: "Unauthorized" } });
      const bill = bills.get(api[1] ?? "");
      if (!bill) return json(404, { error: { type: "RecordNotFound" } });
      // Billplz deletes only a bill that is not paid.
      if (bill.paid) return json(422, { error: { type: "Unprocessable", message: ["Bill is paid"] } });
      bill.state = "deleted";
      return json(200, {});
    }
    const page = /^\/bills\/([a-z0-9]+)$/.exec(url.pathname);
    if (page && req.method === "GET") {
      const bill = bills.get(page[1] ?? "");
      if (!bill) return json(404, {});
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><html lang="ms"><head><title>Billplz</title></head><body><main><h1>Bayar ${bill.description}</h1>` +
          `<p data-testid="fake-amount">RM ${(bill.amount / 100).toFixed(2)}</p>` +
          `<form method="post" action="/bills/${bill.id}/pay"><button type="submit">Bayar dengan FPX</button></form></main></body></html>`,
      );
      return;
    }
    const pay = /^\/bills\/([a-z0-9]+)\/pay$/.exec(url.pathname);
    if (pay && req.method === "POST") {
      const bill = bills.get(pay[1] ?? "");
      if (!bill) return json(404, {});
      markPaid(bill);
      const callback = () => post(bill.callback_url, fieldsOf(bill)).catch(() => 0);
      if (holding) held.push(callback);
      else await callback();
      const back = new URL(bill.redirect_url);
      back.searchParams.set("billplz[id]", bill.id);
      back.searchParams.set("billplz[paid]", "true");
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    json(404, { error: { type: "NotFound" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    apiKey,
    collectionId,
    signatureKey,
    bills,
    failNext(n) {
      failing = n;
    },
    holdCallbacks() {
      holding = true;
    },
    async releaseCallbacks() {
      holding = false;
      await Promise.all(held.splice(0).map((callback) => callback()));
    },
    payQuietly(id) {
      const bill = bills.get(id);
      if (bill) markPaid(bill);
    },
    callbackFields(id, changes = {}) {
      const bill = bills.get(id);
      if (!bill) throw new Error(`no bill ${id}`);
      return { ...fieldsOf(bill), ...changes };
    },
    async sendCallback(id, changes = {}) {
      const bill = bills.get(id);
      if (!bill) throw new Error(`no bill ${id}`);
      return post(bill.callback_url, { ...fieldsOf(bill), ...changes });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
