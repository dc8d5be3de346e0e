import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Role } from "../../src/common/constants.js";
import type { Db } from "../../src/server/db/client.js";
import { users } from "../../src/server/db/schema.js";
import { createAccount, type UserRow } from "../../src/server/modules/auth/accounts.js";
import { TestClient } from "./http-client.js";

export const DEFAULT_TEST_PASSWORD = "Kebun-Durian-2026";

export function uniqueEmail(prefix = "pengguna"): string {
  return `${prefix}.${randomBytes(4).toString("hex")}@contoh.my`;
}

/** Creates an account the way the product does (starting credits through the ledger). */
export async function createUser(
  db: Db,
  options: { role?: Role; email?: string; password?: string; unlimited?: boolean; mustChangePassword?: boolean } = {},
): Promise<UserRow & { password: string }> {
  const password = options.password ?? DEFAULT_TEST_PASSWORD;
  let user = await createAccount(db, {
    email: options.email ?? uniqueEmail(options.role ?? "user"),
    password,
    firstName: "Siti",
    lastName: "Aminah",
    role: options.role ?? "user",
    mustChangePassword: options.mustChangePassword,
  });
  if (options.unlimited) {
    [user] = (await db.update(users).set({ unlimited: true }).where(eq(users.id, user.id)).returning()) as [UserRow];
  }
  return { ...user, password };
}

/** A user and a client signed in as them through the real login endpoint. */
export async function signedInUser(app: FastifyInstance, db: Db, options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, options);
  const client = new TestClient(app);
  const response = await client.post("/api/auth/login", { email: user.email, password: user.password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { user, client };
}
