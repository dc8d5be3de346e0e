/**
 * A stream served by another instance hears a job's signals through PostgreSQL's LISTEN/NOTIFY, and
 * listens again after its listening connection is lost. PostgreSQL only (TEST_DATABASE_URL): the
 * embedded database serves one process.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "../../src/server/db/client.js";
import { env, gatedWriter, openStream, startPreview } from "../support/generation-streams.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

describe("a stream on another instance (PostgreSQL)", () => {
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
