/**
 * An assistant action whose result is the text it was given (the same words in the same order;
 * only spaces and line breaks may differ) costs nothing: no ledger row, the balance as it was, and
 * the answer says `unchanged`. A result that changed a word still costs exactly one action. This
 * holds for every text action, streamed or not, and for the section rewrite.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { splitSections } from "../../src/common/content.js";
import { aiGenerations, creditLedger, proposals } from "../../src/server/db/schema.js";
import { setBalance } from "../support/credits.js";
import { signedInUser } from "../support/factories.js";
import { type FakeLlmServer, fakeLlmWriter, startFakeLlmServer } from "../support/fake-llm-server.js";
import { programmeForm } from "../support/forms.js";
import { expectBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { sseEvents } from "../support/sse-events.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

const SSE = { accept: "text/event-stream" };
const BUDGET = "Anggaran Perbelanjaan";
/** Already formal and correct: the built-in composer gives it back word for word. */
const FINE = "Program ini bagus untuk belia kampung.";
const MESSY = "sy nak buat program ni utk belia";

const ledgerOf = (app: TestApp, userId: string) =>
  app.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id);
const usageOf = (app: TestApp, userId: string) =>
  app.db.select().from(aiGenerations).where(eq(aiGenerations.userId, userId));

async function richUser(app: TestApp, credits = 100) {
  const signed = await signedInUser(app.app, app.db);
  await setBalance(app.db, signed.user.id, credits);
  return signed;
}

/** A user with a generated PIBG sports-day paper and 100 credits left. */
async function withProposal(app: TestApp) {
  const signed = await richUser(app, 300);
  const res = await signed.client.post("/api/proposal-requirements", programmeForm());
  expect(res.statusCode).toBe(201);
  const proposal = res.json().proposal as { id: string; content: string };
  await setBalance(app.db, signed.user.id, 100);
  return { ...signed, proposal };
}

describe("with the built-in composer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("charges nothing for Grammar and 'Formal kan Bahasa' that give the text back, and 1 credit for a change", async () => {
    const { user, client } = await richUser(t);
    const before = await ledgerOf(t, user.id);
    for (const instruction of ["grammar", "formal", "shorten"]) {
      const res = await client.post("/api/ai/improve-section", { content: FINE, instruction });
      expect(res.statusCode, instruction).toBe(200);
      expect(res.json(), instruction).toEqual({
        improvedContent: FINE,
        creditsDeducted: 0,
        balance: 100,
        unchanged: true,
      });
    }
    expect(await ledgerOf(t, user.id)).toEqual(before);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(100);
    // The work was done, so its usage is recorded, uncharged.
    expect((await usageOf(t, user.id)).map((u) => u.kind).sort()).toEqual([
      "improve:formal",
      "improve:grammar",
      "improve:shorten",
    ]);

    const fixed = await client.post("/api/ai/improve-section", { content: MESSY, instruction: "grammar" });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ creditsDeducted: 1, balance: 99, unchanged: false });
    expect(fixed.json().improvedContent).toMatch(/untuk belia/);
    const after = await ledgerOf(t, user.id);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toMatchObject([
      { kind: "ai_action", delta: -1, balanceAfter: 99, note: "improve:grammar" },
    ]);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(99);
  });

  it("writes no ledger row for an unlimited account's unchanged result (a changed one keeps its zero row)", async () => {
    const { user, client } = await signedInUser(t.app, t.db, { unlimited: true });
    const before = await ledgerOf(t, user.id);
    const same = await client.post("/api/ai/improve-section", { content: FINE, instruction: "formal" });
    expect(same.json()).toMatchObject({ creditsDeducted: 0, unchanged: true });
    expect(await ledgerOf(t, user.id)).toEqual(before);
    const changed = await client.post("/api/ai/improve-section", { content: MESSY, instruction: "grammar" });
    expect(changed.json()).toMatchObject({ creditsDeducted: 0, unchanged: false });
    expect((await ledgerOf(t, user.id)).slice(before.length)).toMatchObject([
      { kind: "ai_action", delta: 0, wouldBeCost: 1 },
    ]);
  });

  it("still refuses a balance too low before the writer runs, unchanged or not", async () => {
    const { user, client } = await richUser(t, 0);
    const res = await client.post("/api/ai/improve-section", { content: FINE, instruction: "formal" });
    expect(res.statusCode).toBe(402);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(0);
  });

  it("charges nothing for a section rewritten with the saved section's words, and 1 credit when it changed", async () => {
    const { user, client, proposal } = await withProposal(t);
    const before = await ledgerOf(t, user.id);
    // The built-in composer is deterministic: the budget section comes back as it was generated.
    const same = await client.post("/api/ai/regenerate-section", { proposalId: proposal.id, sectionTitle: BUDGET });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ sectionTitle: BUDGET, creditsDeducted: 0, balance: 100, unchanged: true });
    expect(await ledgerOf(t, user.id)).toEqual(before);
    expect((await usageOf(t, user.id)).filter((u) => u.kind === "regenerate-section")).toHaveLength(1);

    // The user cut the budget section down to a line and saved: the rewrite brings it back, charged.
    const cut = proposal.content
      .split(/(?=<h2[\s>])/)
      .map((part) =>
        splitSections(part)[0]?.title === BUDGET ? `<h2>${BUDGET}</h2><p>Catatan lama yang ringkas.</p>` : part,
      );
    expect(cut.join("")).not.toBe(proposal.content);
    await t.db
      .update(proposals)
      .set({ content: cut.join("") })
      .where(eq(proposals.id, proposal.id));
    const changed = await client.post("/api/ai/regenerate-section", { proposalId: proposal.id, sectionTitle: BUDGET });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ creditsDeducted: 1, balance: 99, unchanged: false });
    expect(changed.json().html).not.toContain("Catatan lama");
    const charges = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.kind, "ai_action")));
    expect(charges).toMatchObject([{ delta: -1, balanceAfter: 99, note: "regenerate-section" }]);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(99);
  });
});

describe("with an AI provider, plain and streamed", () => {
  let fake: FakeLlmServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeLlmServer();
    t = await createTestApp({}, { writer: fakeLlmWriter(fake) });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  /** The model gives the selected text back, with other line breaks and spaces. */
  const echo = (text: string) =>
    fake.setScenario([{ fault: { type: "content", content: `  ${text.replace(/ /g, "\n")} ` } }]);

  it("charges nothing for any text action whose answer is the text given, streamed or not", async () => {
    const { user, client } = await richUser(t);
    const before = await ledgerOf(t, user.id);
    const calls: [string, Record<string, unknown>, string][] = [
      ["/api/ai/improve-section", { content: FINE, instruction: "grammar" }, "improvedContent"],
      ["/api/ai/improve-section", { content: FINE, instruction: "expand" }, "improvedContent"],
      ["/api/ai/improve-section", { content: FINE, instruction: "shorten" }, "improvedContent"],
      ["/api/ai/improve-section", { content: FINE, instruction: "formal" }, "improvedContent"],
      ["/api/ai/improve-section", { content: FINE, instruction: "Jadikan lebih meyakinkan" }, "improvedContent"],
      ["/api/ai/translate", { content: FINE, targetLanguage: "Malay" }, "translatedContent"],
    ];
    for (const [url, body, field] of calls) {
      echo(FINE);
      const plain = await client.post(url, body);
      expect(plain.statusCode, `${url} ${JSON.stringify(body)}`).toBe(200);
      expect(plain.json()).toMatchObject({ creditsDeducted: 0, balance: 100, unchanged: true });
      expect(String(plain.json()[field]).replace(/\s+/g, " ").trim()).toBe(FINE);

      echo(FINE);
      const streamed = await client.post(url, body, SSE);
      expect(streamed.headers["content-type"]).toContain("text/event-stream");
      const done = sseEvents(streamed.payload).at(-1);
      expect(done, `${url} ${JSON.stringify(body)} streamed`).toMatchObject({
        event: "done",
        data: { creditsDeducted: 0, balance: 100, unchanged: true },
      });
    }
    expect(await ledgerOf(t, user.id)).toEqual(before);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(100);
  });

  it("still charges exactly 1 credit for a changed answer, streamed or not", async () => {
    const { user, client } = await richUser(t);
    const before = await ledgerOf(t, user.id);
    const plain = await client.post("/api/ai/improve-section", { content: FINE, instruction: "expand" });
    expect(plain.json()).toMatchObject({ creditsDeducted: 1, balance: 99, unchanged: false });
    expect(plain.json().improvedContent).not.toBe(FINE);

    const streamed = await client.post("/api/ai/translate", { content: FINE, targetLanguage: "English" }, SSE);
    expect(sseEvents(streamed.payload).at(-1)).toMatchObject({
      event: "done",
      data: { creditsDeducted: 1, balance: 98, unchanged: false },
    });
    expect((await ledgerOf(t, user.id)).slice(before.length)).toMatchObject([
      { kind: "ai_action", delta: -1, balanceAfter: 99, note: "improve:expand" },
      { kind: "ai_action", delta: -1, balanceAfter: 98, note: "translate:en" },
    ]);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(98);
  });

  it("charges nothing for a section the model writes back as saved", async () => {
    const { user, client, proposal } = await withProposal(t);
    const saved = splitSections(proposal.content).find((s) => s.title === BUDGET)?.html ?? "";
    expect(saved).not.toBe("");
    const before = await ledgerOf(t, user.id);
    fake.reset();
    fake.setScenario([{ fault: { type: "content", content: saved } }]);
    const res = await client.post("/api/ai/regenerate-section", {
      proposalId: proposal.id,
      sectionTitle: BUDGET,
      instruction: "kekalkan seperti asal",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ instructionFollowed: true, creditsDeducted: 0, balance: 100, unchanged: true });
    expect(await ledgerOf(t, user.id)).toEqual(before);
    expect(await expectBalanceMatchesLedger(t.db, user.id)).toBe(100);
  });
});
