/**
 * The last net for unique indexes: a PostgreSQL unique violation (23505) that a service did not
 * turn into its own conflict leaves the server as a 409 with the catalogue's Malay message, never a
 * 500, and the transaction it happened in changes nothing.
 */
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "../../src/server/db/schema.js";
import { registerErrorHandler } from "../../src/server/http/error-handler.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  registerErrorHandler(app);
  // A route that writes one row, then one that collides, in one transaction: the real driver's error.
  app.post("/collide", async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(settings).values({ key: "probe_first", value: sql`'1'::jsonb` });
      await tx.insert(settings).values({ key: "probe_twice", value: sql`'1'::jsonb` });
      await tx.insert(settings).values({ key: "probe_twice", value: sql`'2'::jsonb` });
    });
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe("a unique violation that reaches the edge", () => {
  it("answers 409 ALREADY_EXISTS in Malay and rolls the whole transaction back", async () => {
    const res = await app.inject({ method: "POST", url: "/collide" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: "ALREADY_EXISTS",
      message: "Rekod yang sama sudah wujud, mungkin dihantar dua kali. Tiada apa-apa diubah.",
    });
    const left = await database.db
      .select()
      .from(settings)
      .where(sql`${settings.key} IN ('probe_first', 'probe_twice')`);
    expect(left).toEqual([]);
  });
});
