import { randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Role } from "../../../common/constants.js";
import type { AdminUserDto } from "../../../common/schemas/admin.js";
import type {
  CreateAccountInput,
  CreatedAccountDto,
  CreatedTestUsersDto,
  EditUserInput,
  MessageResultDto,
  ResetPasswordInput,
  TopupCreditsInput,
  TopupResultDto,
  UserResultDto,
} from "../../../common/schemas/super-admin.js";
import type { Actor } from "../../core/actor.js";
import { AppError, conflict } from "../../core/errors.js";
import { malay } from "../../core/messages.js";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { generationJobs, payments, proposals, signInLinks, users } from "../../db/schema.js";
import { recordAudit } from "../audit/service.js";
import { assertAcceptablePassword, createAccount, type UserRow } from "../auth/accounts.js";
import { hashPassword } from "../auth/password.js";
import { deleteUserSessions } from "../auth/sessions.js";
import { adjustCredits, grantCredits } from "../credits/ledger.js";

/**
 * The super admin's account lifecycle. Each change runs in one transaction with its ledger rows and
 * its audit row; a refused request changes nothing. Deleted accounts (deleted_at set) do not exist
 * here: every lookup answers 404 for them.
 */

const userNotFound = () => new AppError(404, "USER_NOT_FOUND");
const protectedAccount = () => new AppError(403, "PROTECTED_ACCOUNT");

/** Readable temporary passwords: no 0/O, 1/l/I; three groups of four, e.g. `kT7m-Qx4p-W9zc` (71 bits). */
const READABLE = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export function temporaryPassword(): string {
  const group = () => Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join("");
  return `${group()}-${group()}-${group()}`;
}

const agents = alias(users, "agents");

const audit = (tx: Db, actor: Actor, action: string, userId: string, details: Record<string, unknown>) =>
  recordAudit(tx, actor, action, { type: "user", id: userId }, details);

/** The administration view of one live account (null when absent or deleted). */
export async function adminUserView(db: Db, userId: string): Promise<AdminUserDto | null> {
  const [row] = await db
    .select({ user: users, agentEmail: agents.email })
    .from(users)
    .leftJoin(agents, eq(agents.id, users.agentId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  const u = row.user;
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    credits: u.credits,
    unlimited: u.unlimited || u.role === "super_admin",
    subscriptionStatus: u.subscriptionStatus,
    agentId: u.agentId,
    agentEmail: row.agentEmail,
    createdAt: u.createdAt.toISOString(),
    lastSeenAt: u.lastSeenAt?.toISOString() ?? null,
  };
}

async function viewOf(db: Db, userId: string): Promise<AdminUserDto> {
  const view = await adminUserView(db, userId);
  if (!view) throw userNotFound();
  return view;
}

/** The live account, locked for the rest of the transaction; 404 when absent or deleted. */
async function lockLiveUser(tx: Db, userId: string): Promise<UserRow> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for("update");
  if (!user) throw userNotFound();
  return user;
}

// ---------------------------------------------------------------------------------------------
// Create

type NewAccountFields = CreateAccountInput & { agentId?: string };

/** Inside the caller's transaction: the account, its starting credits (ledger) and its audit row. */
async function createWithTemporaryPassword(
  tx: Db,
  actor: Actor,
  role: Extract<Role, "user" | "admin">,
  input: NewAccountFields,
): Promise<{ user: UserRow; temporaryPassword: string }> {
  const password = temporaryPassword();
  const user = await createAccount(tx, {
    email: input.email,
    password,
    firstName: input.firstName,
    lastName: input.lastName,
    role,
    mustChangePassword: true,
    actorId: actor.id,
  });
  if (input.agentId) await tx.update(users).set({ agentId: input.agentId }).where(eq(users.id, user.id));
  await audit(tx, actor, "account.create", user.id, {
    role,
    startingCredits: user.credits,
    ...(input.agentId ? { agentId: input.agentId } : {}),
  });
  return { user, temporaryPassword: password };
}

/** `create-user` (role user, 100 credits) and `create-admin` (an agent, 500 credits). */
export async function createManagedAccount(
  db: Db,
  actor: Actor,
  role: "user" | "admin",
  input: CreateAccountInput,
): Promise<CreatedAccountDto> {
  const created = await db.transaction((tx) => createWithTemporaryPassword(tx, actor, role, input));
  const messageKey = role === "admin" ? "userAdmin.agentCreated" : "userAdmin.userCreated";
  return {
    message: malay(messageKey, { credits: created.user.credits }),
    user: await viewOf(db, created.user.id),
    temporaryPassword: created.temporaryPassword,
  };
}

/** One agent and one user assigned to it, both with temporary passwords, in one transaction. */
export async function createTestUsers(db: Db, actor: Actor): Promise<CreatedTestUsersDto> {
  const tag = temporaryPassword().slice(0, 4).toLowerCase() + Date.now().toString(36);
  const { agent, user } = await db.transaction(async (tx) => {
    const agent = await createWithTemporaryPassword(tx, actor, "admin", {
      email: `ejen.ujian.${tag}@kertas-ai.test`,
      firstName: "Ejen",
      lastName: "Ujian",
    });
    const user = await createWithTemporaryPassword(tx, actor, "user", {
      email: `pengguna.ujian.${tag}@kertas-ai.test`,
      firstName: "Pengguna",
      lastName: "Ujian",
      agentId: agent.user.id,
    });
    return { agent, user };
  });
  return {
    message: malay("userAdmin.testUsersCreated"),
    agent: { user: await viewOf(db, agent.user.id), temporaryPassword: agent.temporaryPassword },
    user: { user: await viewOf(db, user.user.id), temporaryPassword: user.temporaryPassword },
  };
}

// ---------------------------------------------------------------------------------------------
// Edit

/**
 * Names, email and balance. A balance change is one "adjustment" ledger row for the difference,
 * the super admin as actor. On the protected super admin, others may edit only the names; its
 * email and balance are its own to change. The audit row names the changed fields and the balance
 * figures, not the personal values (they would outlive a later deletion).
 */
export async function editUser(db: Db, actor: Actor, input: EditUserInput): Promise<UserResultDto> {
  try {
    await db.transaction(async (tx) => {
      const user = await lockLiveUser(tx, input.userId);
      const fields = (["firstName", "lastName", "email"] as const).filter((field) => user[field] !== input[field]);
      const creditsChanged = user.credits !== input.credits;
      if (fields.length === 0 && !creditsChanged) return;
      if (user.isProtected && user.id !== actor.id && (fields.includes("email") || creditsChanged)) {
        throw protectedAccount();
      }
      if (fields.length > 0) {
        await tx
          .update(users)
          .set({ firstName: input.firstName, lastName: input.lastName, email: input.email })
          .where(eq(users.id, user.id));
      }
      const credits = creditsChanged
        ? await adjustCredits(tx, { userId: user.id, to: input.credits, actorId: actor.id, note: "edit-user" })
        : undefined;
      await audit(tx, actor, "account.edit", user.id, { fields, ...(credits ? { credits } : {}) });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("EMAIL_TAKEN");
    throw error;
  }
  return { message: malay("userAdmin.userUpdated"), user: await viewOf(db, input.userId) };
}

// ---------------------------------------------------------------------------------------------
// Reset password

/**
 * Sets a temporary password and the must-change flag, and ends every session of the account, in
 * one transaction. The protected super admin's password is changed only by itself (change-password
 * or an emailed sign-in link), never here.
 */
export async function resetPassword(db: Db, actor: Actor, input: ResetPasswordInput): Promise<MessageResultDto> {
  assertAcceptablePassword(input.temporaryPassword, "temporaryPassword");
  const passwordHash = await hashPassword(input.temporaryPassword);
  await db.transaction(async (tx) => {
    const user = await lockLiveUser(tx, input.userId);
    if (user.isProtected) throw protectedAccount();
    await tx.update(users).set({ passwordHash, mustChangePassword: true }).where(eq(users.id, user.id));
    const endedSessions = await deleteUserSessions(tx, user.id);
    // A sign-in link already in a mailbox would get round the forced change: spend it.
    await tx
      .update(signInLinks)
      .set({ usedAt: new Date() })
      .where(and(eq(signInLinks.userId, user.id), isNull(signInLinks.usedAt)));
    await audit(tx, actor, "account.reset_password", user.id, { endedSessions });
  });
  return { message: malay("userAdmin.passwordReset") };
}

// ---------------------------------------------------------------------------------------------
// Delete

/** A password hash no password verifies against (not an argon2 string at all). */
const UNUSABLE_PASSWORD_HASH = "!deleted";

/**
 * Soft delete: sign-in, sessions, proposals (with their versions and generation jobs) and
 * personal data go; the row stays, anonymised, so its ledger rows, payments and commissions keep
 * their owner and revenue does not change. The email becomes `deleted-<id>@deleted.invalid`, so
 * the address can register again. An agent's users become unassigned.
 */
export async function deleteUser(db: Db, actor: Actor, userId: string): Promise<MessageResultDto> {
  await db.transaction(async (tx) => {
    const user = await lockLiveUser(tx, userId);
    if (user.isProtected) throw new AppError(403, "CANNOT_DELETE_SUPER_ADMIN");
    if (user.id === actor.id) throw new AppError(403, "CANNOT_DELETE_SELF");

    const endedSessions = await deleteUserSessions(tx, user.id);
    await tx.delete(signInLinks).where(eq(signInLinks.userId, user.id));
    const jobs = await tx
      .delete(generationJobs)
      .where(eq(generationJobs.userId, user.id))
      .returning({ id: generationJobs.id });
    // Versions go with their proposal (on delete cascade).
    const removed = await tx.delete(proposals).where(eq(proposals.userId, user.id)).returning({ id: proposals.id });
    const unassigned = await tx
      .update(users)
      .set({ agentId: null })
      .where(eq(users.agentId, user.id))
      .returning({ id: users.id });
    // A purchase still waiting is closed: nobody can verify credits onto a deleted account.
    const closed = await tx
      .update(payments)
      .set({
        status: "rejected",
        rejectionReason: malay("userAdmin.paymentClosedOnDelete"),
        decidedBy: actor.id,
        decidedAt: new Date(),
      })
      .where(and(eq(payments.userId, user.id), eq(payments.status, "pending")))
      .returning({ id: payments.id });
    await tx
      .update(payments)
      .set({ fullName: malay("userAdmin.deletedName"), contactNumber: "", email: null, address: "" })
      .where(eq(payments.userId, user.id));
    await tx
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.invalid`,
        firstName: malay("userAdmin.deletedName"),
        lastName: "",
        passwordHash: UNUSABLE_PASSWORD_HASH,
        profileImageUrl: null,
        mustChangePassword: false,
        agentId: null,
        organizationId: null,
        deletedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
    await audit(tx, actor, "account.delete", user.id, {
      role: user.role,
      endedSessions,
      proposalsDeleted: removed.length,
      generationJobsDeleted: jobs.length,
      usersUnassigned: unassigned.length,
      pendingPaymentsClosed: closed.length,
    });
  });
  return { message: malay("userAdmin.userDeleted") };
}

// ---------------------------------------------------------------------------------------------
// Top up

/** New credits from a super admin (ledger kind admin_grant, the super admin as actor). */
export async function topupCredits(db: Db, actor: Actor, input: TopupCreditsInput): Promise<TopupResultDto> {
  const reason = input.reason || malay("userAdmin.topupReasonDefault");
  const credits = await db.transaction(async (tx) => {
    const user = await lockLiveUser(tx, input.userId);
    const balance = await grantCredits(tx, {
      userId: user.id,
      amount: input.amount,
      kind: "admin_grant",
      actorId: actor.id,
      note: reason,
    });
    await audit(tx, actor, "credits.topup", user.id, { amount: input.amount, reason, balance });
    return balance;
  });
  return { message: malay("userAdmin.creditsAdded"), credits };
}
