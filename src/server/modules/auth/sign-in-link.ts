import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { SIGN_IN_LINK_MINUTES } from "../../../common/constants.js";
import { type Config, publicAppUrl } from "../../config.js";
import { AppError, badRequest } from "../../core/errors.js";
import { malay } from "../../core/messages.js";
import { hitRateLimit, resetRateLimit } from "../../core/rate-limit.js";
import type { Db } from "../../db/client.js";
import { signInLinks, users } from "../../db/schema.js";
import { type Mailer, type MailLog, sendInBackground } from "../../mail/mailer.js";
import { signInLinkMail } from "../../mail/templates.js";
import { assertAcceptablePassword, findUserByEmail, type UserRow } from "./accounts.js";
import { hashPassword } from "./password.js";
import { createSession, deleteUserSessions } from "./sessions.js";

/** Links one account may be sent per window; more requests answer the same but send nothing. */
const LINKS_PER_ACCOUNT = 3;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
/** Requests (and uses) one address may make per hour. */
const REQUESTS_PER_ADDRESS = 10;
const USES_PER_ADDRESS = 30;
const ADDRESS_WINDOW_MS = 3_600_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

function tooManyRequests(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(429, "TOO_MANY_LINK_REQUESTS", malay("errors.TOO_MANY_LINK_REQUESTS", { minutes }), {
    headers: { "retry-after": String(retryAfterSeconds) },
    details: { retryAfterSeconds },
  });
}

export type MailDeps = { db: Db; config: Config; mailer: Mailer; log: Pick<MailLog, "error"> };

/**
 * Emails a one-time sign-in link when the address belongs to an account. The answer never says
 * whether it does, and the email goes out after the answer, so timing does not tell either. The
 * link is built on PUBLIC_URL, never on the request's Host (a forged Host would send the victim a
 * link to someone else's site). `next`, an already checked same-site path, rides in the link's
 * query so that signing in lands there.
 */
export async function requestSignInLink(
  deps: MailDeps,
  email: string,
  ipAddress: string,
  next?: string | undefined,
): Promise<void> {
  const { db, config } = deps;
  const address = await hitRateLimit(db, `signin-link:ip:${ipAddress}`, ADDRESS_WINDOW_MS);
  if (address.count > REQUESTS_PER_ADDRESS) throw tooManyRequests(address.retryAfterSeconds);
  const account = await hitRateLimit(db, `signin-link:account:${email}`, ACCOUNT_WINDOW_MS);
  if (account.count > LINKS_PER_ACCOUNT) return;

  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  await db.insert(signInLinks).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000),
  });
  const page = next ? `/login/link?next=${encodeURIComponent(next)}` : "/login/link";
  const link = `${publicAppUrl(config)}${page}#${token}`;
  sendInBackground(deps.mailer, signInLinkMail(user, link, SIGN_IN_LINK_MINUTES), deps.log);
}

/**
 * Signs in with a link, once: the link is spent in the statement that finds it, so two tabs
 * cannot both use it. A new password, when given, replaces the old one and ends every other
 * session. The account's sign-in lockout is cleared: the owner proved they read its email.
 */
export async function useSignInLink(
  deps: Pick<MailDeps, "db" | "config">,
  input: { token: string; newPassword?: string | undefined },
  meta: { ipAddress: string; userAgent?: string },
): Promise<{ user: UserRow; token: string }> {
  const { db, config } = deps;
  const address = await hitRateLimit(db, `signin-link-use:ip:${meta.ipAddress}`, ADDRESS_WINDOW_MS);
  if (address.count > USES_PER_ADDRESS) throw tooManyRequests(address.retryAfterSeconds);
  if (input.newPassword !== undefined) assertAcceptablePassword(input.newPassword, "newPassword");
  const passwordHash = input.newPassword === undefined ? undefined : await hashPassword(input.newPassword);

  const user = await db.transaction(async (tx) => {
    const now = new Date();
    const [link] = await tx
      .update(signInLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(signInLinks.tokenHash, hashToken(input.token)),
          isNull(signInLinks.usedAt),
          gt(signInLinks.expiresAt, now),
        ),
      )
      .returning({ userId: signInLinks.userId });
    if (!link) throw badRequest("SIGN_IN_LINK_INVALID");
    // Any other link still in a mailbox is spent too.
    await tx
      .update(signInLinks)
      .set({ usedAt: now })
      .where(and(eq(signInLinks.userId, link.userId), isNull(signInLinks.usedAt)));
    if (passwordHash) {
      await deleteUserSessions(tx, link.userId);
      const [row] = await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: false, lastSeenAt: now })
        .where(eq(users.id, link.userId))
        .returning();
      return row!;
    }
    const [row] = await tx.update(users).set({ lastSeenAt: now }).where(eq(users.id, link.userId)).returning();
    return row!;
  });
  await resetRateLimit(db, `login:account:${user.email}`);
  const token = await createSession(db, user.id, config.session, meta);
  return { user, token };
}
