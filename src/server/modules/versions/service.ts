import { and, desc, eq, lt } from "drizzle-orm";
import type { VersionDto, VersionListDto, VersionSummaryDto } from "../../../common/schemas/versions.js";
import type { Db } from "../../db/client.js";
import { proposals, proposalVersions, users } from "../../db/schema.js";
import { proposalIdOf, proposalNotFound } from "../proposals/service.js";
import { saveVersion, versionNotFound } from "./store.js";

/** A version id in a path is its number; anything else is a version that does not exist (404). */
function versionNumberOf(versionId: string): number {
  const n = /^[1-9][0-9]{0,8}$/.test(versionId) ? Number(versionId) : Number.NaN;
  if (!Number.isSafeInteger(n)) throw versionNotFound();
  return n;
}

const summaryColumns = {
  number: proposalVersions.number,
  source: proposalVersions.source,
  restoredFrom: proposalVersions.restoredFrom,
  title: proposalVersions.title,
  wordCount: proposalVersions.wordCount,
  createdAt: proposalVersions.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  currentVersion: proposals.version,
};

type SummaryRow = {
  number: number;
  source: VersionSummaryDto["source"];
  restoredFrom: number | null;
  title: string;
  wordCount: number;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  currentVersion: number;
};

function toSummary(r: SummaryRow): VersionSummaryDto {
  return {
    number: r.number,
    source: r.source,
    restoredFrom: r.restoredFrom,
    title: r.title,
    wordCount: r.wordCount,
    savedBy: r.firstName !== null ? `${r.firstName} ${r.lastName ?? ""}`.trim() : null,
    createdAt: r.createdAt.toISOString(),
    current: r.number === r.currentVersion,
  };
}

/** The owner's versions, newest first; the ownership is part of the query's join. */
export async function listVersions(
  db: Db,
  userId: string,
  id: string,
  query: { limit: number; before?: number },
): Promise<VersionListDto> {
  const proposalId = proposalIdOf(id);
  const [proposal] = await db
    .select({ version: proposals.version })
    .from(proposals)
    .where(and(eq(proposals.id, proposalId), eq(proposals.userId, userId)));
  if (!proposal) throw proposalNotFound();
  const rows = await db
    .select(summaryColumns)
    .from(proposalVersions)
    .innerJoin(proposals, and(eq(proposals.id, proposalVersions.proposalId), eq(proposals.userId, userId)))
    .leftJoin(users, eq(users.id, proposalVersions.userId))
    .where(
      and(
        eq(proposalVersions.proposalId, proposalId),
        query.before !== undefined ? lt(proposalVersions.number, query.before) : undefined,
      ),
    )
    .orderBy(desc(proposalVersions.number))
    .limit(query.limit + 1);
  return {
    currentVersion: proposal.version,
    versions: rows.slice(0, query.limit).map(toSummary),
    hasMore: rows.length > query.limit,
  };
}

async function findVersion(db: Db, userId: string, id: string, versionId: string) {
  const proposalId = proposalIdOf(id);
  const number = versionNumberOf(versionId);
  const [row] = await db
    .select({ ...summaryColumns, content: proposalVersions.content })
    .from(proposalVersions)
    .innerJoin(proposals, and(eq(proposals.id, proposalVersions.proposalId), eq(proposals.userId, userId)))
    .leftJoin(users, eq(users.id, proposalVersions.userId))
    .where(and(eq(proposalVersions.proposalId, proposalId), eq(proposalVersions.number, number)));
  if (!row) throw versionNotFound();
  return row;
}

export async function getVersion(db: Db, userId: string, id: string, versionId: string): Promise<VersionDto> {
  const row = await findVersion(db, userId, id, versionId);
  return { ...toSummary(row), content: row.content };
}

/**
 * Brings an old version back as a new one (source 'restore'): nothing is overwritten, the history
 * only grows. With `baseVersion`, a proposal saved elsewhere since the page loaded is 409.
 */
export async function restoreVersion(
  db: Db,
  userId: string,
  id: string,
  versionId: string,
  baseVersion: number | undefined,
): Promise<typeof proposals.$inferSelect> {
  const old = await findVersion(db, userId, id, versionId);
  return saveVersion(
    db,
    id,
    { title: old.title, content: { html: old.content, wordCount: old.wordCount } },
    { userId, source: "restore", restoredFrom: old.number, baseVersion },
  );
}
