import { sql } from "drizzle-orm";
import { PROPOSAL_STATUSES, type ProposalStatus } from "../../../common/constants.js";
import type { PersonalAnalyticsDto } from "../../../common/schemas/account.js";
import { type Db, queryRows } from "../../db/client.js";

/** Months are Malaysian calendar months. */
const TZ = "Asia/Kuala_Lumpur";

/** The user's own figures, every one an SQL aggregate: nothing is loaded row by row. */
export async function getPersonalAnalytics(db: Db, userId: string): Promise<PersonalAnalyticsDto> {
  const [months, totals, statuses] = await Promise.all([
    queryRows<{ month: string; proposals: number; credits_spent: number }>(
      db,
      sql`
      WITH months AS (
        SELECT generate_series(
          date_trunc('month', now() AT TIME ZONE ${TZ}) - interval '11 months',
          date_trunc('month', now() AT TIME ZONE ${TZ}),
          interval '1 month') AS start
      ),
      made AS (
        SELECT date_trunc('month', created_at AT TIME ZONE ${TZ}) AS start, count(*)::int AS n
        FROM proposals
        WHERE user_id = ${userId} AND created_at >= now() - interval '13 months'
        GROUP BY 1
      ),
      spent AS (
        SELECT date_trunc('month', created_at AT TIME ZONE ${TZ}) AS start, (-sum(delta))::int AS n
        FROM credit_ledger
        WHERE user_id = ${userId} AND delta < 0 AND kind IN ('generation', 'ai_action')
          AND created_at >= now() - interval '13 months'
        GROUP BY 1
      )
      SELECT to_char(months.start, 'YYYY-MM') AS month,
             coalesce(made.n, 0)::int AS proposals,
             coalesce(spent.n, 0)::int AS credits_spent
      FROM months
      LEFT JOIN made ON made.start = months.start
      LEFT JOIN spent ON spent.start = months.start
      ORDER BY months.start`,
    ),
    queryRows<{ total: number; words: number; spent: number }>(
      db,
      sql`
      SELECT
        (SELECT count(*) FROM proposals WHERE user_id = ${userId})::int AS total,
        (SELECT coalesce(sum(word_count), 0) FROM proposals WHERE user_id = ${userId})::bigint AS words,
        (SELECT coalesce(-sum(delta), 0) FROM credit_ledger
          WHERE user_id = ${userId} AND delta < 0 AND kind IN ('generation', 'ai_action'))::bigint AS spent`,
    ),
    queryRows<{ status: ProposalStatus; n: number }>(
      db,
      sql`SELECT status, count(*)::int AS n FROM proposals WHERE user_id = ${userId} GROUP BY status`,
    ),
  ]);
  const byStatus = Object.fromEntries(PROPOSAL_STATUSES.map((s) => [s, 0])) as Record<ProposalStatus, number>;
  for (const row of statuses) byStatus[row.status] = Number(row.n);
  const total = totals[0];
  return {
    totalProposals: Number(total?.total ?? 0),
    wordsWritten: Number(total?.words ?? 0),
    creditsSpent: Number(total?.spent ?? 0),
    months: months.map((m) => ({
      month: m.month,
      proposals: Number(m.proposals),
      creditsSpent: Number(m.credits_spent),
    })),
    byStatus,
  };
}
