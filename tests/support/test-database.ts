import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { adminQuery, withDatabase } from "../../scripts/scratch-database.js";
import { type Database, openDatabase } from "../../src/server/db/client.js";
import { seedDatabase } from "../../src/server/db/seed.js";
import { IMAGE_ENV, TEMPLATE_ENV } from "./database-image.js";

/** The PostgreSQL server the suite runs against, when set; the embedded PGlite otherwise. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export type TestDatabase = Database & { url?: string; dispose(): Promise<void> };

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite, or a new
 * database on the TEST_DATABASE_URL server that is dropped afterwards. Both start from the run's
 * image or template (database-image.ts) when the global setup made one; migrate() then finds
 * nothing to apply, and would apply a migration written since.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const image = process.env[IMAGE_ENV];
    const fromImage = image !== undefined && fs.existsSync(image);
    const database = await openDatabase({ memory: true, image: fromImage ? image : undefined });
    await database.migrate();
    if (!fromImage) await seedDatabase(database.db);
    return { ...database, dispose: () => database.close() };
  }
  const template = process.env[TEMPLATE_ENV];
  const name = `kertas_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(TEST_DATABASE_URL, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = withDatabase(TEST_DATABASE_URL, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
  await database.migrate();
  if (!template) await seedDatabase(database.db);
  return {
    ...database,
    url,
    async dispose() {
      await database.close();
      await adminQuery(TEST_DATABASE_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
