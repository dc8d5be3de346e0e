// `npm run bench:start [-- --runs N]`: how fast `npm start` serves on a built tree. Starts the
// server N times on a fresh data directory (PGlite created and migrated) and N times on a warm one,
// each with `node scripts/start.mjs` as `npm start` does, and prints the time from spawn to the
// first 200 from /healthz, and the process's resident memory once it has idled after start-up.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureClientBuilt } from "./client-build.mjs";
import { ensureServerBuilt } from "./server-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg === -1 ? 5 : Number(process.argv[runsArg + 1]);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of at least 1");
const IDLE_MS = 3_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The resident set of a process in MB, as `ps` reports it. */
function rssMb(pid) {
  return new Promise((resolve) => {
    const ps = spawn("ps", ["-o", "rss=", "-p", String(pid)]);
    let out = "";
    ps.stdout.on("data", (chunk) => {
      out += chunk;
    });
    ps.on("close", () => resolve(Number(out.trim()) / 1024));
  });
}

/**
 * The CPU time a process has used, in ms (Linux: /proc; elsewhere NaN). On a shared machine it
 * varies less than the wall time.
 */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** One start: ms from spawn to the first 200 from /healthz, CPU used by then, RSS after idling. */
async function startOnce(dataDir) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  env.SUPER_ADMIN_PASSWORD ??= "Bench-Admin-2026!x";
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited:\n${errors}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((res) => res.status === 200)
        .catch(() => false);
      if (ok) break;
      if (performance.now() - started > 120_000) throw new Error(`server not ready in 120 s:\n${errors}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const readyMs = performance.now() - started;
    const cpu = cpuMs(child.pid);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { readyMs, cpu, rss: await rssMb(child.pid) };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

function summary(label, results) {
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const ms = sorted(results.map((r) => r.readyMs));
  const cpu = sorted(results.map((r) => r.cpu));
  const rss = sorted(results.map((r) => r.rss));
  const median = (values) => values[Math.floor((values.length - 1) / 2)];
  const f = (n) => `${Math.round(n)}`.padStart(6);
  console.log(
    `${label.padEnd(6)} ready ms min ${f(ms[0])}  median ${f(median(ms))}  max ${f(ms.at(-1))}` +
      `   CPU ms by then median ${f(median(cpu))}` +
      `   RSS idle MB min ${f(rss[0])}  median ${f(median(rss))}  max ${f(rss.at(-1))}`,
  );
}

// Timed starts find everything built, as on a built tree.
await ensureClientBuilt();
await ensureServerBuilt();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kertas-bench-start-"));
try {
  // One untimed start creates the warm data directory (and fills the file cache).
  const warmDir = path.join(scratch, "warm");
  await startOnce(warmDir);
  const fresh = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    fresh.push(await startOnce(path.join(scratch, `fresh-${i}`)));
    warm.push(await startOnce(warmDir));
  }
  console.log(`npm start (node scripts/start.mjs), ${runs} run(s) each, RSS after ${IDLE_MS / 1000} s idle:`);
  summary("fresh", fresh);
  summary("warm", warm);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
