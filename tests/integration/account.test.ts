import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setBalance } from "../support/credits.js";
import { signedInUser } from "../support/factories.js";
import { simpleForm } from "../support/forms.js";
import { TestClient } from "../support/http-client.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Signed = Awaited<ReturnType<typeof signedInUser>>;

async function createProposal(client: TestClient, title: string, status = "draft") {
  const res = await client.post("/api/proposals", {
    title,
    content: `<p>${"perkataan ".repeat(50)}</p>`,
    type: "business",
    status,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; wordCount: number };
}

const patchProfile = (s: Signed, body: unknown) => s.client.request("PATCH", "/api/account/profile", body);

describe("visitors", () => {
  it.each([
    ["GET", "/api/account/history"],
    ["GET", "/api/account/activity"],
    ["GET", "/api/analytics/personal"],
    ["PATCH", "/api/account/profile"],
    ["POST", "/api/account/sign-out-others"],
  ] as const)("%s %s answers 401", async (method, url) => {
    const res = await new TestClient(t.app).request(method, url, method === "PATCH" ? { firstName: "x" } : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED" });
  });
});

describe("credit history", () => {
  it("starts with the sign-up bonus and shows no reference ids", async () => {
    const a = await signedInUser(t.app, t.db);
    const res = await a.client.get("/api/account/history");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(body.items).toEqual([
      {
        createdAt: expect.any(String),
        delta: 100,
        balanceAfter: 100,
        kind: "signup_bonus",
        referenceKind: expect.anything(),
        proposal: null,
      },
    ]);
    await setBalance(t.db, a.user.id, 40);
    const after = (await a.client.get("/api/account/history")).json();
    expect(after.items[0]).toMatchObject({ delta: -60, balanceAfter: 40, kind: "admin_deduct", referenceKind: "test" });
    expect(JSON.stringify(after)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it("pages newest first and never shows another user's rows", async () => {
    const a = await signedInUser(t.app, t.db);
    const b = await signedInUser(t.app, t.db);
    for (const target of [90, 80, 70, 60]) await setBalance(t.db, a.user.id, target);
    await setBalance(t.db, b.user.id, 5);

    const first = (await a.client.get("/api/account/history?page=1&pageSize=2")).json();
    expect(first.total).toBe(5);
    expect(first.items.map((i: { balanceAfter: number }) => i.balanceAfter)).toEqual([60, 70]);
    const last = (await a.client.get("/api/account/history?page=3&pageSize=2")).json();
    expect(last.items.map((i: { balanceAfter: number }) => i.balanceAfter)).toEqual([100]);
    const beyond = (await a.client.get("/api/account/history?page=9&pageSize=2")).json();
    expect(beyond).toMatchObject({ items: [], total: 5 });

    const ofB = (await b.client.get("/api/account/history?pageSize=100")).json();
    expect(ofB.total).toBe(2);
    expect(ofB.items.map((i: { balanceAfter: number }) => i.balanceAfter)).toEqual([5, 100]);
  });

  it("names the proposal a generation charge paid for: its current title, then the stored one once deleted", async () => {
    const a = await signedInUser(t.app, t.db);
    const b = await signedInUser(t.app, t.db);
    const form = simpleForm();
    const { previewId } = (await a.client.post("/api/generate-proposal-preview", form)).json();
    const saved = await a.client.post("/api/save-generated-proposal", { previewId });
    expect(saved.statusCode).toBe(201);
    const proposal = saved.json().proposal as { id: string; title: string };
    expect(proposal.title).toBe(form.title);
    // An assistant action has no proposal to name.
    await a.client.post("/api/ai/improve-section", {
      content: "sy nak buat program ni utk budak2 sekolah sbb dorang x minat membaca",
      instruction: "grammar",
    });

    const spends = async () =>
      (await a.client.get("/api/account/history")).json().items.filter((i: { delta: number }) => i.delta < 0);
    expect(await spends()).toMatchObject([
      { kind: "ai_action", proposal: null },
      { kind: "generation", proposal: { title: form.title, deleted: false } },
    ]);

    // Renamed: the row follows the proposal's title.
    await a.client.request("PATCH", `/api/proposals/${proposal.id}`, { title: "Program Membaca Dinamakan Semula" });
    expect((await spends())[1].proposal).toEqual({ title: "Program Membaca Dinamakan Semula", deleted: false });

    // Deleted: the title it was written with, marked as deleted; the charge itself is unchanged.
    const before = (await spends())[1];
    expect((await a.client.request("DELETE", `/api/proposals/${proposal.id}`)).statusCode).toBeLessThan(300);
    const after = (await spends())[1];
    expect(after).toEqual({ ...before, proposal: { title: form.title, deleted: true } });

    // Another user's history names none of it, and no id leaves the server.
    const other = (await b.client.get("/api/account/history")).json();
    expect(JSON.stringify(other)).not.toContain(form.title);
    expect(JSON.stringify((await a.client.get("/api/account/history")).json())).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it("refuses a page size above 100 or a page below 1 with the field named", async () => {
    const a = await signedInUser(t.app, t.db);
    const big = await a.client.get("/api/account/history?pageSize=101");
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ message: "Medan 'pageSize' tidak sah.", code: "VALIDATION_ERROR", field: "pageSize" });
    const zero = await a.client.get("/api/account/activity?page=0");
    expect(zero.statusCode).toBe(400);
    expect(zero.json().field).toBe("page");
  });
});

describe("proposal activity", () => {
  it("lists the user's own proposals, most recently changed first, paged", async () => {
    const a = await signedInUser(t.app, t.db);
    const b = await signedInUser(t.app, t.db);
    const first = await createProposal(a.client, "Kertas Kerja Kedai Runcit");
    await createProposal(a.client, "Proposal Kafe Kopi");
    await createProposal(a.client, "Proposal Bengkel Kereta");
    await createProposal(b.client, "Rahsia B");
    const edited = await a.client.request("PATCH", `/api/proposals/${first.id}`, { status: "completed" });
    expect(edited.statusCode).toBe(200);

    const page1 = (await a.client.get("/api/account/activity?pageSize=2")).json();
    expect(page1.total).toBe(3);
    expect(page1.items.map((i: { title: string }) => i.title)).toEqual([
      "Kertas Kerja Kedai Runcit",
      "Proposal Bengkel Kereta",
    ]);
    expect(page1.items[0]).toEqual({
      id: first.id,
      title: "Kertas Kerja Kedai Runcit",
      status: "completed",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const page2 = (await a.client.get("/api/account/activity?page=2&pageSize=2")).json();
    expect(page2.items.map((i: { title: string }) => i.title)).toEqual(["Proposal Kafe Kopi"]);
    expect(JSON.stringify((await b.client.get("/api/account/activity")).json())).not.toContain("Kedai Runcit");
  });
});

describe("profile", () => {
  it("changes the name and language, and the user endpoint shows them", async () => {
    const a = await signedInUser(t.app, t.db);
    const res = await patchProfile(a, { firstName: "  Nurul ", lastName: "Huda", language: "en" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: "Nurul", lastName: "Huda", language: "en", email: a.user.email });
    expect((await a.client.get("/api/auth/user")).json()).toMatchObject({ firstName: "Nurul", language: "en" });
  });

  it("answers the Malay validation messages", async () => {
    const a = await signedInUser(t.app, t.db);
    const empty = await patchProfile(a, { firstName: " ", lastName: "Huda", language: "ms" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: "Nama pertama diperlukan.", code: "VALIDATION_ERROR", field: "firstName" });
    const long = await patchProfile(a, { firstName: "Nurul", lastName: "x".repeat(81), language: "ms" });
    expect(long.json()).toMatchObject({ message: "Nama tidak boleh melebihi 80 aksara.", field: "lastName" });
    const lang = await patchProfile(a, { firstName: "Nurul", lastName: "Huda", language: "fr" });
    expect(lang.json()).toMatchObject({ message: "Medan 'language' tidak sah.", field: "language" });
  });

  it("does not change the email even when one is sent", async () => {
    const a = await signedInUser(t.app, t.db);
    const res = await patchProfile(a, { firstName: "A", lastName: "B", language: "ms", email: "lain@contoh.my" });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(a.user.email);
  });
});

describe("sign out of other sessions", () => {
  it("ends the other sessions and keeps this one", async () => {
    const a = await signedInUser(t.app, t.db);
    const other = new TestClient(t.app);
    expect((await other.post("/api/auth/login", { email: a.user.email, password: a.user.password })).statusCode).toBe(
      200,
    );
    const third = new TestClient(t.app);
    await third.post("/api/auth/login", { email: a.user.email, password: a.user.password });
    const b = await signedInUser(t.app, t.db);

    const res = await a.client.post("/api/account/sign-out-others");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedOut: 2 });
    expect((await a.client.get("/api/auth/user")).statusCode).toBe(200);
    expect((await other.get("/api/auth/user")).statusCode).toBe(401);
    expect((await third.get("/api/auth/user")).statusCode).toBe(401);
    expect((await b.client.get("/api/auth/user")).statusCode).toBe(200);
    expect((await a.client.post("/api/account/sign-out-others")).json()).toEqual({ signedOut: 0 });
  });
});

describe("personal analytics", () => {
  it("counts proposals, words and credits spent per month, zero-filled for 12 months", async () => {
    const a = await signedInUser(t.app, t.db);
    const b = await signedInUser(t.app, t.db);
    const p1 = await createProposal(a.client, "Satu", "approved");
    const p2 = await createProposal(a.client, "Dua");
    await createProposal(b.client, "Milik B");
    await t.db.transaction(async (tx) => {
      const { spendCredits } = await import("../../src/server/modules/credits/ledger.js");
      await spendCredits(tx, { userId: a.user.id, amount: 30, kind: "generation", reference: "job:test-1" });
    });
    await setBalance(t.db, a.user.id, 60); // an admin deduction is not spending

    const res = await a.client.get("/api/analytics/personal");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      totalProposals: 2,
      wordsWritten: p1.wordCount + p2.wordCount,
      creditsSpent: 30,
      byStatus: { draft: 1, in_progress: 0, completed: 0, approved: 1 },
    });
    expect(body.months).toHaveLength(12);
    const thisMonth = body.months[11];
    expect(thisMonth).toMatchObject({ proposals: 2, creditsSpent: 30 });
    expect(body.months.slice(0, 11).every((m: { proposals: number }) => m.proposals === 0)).toBe(true);
    expect(body.months[0].month < thisMonth.month).toBe(true);
    expect(thisMonth.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it("shows a new user zeros", async () => {
    const a = await signedInUser(t.app, t.db);
    const body = (await a.client.get("/api/analytics/personal")).json();
    expect(body).toMatchObject({ totalProposals: 0, wordsWritten: 0, creditsSpent: 0 });
    expect(body.months.every((m: { proposals: number; creditsSpent: number }) => !m.proposals && !m.creditsSpent)).toBe(
      true,
    );
  });
});
