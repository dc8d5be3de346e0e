import { and, eq, gt, lte, ne, or, sql } from "drizzle-orm";
import type { VersionSource } from "../../../common/constants.js";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { creditLedger, proposals, proposalVersions } from "../../db/schema.js";
import { getSetting } from "../settings/service.js";

type ProposalRow = typeof proposals.$inferSelect;

export const versionNotFound = () => new AppError(404, "VERSION_NOT_FOUND");
export const versionConflict = (currentVersion: number) =>
  new AppError(409, "VERSION_CONFLICT", undefined, { details: { currentVersion } });

type VersionMeta = { userId: string; source: VersionSource; restoredFrom?: number | null };

/**
 * Stores the proposal's current title and content as its version `row.version`, then prunes the
 * versions beyond the newest `proposal_versions_kept`. Call it inside the transaction that wrote the row.
 */
export async function recordVersion(tx: Db, row: ProposalRow, meta: VersionMeta): Promise<void> {
  await tx.insert(proposalVersions).values({
    proposalId: row.id,
    number: row.version,
    userId: meta.userId,
    source: meta.source,
    restoredFrom: meta.restoredFrom ?? null,
    title: row.title,
    content: row.content,
    wordCount: row.wordCount,
  });
  const kept = Math.max(1, Math.floor(Number(await getSetting(tx, "proposal_versions_kept")) || 50));
  await tx
    .delete(proposalVersions)
    .where(and(eq(proposalVersions.proposalId, row.id), lte(proposalVersions.number, row.version - kept)));
}

/**
 * The source an editor save is recorded with. The editor says 'assistant' when an accepted
 * suggestion changed the text; the server keeps that label only when the user's assistant did
 * change text since the proposal's current version was saved (an `ai_action` ledger row: a result
 * that gave the words back unchanged writes none). Otherwise the save is the user's own ('editor').
 */
export async function editorSaveSource(
  db: Db,
  userId: string,
  proposalId: string,
  claimed: "editor" | "assistant" | undefined,
): Promise<"editor" | "assistant"> {
  if (claimed !== "assistant") return "editor";
  const [current] = await db
    .select({ savedAt: proposalVersions.createdAt })
    .from(proposals)
    .innerJoin(
      proposalVersions,
      and(eq(proposalVersions.proposalId, proposals.id), eq(proposalVersions.number, proposals.version)),
    )
    .where(and(eq(proposals.id, proposalId), eq(proposals.userId, userId)));
  if (!current) return "editor";
  const [action] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.kind, "ai_action"),
        gt(creditLedger.createdAt, current.savedAt),
      ),
    )
    .limit(1);
  return action ? "assistant" : "editor";
}

export type VersionedChange = {
  title?: string;
  content?: { html: string; wordCount: number };
  status?: ProposalRow["status"];
};

/**
 * Saves a new version of the owner's proposal in one transaction: a conditional UPDATE (owner, the
 * version the writer started from when it says so, and a title or content that differs from the
 * stored one) that moves `version` on by one, then the version row. Another user's proposal is 404;
 * a base that is no longer current is 409, changing nothing; a save that changes neither title nor
 * content keeps the version it had (only a changed status is stored), so the history lists changes only.
 */
export async function saveVersion(
  db: Db,
  proposalId: string,
  change: VersionedChange,
  meta: VersionMeta & { baseVersion?: number },
): Promise<ProposalRow> {
  return db.transaction(async (tx) => {
    const owned = and(eq(proposals.id, proposalId), eq(proposals.userId, meta.userId));
    const current = meta.baseVersion !== undefined ? and(owned, eq(proposals.version, meta.baseVersion)) : owned;
    const changed = or(
      change.title !== undefined ? ne(proposals.title, change.title) : undefined,
      change.content ? ne(proposals.content, change.content.html) : undefined,
    );
    const [row] = await tx
      .update(proposals)
      .set({
        ...(change.title !== undefined ? { title: change.title } : {}),
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.content ? { content: change.content.html, wordCount: change.content.wordCount } : {}),
        version: sql`${proposals.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(current, changed))
      .returning();
    if (row) {
      await recordVersion(tx, row, meta);
      return row;
    }
    const [unchanged] = await tx
      .update(proposals)
      .set(change.status !== undefined ? { status: change.status } : { version: proposals.version })
      .where(current)
      .returning();
    if (unchanged) return unchanged;
    const [stored] = await tx.select({ version: proposals.version }).from(proposals).where(owned);
    if (!stored) throw new AppError(404, "PROPOSAL_NOT_FOUND");
    throw versionConflict(stored.version);
  });
}
