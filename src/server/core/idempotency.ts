import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.js";
import { idempotencyKeys } from "../db/schema.js";
import { AppError, badRequest } from "./errors.js";

/**
 * Create actions are idempotent: the client sends a key of its own per submission in this header
 * (a random UUID, the same on every retry of that submission). The first request with a key runs
 * the action and stores its answer in the same transaction; any later or concurrent request with
 * the same key gets that answer again and changes nothing. Without the header an action runs as
 * it always did.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Answers are replayed for this long; older keys are deleted (on the user's next keyed request and by maintenance). */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

const Key = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/);

/** The request's key; null without one; 400 for a malformed one (not 16-100 letters, digits, '-' or '_'). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const parsed = Key.safeParse(raw);
  if (!parsed.success) throw badRequest("IDEMPOTENCY_KEY_INVALID");
  return parsed.data;
}

/** What an action answers: the HTTP status and a JSON body. `replayed` marks a stored answer. */
export type Answer<T> = { status: number; body: T; replayed?: boolean };

export type Claim = {
  userId: string;
  key: string | null;
  /** The action, e.g. 'proposals.create': one key never serves two actions. */
  scope: string;
  /** The validated input; the same key with a different input is refused (422). */
  input: unknown;
};

function hashOf(scope: string, input: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([scope, input ?? null]))
    .digest("hex");
}

/**
 * Runs `action` once per (user, key). The key row is inserted first, inside the action's
 * transaction: a concurrent request with the same key waits on the unique key until the first
 * commits (then it reads the stored answer) or rolls back (then it runs the action itself). A
 * failed action stores nothing, so its retry runs again.
 */
export async function runOnce<T>(db: Db, claim: Claim, action: (tx: Db) => Promise<Answer<T>>): Promise<Answer<T>> {
  const { userId, key, scope } = claim;
  if (key === null) return action(db);
  const requestHash = hashOf(scope, claim.input);
  const own = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return db.transaction(async (tx) => {
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)),
        ),
      );
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, scope, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(own);
      if (!stored || stored.scope !== scope || stored.requestHash !== requestHash) {
        throw new AppError(422, "IDEMPOTENCY_KEY_REUSED");
      }
      if (stored.status === null) throw new AppError(409, "IDEMPOTENCY_IN_PROGRESS");
      return { status: stored.status, body: stored.response as T, replayed: true };
    }
    const answer = await action(tx);
    await tx.update(idempotencyKeys).set({ status: answer.status, response: answer.body }).where(own);
    return answer;
  });
}

/** Maintenance: deletes every key past its lifetime (one indexed statement). */
export async function pruneIdempotencyKeys(db: Db, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

/** A reply (Fastify's) as sendAnswer uses it. */
type Reply<B> = { header(name: string, value: string): unknown; code(status: number): { send(body: B): unknown } };

/** Sends an action's answer; a replayed one says so in the `Idempotent-Replayed` header. */
export function sendAnswer<B, R extends Reply<B>>(
  reply: R,
  answer: Answer<B>,
): ReturnType<ReturnType<R["code"]>["send"]> {
  if (answer.replayed) reply.header("idempotent-replayed", "true");
  return reply.code(answer.status).send(answer.body) as ReturnType<ReturnType<R["code"]>["send"]>;
}

/**
 * The usual keyed action: the request's key and validated body, `run` inside the key's transaction,
 * its result sent with `status` (or the stored answer replayed).
 */
export async function answerOnce<B, R extends Reply<B>>(
  db: Db,
  request: { headers: Record<string, string | string[] | undefined>; body?: unknown },
  reply: R,
  claim: { userId: string; scope: string; status: number },
  run: (tx: Db) => Promise<B>,
): Promise<ReturnType<ReturnType<R["code"]>["send"]>> {
  const key = idempotencyKeyOf(request.headers);
  const input = { userId: claim.userId, key, scope: claim.scope, input: request.body ?? null };
  const answer = await runOnce(db, input, async (tx) => ({ status: claim.status, body: await run(tx) }));
  return sendAnswer(reply, answer);
}
