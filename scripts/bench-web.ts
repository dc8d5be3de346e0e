// `npm run bench:web`: how the web client does on a phone. Builds the client and the server if
// needed, starts the built server (as `npm start` runs it) on a scratch database (PGlite in a fresh
// DATA_DIR, or a new database on the PostgreSQL server of DATABASE_URL, dropped at the end), signs
// up a user through the API, then runs Lighthouse (mobile profile, default simulated throttling)
// in Debian's Chromium 3 times each on the landing page (signed out) and on the dashboard (the
// session cookie sent as an extra header). Prints min / median / max of the performance score,
// FCP, LCP, CLS, TBT and the JS and CSS bytes transferred, and the landing page's initial JS as
// gzip bytes (what tests/e2e/landing-budget.test.ts holds under its budget).

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH, launchBrowser } from "../tests/support/browser.js";
import { measureInitialJs } from "../tests/support/initial-js.js";
import { ProcessClient, startServerProcess } from "../tests/support/server-process.js";
import { ensureClientBuilt } from "./client-build.mjs";
import { createScratchDatabase } from "./scratch-database.js";
import { ensureServerBuilt, serverEntry } from "./server-build.mjs";

const RUNS = 3;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

type Database = { env: Record<string, string>; label: string; cleanup(): Promise<void> };

async function scratchDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kertas-bench-web-"));
    return {
      env: { DATA_DIR: dataDir },
      label: "PGlite (embedded, fresh DATA_DIR)",
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(url);
  return { env: { DATABASE_URL: scratch.url }, label: "PostgreSQL (scratch database)", cleanup: scratch.drop };
}

/** A signed-up user's session cookie (`sid=…`). */
async function signUp(baseUrl: string): Promise<string> {
  const client = new ProcessClient(baseUrl);
  const res = await client.post("/api/auth/register", {
    email: `bench-${Date.now()}@bench.my`,
    password: "Kebun-Durian-2026-bench",
    firstName: "Nurul",
    lastName: "Bench",
  });
  if (res.status !== 201 || !client.cookie) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return client.cookie;
}

type Run = { score: number; fcp: number; lcp: number; cls: number; tbt: number; js: number; css: number };

/** One Lighthouse run in a Chromium of its own (a fresh profile: nothing cached or stored from another run). */
async function lighthouseRun(url: string, cookie?: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    type Row = { resourceType: string; transferSize: number };
    const items = (audits["resource-summary"]?.details as { items?: Row[] } | undefined)?.items;
    const transferred = (type: string) => items?.find((item) => item.resourceType === type)?.transferSize ?? Number.NaN;
    return {
      score: (categories.performance?.score ?? Number.NaN) * 100,
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      cls: metric("cumulative-layout-shift"),
      tbt: metric("total-blocking-time"),
      js: transferred("script"),
      css: transferred("stylesheet"),
    };
  } finally {
    chrome.kill();
  }
}

const whole = (n: number) => `${Math.round(n)}`;
const COLUMNS: [string, (run: Run) => number, (n: number) => string][] = [
  ["performance", (run) => run.score, whole],
  ["FCP ms", (run) => run.fcp, whole],
  ["LCP ms", (run) => run.lcp, whole],
  ["CLS", (run) => run.cls, (n) => n.toFixed(3)],
  ["TBT ms", (run) => run.tbt, whole],
  ["JS bytes", (run) => run.js, whole],
  ["CSS bytes", (run) => run.css, whole],
];

function summary(label: string, runs: Run[]): void {
  console.log(`${label} (${runs.length} runs, Lighthouse mobile, simulated throttling):`);
  for (const [name, value, format] of COLUMNS) {
    const sorted = runs.map(value).sort((a, b) => a - b);
    const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
    const cell = (n: number | undefined) => format(n ?? Number.NaN).padStart(8);
    console.log(`  ${name.padEnd(12)} min ${cell(sorted[0])}  median ${cell(median)}  max ${cell(sorted.at(-1))}`);
  }
}

/** `lighthouseRun`, once more when a run fails (Chromium on a busy machine sometimes does). */
async function lighthouseRunWithRetry(url: string, cookie?: string): Promise<Run> {
  try {
    return await lighthouseRun(url, cookie);
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : String(error)}; running it again`);
    return lighthouseRun(url, cookie);
  }
}

await ensureClientBuilt();
await ensureServerBuilt();
const database = await scratchDatabase();
const server = await startServerProcess(
  {
    ...database.env,
    NODE_ENV: "production",
    CLIENT_DIST_DIR: path.resolve("dist/client"),
    SUPER_ADMIN_PASSWORD: "Bench-Admin-2026!x",
  },
  { args: [serverEntry] },
);
try {
  const cookie = await signUp(server.baseUrl);
  const browser = await launchBrowser();
  const initialJs = await measureInitialJs(browser, server.baseUrl, '[data-testid="landing-hero"]').finally(() =>
    browser.close(),
  );
  const landing: Run[] = [];
  const dashboard: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    landing.push(await lighthouseRunWithRetry(`${server.baseUrl}/`));
    dashboard.push(await lighthouseRunWithRetry(`${server.baseUrl}/`, cookie));
  }
  console.log(`Database: ${database.label}`);
  summary("Landing page, signed out (/)", landing);
  summary("Dashboard, signed in (/)", dashboard);
  console.log(`Landing page initial JS: ${initialJs.totalGzipBytes} bytes gzip in ${initialJs.scripts.length} scripts`);
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  await database.cleanup();
}
