// `npm run bench:db`: how the database's work weighs on the server's other requests. Starts the server
// as it runs in production (its own process, from src/server/main.ts) on a prepared database: the
// embedded PGlite in a fresh DATA_DIR, or PostgreSQL when DATABASE_URL is set (a new database on that
// server, dropped at the end). Then, three times, 50 connections for 5 s each on:
//   - a signed-in database endpoint (GET /api/proposals, a user's list of 20 proposals);
//   - a page that needs no database (GET /, the client's shell, built first if needed);
//   - both of these again while 4 clients keep asking a slow admin report (a long database load).
// Prints requests/s, median and p99 latency (min / median / max over the 3 runs), and the server's
// resident memory once started and idle.

import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../src/server/db/client.js";
import { seedDatabase } from "../src/server/db/seed.js";
import { createAccount } from "../src/server/modules/auth/accounts.js";
import { freePort } from "../tests/support/server-process.js";
import { ensureClientBuilt } from "./client-build.mjs";
import { rssMb } from "./process-memory.js";
import { createScratchDatabase } from "./scratch-database.js";

const RUNS = 3;
const SECONDS = 5;
const CONNECTIONS = 50;
const LOAD_CLIENTS = 4;
const PASSWORD = "Kebun-Durian-2026-bench";
const USER = "pengguna@bench.my";
const ADMIN = "super@bench.my";
const SLOW_REPORT = "/api/super-admin/users-analytics?q=tiada%20sesiapa";
const ACCOUNTS = 30_000;
const LEDGER = 150_000;

type Target = { env: Record<string, string>; label: string; cleanup(): Promise<void> };

async function prepare(): Promise<Target> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kertas-bench-db-"));
    await fill(await openDatabase({ dataDir }));
    return {
      env: { DATA_DIR: dataDir },
      label: "PGlite (embedded, DATA_DIR)",
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(url);
  await fill(await openDatabase({ databaseUrl: scratch.url }));
  return { env: { DATABASE_URL: scratch.url }, label: "PostgreSQL", cleanup: scratch.drop };
}

/** The two accounts, the user's 20 proposals, and enough accounts and ledger rows for a slow report. */
async function fill(database: Database): Promise<void> {
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const user = await createAccount(database.db, {
      email: USER,
      password: PASSWORD,
      firstName: "Nurul",
      lastName: "Bench",
    });
    await createAccount(database.db, {
      email: ADMIN,
      password: PASSWORD,
      firstName: "Super",
      lastName: "Admin",
      role: "super_admin",
    });
    await database.db.execute(sql`
      INSERT INTO proposals (user_id, title, type, status, word_count)
      SELECT ${user.id}, 'Kertas kerja ' || g, 'program', 'draft', 500 FROM generate_series(1, 20) g`);
    await database.db.execute(sql`
      INSERT INTO users (email, password_hash, first_name, last_name, role, credits, created_at)
      SELECT 'pengguna' || g || '@bench.my', 'x', 'Pengguna', 'Nombor ' || g, 'user', g % 300,
             now() - (g % 730) * interval '1 day'
      FROM generate_series(1, ${ACCOUNTS}) g`);
    await database.db.execute(sql`
      INSERT INTO credit_ledger (user_id, delta, balance_after, kind, reference, created_at)
      SELECT u.id, 10, 10, 'admin_grant', 'bench-' || g, now() - (g % 730) * interval '1 day'
      FROM generate_series(1, ${LEDGER}) g
      JOIN (SELECT id, (row_number() OVER (ORDER BY email) - 1)::int AS k FROM users) u ON u.k = g % ${ACCOUNTS}`);
    await database.db.execute(sql`ANALYZE`);
  } finally {
    await database.close();
  }
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("src/server/main.ts")], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      SUPER_ADMIN_EMAIL: ADMIN,
      SUPER_ADMIN_PASSWORD: PASSWORD,
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: "100000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error("the server exited before it was ready");
    if (i > 600) throw new Error("the server did not answer /healthz within 60 s");
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, baseUrl };
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  return cookie.join("; ");
}

type Figures = { rps: number; p50: number; p99: number; errors: number };

async function hammer(url: string, cookie?: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: cookie ? { cookie } : {},
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

/** Clients that each ask the slow report again as soon as it answers, until stopped. */
function slowLoad(baseUrl: string, cookie: string) {
  let running = true;
  let answered = 0;
  const loops = Array.from({ length: LOAD_CLIENTS }, async () => {
    while (running) {
      const res = await fetch(`${baseUrl}${SLOW_REPORT}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${SLOW_REPORT}: ${res.status}`);
      await res.arrayBuffer();
      answered++;
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return answered;
    },
  };
}

const spread = (values: number[], digits = 0) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(digits);
  return `${f(sorted[0]!)} / ${f(sorted[Math.floor(sorted.length / 2)]!)} / ${f(sorted[sorted.length - 1]!)}`;
};

async function main() {
  await ensureClientBuilt();
  const target = await prepare();
  const { child, baseUrl } = await startServer(target.env);
  try {
    const userCookie = await signIn(baseUrl, USER);
    const adminCookie = await signIn(baseUrl, ADMIN);
    const started = rssMb(child.pid!);
    const timed = performance.now();
    const report = await fetch(`${baseUrl}${SLOW_REPORT}`, { headers: { cookie: adminCookie } });
    if (!report.ok) throw new Error(`${SLOW_REPORT}: ${report.status} ${await report.text()}`);
    const reportMs = performance.now() - timed;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idle = rssMb(child.pid!);

    const rows: Record<string, Figures[]> = {};
    const add = (name: string, f: Figures) => {
      rows[name] ??= [];
      rows[name].push(f);
    };
    let reports = 0;
    for (let run = 1; run <= RUNS; run++) {
      add("DB endpoint: GET /api/proposals", await hammer(`${baseUrl}/api/proposals`, userCookie));
      add("no database: GET /", await hammer(`${baseUrl}/`));
      let load = slowLoad(baseUrl, adminCookie);
      add("DB endpoint, with a long database load", await hammer(`${baseUrl}/api/proposals`, userCookie));
      reports += await load.stop();
      load = slowLoad(baseUrl, adminCookie);
      add("no database, with a long database load", await hammer(`${baseUrl}/`));
      reports += await load.stop();
    }

    console.log(`\nbench:db on ${target.label}: ${CONNECTIONS} connections, ${SECONDS} s each, ${RUNS} runs`);
    console.log(
      `the long database load: ${LOAD_CLIENTS} clients asking ${SLOW_REPORT} (${reportMs.toFixed(0)} ms alone; ${reports} answered in all)`,
    );
    console.log(`${"".padEnd(42)} ${"req/s".padStart(22)} ${"median ms".padStart(16)} ${"p99 ms".padStart(22)}`);
    for (const [name, figures] of Object.entries(rows)) {
      const errors = figures.reduce((sum, f) => sum + f.errors, 0);
      console.log(
        `${name.padEnd(42)} ${spread(figures.map((f) => f.rps)).padStart(22)} ${spread(figures.map((f) => f.p50)).padStart(16)} ${spread(figures.map((f) => f.p99)).padStart(22)}${errors ? `  (${errors} errors)` : ""}`,
      );
    }
    console.log("(min / median / max over the runs)");
    console.log(`server RSS: ${started.toFixed(0)} MB once started, ${idle.toFixed(0)} MB idle after the first report`);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await target.cleanup();
  }
}

await main();
