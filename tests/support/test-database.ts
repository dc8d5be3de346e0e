import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../src/server/db/client.js";
import { seedDatabase } from "../../src/server/db/seed.js";

/** The PostgreSQL server the suite runs against, when set; the embedded PGlite otherwise. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export type TestDatabase = Database & { url?: string; dispose(): Promise<void> };

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite, or a new
 * database on the TEST_DATABASE_URL server that is dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    await seedDatabase(database.db);
    return { ...database, dispose: () => database.close() };
  }
  const name = `kertas_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  await database.migrate();
  await seedDatabase(database.db);
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
