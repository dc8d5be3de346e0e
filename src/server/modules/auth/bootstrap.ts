import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { createAccount } from "./accounts.js";

export const DEFAULT_SUPER_ADMIN_EMAIL = "superadmin@kertas-ai.local";

/**
 * On first start, creates the protected super admin from SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD,
 * or with a random password printed once (and a forced change at first sign-in).
 */
export async function ensureSuperAdmin(
  db: Db,
  config: Config,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.isProtected, true)).limit(1);
  if (existing) return;
  const email = config.superAdmin.email ?? DEFAULT_SUPER_ADMIN_EMAIL;
  const generated = !config.superAdmin.password;
  const password = config.superAdmin.password ?? randomBytes(12).toString("base64url");
  try {
    await createAccount(db, {
      email,
      password,
      firstName: "Super",
      lastName: "Admin",
      role: "super_admin",
      isProtected: true,
      mustChangePassword: generated,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "EMAIL_TAKEN") return; // another instance won the race
    if (error instanceof AppError && error.code === "WEAK_PASSWORD") {
      throw new Error("SUPER_ADMIN_PASSWORD is too common a password; choose another.");
    }
    throw error;
  }
  if (generated) {
    log.warn(
      `Created the super admin ${email} with the one-time password ${password} — sign in and change it now; it is not shown again.`,
    );
  } else {
    log.info(`Created the super admin ${email}.`);
  }
}
