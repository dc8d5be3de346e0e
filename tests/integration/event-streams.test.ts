/**
 * A user's progress streams are capped: a further stream closes that user's oldest, so one user's
 * tabs or script cannot hold the server's connections; another user's streams are not touched.
 */
import http from "node:http";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generationJobs } from "../../src/server/db/schema.js";
import { MAX_STREAMS_PER_USER, streamsHeldBy } from "../../src/server/modules/generation/events.js";
import { signedInUser } from "../support/factories.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function runningJob(userId: string): Promise<string> {
  return runningJobIn(t, userId);
}

async function runningJobIn(app: TestApp, userId: string): Promise<string> {
  const [job] = await app.db
    .insert(generationJobs)
    .values({ userId, kind: "requirements", status: "running", input: {}, engine: "builtin", progress: {} })
    .returning({ id: generationJobs.id });
  return job!.id;
}

const settled = <T>(p: Promise<T>) => {
  const state = { done: false, value: undefined as T | undefined };
  void p.then((value) => Object.assign(state, { done: true, value }));
  return state;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("progress streams", () => {
  it("closes a user's oldest stream past the cap, and only that user's", async () => {
    const a = await signedInUser(t.app, t.db);
    const b = await signedInUser(t.app, t.db);
    const jobA = await runningJob(a.user.id);
    const jobB = await runningJob(b.user.id);
    const other = settled(b.client.get(`/api/generations/${jobB}/events`));
    const streams: ReturnType<typeof settled<LightMyRequestResponse>>[] = [];
    // Each stream is open before the next is asked for: a fixed pause let a busy machine register them
    // out of order, and then another stream than the first was the oldest.
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
      streams.push(settled(a.client.get(`/api/generations/${jobA}/events`)));
      await expect.poll(() => streamsHeldBy(a.user.id), { timeout: 10_000 }).toBe(i + 1);
    }
    await wait(300);
    expect(streams.filter((s) => s.done)).toHaveLength(0);
    const extra = settled(a.client.get(`/api/generations/${jobA}/events`));
    await expect.poll(() => streams[0]!.done, { timeout: 10_000 }).toBe(true);
    expect(streams[0]!.value!.body).toContain("event: closed");
    expect(streams[0]!.value!.body).toContain("TOO_MANY_STREAMS");
    expect(streams.slice(1).every((s) => !s.done)).toBe(true);
    expect(other.done).toBe(false);

    // The job ends: every open stream says so and closes.
    await t.db.update(generationJobs).set({ status: "failed" }).where(eq(generationJobs.id, jobA));
    await t.db.update(generationJobs).set({ status: "failed" }).where(eq(generationJobs.id, jobB));
    await expect.poll(() => [...streams.slice(1), extra, other].every((s) => s.done), { timeout: 10_000 }).toBe(true);
    expect(extra.value!.body).toContain("event: failed");
    expect(other.value!.body).toContain("event: failed");
  });

  it("ends its open streams when the server shuts down, so closing never waits on them", async () => {
    const app = await createTestApp();
    const { client, user } = await signedInUser(app.app, app.db);
    const jobId = await runningJobIn(app, user.id);
    const address = await app.app.listen({ port: 0, host: "127.0.0.1" });
    const received = new Promise<string>((resolve, reject) => {
      const req = http.get(
        `${address}/api/generations/${jobId}/events`,
        { headers: { cookie: `sid=${client.sessionToken}` } },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve(body));
        },
      );
      req.on("error", reject);
    });
    await wait(400);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    const body = await received;
    expect(body).toContain("event: closed");
    expect(body).toContain("SHUTTING_DOWN");
  });
});
