import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sessions, users } from "../../db/schema.js";

export type SessionPolicy = { idleMs: number; absoluteMs: number };
export type SessionUser = typeof users.$inferSelect;

/** Stored ids are hashes of the 256-bit cookie token. */
export function sessionIdFromToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export async function createSession(
  db: Db,
  userId: string,
  policy: SessionPolicy,
  meta: { userAgent?: string; ipAddress?: string } = {},
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, userId));
  await db.insert(sessions).values({
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(Date.now() + policy.absoluteMs),
    userAgent: meta.userAgent?.slice(0, 300),
    ipAddress: meta.ipAddress,
  });
  return token;
}

/** The session's user, or null when the token is unknown, past its absolute expiry or idle too long. */
export async function findSessionUser(
  db: Db,
  token: string,
  policy: SessionPolicy,
): Promise<{ sessionId: string; user: SessionUser } | null> {
  const sessionId = sessionIdFromToken(token);
  const idleCutoff = new Date(Date.now() - policy.idleMs);
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, new Date()),
        gt(sessions.lastSeenAt, idleCutoff),
        // A soft-deleted account has no session, whatever is left in the table.
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  // Write at most once a minute per session: idle expiry needs no finer grain.
  // The account's last_seen_at follows (active users are counted from it).
  if (Date.now() - row.lastSeenAt.getTime() > 60_000) {
    const now = new Date();
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, row.user.id));
  }
  return { sessionId, user: row.user };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs a user out everywhere, or everywhere but the given session. */
export async function deleteUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<number> {
  const condition = exceptSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
    : eq(sessions.userId, userId);
  const deleted = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return deleted.length;
}

export async function deleteExpiredSessions(db: Db, policy: SessionPolicy): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, new Date(Date.now() - policy.idleMs))));
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  await db.execute(sql`DELETE FROM sign_in_links WHERE expires_at < now() - interval '1 day'`);
}
