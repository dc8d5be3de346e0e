import type { Config } from "../config.js";
import { type Database, openDatabase, pgliteDataExists } from "./client.js";
import { seedDatabase } from "./seed.js";

/** Opens PostgreSQL when DATABASE_URL is set, the embedded PGlite in DATA_DIR otherwise; migrates and seeds. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const options = config.databaseUrl
    ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize }
    : { dataDir: config.dataDir };
  const created = !config.databaseUrl && !pgliteDataExists(config.dataDir);
  let database = await openDatabase(options);
  await database.migrate();
  await seedDatabase(database.db);
  // Creating the cluster and its tables leaves PGlite holding about 500 MB it never gives back: a
  // new data directory is opened once more, as every later start opens it.
  if (created) {
    await database.close();
    database = await openDatabase(options);
  }
  return database;
}
