// The database side of a generation: a Standard Package preview job run to its end by the runner
// with the built-in composer, on an in-memory PGlite, or on PostgreSQL when DATABASE_URL is set (a
// scratch database, dropped after). Prints the time per job, the write-ahead log each job wrote
// (every row it inserted or rewrote, proposal result included) and the size of the job row's
// stored progress at the end.
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import type { Writer } from "../src/server/ai/writer.js";
import { type Database, openDatabase, queryRows } from "../src/server/db/client.js";
import { generationJobs } from "../src/server/db/schema.js";
import { seedDatabase } from "../src/server/db/seed.js";
import { createAccount } from "../src/server/modules/auth/accounts.js";
import { createJobSignals } from "../src/server/modules/generation/job-signals.js";
import { insertJob } from "../src/server/modules/generation/job-store.js";
import { runJob } from "../src/server/modules/generation/runner.js";
import type { JobInput } from "../src/server/modules/generation/types.js";
import { createScratchDatabase } from "./scratch-database.js";

const RUNS = 10;

async function open(): Promise<{ database: Database; label: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openDatabase({ memory: true }), label: "PGlite", drop: async () => {} };
  const scratch = await createScratchDatabase(url);
  return { database: await openDatabase({ databaseUrl: scratch.url }), label: "PostgreSQL", drop: scratch.drop };
}

const walPosition = async (database: Database) =>
  (await queryRows<{ lsn: string }>(database.db, sql`SELECT pg_current_wal_lsn()::text AS lsn`))[0]!.lsn;

const walSince = async (database: Database, from: string) =>
  Number(
    (
      await queryRows<{ bytes: string }>(
        database.db,
        sql`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), ${from}) AS bytes`,
      )
    )[0]!.bytes,
  );

export async function benchJobWrites(writer: Writer, input: Omit<JobInput, "charge" | "proposal">): Promise<void> {
  const { database, label, drop } = await open();
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const user = await createAccount(database.db, {
      email: "jana@bench.my",
      password: "Kebun-Durian-2026-bench",
      firstName: "Nurul",
      lastName: "Bench",
    });
    const job: JobInput = {
      ...input,
      charge: 0,
      proposal: {
        title: input.brief.title,
        type: "program",
        budgetRange: null,
        timeline: null,
        requirements: [],
        packageKey: "standard",
      },
    };
    const signals = createJobSignals(null);
    const times: number[] = [];
    const wal: number[] = [];
    let progressBytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const row = await insertJob(database.db, user.id, "preview", job, writer.engine);
      const from = await walPosition(database);
      const start = performance.now();
      await runJob({ db: database.db, writer, generationTimeoutMs: 60_000, signals }, row.id);
      times.push(performance.now() - start);
      wal.push(await walSince(database, from));
      const [stored] = await database.db
        .select({ bytes: sql<number>`octet_length(${generationJobs.progress}::text)`, status: generationJobs.status })
        .from(generationJobs)
        .where(eq(generationJobs.id, row.id));
      if (stored?.status !== "succeeded") throw new Error(`bench job ended ${stored?.status}`);
      progressBytes = Number(stored.bytes);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(`database  Standard Package preview job on ${label} (median of ${RUNS}):`);
    console.log(`          time per job        ${median(times).toFixed(1)} ms`);
    console.log(`          WAL per job         ${(median(wal) / 1024).toFixed(1)} KB`);
    console.log(`          job row's progress  ${(progressBytes / 1024).toFixed(1)} KB at the end`);
  } finally {
    await database.close();
    await drop();
  }
}
