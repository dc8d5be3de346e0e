/**
 * A progress stream hears of each change from the instance running the job (in-process, and through
 * PostgreSQL's LISTEN/NOTIFY from another instance: generation-signals-postgres.test.ts) instead of
 * reading the database every 250 ms. Here the streams' safety poll is an hour: every event that
 * arrives was pushed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../src/server/db/client.js";
import { env, gatedWriter, openStream, startPreview, wait } from "../support/generation-streams.js";
import { createTestApp, type TestApp } from "../support/test-app.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";

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
