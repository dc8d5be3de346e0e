import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR } from "./migrations-folder.js";
import type { Notifications } from "./notifications.js";
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

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  /** In memory; from `image` (a file PGlite's dumpDataDir wrote) when given, else an empty cluster. */
  | { memory: true; image?: string };

/**
 * PostgreSQL when given its URL; otherwise the embedded PGlite, in DATA_DIR/pglite or in memory, which
 * runs on a worker thread of its own (pglite-thread.ts): never on the thread that answers requests.
 */
/** Whether DATA_DIR already holds the embedded database's cluster. */
export function pgliteDataExists(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // The PostgreSQL driver is loaded only by an installation that uses it (start-up time and memory).
  if ("databaseUrl" in options) {
    const { openPostgres } = await import("./postgres.js");
    return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  }
  if ("dataDir" in options) {
    const dir = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    return openPglite(await PgliteThread.start(dir));
  }
  return openPglite(await PgliteThread.start(undefined, options.image));
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
