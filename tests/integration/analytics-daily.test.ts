import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, queryRows } from "../../src/server/db/client.js";
import { proposals, users } from "../../src/server/db/schema.js";
import { foldAnalytics, superAdminAnalytics } from "../../src/server/modules/analytics/service.js";
import { createUser } from "../support/factories.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";

/**
 * The dashboard reads daily figures that triggers keep as the big tables change. Whatever happens to
 * those tables (inserts one by one or in bulk, updates that move a row to another day or type,
 * deletions, cascades, a soft delete, a rolled-back transaction, concurrent writers and folds), the
 * kept figures must equal a count made from the tables themselves.
 */

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.dispose();
});

type Fact = { day: string; metric: string; key: string; value: string };

const kept = (db: Db) =>
  queryRows<Fact>(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, key, sum(value)::text AS value
        FROM (SELECT day, metric, key, value FROM analytics_daily
              UNION ALL SELECT day, metric, key, value FROM analytics_deltas) facts
        GROUP BY day, metric, key HAVING sum(value) <> 0 ORDER BY day, metric, key`,
  );

/** The same figures counted from the tables, as a reader would check them by hand. */
const counted = (db: Db) =>
  queryRows<Fact>(
    db,
    sql`
    WITH facts AS (
      SELECT (created_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date AS day, 'users' AS metric, '' AS key, 1::numeric AS value
      FROM users WHERE deleted_at IS NULL
      UNION ALL SELECT (coalesce(decided_at, created_at) AT TIME ZONE 'Asia/Kuala_Lumpur')::date, 'revenue', '', amount_rm
      FROM payments WHERE status = 'verified'
      UNION ALL SELECT (created_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date, 'proposals', type, 1 FROM proposals
      UNION ALL SELECT (created_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date, 'words', type, word_count FROM proposals
      UNION ALL SELECT (created_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date, 'generations', model, 1 FROM ai_generations
      UNION ALL SELECT (created_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date, 'prompt_tokens', model, prompt_tokens FROM ai_generations
      UNION ALL SELECT (created_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date, 'completion_tokens', model, completion_tokens FROM ai_generations
      UNION ALL SELECT (created_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date, 'credits_used', '', -delta
      FROM credit_ledger WHERE delta < 0 AND kind IN ('generation', 'ai_action')
      UNION ALL SELECT (created_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date, 'credits_issued', '', delta
      FROM credit_ledger WHERE delta > 0 AND kind IN ('signup_bonus', 'starter', 'purchase', 'admin_grant')
    )
    SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, key, sum(value)::text AS value
    FROM facts GROUP BY day, metric, key HAVING sum(value) <> 0 ORDER BY day, metric, key`,
  );

/** Numbers compared as numbers ('1500' and '1500.00' are the same figure). */
const normal = (facts: Fact[]) => facts.map((f) => `${f.day} ${f.metric} ${f.key} ${Number(f.value)}`);

async function expectKeptEqualsCounted() {
  const [a, b] = [await kept(t.db), await counted(t.db)];
  expect(normal(a)).toEqual(normal(b));
  return b;
}

describe("the analytics daily figures", () => {
  it("follow every kind of change to the tables they count", async () => {
    const buyer = await createUser(t.db);
    const other = await createUser(t.db);
    const id = buyer.id;
    // Bulk and single inserts across Kuala Lumpur midnight (16:00Z).
    await t.db.execute(sql`
      INSERT INTO proposals (user_id, title, type, word_count, created_at)
      SELECT ${id}::uuid, 'Kertas kerja ' || g, CASE WHEN g % 3 = 0 THEN 'geran' ELSE 'program' END, 100 * g,
             timestamptz '2026-11-17T15:59:00Z' + g * interval '1 minute'
      FROM generate_series(1, 6) g`);
    await t.db.execute(sql`
      INSERT INTO ai_generations (user_id, kind, engine, model, prompt_tokens, completion_tokens, created_at)
      VALUES (${id}::uuid, 'section', 'test', 'gpt-4o-mini', 1200, 800, '2026-11-17T15:59:59Z'),
             (${id}::uuid, 'section', 'builtin', 'builtin', 10, 90, '2026-11-17T16:00:00Z')`);
    await t.db.execute(sql`
      INSERT INTO credit_ledger (user_id, delta, balance_after, kind, reference)
      VALUES (${id}::uuid, -50, 50, 'generation', 'job-a'), (${id}::uuid, 500, 550, 'purchase', 'pay-a'),
             (${id}::uuid, 5, 555, 'transfer_in', 'tr-a')`);
    await t.db.execute(sql`
      INSERT INTO payments (token_serial, user_id, credits, amount_rm, method, full_name, contact_number, address, status)
      VALUES ('KP-DAILY-1', ${id}::uuid, 100, 250.50, 'bank_transfer', 'Pembeli', '012-3456789', 'Alamat', 'pending'),
             ('KP-DAILY-2', ${other.id}::uuid, 100, 99.90, 'bank_transfer', 'Pembeli', '012-3456789', 'Alamat', 'pending')`);
    await expectKeptEqualsCounted();
    await foldAnalytics(t.db);
    expect((await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM analytics_deltas`))[0]!.n).toBe(0);
    await expectKeptEqualsCounted();

    // Verification makes revenue on its day; a later rejection and an amount change follow it.
    await t.db.execute(
      sql`UPDATE payments SET status = 'verified', decided_at = '2026-11-18T01:00:00Z' WHERE token_serial LIKE 'KP-DAILY-%'`,
    );
    await t.db.execute(sql`UPDATE payments SET amount_rm = 300 WHERE token_serial = 'KP-DAILY-1'`);
    await t.db.execute(sql`UPDATE payments SET status = 'rejected' WHERE token_serial = 'KP-DAILY-2'`);
    // A proposal edited (words), retyped and moved to another day; another deleted.
    const [first] = await t.db
      .select({ id: proposals.id })
      .from(proposals)
      .where(eq(proposals.title, "Kertas kerja 1"));
    await t.db.update(proposals).set({ wordCount: 1234 }).where(eq(proposals.id, first!.id));
    await t.db.update(proposals).set({ title: "Tajuk baharu" }).where(eq(proposals.id, first!.id));
    await t.db
      .update(proposals)
      .set({ type: "tender", createdAt: new Date("2026-10-01T04:00:00Z") })
      .where(eq(proposals.title, "Kertas kerja 2"));
    await t.db.delete(proposals).where(eq(proposals.title, "Kertas kerja 3"));
    await t.db.execute(sql`DELETE FROM ai_generations WHERE model = 'builtin'`);
    // A soft delete (the account's proposals go, its payments stay counted).
    await t.db.execute(sql`
      INSERT INTO proposals (user_id, title, type, word_count) VALUES (${other.id}::uuid, 'Sementara', 'program', 700)`);
    await t.db.transaction(async (tx) => {
      await tx.delete(proposals).where(eq(proposals.userId, other.id));
      await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, other.id));
    });
    // A transaction that fails leaves nothing behind.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO proposals (user_id, title, type, word_count) VALUES (${id}::uuid, 'Batal', 'program', 999)`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const facts = await expectKeptEqualsCounted();
    const figure = (day: string, metric: string, key = "") =>
      Number(facts.find((f) => f.day === day && f.metric === metric && f.key === key)?.value ?? 0);
    expect(figure("2026-11-18", "revenue")).toBe(300);
    expect(figure("2026-10-01", "proposals", "tender")).toBe(1);
    expect(figure("2026-11-18", "words", "program")).toBe(1234 + 400 + 500);
    await foldAnalytics(t.db);
    await expectKeptEqualsCounted();
  });

  it("stay exact with concurrent writers and folds", async () => {
    const writers = await Promise.all(Array.from({ length: 4 }, () => createUser(t.db)));
    await Promise.all([
      ...Array.from({ length: 40 }, (_, i) =>
        t.db.transaction(async (tx) => {
          const user = writers[i % writers.length]!.id;
          await tx.execute(sql`
            INSERT INTO proposals (user_id, title, type, word_count) VALUES (${user}::uuid, ${`Serentak ${i}`}, 'program', ${i})`);
          await tx.execute(sql`
            INSERT INTO credit_ledger (user_id, delta, balance_after, kind, reference)
            VALUES (${user}::uuid, -1, 0, 'ai_action', ${`act-${i}`})`);
        }),
      ),
      ...Array.from({ length: 5 }, () => foldAnalytics(t.db)),
    ]);
    await foldAnalytics(t.db);
    await expectKeptEqualsCounted();
  });

  it("give the dashboard the same figures before and after a fold", async () => {
    const now = new Date("2026-11-18T02:00:00Z");
    await t.db.execute(sql`
      INSERT INTO proposals (user_id, title, type, word_count, created_at)
      SELECT id, 'Sebelum lipat', 'geran', 321, '2026-11-16T03:00:00Z' FROM users WHERE deleted_at IS NULL LIMIT 1`);
    const before = await superAdminAnalytics(t.db, 30, now);
    expect(before.proposalAnalytics.proposalsThisWeek).toBeGreaterThan(0);
    await foldAnalytics(t.db);
    expect(await superAdminAnalytics(t.db, 30, now)).toEqual(before);
  });
});
