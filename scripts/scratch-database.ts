/** A throwaway PostgreSQL database on the server a bench is given, created with a random name and dropped after. */
import { randomBytes } from "node:crypto";
import pg from "pg";

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `kertas_bench_${randomBytes(5).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return { name, url: target.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
