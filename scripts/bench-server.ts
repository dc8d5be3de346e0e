// `npm run bench:server`: the built server's throughput next to a bare Fastify hello-world on the
// same machine, and its event loop and memory under generation and export load.
//
// Builds the client and the server if needed, prepares a fresh database (PGlite in a new DATA_DIR,
// or a new database on the PostgreSQL server of DATABASE_URL, dropped at the end) holding a pool of
// accounts with credits, then starts two processes: a bare Fastify answering {"hello":"world"} and
// the built server (dist/server/main.js, as `npm start` runs it). A user signs up and signs in
// through the API and writes 20 proposals; the pool accounts sign in through the API.
//
// Then ROUNDS rounds, each running autocannon (CONNECTIONS connections, SECONDS s) on: hello-world,
// /healthz, the signed-in proposal list, the credit balance, an editor save (PATCH of a proposal),
// a preview (a whole generation by the built-in writer, spread over the pool's accounts so no
// account passes its hourly limit) and the save of each preview that round made (once each, a real
// first save). Prints min / median / max of requests/s, p99 latency and the ratio to hello-world in
// the same round.
//
// Then the event loop: 20 previews started at once (20 accounts), and PDF and Word exports of 20
// stored proposals for EXPORT_SECONDS from EXPORT_CLIENTS clients. Measured two ways: from outside,
// a probe asking /healthz every 10 ms (its latency: max and p99), and from inside, Node's
// monitorEventLoopDelay preloaded into the server process (scripts/event-loop-probe.mjs; the
// server exposes no such figure itself). And the server's resident memory (VmRSS) once idle after
// start and once idle after all the load.
//
// Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (30), BENCH_ROUNDS (3); BENCH_SERVER_NODE_ARGS are
// given to the server's node before its entry (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it).

import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type RequestData, type Result } from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client.js";
import { seedDatabase } from "../src/server/db/seed.js";
import { createAccount } from "../src/server/modules/auth/accounts.js";
import { freePort, ProcessClient, type ServerProcess, startServerProcess } from "../tests/support/server-process.js";
import { ensureClientBuilt } from "./client-build.mjs";
import { rssMb } from "./process-memory.js";
import { createScratchDatabase } from "./scratch-database.js";
import { ensureServerBuilt, serverEntry } from "./server-build.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 30);
const PASSWORD = "Kebun-Durian-2026-bench";
const POOL = 400;
/** The preview route's limit per account and hour (generation/routes.ts); the bench stays under it. */
const PREVIEWS_PER_ACCOUNT = 25;
const GENERATIONS_AT_ONCE = 20;
const EXPORT_SECONDS = 10;
const EXPORT_CLIENTS = 4;
const IDLE_MS = 5_000;
const PROBE_INTERVAL_MS = 10;
const GOALS = { pgliteRatio: 0.15, postgresRatio: 0.25, stallMs: 100, rssMb: 300 };

const previewForm = (i: number) => ({
  title: `Program Keusahawanan Digital Belia Kampung Baru ${i}`,
  description: "Program latihan jualan dalam talian untuk belia Kampung Baru yang ingin memulakan perniagaan kecil.",
  type: "project",
  budgetRange: "10k-50k",
  timeline: "3-6-months",
  keyRequirements: ["Bengkel pemasaran media sosial", "Bimbingan mentor selama tiga bulan"],
  tier: "professional",
});

type Storage = { env: Record<string, string>; label: string; kind: "pglite" | "postgres"; cleanup(): Promise<void> };

/** A fresh database, migrated and seeded, with POOL accounts of 100,000 credits each (granted in the ledger). */
async function prepareStorage(): Promise<Storage> {
  const url = process.env.DATABASE_URL;
  let storage: Storage;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  if (url) {
    const scratch = await createScratchDatabase(url);
    storage = { env: { DATABASE_URL: scratch.url }, label: "PostgreSQL", kind: "postgres", cleanup: scratch.drop };
    database = await openDatabase({ databaseUrl: scratch.url });
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kertas-bench-server-"));
    storage = {
      env: { DATA_DIR: dataDir },
      label: "PGlite (embedded, fresh DATA_DIR)",
      kind: "pglite",
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
    database = await openDatabase({ dataDir });
  }
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const template = await createAccount(database.db, {
      email: "pool-0@bench.my",
      password: PASSWORD,
      firstName: "Pool",
      lastName: "Bench",
    });
    await database.db.execute(sql`
      INSERT INTO users (email, password_hash, first_name, last_name, role, credits)
      SELECT 'pool-' || g || '@bench.my', ${template.passwordHash}, 'Pool', 'Bench ' || g, 'user', 100000
      FROM generate_series(1, ${POOL - 1}) g`);
    await database.db.execute(sql`
      INSERT INTO credit_ledger (user_id, delta, balance_after, kind, reference)
      SELECT id, 100000, 100000, 'admin_grant', 'bench-server' FROM users
      WHERE email LIKE 'pool-%@bench.my' AND email <> 'pool-0@bench.my'`);
    await database.db.execute(sql`ANALYZE`);
  } finally {
    await database.close();
  }
  return storage;
}

/** A bare Fastify answering GET / with {"hello":"world"}: the ceiling for this machine and this Node. */
async function startHelloWorld(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const source = `
    import Fastify from "fastify";
    const app = Fastify({ logger: false });
    app.get("/", async () => ({ hello: "world" }));
    await app.listen({ port: ${port}, host: "127.0.0.1" });`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", source], {
    cwd: path.resolve(import.meta.dirname, ".."),
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error("the hello-world server exited");
    if (i > 300) throw new Error("the hello-world server did not answer within 30 s");
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  return { child, url };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
}

type Figures = { rps: number; p99: number; errors: number; requests: number };

function figures(result: Result): Figures {
  return {
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** The event loop's delay, read from the server's preloaded monitor (reset at each read). */
async function readLoopMonitor(pid: number, file: string): Promise<{ maxMs: number; p99Ms: number; meanMs: number }> {
  fs.rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 500 && !fs.existsSync(file); i++) await sleep(10);
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/** Asks /healthz every PROBE_INTERVAL_MS (one at a time) until stopped; the latencies it saw. */
function healthProbe(baseUrl: string) {
  let running = true;
  const latencies: number[] = [];
  let failures = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${baseUrl}/healthz`).then(
        async (r) => {
          await r.arrayBuffer();
          return r.ok;
        },
        () => false,
      );
      const ms = performance.now() - started;
      if (ok) latencies.push(ms);
      else failures++;
      await sleep(Math.max(0, PROBE_INTERVAL_MS - ms));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
      return {
        probes: sorted.length,
        failures,
        maxMs: sorted.at(-1) ?? Number.NaN,
        p99Ms: at(0.99),
        medianMs: at(0.5),
      };
    },
  };
}

/** Waits (up to 60 s) until /healthz answers within 50 ms five times in a row: the server has gone quiet. */
async function settle(baseUrl: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  for (let quick = 0; quick < 5 && performance.now() < deadline; ) {
    const started = performance.now();
    await fetch(`${baseUrl}/healthz`).then((r) => r.arrayBuffer());
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await sleep(100);
  }
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor((xs.length - 1) / 2)]!;
const spread = (xs: number[], digits = 0) => {
  const s = sorted(xs);
  const f = (n: number) => n.toFixed(digits);
  return `${f(s[0]!)} / ${f(median(s))} / ${f(s.at(-1)!)}`;
};

async function main() {
  await ensureClientBuilt();
  await ensureServerBuilt();
  const loadBefore = os.loadavg();
  const storage = await prepareStorage();
  const probeFile = path.join(os.tmpdir(), `kertas-bench-server-loop-${process.pid}.json`);
  let hello: Awaited<ReturnType<typeof startHelloWorld>> | undefined;
  let server: ServerProcess | undefined;
  try {
    hello = await startHelloWorld();
    const extraArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
    server = await startServerProcess(
      {
        ...storage.env,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        CLIENT_DIST_DIR: path.resolve("dist/client"),
        SUPER_ADMIN_PASSWORD: "Bench-Admin-2026!x",
        LOGIN_MAX_ATTEMPTS_PER_ADDRESS: "1000000",
        EVENT_LOOP_PROBE_FILE: probeFile,
      },
      { args: [...extraArgs, "--import", path.resolve("scripts/event-loop-probe.mjs"), serverEntry] },
    );
    const pid = server.child.pid!;
    const base = server.baseUrl;
    await sleep(IDLE_MS);
    const rssStarted = rssMb(pid);

    // The user: signs up, signs out, signs in again, writes 20 proposals.
    const user = new ProcessClient(base);
    const email = `pengguna-${Date.now()}@bench.my`;
    const signUp = { email, password: PASSWORD, firstName: "Nurul", lastName: "Bench" };
    await expectStatus(await user.post("/api/auth/register", signUp), 201, "sign-up");
    await expectStatus(await user.post("/api/auth/logout"), 204, "sign-out");
    await expectStatus(await user.post("/api/auth/login", { email, password: PASSWORD }), 200, "sign-in");
    const cookie = user.cookie!;
    let proposalId = "";
    for (let i = 1; i <= 20; i++) {
      const res = await user.post("/api/proposals", {
        title: `Kertas kerja ${i}`,
        content: `<h2>Pengenalan</h2><p>Kertas kerja nombor ${i} untuk program belia.</p>`,
      });
      await expectStatus(res, 201, "creating a proposal");
      proposalId = ((await res.json()) as { id: string }).id;
    }

    // The pool signs in through the API, four at a time.
    const pool: string[] = new Array(POOL);
    for (let i = 0; i < POOL; i += 4) {
      await Promise.all(
        [i, i + 1, i + 2, i + 3]
          .filter((k) => k < POOL)
          .map(async (k) => {
            const client = new ProcessClient(base);
            await expectStatus(
              await client.post("/api/auth/login", { email: `pool-${k}@bench.my`, password: PASSWORD }),
              200,
              `sign-in of pool-${k}`,
            );
            pool[k] = client.cookie!;
          }),
      );
    }
    // Accounts 0..39 serve the event-loop phases; the rest take turns at the preview bench.
    const reserved = GENERATIONS_AT_ONCE * 2;
    const previewsOf = new Array<number>(POOL).fill(0);
    let nextAccount = reserved;
    const takeAccount = (): number | null => {
      for (let tries = 0; tries < POOL; tries++) {
        const k = nextAccount;
        nextAccount = nextAccount + 1 >= POOL ? reserved : nextAccount + 1;
        if (previewsOf[k]! < PREVIEWS_PER_ACCOUNT) {
          previewsOf[k]!++;
          return k;
        }
      }
      return null;
    };

    const json = (extra: Record<string, string> = {}) => ({
      "content-type": "application/json",
      origin: base,
      ...extra,
    });
    const run = async (options: Parameters<typeof autocannon>[0]) =>
      figures(await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }));
    let edits = 0;
    let exhausted = false;

    type Row = { name: string; rounds: { f: Figures; ratio: number }[] };
    const rows: Row[] = [];
    const record = (name: string, f: Figures, helloRps: number) => {
      let row = rows.find((r) => r.name === name);
      if (!row) {
        row = { name, rounds: [] };
        rows.push(row);
      }
      row.rounds.push({ f, ratio: f.rps / helloRps });
    };

    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`round ${round} of ${ROUNDS}...`);
      await settle(base);
      const h = await run({ url: hello.url });
      record("hello-world (bare Fastify)", h, h.rps);
      record("GET /healthz", await run({ url: `${base}/healthz` }), h.rps);
      record("GET /api/proposals (20)", await run({ url: `${base}/api/proposals`, headers: { cookie } }), h.rps);
      record("GET /api/credits/balance", await run({ url: `${base}/api/credits/balance`, headers: { cookie } }), h.rps);
      record(
        "PATCH /api/proposals/:id (save)",
        await run({
          url: `${base}/api/proposals/${proposalId}`,
          requests: [
            {
              setupRequest: (request: RequestData) => ({
                ...request,
                method: "PATCH",
                headers: { ...request.headers, ...json({ cookie }) },
                body: JSON.stringify({ content: `<h2>Pengenalan</h2><p>Suntingan nombor ${++edits}.</p>` }),
              }),
            },
          ],
        }),
        h.rps,
      );
      const saves: { previewId: string; cookie: string }[] = [];
      record(
        "POST /api/generate-preview (preview)",
        await run({
          url: `${base}/api/generate-proposal-preview`,
          requests: [
            {
              setupRequest: (request, context) => {
                const k = takeAccount();
                if (k === null) exhausted = true;
                context.account = k ?? reserved;
                return {
                  ...request,
                  method: "POST",
                  headers: { ...request.headers, ...json({ cookie: pool[k ?? reserved]! }) },
                  body: JSON.stringify(previewForm(k ?? reserved)),
                };
              },
              onResponse: (status, body, context) => {
                if (status !== 200) return;
                const { previewId } = JSON.parse(body) as { previewId: string };
                saves.push({ previewId, cookie: pool[context.account as number]! });
              },
            },
          ],
        }),
        h.rps,
      );
      // Previews still running when autocannon stopped go on in the server: let them end first.
      await settle(base);
      if (saves.length > 0) {
        const toSave = [...saves];
        record(
          "POST /api/save-generated-proposal",
          await run({
            url: `${base}/api/save-generated-proposal`,
            amount: toSave.length,
            connections: Math.min(CONNECTIONS, toSave.length),
            requests: [
              {
                setupRequest: (request) => {
                  const next = toSave.pop();
                  if (!next) return null;
                  return {
                    ...request,
                    method: "POST",
                    headers: { ...request.headers, ...json({ cookie: next.cookie }) },
                    body: JSON.stringify({ previewId: next.previewId }),
                  };
                },
              },
            ],
          }),
          h.rps,
        );
      }
    }

    // 20 generations at once, from 20 accounts; the previews are then saved for the export phase.
    await settle(base);
    await readLoopMonitor(pid, probeFile);
    let probe = healthProbe(base);
    let started = performance.now();
    const generated = await Promise.all(
      Array.from({ length: GENERATIONS_AT_ONCE }, async (_, k) => {
        const client = new ProcessClient(base);
        client.cookie = pool[k];
        const res = await client.post("/api/generate-proposal-preview", previewForm(k));
        await expectStatus(res, 200, "a preview");
        const body = (await res.json()) as { previewId: string; preview: { estimatedWords: number } };
        return { client, previewId: body.previewId, words: body.preview.estimatedWords };
      }),
    );
    const generationMs = performance.now() - started;
    const generationProbe = await probe.stop();
    const generationLoop = await readLoopMonitor(pid, probeFile);
    const stored: { client: ProcessClient; id: string }[] = [];
    for (const g of generated) {
      const res = await g.client.post("/api/save-generated-proposal", { previewId: g.previewId });
      await expectStatus(res, 201, "saving a preview");
      stored.push({ client: g.client, id: ((await res.json()) as { proposal: { id: string } }).proposal.id });
    }

    // PDF and Word exports of those proposals, EXPORT_CLIENTS at a time, taking turns over the accounts.
    let turn = 0;
    await settle(base);
    const exportTimes: Record<"pdf" | "docx", number[]> = { pdf: [], docx: [] };
    await readLoopMonitor(pid, probeFile);
    probe = healthProbe(base);
    started = performance.now();
    await Promise.all(
      Array.from({ length: EXPORT_CLIENTS }, async (_, c) => {
        const format = c % 2 === 0 ? "pdf" : "docx";
        while (performance.now() - started < EXPORT_SECONDS * 1000) {
          const { client, id } = stored[turn++ % stored.length]!;
          const t = performance.now();
          const res = await client.get(`/api/proposals/${id}/${format}`);
          await expectStatus(res, 200, `a ${format} export`);
          await res.arrayBuffer();
          exportTimes[format].push(performance.now() - t);
        }
      }),
    );
    const exportProbe = await probe.stop();
    const exportLoop = await readLoopMonitor(pid, probeFile);

    await sleep(IDLE_MS);
    const rssAfter = rssMb(pid);
    const loadAfter = os.loadavg();

    // The report.
    const ratioGoal = storage.kind === "postgres" ? GOALS.postgresRatio : GOALS.pgliteRatio;
    const la = (l: number[]) => l.map((n) => n.toFixed(2)).join(" ");
    console.log(`\nbench:server on ${storage.label}, Node ${process.version}, ${os.cpus().length} CPUs`);
    console.log(`load average (1, 5, 15 min): ${la(loadBefore)} before, ${la(loadAfter)} after`);
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, ${ROUNDS} rounds; ` +
        "min / median / max over the rounds; ratio = req/s over hello-world's req/s in the same round",
    );
    console.log(
      `${"".padEnd(38)} ${"req/s".padStart(20)} ${"p99 ms".padStart(20)} ${"ratio to hello".padStart(20)}  requests (errors)`,
    );
    for (const row of rows) {
      const f = row.rounds.map((r) => r.f);
      const requests = f.map((x) => x.requests).join("+");
      const errors = f.reduce((n, x) => n + x.errors, 0);
      console.log(
        `${row.name.padEnd(38)} ${spread(f.map((x) => x.rps)).padStart(20)} ${spread(f.map((x) => x.p99)).padStart(20)} ` +
          `${spread(
            row.rounds.map((r) => r.ratio),
            3,
          ).padStart(20)}  ${requests} (${errors})`,
      );
    }
    console.log(
      "(save: each preview of the round saved once, a first save with its credit charge; " +
        `previews spread over ${POOL - reserved} accounts, at most ${PREVIEWS_PER_ACCOUNT} each${exhausted ? "; the pool ran out: some previews 429" : ""})`,
    );
    const words = median(generated.map((g) => g.words));
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `\nevent loop during ${GENERATIONS_AT_ONCE} previews at once (professional tier, ~${words} words each; all answered in ${generationMs.toFixed(0)} ms):`,
    );
    console.log(
      `  outside: /healthz probe every ${PROBE_INTERVAL_MS} ms, ${generationProbe.probes} answers (${generationProbe.failures} failed): ` +
        `latency max ${ms(generationProbe.maxMs)}, p99 ${ms(generationProbe.p99Ms)}, median ${ms(generationProbe.medianMs)}`,
    );
    console.log(
      `  inside:  monitorEventLoopDelay preloaded in the server (10 ms resolution): ` +
        `max ${ms(generationLoop.maxMs)}, p99 ${ms(generationLoop.p99Ms)}, mean ${ms(generationLoop.meanMs)}`,
    );
    const p50 = (xs: number[]) => (xs.length ? median(xs) : Number.NaN);
    console.log(
      `event loop during exports (${EXPORT_CLIENTS} clients for ${EXPORT_SECONDS} s: ${exportTimes.pdf.length} PDF, median ${ms(p50(exportTimes.pdf))}; ` +
        `${exportTimes.docx.length} Word, median ${ms(p50(exportTimes.docx))}):`,
    );
    console.log(
      `  outside: /healthz probe every ${PROBE_INTERVAL_MS} ms, ${exportProbe.probes} answers (${exportProbe.failures} failed): ` +
        `latency max ${ms(exportProbe.maxMs)}, p99 ${ms(exportProbe.p99Ms)}, median ${ms(exportProbe.medianMs)}`,
    );
    console.log(
      `  inside:  monitorEventLoopDelay: max ${ms(exportLoop.maxMs)}, p99 ${ms(exportLoop.p99Ms)}, mean ${ms(exportLoop.meanMs)}`,
    );
    console.log(
      `server RSS (VmRSS): ${rssStarted.toFixed(0)} MB idle ${IDLE_MS / 1000} s after start, ` +
        `${rssAfter.toFixed(0)} MB idle ${IDLE_MS / 1000} s after all the load`,
    );

    const goal = (ok: boolean) => (ok ? "met" : "MISSED");
    const ratioOf = (name: string) => median(rows.find((r) => r.name === name)!.rounds.map((r) => r.ratio));
    // BENCH_ROUNDS=0 measures only the event loop and the memory.
    const reads =
      ROUNDS > 0 ? ["GET /api/proposals (20)", "GET /api/credits/balance"].map((n) => ({ n, ratio: ratioOf(n) })) : [];
    console.log("\ngoals:");
    for (const { n, ratio } of reads) {
      console.log(
        `  ${n}: median ratio ${ratio.toFixed(3)} >= ${ratioGoal} on ${storage.kind}: ${goal(ratio >= ratioGoal)}`,
      );
    }
    const stall = Math.max(generationProbe.maxMs, generationLoop.maxMs);
    console.log(
      `  no event-loop stall over ${GOALS.stallMs} ms during ${GENERATIONS_AT_ONCE} generations (worst of both methods ${ms(stall)}): ${goal(stall <= GOALS.stallMs)}`,
    );
    if (storage.kind === "pglite")
      console.log(
        `  RSS idle after start under ${GOALS.rssMb} MB: ${rssStarted.toFixed(0)} MB: ${goal(rssStarted < GOALS.rssMb)}`,
      );
  } finally {
    hello?.child.kill("SIGTERM");
    if (server) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await storage.cleanup();
    fs.rmSync(probeFile, { force: true });
  }
}

await main();
