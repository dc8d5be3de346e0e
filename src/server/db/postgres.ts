/** The PostgreSQL side of the database (client.ts): a pool, migrations under a lock, LISTEN/NOTIFY. */
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database, Db } from "./client.js";
import { MIGRATIONS_DIR } from "./migrations-folder.js";
import { postgresNotifications } from "./notifications.js";
import * as schema from "./schema.js";

/** Any constant works; it only has to be the same for every instance of this product. */
const MIGRATION_LOCK_ID = 727_001;

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
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
