// The statements the application sends to PostgreSQL while a piece of work runs, and what the planner
// does with each: `npm run bench:admin` EXPLAINs every query an endpoint makes on the filled database
// and prints the sequential scans of large tables (the sign of a missing index, or of a whole-table
// aggregate).

import pg from "pg";

export type Statement = { text: string; values: unknown[] };
type Plan = { "Node Type": string; "Relation Name"?: string; Plans?: Plan[] };

const originalQuery = pg.Client.prototype.query;

/** Records every statement any pg client sends while `work` runs (node-postgres only). */
export async function captureStatements(work: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof first === "string" ? first : first?.text;
    const values = typeof first === "string" ? second : (first?.values ?? second);
    if (typeof text === "string") seen.push({ text, values: Array.isArray(values) ? values : [] });
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = originalQuery;
  }
  return seen;
}

function seqScans(plan: Plan, out: { table: string }[] = []): { table: string }[] {
  if (plan["Node Type"] === "Seq Scan" && plan["Relation Name"]) out.push({ table: plan["Relation Name"] });
  for (const child of plan.Plans ?? []) seqScans(child, out);
  return out;
}

/** A table of at least this many rows read from end to end is worth an index. */
const LARGE_ROWS = 10_000;

/**
 * The sequential scans the planner chooses for the reads among `statements`, of tables holding at
 * least LARGE_ROWS rows (a scan of a table of a few rows, such as the bench's sessions, is the
 * planner's right choice), each with the table's size.
 */
export async function explainReads(url: string, statements: Statement[]): Promise<{ reads: number; scans: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sizes = await client.query<{ relname: string; reltuples: number }>(
      "SELECT relname, reltuples FROM pg_class WHERE relkind = 'r' AND reltuples >= $1",
      [LARGE_ROWS],
    );
    const large = new Map(sizes.rows.map((r) => [r.relname, Math.round(Number(r.reltuples))]));
    const reads = statements.filter((s) => /^\s*(?:select|with)\b/i.test(s.text));
    const scans = new Set<string>();
    for (const read of reads) {
      const result = await client.query(`EXPLAIN (FORMAT JSON) ${read.text}`, read.values);
      const plan = (result.rows[0] as { "QUERY PLAN": { Plan: Plan }[] })["QUERY PLAN"][0]!.Plan;
      for (const scan of seqScans(plan)) {
        const rows = large.get(scan.table);
        if (rows !== undefined) scans.add(`Seq Scan on ${scan.table} (${rows.toLocaleString("en-US")} rows)`);
      }
    }
    return { reads: reads.length, scans: [...scans] };
  } finally {
    await client.end();
  }
}
