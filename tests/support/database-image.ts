/**
 * The migrated and seeded database every test file starts from, made once per run: initdb, the
 * migrations and the seed take PGlite about six seconds, and a copy of the result under a second.
 * On PGlite it is a data-directory image (PGlite's dumpDataDir) each test database is loaded from;
 * on a PostgreSQL server it is a template database each test database is created from.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { adminQuery, withDatabase } from "../../scripts/scratch-database.js";
import type { Db } from "../../src/server/db/client.js";
import { openDatabase } from "../../src/server/db/client.js";
import { MIGRATIONS_DIR } from "../../src/server/db/migrations-folder.js";
import * as schema from "../../src/server/db/schema.js";
import { seedDatabase } from "../../src/server/db/seed.js";

/** Where the image or template is named for the test processes (set by the global setup). */
export const IMAGE_ENV = "TEST_PGLITE_IMAGE";
export const TEMPLATE_ENV = "TEST_DATABASE_TEMPLATE";

/**
 * Writes the PGlite image to a temporary file; returns its path and how to remove it. Every test
 * file loads it, and the loading time follows its size: it is made with 1 MB write-ahead-log segments
 * instead of 16 MB, and without template0 (a test database is the cluster's 'postgres' database, and
 * no test creates a database on PGlite), 23 MB instead of 42.
 */
export async function makePgliteImage(): Promise<{ file: string; remove(): void }> {
  const client = await PGlite.create({ initDbStartParams: ["--wal-segsize=1"] });
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await seedDatabase(db as unknown as Db);
    await client.exec("ALTER DATABASE template0 IS_TEMPLATE false");
    await client.exec("DROP DATABASE template0");
    await client.exec("CHECKPOINT");
    const image = await client.dumpDataDir("none");
    const file = path.join(os.tmpdir(), `kertas-test-image-${process.pid}-${randomBytes(4).toString("hex")}.tar`);
    fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    return { file, remove: () => fs.rmSync(file, { force: true }) };
  } finally {
    await client.close();
  }
}

/** Creates the template database on the server at `url`; returns its name and how to drop it. */
export async function makePostgresTemplate(url: string): Promise<{ name: string; remove(): Promise<void> }> {
  const name = `kertas_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 2 });
  try {
    await database.migrate();
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
  return { name, remove: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
