import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { fromProjectRoot } from "../project-root.js";
import { type Notifications, postgresNotifications } from "./notifications.js";
import { PgliteThread } from "./pglite-thread.js";
import * as schema from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** LISTEN/NOTIFY between the instances sharing a PostgreSQL server; null on PGlite (one process). */
  notifications: Notifications | null;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions = { databaseUrl: string; poolSize?: number } | { dataDir: string } | { memory: true };

const MIGRATIONS_DIR = fromProjectRoot("migrations");
/** Any constant works; it only has to be the same for every instance of this product. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * PostgreSQL when given its URL; otherwise the embedded PGlite, in DATA_DIR/pglite or in memory, which
 * runs on a worker thread of its own (pglite-thread.ts): never on the thread that answers requests.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if ("dataDir" in options) {
    const dir = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    return openPglite(await PgliteThread.start(dir));
  }
  return openPglite(await PgliteThread.start());
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const notifications = postgresNotifications(url, pool);
  return {
    db,
    kind: "postgres",
    notifications,
    async migrate() {
      // Several instances may start at once: only one applies migrations at a time.
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}

async function openPglite(client: PgliteThread): Promise<Database> {
  // Drizzle's PGlite driver calls only what the thread's client has: query, exec and transaction.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    notifications: null,
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
