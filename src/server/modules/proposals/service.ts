import { and, desc, eq, sql } from "drizzle-orm";
import type { ProposalStatsDto, ProposalSummaryDto } from "../../../common/schemas/proposals.js";
import type { Db } from "../../db/client.js";
import { proposals } from "../../db/schema.js";

export async function listProposalSummaries(db: Db, userId: string, limit: number): Promise<ProposalSummaryDto[]> {
  const rows = await db
    .select({
      id: proposals.id,
      title: proposals.title,
      type: proposals.type,
      status: proposals.status,
      budgetRange: proposals.budgetRange,
      timeline: proposals.timeline,
      wordCount: proposals.wordCount,
      createdAt: proposals.createdAt,
      updatedAt: proposals.updatedAt,
    })
    .from(proposals)
    .where(eq(proposals.userId, userId))
    .orderBy(desc(proposals.updatedAt))
    .limit(limit);
  return rows.map((p) => ({ ...p, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString() }));
}

/** One aggregate query: the dashboard's and the list's tiles. */
export async function getProposalStats(db: Db, userId: string): Promise<ProposalStatsDto> {
  const count = (status: string) => sql<number>`count(*) filter (where ${proposals.status} = ${status})::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      draft: count("draft"),
      inProgress: count("in_progress"),
      completed: count("completed"),
      approved: count("approved"),
    })
    .from(proposals)
    .where(and(eq(proposals.userId, userId)));
  const stats = { total: 0, draft: 0, inProgress: 0, completed: 0, approved: 0, ...row };
  const successRate = stats.total === 0 ? 0 : Math.round((stats.approved / stats.total) * 100);
  return { ...stats, successRate };
}
