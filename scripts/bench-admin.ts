// `npm run bench:admin`: the super admin's and the agents' endpoints on a large database. Fills a
// fresh database with set-based SQL (generate_series): 100,000 accounts (500 of them agents),
// 1,000,000 ledger rows, 200,000 proposals, 200,000 AI generations (50,000 finished generation jobs)
// and 100,000 payments with their
// commissions, then times each endpoint through the real application (inject), signed in as a super
// admin: median and p95 over 20 calls after 2 warm-up calls.
//
// PGlite (in memory) by default; PostgreSQL when DATABASE_URL is set: a new database is created on
// that server and dropped at the end (kept with BENCH_KEEP=1). On PostgreSQL every read each endpoint
// makes is EXPLAINed too, and the sequential scans of the large tables are printed beside its times
// (the end user's own lists included). BENCH_SCALE=0.1 fills a tenth of everything (the agents stay 500).

import { randomBytes } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app.js";
import { loadConfig } from "../src/server/config.js";
import { type Database, openDatabase, queryRows } from "../src/server/db/client.js";
import { seedDatabase } from "../src/server/db/seed.js";
import { createAccount } from "../src/server/modules/auth/accounts.js";
import { TestClient } from "../tests/support/http-client.js";
import { captureStatements, explainReads } from "./explain-capture.js";
import { createScratchDatabase } from "./scratch-database.js";

const SCALE = Number(process.env.BENCH_SCALE ?? "1");
const CALLS = 20;
const WARM_UP = 2;
const n = (count: number) => Math.max(1, Math.round(count * SCALE));
const AGENTS = 500;
const ACCOUNTS = n(100_000);
const LEDGER = n(1_000_000);
const PROPOSALS = n(200_000);
const GENERATIONS = n(200_000);
const PAYMENTS = n(100_000);
const JOBS = n(50_000);
const PASSWORD = "Kebun-Durian-2026-bench";

type BenchDatabase = { database: Database; label: string; url: string | null; drop(): Promise<void> };

async function openBenchDatabase(): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ memory: true });
    return { database, label: "PGlite (in memory)", url: null, drop: async () => {} };
  }
  const scratch = await createScratchDatabase(url);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  return {
    database,
    url: scratch.url,
    label: `PostgreSQL (${scratch.name}${process.env.BENCH_KEEP ? ", kept" : ", dropped at the end"})`,
    drop: async () => (process.env.BENCH_KEEP ? undefined : scratch.drop()),
  };
}

async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  await work();
  console.log(`  ${label.padEnd(44)} ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

/** Everything in set-based statements; the figures are plausible, not a consistent ledger. */
async function fill(database: Database): Promise<void> {
  const db = database.db;
  const exec = (q: ReturnType<typeof sql>) => db.execute(q);
  await timed("50 organisations", () =>
    exec(sql`
      INSERT INTO organizations (name, slug, status)
      SELECT 'Syarikat Bench ' || g, 'bench-' || g, 'approved' FROM generate_series(1, 50) g`),
  );
  await timed(`${AGENTS} agents`, () =>
    exec(sql`
      INSERT INTO users (email, password_hash, first_name, last_name, role, credits, created_at, last_seen_at)
      SELECT 'agen' || g || '@bench.my', 'x', 'Agen', 'Nombor ' || g, 'admin', 500,
             now() - (g % 700) * interval '1 day', now() - (g % 40) * interval '1 day'
      FROM generate_series(1, ${AGENTS}) g`),
  );
  await timed(`${ACCOUNTS - AGENTS} users`, () =>
    exec(sql`
      WITH agents AS (SELECT id, (row_number() OVER (ORDER BY email) - 1)::int AS k FROM users WHERE role = 'admin'),
           orgs AS (SELECT id, (row_number() OVER (ORDER BY slug) - 1)::int AS k FROM organizations)
      INSERT INTO users (email, password_hash, first_name, last_name, role, credits, agent_id, organization_id,
                         created_at, last_seen_at, deleted_at)
      SELECT 'pengguna' || g || '@bench.my', 'x', (ARRAY['Nurul', 'Ahmad', 'Siti', 'Tan', 'Kumar'])[1 + g % 5],
             'Pengguna ' || g, 'user', g % 300, agents.id, orgs.id,
             now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second',
             CASE WHEN g % 3 = 0 THEN now() - (g % 60) * interval '1 day' END,
             CASE WHEN g % 100 = 0 THEN now() END
      FROM generate_series(1, ${ACCOUNTS - AGENTS}) g
      LEFT JOIN agents ON g % 10 <> 0 AND agents.k = g % ${AGENTS}
      LEFT JOIN orgs ON g % 7 = 0 AND orgs.k = g % 50`),
  );
  // The accounts numbered 0..N-1 for the statements below.
  const numbered = sql`(SELECT id, agent_id, (row_number() OVER (ORDER BY email) - 1)::int AS k FROM users WHERE role = 'user')`;
  const users = ACCOUNTS - AGENTS;
  await timed(`${LEDGER} ledger rows`, () =>
    exec(sql`
      INSERT INTO credit_ledger (user_id, delta, balance_after, kind, reference, created_at)
      SELECT u.id,
             CASE g % 10 WHEN 0 THEN 100 WHEN 1 THEN 500 WHEN 2 THEN 10 WHEN 3 THEN 5 WHEN 4 THEN -1
                         ELSE -50 END,
             100,
             CASE g % 10 WHEN 0 THEN 'signup_bonus' WHEN 1 THEN 'purchase' WHEN 2 THEN 'admin_grant'
                         WHEN 3 THEN 'transfer_in' WHEN 4 THEN 'ai_action' ELSE 'generation' END,
             'bench-' || g, now() - (g % 730) * interval '1 day'
      FROM generate_series(1, ${LEDGER}) g JOIN ${numbered} u ON u.k = g % ${users}`),
  );
  await timed(`${PROPOSALS} proposals`, () =>
    exec(sql`
      INSERT INTO proposals (user_id, title, type, status, word_count, created_at, updated_at)
      SELECT u.id, 'Kertas kerja ' || g,
             (ARRAY['geran', 'tender', 'cadangan', 'penyelidikan', 'program'])[1 + g % 5],
             (ARRAY['draft', 'in_progress', 'completed', 'approved'])[1 + g % 4],
             400 + g % 3000, now() - (g % 730) * interval '1 day', now() - (g % 730) * interval '1 day'
      FROM generate_series(1, ${PROPOSALS}) g JOIN ${numbered} u ON u.k = (g * 7) % ${users}`),
  );
  await timed(`${GENERATIONS} AI generations`, () =>
    exec(sql`
      INSERT INTO ai_generations (user_id, kind, engine, model, prompt_tokens, completion_tokens, created_at)
      SELECT u.id, 'section', 'bench', (ARRAY['builtin', 'gpt-4o-mini', 'gpt-4o'])[1 + g % 3],
             500 + g % 1500, 800 + g % 2500, now() - (g % 730) * interval '1 day'
      FROM generate_series(1, ${GENERATIONS}) g JOIN ${numbered} u ON u.k = (g * 13) % ${users}`),
  );
  // Finished generations of each package, four writer calls each: what the profit analysis and the
  // writing comparison average over.
  await timed(`${JOBS} finished generation jobs`, async () => {
    await exec(sql`
      INSERT INTO generation_jobs (user_id, kind, status, input, engine, created_at, started_at, finished_at)
      SELECT u.id, 'requirements', 'succeeded',
             jsonb_build_object('n', g, 'proposal', jsonb_build_object('packageKey',
               (ARRAY['basic', 'professional', 'premium', 'standard', 'exclusive'])[1 + g % 5])),
             (ARRAY['builtin', 'llm'])[1 + g % 2],
             now() - (g % 730) * interval '1 day', now() - (g % 730) * interval '1 day',
             now() - (g % 730) * interval '1 day' + (20 + g % 160) * interval '1 second'
      FROM generate_series(1, ${JOBS}) g JOIN ${numbered} u ON u.k = (g * 17) % ${users}`);
    await exec(sql`
      UPDATE ai_generations a SET job_id = j.id
      FROM generation_jobs j
      WHERE a.id <= ${4 * JOBS} AND (j.input->>'n')::int = (a.id - 1) / 4 + 1`);
  });
  await timed(`${PAYMENTS} payments`, () =>
    exec(sql`
      INSERT INTO payments (token_serial, user_id, agent_id, tier_id, credits, bonus_credits, amount_rm, method,
                            bank_reference, full_name, contact_number, address, status, decided_at, created_at)
      SELECT 'KP-B-' || g, u.id, u.agent_id, 1 + g % 4,
             (ARRAY[100, 500, 1000, 2500])[1 + g % 4], (ARRAY[0, 50, 150, 500])[1 + g % 4],
             (ARRAY[50.00, 250.00, 500.00, 1250.00])[1 + g % 4], 'bank_transfer', 'REF-' || g,
             'Pembeli ' || g, '012-3456789', 'Alamat ' || g,
             CASE WHEN g % 10 < 8 THEN 'verified' WHEN g % 10 = 8 THEN 'pending' ELSE 'rejected' END,
             CASE WHEN g % 10 <> 8 THEN now() - (g % 700) * interval '1 day' END,
             now() - (g % 700) * interval '1 day' - interval '1 day'
      FROM generate_series(1, ${PAYMENTS}) g JOIN ${numbered} u ON u.k = (g * 3) % ${users}`),
  );
  await timed("commissions of verified payments", () =>
    exec(sql`
      INSERT INTO commissions (payment_id, agent_id, rate, amount_rm, status, created_at)
      SELECT id, agent_id, 0.2, round(amount_rm * 0.2, 2),
             CASE WHEN decided_at < now() - interval '60 days' THEN 'paid' ELSE 'pending' END, decided_at
      FROM payments WHERE status = 'verified' AND agent_id IS NOT NULL`),
  );
  // What the periodic maintenance does within a minute of the writes.
  await timed("analytics deltas folded", () => exec(sql`SELECT analytics_fold()`));
  await timed("ANALYZE", () => exec(sql`ANALYZE`));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main() {
  const { database, label, url: databaseUrl, drop } = await openBenchDatabase();
  try {
    console.log(`bench:admin on ${label}, scale ${SCALE}`);
    await database.migrate();
    await seedDatabase(database.db);
    const fillStart = performance.now();
    await fill(database);
    console.log(`  filled in ${((performance.now() - fillStart) / 1000).toFixed(1)} s`);
    const [counts] = await queryRows<Record<string, string>>(
      database.db,
      sql`SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM credit_ledger) AS ledger,
                 (SELECT count(*) FROM proposals) AS proposals, (SELECT count(*) FROM payments) AS payments,
                 (SELECT count(*) FROM ai_generations) AS generations,
                 (SELECT count(*) FROM users WHERE role = 'admin') AS agents`,
    );
    console.log(`  rows: ${JSON.stringify(counts)}`);

    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      CLIENT_DIST_DIR: path.resolve("test-artifacts/no-client"),
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: "100000",
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    try {
      const email = `super.${randomBytes(4).toString("hex")}@bench.my`;
      await createAccount(database.db, {
        email,
        password: PASSWORD,
        firstName: "Super",
        lastName: "Admin",
        role: "super_admin",
      });
      const client = new TestClient(app);
      const login = await client.post("/api/auth/login", { email, password: PASSWORD });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
      const [agent] = await queryRows<{ id: string }>(
        database.db,
        sql`SELECT id FROM users WHERE role = 'admin' ORDER BY email LIMIT 1`,
      );

      const endpoints = [
        "/api/super-admin/analytics?range=30",
        "/api/super-admin/analytics?range=365",
        "/api/super-admin/users-analytics",
        "/api/super-admin/users-analytics?page=200",
        "/api/super-admin/users-analytics?role=user&agentId=unknown",
        `/api/super-admin/users-analytics?agentId=${agent!.id}`,
        "/api/super-admin/users-analytics?q=syarikat%20bench%2012",
        "/api/super-admin/users-analytics?q=pengguna4242",
        "/api/super-admin/agent-summaries",
        "/api/admin/payments",
        "/api/admin/payments?status=pending",
        "/api/admin/payments?q=KP-B-4242",
        "/api/admin/payment-stats",
        "/api/agent/commissions",
        `/api/agent/commissions?agentId=${agent!.id}`,
        `/api/super-admin/users/${agent!.id}`,
        "/api/super-admin/profit-analysis",
        "/api/writing-comparison",
        "/api/super-admin/organizations",
        "/api/super-admin/settings",
      ];
      // An end user with a history of their own: the lists every signed-in page reads.
      const userEmail = `pengguna.${randomBytes(4).toString("hex")}@bench.my`;
      await createAccount(database.db, { email: userEmail, password: PASSWORD, firstName: "Nur", lastName: "Aina" });
      const user = new TestClient(app);
      const userLogin = await user.post("/api/auth/login", { email: userEmail, password: PASSWORD });
      if (userLogin.statusCode !== 200) throw new Error(`user login failed: ${userLogin.statusCode}`);
      const userEndpoints = [
        "/api/proposals",
        "/api/proposals?limit=20",
        "/api/proposals/stats",
        "/api/credits/balance",
        "/api/credits/purchases",
        "/api/account/history",
        "/api/account/activity",
        "/api/analytics/personal",
      ];

      console.log(
        `  ${"endpoint".padEnd(62)} ${"median".padStart(9)} ${"p95".padStart(9)}  ${databaseUrl ? "EXPLAIN of its reads" : ""}`,
      );
      for (const [who, url] of [
        ...endpoints.map((u) => [client, u] as const),
        ...userEndpoints.map((u) => [user, u] as const),
      ]) {
        const times: number[] = [];
        for (let i = 0; i < WARM_UP + CALLS; i++) {
          const start = performance.now();
          const res = await who.get(url);
          const ms = performance.now() - start;
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
          if (i >= WARM_UP) times.push(ms);
        }
        times.sort((x, y) => x - y);
        let plan = "";
        if (databaseUrl) {
          const statements = await captureStatements(() => who.get(url));
          const { reads, scans } = await explainReads(databaseUrl, statements);
          plan = `${reads} reads, ${scans.length ? scans.join(", ") : "no sequential scan of a large table"}`;
        }
        console.log(
          `  GET ${url.padEnd(58)} ${percentile(times, 0.5).toFixed(1).padStart(6)} ms ${percentile(times, 0.95).toFixed(1).padStart(6)} ms  ${plan}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
  }
}

await main();
