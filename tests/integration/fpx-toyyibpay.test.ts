/**
 * The second gateway, toyyibPay, through the same port: its callback is a multipart form with an
 * md5 hash that covers neither the bill nor the amount, so a signed callback settles only what the
 * provider's own record of the bill confirms.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentGatewayEvents, payments } from "../../src/server/db/schema.js";
import { signedInUser } from "../support/factories.js";
import { type FakeToyyibpay, startFakeToyyibpay } from "../support/fake-toyyibpay.js";
import { expectBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { freePort } from "../support/server-process.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let fake: FakeToyyibpay;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeToyyibpay();
  const port = await freePort();
  t = await createTestApp({
    PORT: String(port),
    PAYMENT_GATEWAY: "toyyibpay",
    TOYYIBPAY_SECRET_KEY: fake.secretKey,
    TOYYIBPAY_CATEGORY_CODE: fake.categoryCode,
    TOYYIBPAY_BASE_URL: fake.url,
  });
  await t.app.listen({ port, host: "localhost" });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function buyWithFpx() {
  const { user, client } = await signedInUser(t.app, t.db);
  const res = await client.post("/api/credits/purchase-enhanced", {
    fullName: "Ahmad Faizal bin Osman",
    contactNumber: "013-222 4455",
    address: "Lot 5, Kampung Baru, 16000 Kota Bharu, Kelantan",
    paymentMethod: "online_banking",
    selectedTier: 1,
    selectedCredits: 100,
  });
  expect(res.statusCode).toBe(201);
  const [payment] = await t.db.select().from(payments).where(eq(payments.tokenSerial, res.json().tokenSerial));
  return { user, client, result: res.json(), payment: payment! };
}

const balanceOf = async (client: Awaited<ReturnType<typeof signedInUser>>["client"]) =>
  (await client.get("/api/credits/balance")).json().credits as number;
const outcomes = async (bill: string) =>
  (await t.db.select().from(paymentGatewayEvents).where(eq(paymentGatewayEvents.billId, bill)))
    .map((e) => e.outcome)
    .sort();

describe("FPX through toyyibPay", () => {
  it("opens a bill in sen with our serial and sends the buyer to its page", async () => {
    const { result, payment } = await buyWithFpx();
    const bill = fake.bills.get(payment.gatewayBillId!)!;
    expect(bill).toMatchObject({ amountSen: 5_000, reference: result.tokenSerial });
    expect(result.redirectUrl).toBe(`${fake.url}/${bill.code}`);
  });

  it("settles a hashed callback the bill's record confirms, once", async () => {
    const { user, client, payment } = await buyWithFpx();
    const code = payment.gatewayBillId!;
    fake.setStatus(code, "1");
    expect(await fake.sendCallback(code)).toBe(200);
    expect(await fake.sendCallback(code)).toBe(200);
    expect(await balanceOf(client)).toBe(200);
    expect(await outcomes(code)).toEqual(["already_decided", "settled"]);
    expect((await client.get(`/api/credits/purchases/${payment.tokenSerial}`)).json()).toMatchObject({
      status: "verified",
      gatewayReference: fake.bills.get(code)!.refno,
    });
    await expectBalanceMatchesLedger(t.db, user.id);
  });

  it("refuses a wrong hash, and a signed 'paid' the provider's record does not show, or shows for another amount", async () => {
    const { client, payment } = await buyWithFpx();
    const code = payment.gatewayBillId!;
    fake.setStatus(code, "1");
    expect(await fake.sendCallback(code, { hash: "0".repeat(32) })).toBe(200);
    // Correctly signed as paid, while the provider's own record still says pending.
    const signedPaid = fake.callbackFields(code);
    fake.setStatus(code, "2");
    const form = new FormData();
    for (const [k, v] of Object.entries(signedPaid)) form.append(k, v);
    await (await fetch(fake.bills.get(code)!.callbackUrl, { method: "POST", body: form })).arrayBuffer();
    // Paid at the provider, but for another amount than the stored one.
    fake.setStatus(code, "1");
    fake.bills.get(code)!.amountSen = 100;
    expect(await fake.sendCallback(code)).toBe(200);
    fake.bills.get(code)!.amountSen = 5_000;
    expect(await balanceOf(client)).toBe(100);
    expect(await outcomes(code)).toEqual(["amount_mismatch", "bad_signature", "still_pending"]);
  });

  it("keeps the purchase open after a failed attempt, and settles when the buyer pays on the same bill", async () => {
    const { client, payment } = await buyWithFpx();
    const code = payment.gatewayBillId!;
    fake.setStatus(code, "3");
    expect(await fake.sendCallback(code)).toBe(200);
    expect((await client.get(`/api/credits/purchases/${payment.tokenSerial}`)).json().status).toBe("pending");
    fake.setStatus(code, "1");
    expect(await fake.sendCallback(code)).toBe(200);
    expect(await balanceOf(client)).toBe(200);
    expect(await outcomes(code)).toEqual(["settled", "still_pending"]);
  });
});
