import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { type Database, openDatabase, queryRows } from "./client.js";
import { openConfiguredDatabase } from "./open-from-config.js";
import { PgliteThread } from "./pglite-thread.js";

// Nothing on this thread may start PGlite: the embedded database runs on its worker thread only.
vi.mock("@electric-sql/pglite", async (importOriginal) => {
  const original = await importOriginal<typeof import("@electric-sql/pglite")>();
  class MainThreadPglite {
    constructor() {
      throw new Error("PGlite was started on the request thread");
    }
    static create(): never {
      throw new Error("PGlite was started on the request thread");
    }
  }
  return { ...original, PGlite: MainThreadPglite };
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kertas-pglite-thread-"));
const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  CLIENT_DIST_DIR: path.resolve("test-artifacts/no-client"),
});
let database: Database;

beforeAll(async () => {
  // The default configuration: no DATABASE_URL, the embedded database in DATA_DIR.
  database = await openConfiguredDatabase({ ...config, databaseUrl: undefined });
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database's worker thread", () => {
  it("serves the configured database (migrated and seeded) in DATA_DIR/pglite", async () => {
    expect(database.kind).toBe("pglite");
    expect(Reflect.get(database.db, "$client")).toBeInstanceOf(PgliteThread);
    expect(fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    const [row] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM pricing_tiers`);
    expect(row!.n).toBeGreaterThan(0);
  });

  it("answers a request that needs no database while a long query runs", async () => {
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    try {
      const order: string[] = [];
      const long = database.db.execute(sql`SELECT pg_sleep(2)`).then(() => order.push("long query"));
      // A timer: on the request thread, a query that had started would hold it until the query ended.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const page = await app.inject({ method: "GET", url: "/tentang" });
      order.push("page");
      expect(page.statusCode).toBe(404);
      await long;
      expect(order).toEqual(["page", "long query"]);
    } finally {
      await app.close();
    }
  });

  it("runs a transaction on one session: queries sent meanwhile wait, and its rollback undoes only its own writes", async () => {
    await database.db.execute(sql`CREATE TABLE thread_probe (label text PRIMARY KEY)`);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const insideWritten = new Promise<void>((resolve) => (written = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_probe VALUES ('inside')`);
      written();
      await gate;
      const seen = await queryRows<{ label: string }>(tx, sql`SELECT label FROM thread_probe ORDER BY label`);
      expect(seen.map((r) => r.label)).toEqual(["inside"]);
      throw new Error("rolled back on purpose");
    });
    await insideWritten;
    const order: string[] = [];
    const outside = database.db
      .execute(sql`INSERT INTO thread_probe VALUES ('outside')`)
      .then(() => order.push("outside write"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push("transaction released");
    release();
    await expect(transaction).rejects.toThrow("rolled back on purpose");
    await outside;
    expect(order).toEqual(["transaction released", "outside write"]);
    const rows = await queryRows<{ label: string }>(database.db, sql`SELECT label FROM thread_probe`);
    expect(rows.map((r) => r.label)).toEqual(["outside"]);
  });

  it("passes PostgreSQL's error fields through (a unique violation keeps its code and constraint)", async () => {
    await database.db.execute(sql`CREATE TABLE thread_unique (id int PRIMARY KEY)`);
    await database.db.execute(sql`INSERT INTO thread_unique VALUES (1)`);
    const error = await database.db.execute(sql`INSERT INTO thread_unique VALUES (1)`).catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause?.code).toBe("23505");
    expect(cause?.constraint).toBe("thread_unique_pkey");
  });
});

/** The message of the error Drizzle wraps a failed query's error in. */
const causeMessage = (error: { cause?: Error; message: string }) => error.cause?.message ?? error.message;

describe("a failing worker", () => {
  it("fails the queries waiting on it, and later ones, with an error naming it instead of hanging", async () => {
    const other = await openDatabase({ memory: true });
    const thread = Reflect.get(other.db, "$client") as PgliteThread;
    const waiting = other.db.execute(sql`SELECT pg_sleep(5)`).catch(causeMessage);
    await (Reflect.get(thread, "worker") as Worker).terminate();
    expect(await waiting).toMatch(/embedded database \(PGlite worker\) stopped/);
    expect(await other.db.execute(sql`SELECT 1`).catch(causeMessage)).toMatch(/embedded database/);
    await other.close();
  });

  it("reports a data directory it cannot open", async () => {
    const file = path.join(dataDir, "not-a-directory");
    fs.writeFileSync(file, "x");
    await expect(PgliteThread.start(file)).rejects.toThrow(/embedded database could not be opened/);
  });
});
