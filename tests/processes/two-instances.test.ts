import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeLlmServer, startFakeLlmServer } from "../support/fake-llm-server.js";
import { simpleForm } from "../support/forms.js";
import { ProcessClient, type ServerProcess, startServerProcess } from "../support/server-process.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";

// Two server processes on one PostgreSQL database, as behind a load balancer. (PGlite is one
// process's embedded database, so this file runs in the PostgreSQL run of the suite: see
// vitest.config.ts.)
let fake: FakeLlmServer;
let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  fake = await startFakeLlmServer();
  database = await createTestDatabase();
  if (!database.url) throw new Error("two instances need a PostgreSQL server (TEST_DATABASE_URL)");
  const env = { DATABASE_URL: database.url, AI_BASE_URL: fake.url, AI_API_KEY: "test-key", AI_MODEL: "fake-model" };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 180_000);
afterAll(async () => {
  for (const server of [a, b]) server?.child.kill("SIGTERM");
  await Promise.all([a?.exited, b?.exited]);
  await fake?.close();
  await database?.dispose();
});

async function register(server: ServerProcess, email: string): Promise<ProcessClient> {
  const client = new ProcessClient(server.baseUrl);
  const res = await client.post("/api/auth/register", {
    email,
    password: "Kebun-Durian-2026",
    firstName: "Hafiz",
    lastName: "Rahman",
  });
  expect(res.status).toBe(201);
  return client;
}

/** Reads a server-sent event stream until `last` arrives; returns the event names in order. */
async function readEvents(client: ProcessClient, url: string, last: string[]): Promise<string[]> {
  const res = await client.get(url);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    buffer += decoder.decode(value, { stream: true });
    for (const match of buffer.matchAll(/^event: (\w+)$/gm)) events.push(match[1]!);
    buffer = buffer.slice(buffer.lastIndexOf("\n") + 1);
    if (events.some((e) => last.includes(e))) {
      await reader.cancel();
      return events;
    }
  }
}

describe("two server processes on one PostgreSQL", () => {
  it("serve the same session: signed in through one, known to the other, signed out through the other", async () => {
    const onA = await register(a, "dua.pelayan@contoh.my");
    const onB = onA.on(b.baseUrl);
    const me = await onB.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe("dua.pelayan@contoh.my");
    expect((await onB.post("/api/auth/logout")).status).toBe(204);
    const sameCookieOnA = new ProcessClient(a.baseUrl);
    sameCookieOnA.cookie = onA.cookie;
    expect((await sameCookieOnA.get("/api/auth/user")).status).toBe(401);
  });

  it("count sign-in failures together: five wrong guesses split across both lock the account on both", async () => {
    await register(b, "kunci.bersama@contoh.my");
    const guess = (server: ServerProcess, password: string) =>
      new ProcessClient(server.baseUrl).post("/api/auth/login", { email: "kunci.bersama@contoh.my", password });
    const statuses: number[] = [];
    for (const [i, server] of [a, b, a, b, a].entries())
      statuses.push((await guess(server, `Salah-${i}-Sekali`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await guess(b, "Kebun-Durian-2026")).status).toBe(429);
    expect((await guess(a, "Kebun-Durian-2026")).status).toBe(429);
  });

  it("stream a generation started through one instance through the other, to the end", async () => {
    // Slow enough that the stream is open while the sections are written.
    fake.setScenario([{ fault: { type: "slow", tokensPerSecond: 400 } }]);
    const onA = await register(a, "jana.silang@contoh.my");
    const started = await onA.post("/api/generate-proposal-preview", simpleForm({ tier: "basic" }), {
      prefer: "respond-async",
    });
    expect(started.status).toBe(202);
    const { jobId, eventsUrl } = (await started.json()) as { jobId: string; eventsUrl: string };
    const events = await readEvents(onA.on(b.baseUrl), eventsUrl, ["done", "failed"]);
    expect(events).toContain("progress");
    expect(events.at(-1)).toBe("done");
    const status = (await (await onA.get(`/api/generations/${jobId}`)).json()) as { status: string };
    expect(status.status).toBe("succeeded");
    // One generation per user holds across instances: a second start through B while none runs is fine.
    const second = await onA.on(b.baseUrl).post("/api/generate-proposal-preview", simpleForm({ tier: "basic" }), {
      prefer: "respond-async",
    });
    expect(second.status).toBe(202);
  }, 120_000);
});
