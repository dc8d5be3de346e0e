import { and, eq, isNull, sql } from "drizzle-orm";
import type { Role } from "../../../common/constants.js";
import type { UserDto } from "../../../common/schemas/auth.js";
import { badRequest, conflict } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { users } from "../../db/schema.js";
import { grantCredits } from "../credits/ledger.js";
import { getSettings } from "../settings/service.js";
import { hashPassword, isCommonPassword } from "./password.js";

export type NewAccount = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role?: Role;
  mustChangePassword?: boolean;
  isProtected?: boolean;
  actorId?: string | null;
  /** The agent the new account is assigned to (a sign-up on an organisation's domain). */
  agentId?: string | null;
  /** The language chosen when signing up. */
  language?: "ms" | "en";
};

export type UserRow = typeof users.$inferSelect;

export function assertAcceptablePassword(password: string, field = "password"): void {
  if (isCommonPassword(password)) throw badRequest("WEAK_PASSWORD", field);
}

/**
 * Creates an account with its starting credits (100 for users, 500 for agents, from settings),
 * the grant written to the ledger in the same transaction. A taken email answers 409.
 */
export async function createAccount(db: Db, input: NewAccount): Promise<UserRow> {
  assertAcceptablePassword(input.password);
  const email = input.email.trim().toLowerCase();
  const role = input.role ?? "user";
  const passwordHash = await hashPassword(input.password);
  const starting = await getSettings(db, ["new_user_credits", "new_agent_credits"]);
  const startingCredits =
    role === "user" ? starting.new_user_credits : role === "admin" ? starting.new_agent_credits : 0;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          role,
          mustChangePassword: input.mustChangePassword ?? false,
          isProtected: input.isProtected ?? false,
          agentId: input.agentId ?? null,
          ...(input.language ? { language: input.language } : {}),
        })
        .returning();
      if (!created) throw new Error("insert returned nothing");
      if (startingCredits > 0) {
        created.credits = await grantCredits(tx, {
          userId: created.id,
          amount: startingCredits,
          kind: "signup_bonus",
          reference: "signup",
          actorId: input.actorId ?? null,
        });
      }
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("EMAIL_TAKEN");
    throw error;
  }
}

/** The live account with this email; a deleted account is never found (no sign-in, no sign-in link). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

export function toUserDto(user: UserRow): UserDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    subscriptionStatus: user.subscriptionStatus,
    unlimited: user.unlimited || user.role === "super_admin",
    mustChangePassword: user.mustChangePassword,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}
