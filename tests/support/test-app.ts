import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Writer } from "../../src/server/ai/writer.js";
import { buildApp } from "../../src/server/app.js";
import { type Config, loadConfig } from "../../src/server/config.js";
import type { Database, Db } from "../../src/server/db/client.js";
import type { Mailer } from "../../src/server/mail/mailer.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

export type TestApp = { app: FastifyInstance; db: Db; database: TestDatabase; config: Config; close(): Promise<void> };

/**
 * The real application on a fresh database, or on `options.database` (which the caller then owns and
 * closes). Env-style overrides go through the real config parser.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { writer?: Writer; logStream?: NodeJS.WritableStream; mailer?: Mailer; database?: Database } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    CLIENT_DIST_DIR: path.resolve("test-artifacts/no-client"),
    // Every test signs in from one address; the per-address limit has tests of its own.
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: "100000",
    ...env,
  });
  const database: TestDatabase = options.database
    ? { ...options.database, dispose: async () => {} }
    : await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: Boolean(options.logStream),
    logStream: options.logStream,
    writer: options.writer,
    mailer: options.mailer,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
