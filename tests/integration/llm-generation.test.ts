import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations, generationJobs, proposals } from "../../src/server/db/schema.js";
import { setBalance } from "../support/credits.js";
import { signedInUser } from "../support/factories.js";
import { type FakeLlmServer, fakeLlmWriter, startFakeLlmServer } from "../support/fake-llm-server.js";
import { detailedForm, programmeForm, simpleForm } from "../support/forms.js";
import { TestClient } from "../support/http-client.js";
import { expectBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let fake: FakeLlmServer;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeLlmServer();
  // Room for a Standard Package with its checks on a loaded machine: 2.5 s, then 5 s, were seen to time
  // out on a CI machine running other work. The test of the limit itself has an app of its own.
  const writer = fakeLlmWriter(fake, { concurrency: 8, maxRetries: 2, timeoutMs: 60_000 });
  t = await createTestApp({ GENERATION_TIMEOUT_MS: "60000" }, { writer });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

async function richUser() {
  const signed = await signedInUser(t.app, t.db);
  await setBalance(t.db, signed.user.id, 300);
  return signed;
}
const balanceOf = async (client: TestClient) => (await client.get("/api/credits/balance")).json().credits as number;
const isSection = (r: { task: string }) => r.task === "section";

describe("the LLM writer behind the API", () => {
  it("names the model as the engine, and offers every assistant action", async () => {
    const info = (await new TestClient(t.app).get("/api/public/info")).json();
    expect(info.engineName).toBe("model-ujian");
    expect(info.assistant).toEqual({ expand: true, translate: true, instruct: true });
  });

  it("writes a Standard Package through the model, records every call's tokens, and charges once", async () => {
    const { user, client } = await richUser();
    // Streamed at a human pace, so parallel sections overlap visibly in the server's log.
    fake.setScenario([{ fault: { type: "slow", tokensPerSecond: 2000 }, match: isSection }]);
    const res = await client.post("/api/proposal-requirements", detailedForm());
    expect(res.statusCode).toBe(201);
    const { proposal } = res.json();
    expect(proposal.content.match(/<h2>/g)).toHaveLength(9);
    expect(await balanceOf(client)).toBe(50);
    const usage = await t.db.select().from(aiGenerations).where(eq(aiGenerations.userId, user.id));
    expect(usage).toHaveLength(9); // nine sections; the kind plans the outline without a call
    expect(usage.every((u) => u.kind === "section")).toBe(true);
    expect(usage.every((u) => u.engine === "llm" && u.model === "model-ujian" && u.completionTokens > 0)).toBe(true);
    // Every input reached the model.
    const prompts = fake.requests
      .filter(isSection)
      .map((r) => r.prompt)
      .join("\n");
    for (const value of ["Kedai Kek Puteri", "pembayaran FPX", "Alor Setar", "Bajet terhad"])
      expect(prompts).toContain(value);
    expect(fake.maxConcurrent(isSection)).toBeGreaterThan(1);
    await expectBalanceMatchesLedger(t.db, user.id);
  });

  it("retries a section answered 500 and charges once", async () => {
    const { user, client } = await richUser();
    fake.setScenario([{ fault: { type: "status", status: 500 }, times: 1, match: isSection }]);
    const res = await client.post("/api/proposal-requirements", detailedForm());
    expect(res.statusCode).toBe(201);
    expect(fake.requests.filter((r) => r.status === 500)).toHaveLength(1);
    expect(await balanceOf(client)).toBe(50);
    await expectBalanceMatchesLedger(t.db, user.id);
  });

  it("fails a generation the model cannot finish: clear message, job failed, nothing stored or charged", async () => {
    const { user, client } = await richUser();
    fake.setScenario([{ fault: { type: "status", status: 500 }, match: isSection }]);
    const res = await client.post("/api/proposal-requirements", detailedForm());
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: "GENERATION_FAILED", message: "Gagal menjana proposal. Sila cuba lagi." });
    const [job] = await t.db.select().from(generationJobs).where(eq(generationJobs.userId, user.id));
    expect(job).toMatchObject({ status: "failed", errorCode: "GENERATION_FAILED", proposalId: null });
    expect(await t.db.select().from(proposals).where(eq(proposals.userId, user.id))).toHaveLength(0);
    expect(await balanceOf(client)).toBe(300);
    // The user may start another at once.
    fake.reset();
    expect((await client.post("/api/proposal-requirements", detailedForm())).statusCode).toBe(201);
  });

  it("stops a generation past its time limit and charges nothing", async () => {
    // A limit under one call's timeout, so a hanging model is stopped by the generation's limit.
    const writer = fakeLlmWriter(fake, { concurrency: 8, maxRetries: 2, timeoutMs: 6000 });
    const limited = await createTestApp({ GENERATION_TIMEOUT_MS: "2000" }, { writer });
    try {
      const { user, client } = await signedInUser(limited.app, limited.db);
      await setBalance(limited.db, user.id, 300);
      fake.setScenario([{ fault: { type: "hang" }, match: isSection }]);
      const res = await client.post("/api/proposal-requirements", detailedForm());
      expect(res.statusCode).toBe(504);
      expect(res.json().message).toBe(
        "Penjanaan mengambil masa terlalu lama dan telah dihentikan. Tiada kredit ditolak.",
      );
      expect(await balanceOf(client)).toBe(300);
      expect(await limited.db.select().from(proposals).where(eq(proposals.userId, user.id))).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });

  it("plans a preview without an outline call and retries a truncated section", async () => {
    const { client } = await richUser();
    fake.setScenario([{ fault: { type: "truncate", mode: "close" }, times: 1, match: isSection }]);
    const res = await client.post("/api/generate-proposal-preview", simpleForm({ tier: "professional" }));
    expect(res.statusCode).toBe(200);
    expect(res.json().preview.sections).toHaveLength(6);
    expect(fake.requests.filter((r) => r.task === "outline")).toHaveLength(0);
    expect(fake.requests.filter(isSection)).toHaveLength(7);
  });

  it("answers a failed preview with the documented message and the reason in `error`", async () => {
    const { client } = await richUser();
    fake.setScenario([{ fault: { type: "status", status: 503 }, match: isSection }]);
    const res = await client.post("/api/generate-proposal-preview", simpleForm());
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      message: "Gagal menjana preview proposal AI.",
      error: "Gagal menjana preview proposal AI.",
    });
  });

  it("follows a custom instruction for 1 credit, and a failing model costs nothing", async () => {
    const { client } = await richUser();
    const ok = await client.post("/api/ai/improve-section", {
      content: "Program ini bagus.",
      instruction: "Jadikan lebih meyakinkan",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().improvedContent.length).toBeGreaterThan(0);
    expect(await balanceOf(client)).toBe(299);
    fake.setScenario([{ fault: { type: "status", status: 500 } }]);
    const failed = await client.post("/api/ai/translate", { content: "Program ini bagus.", targetLanguage: "English" });
    expect(failed.statusCode).toBe(502);
    expect(await balanceOf(client)).toBe(299);
  });
});

/** The stated total as the budget table writes it (6 x RM250 + RM3,200 + 640 x RM12) and as the checker names it. */
const TOTAL = "RM 12,380.00";
const budgetSection = "Tajuk bahagian: Anggaran Perbelanjaan\n";
const dropTotal = (normal: string) => normal.replaceAll(TOTAL, "[Nyatakan jumlah]");
const missesTotal = (f: { code: string; subject?: string }) => f.code === "missing_fact" && f.subject === "RM 12,380";

describe("the LLM writer checks each section against the user's facts", () => {
  it("redrafts a budget section that dropped the stated total; the stored paper keeps it, charged once", async () => {
    const { user, client } = await richUser();
    fake.script(budgetSection, [dropTotal, null]);
    const res = await client.post("/api/proposal-requirements", programmeForm());
    expect(res.statusCode).toBe(201);
    const { proposal } = res.json();
    const drafts = fake.requests.filter((r) => r.prompt.includes(budgetSection));
    expect(drafts).toHaveLength(2);
    expect(drafts[0]!.answer).not.toContain(TOTAL);
    expect(drafts[1]!.prompt).toContain('does not state the budget total "RM 12,380"');
    expect(proposal.content).toContain(TOTAL);
    const stored = (await client.get(`/api/proposals/${proposal.id}`)).json();
    expect(stored.kind).toBe("program");
    expect(stored.check.findings.filter(missesTotal)).toEqual([]);
    expect(stored.check.facts).toContainEqual({ key: "budgetTotal", value: "RM 12,380", kept: true });
    expect(await balanceOf(client)).toBe(50);
    const usage = await t.db.select().from(aiGenerations).where(eq(aiGenerations.userId, user.id));
    expect(usage.map((u) => u.kind).sort()).toEqual([...Array(9).fill("section"), "section-redraft"]);
    await expectBalanceMatchesLedger(t.db, user.id);
  });

  it("stores a paper whose section keeps failing after two redrafts, with the findings shown, charged once", async () => {
    const { user, client } = await richUser();
    fake.script(budgetSection, [dropTotal, dropTotal, dropTotal]);
    const res = await client.post("/api/proposal-requirements", programmeForm());
    expect(res.statusCode).toBe(201);
    const { proposal } = res.json();
    expect(fake.requests.filter((r) => r.prompt.includes(budgetSection))).toHaveLength(3);
    expect(proposal.content).not.toContain(TOTAL);
    const stored = (await client.get(`/api/proposals/${proposal.id}`)).json();
    expect(stored.check.ok).toBe(false);
    expect(stored.check.findings.filter(missesTotal)).toHaveLength(1);
    expect(stored.check.facts).toContainEqual({ key: "budgetTotal", value: "RM 12,380", kept: false });
    expect(await balanceOf(client)).toBe(50);
    const usage = await t.db.select().from(aiGenerations).where(eq(aiGenerations.userId, user.id));
    expect(usage.filter((u) => u.kind === "section-redraft")).toHaveLength(2);
    await expectBalanceMatchesLedger(t.db, user.id);
  });
});
