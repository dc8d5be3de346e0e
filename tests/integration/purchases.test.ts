import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, payments, pricingTiers, settings, users } from "../../src/server/db/schema.js";
import { MAX_PENDING_PURCHASES } from "../../src/server/modules/credits/purchases.js";
import { createUser, signedInUser } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { expectBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The seeded second tier: 500 credits, RM 250, 50 bonus. */
const form = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Siti Aminah binti Ahmad",
  contactNumber: "012-345 6789",
  userEmail: "siti@contoh.my",
  address: "No. 12, Jalan Mawar, 43000 Kajang, Selangor",
  paymentMethod: "bank_transfer",
  bankReference: "MBB20261121-0042",
  selectedTier: 2,
  selectedCredits: 500,
  ...overrides,
});

const paymentsOf = (userId: string) => t.db.select().from(payments).where(eq(payments.userId, userId));

describe("POST /api/credits/purchase-enhanced", () => {
  it("records a bank transfer as pending with a readable serial, the tier's price and no credits yet", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/credits/purchase-enhanced", form());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.tokenSerial).toMatch(new RegExp(`^KP-${new Date().getFullYear()}-[2-9A-HJKMNP-Z]{6}$`));
    expect(body).toMatchObject({
      status: "pending",
      redirectUrl: null,
      payment: { credits: 500, bonusCredits: 50, amountRM: 250, method: "bank_transfer", status: "pending" },
    });
    const [row] = await paymentsOf(user.id);
    expect(row).toMatchObject({
      tokenSerial: body.tokenSerial,
      amountRm: "250.00",
      bankReference: "MBB20261121-0042",
      fullName: "Siti Aminah binti Ahmad",
      email: "siti@contoh.my",
    });
    // Nothing moves until an agent or super admin verifies it.
    expect((await client.get("/api/credits/balance")).json().credits).toBe(100);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))).toHaveLength(1);
  });

  it("takes the amount from the tier, never from the browser", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/credits/purchase-enhanced", {
      ...form({ selectedTier: 1, selectedCredits: 100 }),
      amount: 0.01,
      priceRM: 0.01,
      bonusCredits: 99999,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await paymentsOf(user.id);
    expect(row).toMatchObject({ credits: 100, bonusCredits: 0, amountRm: "50.00" });
  });

  it("sends online banking to the product's payment page for that serial, or the configured portal", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const own = (
      await client.post("/api/credits/purchase-enhanced", form({ paymentMethod: "online_banking", bankReference: "" }))
    ).json();
    expect(own.redirectUrl).toBe(`/payment/${own.tokenSerial}`);
    expect(own.payment.bankReference).toBeNull();

    await t.db
      .insert(settings)
      .values({ key: "payment_portal_url", value: "https://bayar.contoh.my/fpx?ref={serial}" })
      .onConflictDoUpdate({ target: settings.key, set: { value: "https://bayar.contoh.my/fpx?ref={serial}" } });
    try {
      const portal = (
        await client.post("/api/credits/purchase-enhanced", form({ paymentMethod: "online_banking" }))
      ).json();
      expect(portal.redirectUrl).toBe(`https://bayar.contoh.my/fpx?ref=${portal.tokenSerial}`);
    } finally {
      await t.db.delete(settings).where(eq(settings.key, "payment_portal_url"));
    }
  });

  it("needs an assigned agent for cash through an agent, and records the agent when there is one", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const refused = await client.post("/api/credits/purchase-enhanced", form({ paymentMethod: "cash_agent" }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "NO_AGENT",
      message: "Anda belum mempunyai ejen. Sila hubungi admin untuk membuat pembayaran tunai melalui ejen.",
    });
    expect(await paymentsOf(user.id)).toHaveLength(0);

    const agent = await createUser(t.db, { role: "admin" });
    await t.db.update(users).set({ agentId: agent.id }).where(eq(users.id, user.id));
    const res = await client.post("/api/credits/purchase-enhanced", form({ paymentMethod: "cash_agent" }));
    expect(res.statusCode).toBe(201);
    const [row] = await paymentsOf(user.id);
    expect(row).toMatchObject({ method: "cash_agent", agentId: agent.id });
  });

  it.each([
    ["fullName", { fullName: "  " }, "Sila isi semua maklumat yang diperlukan."],
    ["contactNumber", { contactNumber: undefined }, "Sila isi semua maklumat yang diperlukan."],
    ["address", { address: "" }, "Sila isi semua maklumat yang diperlukan."],
    ["paymentMethod", { paymentMethod: undefined }, "Sila isi semua maklumat yang diperlukan."],
    ["paymentMethod", { paymentMethod: "crypto" }, "Sila isi semua maklumat yang diperlukan."],
    ["bankReference", { bankReference: " " }, "Sila masukkan rujukan bank untuk pembayaran pindahan."],
    ["userEmail", { userEmail: "bukan-emel" }, "Sila masukkan alamat e-mel yang sah."],
    ["contactNumber", { contactNumber: "telefon saya" }, "Sila masukkan nombor telefon yang sah."],
    ["selectedTier", { selectedTier: "abc" }, "Sila pilih pakej kredit."],
    ["selectedTier", { selectedTier: "" }, "Sila pilih pakej kredit."],
    ["selectedTier", { selectedTier: null }, "Sila pilih pakej kredit."],
    ["selectedTier", { selectedTier: 3_000_000_000 }, "Sila pilih pakej kredit."],
    ["address", { address: "x".repeat(501) }, "Teks terlalu panjang."],
  ])("refuses a missing or bad %s with the documented message and stores nothing", async (field, change, message) => {
    const { user, client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/credits/purchase-enhanced", form(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", field, message });
    expect(await paymentsOf(user.id)).toHaveLength(0);
  });

  it("refuses a bank reference the buyer already filed, unless that purchase was rejected", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const first = await client.post("/api/credits/purchase-enhanced", form({ bankReference: "MBB-777" }));
    expect(first.statusCode).toBe(201);
    const again = await client.post("/api/credits/purchase-enhanced", form({ bankReference: " mbb-777 " }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "DUPLICATE_BANK_REFERENCE",
      field: "bankReference",
      message: "Rujukan bank ini telah digunakan untuk pembelian lain. Sila semak nombor rujukan pada resit anda.",
    });
    expect(await paymentsOf(user.id)).toHaveLength(1);

    // Another buyer's reference is theirs to file; a rejected purchase frees the reference.
    const other = await signedInUser(t.app, t.db);
    expect(
      (await other.client.post("/api/credits/purchase-enhanced", form({ bankReference: "MBB-777" }))).statusCode,
    ).toBe(201);
    await t.db.update(payments).set({ status: "rejected" }).where(eq(payments.userId, user.id));
    expect((await client.post("/api/credits/purchase-enhanced", form({ bankReference: "MBB-777" }))).statusCode).toBe(
      201,
    );
  });

  it("answers 409, never 500, when the same reference is filed twice at once, and changes nothing else", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const balance = await expectBalanceMatchesLedger(t.db, user.id);
    const ledgerRows = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    const answers = await Promise.all(
      [0, 1, 2].map(() => client.post("/api/credits/purchase-enhanced", form({ bankReference: "CIMB-2026-555" }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: "DUPLICATE_BANK_REFERENCE",
        field: "bankReference",
        message: "Rujukan bank ini telah digunakan untuk pembelian lain. Sila semak nombor rujukan pada resit anda.",
      });
    }
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(balance);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))).toEqual(ledgerRows);
  });

  it("accepts an empty optional email", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    expect((await client.post("/api/credits/purchase-enhanced", form({ userEmail: "" }))).statusCode).toBe(201);
    expect((await paymentsOf(user.id))[0]?.email).toBeNull();
  });

  it("refuses an unknown or withdrawn tier, and a tier that changed since the page was loaded", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const unknown = await client.post("/api/credits/purchase-enhanced", form({ selectedTier: 999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Pakej kredit ini tidak lagi ditawarkan. Sila pilih pakej lain.");
    // Credits, price or bonus other than what the tier offers now: the buyer saw something else.
    for (const seen of [{ selectedCredits: 400 }, { selectedPriceRM: 200 }, { selectedBonusCredits: 0 }]) {
      const changed = await client.post("/api/credits/purchase-enhanced", form(seen));
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toMatchObject({
        code: "PRICE_CHANGED",
        message: "Pakej kredit ini telah berubah. Sila semak dan pilih semula.",
      });
    }
    expect(
      (await client.post("/api/credits/purchase-enhanced", form({ selectedPriceRM: 250, selectedBonusCredits: 50 })))
        .statusCode,
    ).toBe(201);
    await t.db.delete(payments).where(eq(payments.userId, user.id));

    await t.db.update(pricingTiers).set({ active: false }).where(eq(pricingTiers.id, 4));
    try {
      const withdrawn = await client.post(
        "/api/credits/purchase-enhanced",
        form({ selectedTier: 4, selectedCredits: 2500 }),
      );
      expect(withdrawn.statusCode).toBe(404);
    } finally {
      await t.db.update(pricingTiers).set({ active: true }).where(eq(pricingTiers.id, 4));
    }
    expect(await paymentsOf(user.id)).toHaveLength(0);
  });

  it(`holds at most ${MAX_PENDING_PURCHASES} pending purchases per buyer, even when they are sent at once`, async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.post("/api/credits/purchase-enhanced", form({ bankReference: `MBB-${i}` })),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_PENDING_PURCHASES);
    expect(codes.filter((c) => c === 409)).toHaveLength(8 - MAX_PENDING_PURCHASES);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toContain(`${MAX_PENDING_PURCHASES} pembelian yang masih menunggu pengesahan`);
    const rows = await paymentsOf(user.id);
    expect(rows).toHaveLength(MAX_PENDING_PURCHASES);
    expect(new Set(rows.map((r) => r.tokenSerial)).size).toBe(MAX_PENDING_PURCHASES);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(100);
  });

  it("limits purchases to 10 an hour per buyer", async () => {
    const { client } = await signedInUser(t.app, t.db);
    // Invalid tiers count as attempts too, without storing anything.
    for (let i = 0; i < 10; i++) await client.post("/api/credits/purchase-enhanced", form({ selectedTier: 999 }));
    const res = await client.post("/api/credits/purchase-enhanced", form());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("is for signed-in users only", async () => {
    const res = await new TestClient(t.app).post("/api/credits/purchase-enhanced", form());
    expect(res.statusCode).toBe(401);
  });
});

describe("a buyer's purchases", () => {
  it("lists only the buyer's own purchases, newest first, and finds one by serial", async () => {
    const a = await signedInUser(t.app, t.db);
    const b = await signedInUser(t.app, t.db);
    const first = (
      await a.client.post(
        "/api/credits/purchase-enhanced",
        form({
          selectedTier: 1,
          selectedCredits: 100,
          selectedPriceRM: 50,
          selectedBonusCredits: 0,
          bankReference: "A-1",
        }),
      )
    ).json();
    const second = (await a.client.post("/api/credits/purchase-enhanced", form({ bankReference: "A-2" }))).json();
    await b.client.post("/api/credits/purchase-enhanced", form());

    const list = (await a.client.get("/api/credits/purchases")).json();
    expect(list.map((p: { tokenSerial: string }) => p.tokenSerial)).toEqual([second.tokenSerial, first.tokenSerial]);

    const one = await a.client.get(`/api/credits/purchases/${first.tokenSerial.toLowerCase()}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ tokenSerial: first.tokenSerial, credits: 100, amountRM: 50 });

    // Someone else's serial, or nonsense, is simply not found.
    const theirs = await b.client.get(`/api/credits/purchases/${first.tokenSerial}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("Pembelian tidak dijumpai.");
    expect((await a.client.get("/api/credits/purchases/%3Cscript%3E")).statusCode).toBe(404);
    expect((await a.client.get(`/api/credits/purchases/${"K".repeat(41)}`)).statusCode).toBe(400);
  });

  it("shows the bank details from settings to signed-in users", async () => {
    const { client } = await signedInUser(t.app, t.db);
    expect((await client.get("/api/credits/bank-details")).json()).toEqual({
      bankName: "Maybank",
      accountName: "Kertas AI Sdn. Bhd.",
      accountNumber: "5140 1234 5678",
      // No FPX gateway is configured here: online banking waits for a person.
      fpxGateway: false,
    });
    expect((await new TestClient(t.app).get("/api/credits/bank-details")).statusCode).toBe(401);
  });
});
