/**
 * Create actions are idempotent: a request repeated with the same Idempotency-Key (a double click,
 * a retry after a lost answer, ten at once) gets the first answer and changes nothing more.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import { pruneIdempotencyKeys } from "../../src/server/core/idempotency.js";
import {
  creditLedger,
  generationJobs,
  idempotencyKeys,
  payments,
  proposals,
  users,
} from "../../src/server/db/schema.js";
import { setBalance } from "../support/credits.js";
import { createUser, signedInUser } from "../support/factories.js";
import { simpleForm } from "../support/forms.js";
import type { TestClient } from "../support/http-client.js";
import { expectBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  for (const user of await t.db.select({ id: users.id }).from(users)) await expectBalanceMatchesLedger(t.db, user.id);
});

const keyed = (key: string) => ({ "idempotency-key": key });
const countOf = async (table: typeof proposals | typeof payments, userId: string) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, userId)))[0]!.n;
const ledgerRows = (userId: string, kind: string) =>
  t.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, kind as "generation")));

async function previewOf(client: TestClient): Promise<string> {
  const res = await client.post("/api/generate-proposal-preview", simpleForm({ tier: "basic" }));
  expect(res.statusCode).toBe(200);
  return res.json().previewId as string;
}

describe("saving a preview ('Simpan Proposal')", () => {
  it("the same key sent 10 times at once: one proposal, one ledger row, every answer says 50 credits", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const previewId = await previewOf(client);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post("/api/save-generated-proposal", { previewId }, keyed(key))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((a) => a.json().proposal.id));
    expect(ids.size).toBe(1);
    for (const a of answers) expect(a.json()).toMatchObject({ success: true, creditsDeducted: 50, balance: 50 });
    expect(answers.filter((a) => a.headers["idempotent-replayed"] === "true")).toHaveLength(9);
    expect(await countOf(proposals, user.id)).toBe(1);
    expect(await ledgerRows(user.id, "generation")).toHaveLength(1);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(50);
  });

  it("saved again without a key, it reports what that proposal really cost, never 0", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const previewId = await previewOf(client);
    await client.post("/api/save-generated-proposal", { previewId });
    const again = await client.post("/api/save-generated-proposal", { previewId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadySaved: true, creditsDeducted: 50 });
  });

  it("a key reused for another request is 422 with the catalogue's message, and changes nothing", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const first = await previewOf(client);
    const second = await previewOf(client);
    const key = randomUUID();
    expect((await client.post("/api/save-generated-proposal", { previewId: first }, keyed(key))).statusCode).toBe(201);
    const reused = await client.post("/api/save-generated-proposal", { previewId: second }, keyed(key));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED", message: ms.errors.IDEMPOTENCY_KEY_REUSED });
    // The same key on another action is another request too.
    const elsewhere = await client.post(
      "/api/proposals",
      { title: "Draf", content: "<p>Isi</p>", type: "auto-generated", status: "draft", requirements: [] },
      keyed(key),
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(await countOf(proposals, user.id)).toBe(1);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(50);
  });

  it("a malformed key is 400 with the catalogue's message", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const previewId = await previewOf(client);
    const res = await client.post("/api/save-generated-proposal", { previewId }, keyed("bad key!"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_INVALID", message: ms.errors.IDEMPOTENCY_KEY_INVALID });
  });

  it("a failed attempt stores nothing: the same key runs again once the balance allows it", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const previewId = await previewOf(client);
    await setBalance(t.db, user.id, 10);
    const key = randomUUID();
    expect((await client.post("/api/save-generated-proposal", { previewId }, keyed(key))).statusCode).toBe(402);
    await setBalance(t.db, user.id, 60);
    const retried = await client.post("/api/save-generated-proposal", { previewId }, keyed(key));
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ creditsDeducted: 50, balance: 10 });
  });
});

describe("the other create actions", () => {
  it("'Simpan Draf' (POST /api/proposals) twice with one key: one draft", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const draft = { title: "Draf Auto", content: "<p>Isi draf</p>", type: "auto-generated", status: "draft" };
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => client.post("/api/proposals", draft, keyed(key))));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await countOf(proposals, user.id)).toBe(1);
    // A new submission (a new key) is a new draft.
    expect((await client.post("/api/proposals", draft, keyed(randomUUID()))).statusCode).toBe(201);
    expect(await countOf(proposals, user.id)).toBe(2);
  });

  it("the free-credit claim twice with one key: both answers say 100 granted, one ledger row", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalance(t.db, user.id, 0);
    const key = randomUUID();
    const answers = await Promise.all([1, 2].map(() => client.post("/api/credits/starter", undefined, keyed(key))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    for (const a of answers) expect(a.json()).toMatchObject({ credits: 100, granted: 100 });
    expect(await ledgerRows(user.id, "starter")).toHaveLength(1);
    // Another submission is refused as before.
    expect((await client.post("/api/credits/starter", undefined, keyed(randomUUID()))).statusCode).toBe(409);
  });

  it("a purchase twice with one key: one pending payment, the same serial", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const form = {
      fullName: "Siti Aminah binti Ahmad",
      contactNumber: "012-345 6789",
      address: "No. 12, Jalan Mawar, 43000 Kajang, Selangor",
      paymentMethod: "bank_transfer",
      bankReference: `MBB-${randomUUID().slice(0, 8)}`,
      selectedTier: 2,
      selectedCredits: 500,
    };
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2].map(() => client.post("/api/credits/purchase-enhanced", form, keyed(key))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().tokenSerial).toBe(answers[1]!.json().tokenSerial);
    expect(await countOf(payments, user.id)).toBe(1);
  });

  it("an agent's transfer twice with one key: moved once", async () => {
    const agent = await signedInUser(t.app, t.db, { role: "admin" });
    const mine = await createUser(t.db);
    await t.db.update(users).set({ agentId: agent.user.id }).where(eq(users.id, mine.id));
    const key = randomUUID();
    const body = { userId: mine.id, amount: 40 };
    const answers = await Promise.all(
      [1, 2].map(() => agent.client.post("/api/agent/transfer-credits", body, keyed(key))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    for (const a of answers) expect(a.json()).toMatchObject({ agentCredits: 460, userCredits: 140 });
    expect(await expectBalanceMatchesLedger(t.db, agent.user.id)).toBe(460);
    expect(await expectBalanceMatchesLedger(t.db, mine.id)).toBe(140);
    const add = { targetUserId: mine.id, credits: 10, reason: "Hadiah" };
    const addKey = randomUUID();
    await agent.client.post("/api/admin/credits/add", add, keyed(addKey));
    expect((await agent.client.post("/api/admin/credits/add", add, keyed(addKey))).json().credits).toBe(150);
    expect(await expectBalanceMatchesLedger(t.db, mine.id)).toBe(150);
  });
});

describe("starting a generation", () => {
  async function templateValues(client: TestClient, id: string) {
    const template = (await client.get(`/api/proposal-templates/${id}`)).json();
    const values: Record<string, string | number> = {};
    for (const f of template.templateFields as { name: string; type: string; placeholder?: string; label: string }[]) {
      values[f.name] = f.type === "number" ? 120 : (f.placeholder ?? `${f.label} contoh yang cukup panjang`);
    }
    return { template, values };
  }

  it("a template's 'Cipta Proposal' sent 5 times at once with one key: one job, one proposal, charged once", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalance(t.db, user.id, 1_000);
    const { template, values } = await templateValues(client, "program-sekolah");
    const url = `/api/proposal-templates/${template.id}/create-proposal`;
    const key = randomUUID();
    const started = await Promise.all(
      [1, 2, 3, 4, 5].map(() => client.post(url, values, { ...keyed(key), prefer: "respond-async" })),
    );
    expect(started.map((a) => a.statusCode)).toEqual(Array(5).fill(202));
    expect(new Set(started.map((a) => a.json().jobId)).size).toBe(1);
    // Waiting for the end with the same key (a retry after a lost answer) answers that job's proposal.
    const finished = await client.post(url, values, keyed(key));
    expect(finished.statusCode).toBe(201);
    expect(await countOf(proposals, user.id)).toBe(1);
    expect(finished.json().proposal.id).toBe(
      (await t.db.select().from(proposals).where(eq(proposals.userId, user.id)))[0]!.id,
    );
    expect(await ledgerRows(user.id, "generation")).toHaveLength(1);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(1_000 - template.creditCost);
    // A new submission is a new proposal.
    expect((await client.post(url, values, keyed(randomUUID()))).statusCode).toBe(201);
    expect(await countOf(proposals, user.id)).toBe(2);
  });

  it("a preview started twice with one key is one job; a refused start (too few credits) stores nothing", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const key = randomUUID();
    const form = simpleForm({ tier: "basic" });
    const [a, b] = await Promise.all(
      [1, 2].map(() => client.post("/api/generate-proposal-preview", form, { ...keyed(key), prefer: "respond-async" })),
    );
    expect(a!.json().jobId).toBe(b!.json().jobId);
    expect(await t.db.select().from(generationJobs).where(eq(generationJobs.userId, user.id))).toHaveLength(1);

    await setBalance(t.db, user.id, 0);
    const { template, values } = await templateValues(client, "program-sekolah");
    const url = `/api/proposal-templates/${template.id}/create-proposal`;
    const refusedKey = randomUUID();
    const refused = await client.post(url, values, keyed(refusedKey));
    expect(refused.statusCode).toBe(402);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, refusedKey))).toHaveLength(0);
    await setBalance(t.db, user.id, 1_000);
    expect((await client.post(url, values, keyed(refusedKey))).statusCode).toBe(201);
  });
});

describe("how long keys are kept", () => {
  it("keys older than 24 hours are pruned, and then the key is free again", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const key = randomUUID();
    const draft = { title: "Lama", content: "<p>Isi</p>", type: "auto-generated", status: "draft" };
    await client.post("/api/proposals", draft, keyed(key));
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.userId, user.id));
    expect(await pruneIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(left).toEqual([]);
  });
});
