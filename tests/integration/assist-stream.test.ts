/** The assistant's text actions streamed as server-sent events while the LLM writes. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { malay } from "../../src/server/core/messages.js";
import { creditLedger } from "../../src/server/db/schema.js";
import { setBalance } from "../support/credits.js";
import { signedInUser } from "../support/factories.js";
import { type FakeLlmServer, fakeLlmWriter, startFakeLlmServer } from "../support/fake-llm-server.js";
import { TEST_HOST, TEST_ORIGIN } from "../support/http-client.js";
import { expectBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { sseEvents } from "../support/sse-events.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let fake: FakeLlmServer;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeLlmServer();
  const writer = fakeLlmWriter(fake);
  t = await createTestApp({}, { writer });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const SSE = { accept: "text/event-stream" };
// Informal ('utk'), so that Formal changes it: a result that is the text given is not charged.
const improve = { content: "Program ini bagus utk belia kampung.", instruction: "formal" };

async function richUser() {
  const signed = await signedInUser(t.app, t.db);
  await setBalance(t.db, signed.user.id, 100);
  return signed;
}

const ledgerRows = (userId: string) => t.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

describe("streamed assistant actions", () => {
  it("streams pieces, then the same answer as the plain call, charged once", async () => {
    const { user, client } = await richUser();
    const plain = await client.post("/api/ai/improve-section", improve);
    expect(plain.statusCode).toBe(200);
    const before = (await ledgerRows(user.id)).length;

    const res = await client.post("/api/ai/improve-section", improve, SSE);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    const list = sseEvents(res.payload);
    const deltas = list.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(2);
    expect(list.filter((e) => e.event === "done")).toHaveLength(1);
    expect(list.at(-1)!.event).toBe("done");
    const done = list.at(-1)!.data;
    expect(done.improvedContent).toBe(plain.json().improvedContent);
    expect(done).toEqual({ improvedContent: done.improvedContent, creditsDeducted: 1, balance: 98, unchanged: false });
    expect(
      deltas
        .map((d) => d.data.text)
        .join("")
        .trim().length,
    ).toBeGreaterThan(0);
    expect((await ledgerRows(user.id)).length).toBe(before + 1);
    await expectBalanceMatchesLedger(t.db, user.id);
  });

  it("streams a translation too", async () => {
    const { client } = await richUser();
    const res = await client.post(
      "/api/ai/translate",
      { content: "Program ini bagus.", targetLanguage: "English" },
      SSE,
    );
    const list = sseEvents(res.payload);
    expect(list.filter((e) => e.event === "delta").length).toBeGreaterThan(1);
    expect(list.at(-1)).toMatchObject({ event: "done", data: { creditsDeducted: 1, balance: 99 } });
    expect(String(list.at(-1)!.data.translatedContent).length).toBeGreaterThan(0);
  });

  it("a failing model ends the stream with `failed` and charges nothing", async () => {
    const { user, client } = await richUser();
    fake.setScenario([{ fault: { type: "status", status: 500 } }]);
    const res = await client.post(
      "/api/ai/translate",
      { content: "Program ini bagus.", targetLanguage: "English" },
      SSE,
    );
    expect(res.statusCode).toBe(200);
    expect(sseEvents(res.payload).at(-1)).toEqual({
      event: "failed",
      data: { message: malay("errors.TRANSLATE_FAILED"), code: "TRANSLATE_FAILED" },
    });
    expect((await client.get("/api/credits/balance")).json().credits).toBe(100);
    await expectBalanceMatchesLedger(t.db, user.id);
  });

  it("a broken stream after some pieces is `failed`, not charged", async () => {
    const { client } = await richUser();
    fake.setScenario([{ fault: { type: "truncate", mode: "close", fraction: 0.5 } }]);
    const res = await client.post("/api/ai/improve-section", improve, SSE);
    const list = sseEvents(res.payload);
    expect(list.at(-1)).toMatchObject({ event: "failed", data: { code: "IMPROVE_FAILED" } });
    expect((await client.get("/api/credits/balance")).json().credits).toBe(100);
  });

  it("answers plain JSON without the header, and JSON errors before any stream", async () => {
    const { user, client } = await richUser();
    const plain = await client.post("/api/ai/improve-section", improve);
    expect(plain.headers["content-type"]).toContain("application/json");
    expect(Object.keys(plain.json()).sort()).toEqual(["balance", "creditsDeducted", "improvedContent", "unchanged"]);

    const invalid = await client.post("/api/ai/improve-section", { content: "", instruction: "formal" }, SSE);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers["content-type"]).toContain("application/json");
    expect(invalid.json().code).toBeTruthy();

    await setBalance(t.db, user.id, 0);
    const poor = await client.post("/api/ai/improve-section", improve, SSE);
    expect(poor.statusCode).toBe(402);
    expect(poor.headers["content-type"]).toContain("application/json");
  });

  it("a reader who goes away stops the model and is charged nothing", async () => {
    const { user, client } = await richUser();
    fake.setScenario([{ fault: { type: "slow", tokensPerSecond: 20 } }]);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const payload = JSON.stringify(improve);
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/ai/improve-section",
          method: "POST",
          headers: {
            host: TEST_HOST,
            origin: TEST_ORIGIN,
            cookie: `sid=${client.sessionToken}`,
            accept: "text/event-stream",
            "content-type": "application/json",
            "content-length": Buffer.byteLength(payload),
          },
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.on("data", (chunk: Buffer) => {
            if (chunk.toString().includes("event: delta")) {
              req.destroy();
              resolve();
            }
          });
        },
      );
      req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
      req.end(payload);
    });
    await expect.poll(() => fake.requests[0]?.clientAborted, { timeout: 3000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await client.get("/api/credits/balance")).json().credits).toBe(100);
    await expectBalanceMatchesLedger(t.db, user.id);
  });
});
