import type { Config } from "../config.js";
import { type Database, openDatabase } from "./client.js";
import { seedDatabase } from "./seed.js";

/** Opens PostgreSQL when DATABASE_URL is set, the embedded PGlite in DATA_DIR otherwise; migrates and seeds. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize }
      : { dataDir: config.dataDir },
  );
  await database.migrate();
  await seedDatabase(database.db);
  return database;
}
