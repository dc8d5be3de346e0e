import { and, eq, isNull } from "drizzle-orm";
import type { ChangePasswordInput, LoginInput } from "../../../common/schemas/auth.js";
import { type Config, publicAppUrl } from "../../config.js";
import { AppError, badRequest } from "../../core/errors.js";
import { malay } from "../../core/messages.js";
import { hitRateLimit, resetRateLimit } from "../../core/rate-limit.js";
import type { Db } from "../../db/client.js";
import { signInLinks, users } from "../../db/schema.js";
import { sendInBackground } from "../../mail/mailer.js";
import { welcomeMail } from "../../mail/templates.js";
import { assertAcceptablePassword, findUserByEmail, type UserRow } from "./accounts.js";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password.js";
import { createSession, deleteUserSessions } from "./sessions.js";
import type { MailDeps } from "./sign-in-link.js";

type RequestMeta = { ipAddress: string; userAgent?: string };

function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(429, "TOO_MANY_ATTEMPTS", malay("errors.TOO_MANY_ATTEMPTS", { minutes }), {
    headers: { "retry-after": String(retryAfterSeconds) },
    details: { retryAfterSeconds },
  });
}

/**
 * Checks a sign-in. Every attempt counts against the address and, reserved before the password is
 * checked, against the account; a success clears the account's count. Unknown emails cost as much time as known ones.
 */
export async function signIn(
  db: Db,
  config: Config,
  input: LoginInput,
  meta: RequestMeta,
): Promise<{ user: UserRow; token: string }> {
  const { perAccount, perAddress, windowMs } = config.loginLimits;
  const addressWindow = await hitRateLimit(db, `login:ip:${meta.ipAddress}`, windowMs);
  if (addressWindow.count > perAddress) throw tooManyAttempts(addressWindow.retryAfterSeconds);
  // The attempt is reserved in the statement that counts it, before the password is checked:
  // simultaneous guesses each take their own place in the count, and past the limit none is checked.
  const accountKey = `login:account:${input.email}`;
  const accountWindow = await hitRateLimit(db, accountKey, windowMs);
  if (accountWindow.count > perAccount) throw tooManyAttempts(accountWindow.retryAfterSeconds);

  const user = await findUserByEmail(db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password);
  if (!user || !valid) throw new AppError(401, "INVALID_CREDENTIALS");
  await resetRateLimit(db, accountKey);
  const token = await createSession(db, user.id, config.session, meta);
  return { user, token };
}

/** Counts sign-ups per address; a flood answers 429 like sign-in does. */
export async function limitRegistrations(db: Db, ipAddress: string): Promise<void> {
  const window = await hitRateLimit(db, `register:ip:${ipAddress}`, 3_600_000);
  if (window.count > 20) throw tooManyAttempts(window.retryAfterSeconds);
}

/** Changes the password, signs out every session of the account and opens a fresh one. */
export async function changePassword(
  db: Db,
  config: Config,
  user: UserRow,
  input: ChangePasswordInput,
  meta: RequestMeta,
): Promise<{ user: UserRow; token: string }> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest("WRONG_CURRENT_PASSWORD", "currentPassword");
  }
  if (input.currentPassword === input.newPassword) throw badRequest("SAME_PASSWORD", "newPassword");
  assertAcceptablePassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(users.id, user.id))
      .returning();
    await deleteUserSessions(tx, user.id);
    await tx
      .update(signInLinks)
      .set({ usedAt: new Date() })
      .where(and(eq(signInLinks.userId, user.id), isNull(signInLinks.usedAt)));
    return row!;
  });
  const token = await createSession(db, user.id, config.session, meta);
  return { user: updated, token };
}

/** Confirms a new account to its address (the sign-up confirmation email). */
export function sendWelcome(deps: Omit<MailDeps, "db">, user: UserRow): void {
  sendInBackground(deps.mailer, welcomeMail(user, `${publicAppUrl(deps.config)}/`, user.credits), deps.log);
}
