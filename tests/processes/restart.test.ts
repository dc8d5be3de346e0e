import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeLlmServer, startFakeLlmServer } from "../support/fake-llm-server.js";
import { simpleForm } from "../support/forms.js";
import { ProcessClient, type ServerProcess, startServerProcess } from "../support/server-process.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";

let fake: FakeLlmServer;
const databases: TestDatabase[] = [];
const dataDirs: string[] = [];
const running: ServerProcess[] = [];

/** Where both lives of the server keep their data: the suite's PostgreSQL server, or PGlite on disk. */
async function storage(): Promise<Record<string, string>> {
  const fresh = await createTestDatabase();
  if (fresh.url) {
    databases.push(fresh);
    return { DATABASE_URL: fresh.url };
  }
  await fresh.dispose();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kertas-restart-"));
  dataDirs.push(dir);
  return { DATA_DIR: dir };
}

beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(async () => {
  for (const server of running) server.child.kill("SIGKILL");
  await Promise.all(running.map((s) => s.exited));
  await fake.close();
  for (const database of databases) await database.dispose();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a server process stopped during a generation", () => {
  it("lets the user generate again within seconds of the restart, the lost generation failed", async () => {
    const env = { ...(await storage()), AI_BASE_URL: fake.url, AI_API_KEY: "test-key", AI_MODEL: "fake-model" };
    const first = await startServerProcess(env);
    running.push(first);
    const user = new ProcessClient(first.baseUrl);
    const registered = await user.post("/api/auth/register", {
      email: "pulih.selepas.ranap@contoh.my",
      password: "Kebun-Durian-2026",
      firstName: "Nur",
      lastName: "Aisyah",
    });
    expect(registered.status).toBe(201);

    // The provider never answers: the generation stays running until the process dies.
    fake.setScenario([{ fault: { type: "hang" } }]);
    const started = await user.post("/api/generate-proposal-preview", simpleForm({ tier: "basic" }), {
      prefer: "respond-async",
    });
    expect(started.status).toBe(202);
    const { jobId } = (await started.json()) as { jobId: string };
    await expect.poll(() => fake.requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const blocked = await user.post("/api/generate-proposal-preview", simpleForm({ tier: "basic" }), {
      prefer: "respond-async",
    });
    expect(blocked.status).toBe(429);

    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    fake.setScenario([]);

    const second = await startServerProcess(env, { port: Number(new URL(first.baseUrl).port) });
    running.push(second);
    const restarted = Date.now();
    // The same browser, the same session: the page follows the lost job's status until it ends.
    const status = async (id: string) =>
      ((await (await user.get(`/api/generations/${id}`)).json()) as { status: string; error?: string }).status;
    while ((await status(jobId)) === "running" && Date.now() - restarted < 30_000) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const waitedMs = Date.now() - restarted;
    console.info(`after kill -9 and restart, the lost generation ended ${waitedMs} ms after the server was ready`);
    expect(await status(jobId)).toBe("failed");
    expect(waitedMs).toBeLessThan(10_000);
    const again = await user.post("/api/generate-proposal-preview", simpleForm({ tier: "basic" }), {
      prefer: "respond-async",
    });
    expect(again.status).toBe(202);
    const { jobId: newJob } = (await again.json()) as { jobId: string };
    await expect.poll(() => status(newJob), { timeout: 30_000 }).toBe("succeeded");
  }, 240_000);

  it("ends on SIGTERM within 10 s while a generation runs and its event stream is open", async () => {
    const env = { ...(await storage()), AI_BASE_URL: fake.url, AI_API_KEY: "test-key", AI_MODEL: "fake-model" };
    const server = await startServerProcess(env);
    running.push(server);
    const user = new ProcessClient(server.baseUrl);
    expect(
      (
        await user.post("/api/auth/register", {
          email: "henti.dengan.sopan@contoh.my",
          password: "Kebun-Durian-2026",
          firstName: "Farid",
          lastName: "Osman",
        })
      ).status,
    ).toBe(201);
    fake.setScenario([{ fault: { type: "hang" } }]);
    const requestsBefore = fake.requests.length;
    const started = await user.post("/api/generate-proposal-preview", simpleForm({ tier: "basic" }), {
      prefer: "respond-async",
    });
    const { eventsUrl } = (await started.json()) as { eventsUrl: string };
    const stream = await user.get(eventsUrl);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    await expect.poll(() => fake.requests.length, { timeout: 15_000 }).toBeGreaterThan(requestsBefore);

    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const ended = await server.exited;
    const tookMs = Date.now() - signalled;
    console.info(`SIGTERM with a running generation and an open stream: exited (${ended}) after ${tookMs} ms`);
    expect(tookMs).toBeLessThan(10_500);
    // The open stream was told the server is going away before it closed.
    const text = await stream.text().catch(() => "");
    expect(text).toContain("event: closed");
    fake.setScenario([]);
  }, 120_000);
});
