/**
 * POST /api/ai/regenerate-section: one section of a saved proposal written again as a suggestion,
 * charged as one assistant action when it is produced, never when the writer fails; owner only.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitSections } from "../../src/common/content.js";
import { createBuiltinWriter } from "../../src/server/ai/builtin/composer.js";
import { fakeWriter } from "../../src/server/ai/openai/test-fixtures.js";
import { aiGenerations, creditLedger, proposals } from "../../src/server/db/schema.js";
import { setBalance } from "../support/credits.js";
import { signedInUser } from "../support/factories.js";
import { type FakeLlmServer, startFakeLlmServer } from "../support/fake-llm-server.js";
import { programmeForm } from "../support/forms.js";
import { TestClient } from "../support/http-client.js";
import { expectBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

const BUDGET = "Anggaran Perbelanjaan";
const TOTAL = "RM 12,380.00";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A user with a generated PIBG sports-day paper and 100 credits left. */
async function withProposal(app: TestApp) {
  const signed = await signedInUser(app.app, app.db);
  await setBalance(app.db, signed.user.id, 300);
  const res = await signed.client.post("/api/proposal-requirements", programmeForm());
  expect(res.statusCode).toBe(201);
  const proposal = res.json().proposal as { id: string; content: string };
  await setBalance(app.db, signed.user.id, 100);
  return { ...signed, proposal };
}

/** The proposal with one section's content replaced by a short note, as if the user had saved it so. */
async function cutSection(app: TestApp, proposal: { id: string; content: string }, title: string) {
  const content = proposal.content
    .split(/(?=<h2[\s>])/)
    .map((part) =>
      splitSections(part)[0]?.title === title ? `<h2>${title}</h2><p>Catatan lama yang ringkas.</p>` : part,
    )
    .join("");
  expect(content).not.toBe(proposal.content);
  await app.db.update(proposals).set({ content }).where(eq(proposals.id, proposal.id));
  return { ...proposal, content };
}

const actionCharges = async (app: TestApp, userId: string) =>
  app.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, "ai_action")));

describe("regenerate one section with the built-in writer", () => {
  it("answers the section on the proposal's subject with the stated figures, charged as one assistant action", async () => {
    const { user, client, proposal: generated } = await withProposal(t);
    // The user cut the budget down to a line and saved; the same text again would not be charged.
    const proposal = await cutSection(t, generated, BUDGET);
    const res = await client.post("/api/ai/regenerate-section", {
      proposalId: proposal.id,
      sectionTitle: BUDGET,
      instruction: "tambah butiran kos pengangkutan",
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const headings = splitSections(proposal.content).map((s) => s.title);
    expect(body).toMatchObject({
      proposalId: proposal.id,
      sectionTitle: BUDGET,
      sectionIndex: headings.indexOf(BUDGET),
      instructionFollowed: false,
      creditsDeducted: 1,
      balance: 99,
      unchanged: false,
    });
    expect(body.html).toContain(TOTAL);
    expect(body.html).toContain("<table");
    expect(body.html).not.toContain("<h2");
    expect(body.check.findings.filter((f: { code: string }) => f.code === "missing_fact")).toEqual([]);
    // The section is a suggestion: the stored proposal is as it was.
    const [stored] = await t.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(stored?.content).toBe(proposal.content);
    expect(await actionCharges(t, user.id)).toMatchObject([
      { delta: -1, balanceAfter: 99, note: "regenerate-section" },
    ]);
    const usage = await t.db.select().from(aiGenerations).where(eq(aiGenerations.userId, user.id));
    expect(usage.filter((u) => u.kind === "regenerate-section")).toHaveLength(1);
    await expectBalanceMatchesLedger(t.db, user.id);
  });

  it("finds a section by its place among the headings, and writes the opening on the paper's subject", async () => {
    const { client, proposal } = await withProposal(t);
    const res = await client.post("/api/ai/regenerate-section", { proposalId: proposal.id, sectionIndex: 0 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sectionTitle).toBe(splitSections(proposal.content)[0]?.title);
    expect(body.html).toMatch(/Hari Sukan/);
    expect(body.html).toContain("SK Seri Cempaka");
  });

  it("rewrites a proposal typed by hand (no generation) from its stored text", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const created = await client.post("/api/proposals", {
      title: "Program Gotong-royong Taman Melati",
      content:
        "<h2>Pengenalan</h2><p>Program gotong-royong Taman Melati melibatkan 80 penduduk.</p><h2>Anggaran Perbelanjaan</h2><p>Jumlah keseluruhan RM 2,400.</p>",
      type: "project",
    });
    expect(created.statusCode).toBe(201);
    const res = await client.post("/api/ai/regenerate-section", {
      proposalId: created.json().id,
      sectionTitle: "Pengenalan",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toMatch(/gotong-royong/i);
  });

  it("is 404 for another user's proposal, 400 for a bad body, 401 for a visitor", async () => {
    const { user, proposal } = await withProposal(t);
    const other = await signedInUser(t.app, t.db);
    await setBalance(t.db, other.user.id, 100);
    const theirs = await other.client.post("/api/ai/regenerate-section", { proposalId: proposal.id, sectionIndex: 0 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: "PROPOSAL_NOT_FOUND", message: "Proposal tidak dijumpai" });
    const notUuid = await other.client.post("/api/ai/regenerate-section", { proposalId: "abc", sectionIndex: 0 });
    expect(notUuid.statusCode).toBe(404);

    const noSection = await other.client.post("/api/ai/regenerate-section", { proposalId: proposal.id });
    expect(noSection.statusCode).toBe(400);
    expect(noSection.json().message).toBe("Sila pilih bahagian yang ingin ditulis semula.");
    const long = await other.client.post("/api/ai/regenerate-section", {
      proposalId: proposal.id,
      sectionIndex: 0,
      instruction: "x".repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Arahan tidak boleh melebihi 300 aksara.");
    const visitor = await new TestClient(t.app).post("/api/ai/regenerate-section", {
      proposalId: proposal.id,
      sectionIndex: 0,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await actionCharges(t, other.user.id)).toEqual([]);
    expect(await actionCharges(t, user.id)).toEqual([]);
  });

  it("answers 404 SECTION_NOT_FOUND for a heading the saved paper does not have, charging nothing", async () => {
    const { user, client, proposal } = await withProposal(t);
    const res = await client.post("/api/ai/regenerate-section", { proposalId: proposal.id, sectionTitle: "Tiada" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "SECTION_NOT_FOUND" });
    expect(await actionCharges(t, user.id)).toEqual([]);
  });
});

describe("a writer that fails charges nothing", () => {
  it("answers 502 with the documented message and leaves the balance", async () => {
    const failing = await createTestApp(
      {},
      { writer: { ...createBuiltinWriter(), rewriteSection: () => Promise.reject(new Error("down")) } },
    );
    try {
      const { user, client, proposal } = await withProposal(failing);
      const res = await client.post("/api/ai/regenerate-section", { proposalId: proposal.id, sectionTitle: BUDGET });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: "REGENERATE_FAILED",
        message: "Gagal menulis semula bahagian. Tiada kredit ditolak. Sila cuba lagi.",
      });
      expect(await actionCharges(failing, user.id)).toEqual([]);
      expect(await expectBalanceMatchesLedger(failing.db, user.id)).toBe(100);
    } finally {
      await failing.close();
    }
  });
});

describe("regenerate one section with an AI provider", () => {
  let fake: FakeLlmServer;
  let llm: TestApp;
  beforeAll(async () => {
    fake = await startFakeLlmServer();
    llm = await createTestApp({}, { writer: fakeWriter(fake, { maxRetries: 0 }) });
  });
  afterAll(async () => {
    await llm.close();
    await fake.close();
  });

  it("gives the model the section's facts and the user's instruction, and charges one action", async () => {
    const { user, client, proposal } = await withProposal(llm);
    fake.reset();
    const res = await client.post("/api/ai/regenerate-section", {
      proposalId: proposal.id,
      sectionTitle: BUDGET,
      instruction: "tambah butiran kos pengangkutan",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ instructionFollowed: true, creditsDeducted: 1, balance: 99 });
    const prompts = fake.requests.map((r) => r.prompt);
    expect(prompts.length).toBeGreaterThan(0);
    expect(prompts[0]).toContain("tambah butiran kos pengangkutan");
    expect(prompts[0]).toContain(`Tajuk bahagian: ${BUDGET}`);
    expect(await actionCharges(llm, user.id)).toHaveLength(1);
  });

  it("charges nothing when the model fails", async () => {
    const { user, client, proposal } = await withProposal(llm);
    fake.reset();
    fake.setScenario([{ fault: { type: "status", status: 500 } }]);
    const res = await client.post("/api/ai/regenerate-section", { proposalId: proposal.id, sectionTitle: BUDGET });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe("REGENERATE_FAILED");
    expect(await actionCharges(llm, user.id)).toEqual([]);
    expect(await expectBalanceMatchesLedger(llm.db, user.id)).toBe(100);
  });
});
