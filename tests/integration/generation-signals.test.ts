/**
 * A progress stream hears of each change from the instance running the job (in-process, and through
 * PostgreSQL's LISTEN/NOTIFY from another instance) instead of reading the database every 250 ms.
 * Here the streams' safety poll is an hour: every event that arrives was pushed.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuiltinWriter } from "../../src/server/ai/builtin/composer.js";
import type { Writer } from "../../src/server/ai/writer.js";
import { type Database, type Db, openDatabase, queryRows } from "../../src/server/db/client.js";
import { signedInUser } from "../support/factories.js";
import { simpleForm } from "../support/forms.js";
import { sseEvents } from "../support/sse-events.js";
import { createTestApp, type TestApp } from "../support/test-app.js";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../support/test-database.js";

const env = { GENERATION_EVENTS_POLL_MS: "3600000" };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The built-in composer, handing over each section only when the test releases it (jobs one after another). */
function gatedWriter() {
  const builtin = createBuiltinWriter();
  let released = 0;
  let handed = 0;
  const waiting: (() => void)[] = [];
  const writer: Writer = {
    ...builtin,
    async sections(brief, outline, events) {
      const all = await builtin.sections(brief, outline);
      for (const [index, section] of all.entries()) {
        while (released <= handed) await new Promise<void>((resolve) => waiting.push(resolve));
        handed += 1;
        events?.onSection?.(index, section);
      }
      return all;
    },
  };
  const release = (count: number) => {
    released += count;
    for (const resume of waiting.splice(0)) resume();
  };
  return { writer, release };
}

/** The database with a count of the reads made through it (db.select). */
function countingReads(database: Database) {
  const counter = { reads: 0 };
  const db = new Proxy(database.db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property !== "select") return value.bind(target);
      return (...args: unknown[]) => {
        counter.reads += 1;
        return value.apply(target, args);
      };
    },
  }) as Db;
  return { database: { ...database, db }, counter };
}

/** An event stream read as it arrives, over a real connection. */
async function openStream(app: TestApp, path: string, sessionToken: string) {
  const server = app.app.server;
  const address = server.listening
    ? `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    : await app.app.listen({ port: 0, host: "127.0.0.1" });
  const events: { event: string; data: Record<string, unknown> }[] = [];
  let ended = false;
  const request = http.get(`${address}${path}`, { headers: { cookie: `sid=${sessionToken}` } }, (res) => {
    let buffer = "";
    res.on("data", (chunk) => {
      buffer += chunk;
      const end = buffer.lastIndexOf("\n\n");
      if (end < 0) return;
      events.push(...sseEvents(buffer.slice(0, end + 2)).filter((e) => e.event !== "message"));
      buffer = buffer.slice(end + 2);
    });
    res.on("end", () => {
      ended = true;
    });
  });
  return { events, ended: () => ended, names: () => events.map((e) => e.event), close: () => request.destroy() };
}

async function startPreview(app: TestApp) {
  const { client } = await signedInUser(app.app, app.db);
  const started = await client.post("/api/generate-proposal-preview", simpleForm({ tier: "professional" }), {
    prefer: "respond-async",
  });
  expect(started.statusCode).toBe(202);
  return { client, eventsUrl: started.json().eventsUrl as string };
}

describe("progress streams follow the running job's signals", () => {
  let database: TestDatabase;
  let t: TestApp;
  let counted: ReturnType<typeof countingReads>;
  const gate = gatedWriter();
  beforeAll(async () => {
    database = await createTestDatabase();
    counted = countingReads(database);
    t = await createTestApp(env, { writer: gate.writer, database: counted.database });
  });
  afterAll(async () => {
    gate.release(100);
    await t.close();
    await database.dispose();
  });

  it("delivers each section and the end as they are written, and reads nothing while the job is quiet", async () => {
    const { client, eventsUrl } = await startPreview(t);
    const stream = await openStream(t, eventsUrl, client.sessionToken!);
    await expect
      .poll(() => stream.events.find((e) => e.event === "progress" && e.data.phase === "sections"), { timeout: 10_000 })
      .toBeTruthy();

    gate.release(1);
    await expect.poll(() => stream.names().filter((n) => n === "section"), { timeout: 10_000 }).toHaveLength(1);
    await expect.poll(() => stream.events.at(-1)?.data.doneSections, { timeout: 10_000 }).toBe(1);

    // Nothing changes: the open stream asks the database nothing.
    const reads = counted.counter.reads;
    await wait(1_000);
    expect(counted.counter.reads).toBe(reads);
    expect(stream.names().filter((n) => n === "section")).toHaveLength(1);

    gate.release(5);
    await expect.poll(() => stream.ended(), { timeout: 10_000 }).toBe(true);
    const names = stream.names();
    expect(names.filter((n) => n === "section")).toHaveLength(6);
    expect(names.at(-1)).toBe("done");
    expect(stream.events.at(-1)!.data).toMatchObject({ result: { preview: { sections: expect.any(Array) } } });
  });
});

describe.skipIf(!TEST_DATABASE_URL)("a stream on another instance (PostgreSQL)", () => {
  let a: TestApp;
  let b: TestApp;
  let second: Database;
  const gate = gatedWriter();
  beforeAll(async () => {
    a = await createTestApp(env, { writer: gate.writer });
    second = await openDatabase({ databaseUrl: a.database.url!, poolSize: 5 });
    b = await createTestApp(env, { database: second });
  });
  afterAll(async () => {
    gate.release(100);
    await b?.close();
    await second?.close();
    await a?.close();
  });

  async function followAcross() {
    const { client, eventsUrl } = await startPreview(a);
    const stream = await openStream(b, eventsUrl, client.sessionToken!);
    await expect
      .poll(() => stream.events.find((e) => e.event === "progress" && e.data.phase === "sections"), { timeout: 10_000 })
      .toBeTruthy();
    gate.release(1);
    await expect.poll(() => stream.names().filter((n) => n === "section"), { timeout: 10_000 }).toHaveLength(1);
    gate.release(5);
    await expect.poll(() => stream.ended(), { timeout: 10_000 }).toBe(true);
    expect(stream.names().filter((n) => n === "section")).toHaveLength(6);
    expect(stream.names().at(-1)).toBe("done");
  }

  /** The database's connections that listen for signals (one per instance following a job). */
  const listeners = async () =>
    (
      await queryRows<{ pid: number }>(
        a.db,
        sql`SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      )
    ).map((r) => r.pid);

  it("hears each section and the end through LISTEN/NOTIFY", async () => {
    await followAcross();
  });

  it("listens again after its listening connection is lost", async () => {
    const lost = await listeners();
    expect(lost).toHaveLength(1);
    await a.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ${lost[0]}`);
    await expect
      .poll(async () => (await listeners()).filter((pid) => !lost.includes(pid)), { timeout: 10_000 })
      .toHaveLength(1);
    await followAcross();
  });
});
