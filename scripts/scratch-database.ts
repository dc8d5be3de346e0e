/** A throwaway PostgreSQL database on the server a bench is given, created with a random name and dropped after. */
import { randomBytes } from "node:crypto";
import pg from "pg";

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/** One statement on the server's maintenance connection (CREATE / DROP DATABASE). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `url` with its database name replaced by `name`. */
export function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `kertas_bench_${randomBytes(5).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
