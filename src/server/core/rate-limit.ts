import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.js";
import { AppError } from "./errors.js";
import { malay } from "./messages.js";

export type Window = { count: number; retryAfterSeconds: number };

/**
 * A fixed-window counter kept in PostgreSQL, so every server instance sees the same count.
 * One statement: the increment and the window reset cannot race.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<Window> {
  const seconds = windowMs / 1000;
  const rows = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${seconds}) THEN 1
                   ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${seconds}) THEN now()
                   ELSE rate_limits.window_start END
    RETURNING count,
      ceil(extract(epoch FROM (window_start + make_interval(secs => ${seconds}) - now())))::int AS retry_after`,
  );
  const row = rows[0]!;
  return { count: Number(row.count), retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/** Counts one use of `key`; past `max` in the window answers 429 with Retry-After. */
export async function enforceRateLimit(db: Db, key: string, max: number, windowMs: number): Promise<void> {
  const window = await hitRateLimit(db, key, windowMs);
  if (window.count > max) {
    throw new AppError(429, "RATE_LIMITED", malay("errors.RATE_LIMITED", { seconds: window.retryAfterSeconds }), {
      headers: { "retry-after": String(window.retryAfterSeconds) },
      details: { retryAfterSeconds: window.retryAfterSeconds },
    });
  }
}
