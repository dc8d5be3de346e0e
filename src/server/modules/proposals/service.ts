import { and, desc, eq, sql } from "drizzle-orm";
import { isKindId } from "../../../common/kinds/index.js";
import { CheckDto } from "../../../common/schemas/check.js";
import type {
  CreateProposalInput,
  ProposalDto,
  ProposalStatsDto,
  ProposalSummaryDto,
  UpdateProposalInput,
} from "../../../common/schemas/proposals.js";
import { prepareContent } from "../../content/prepare.js";
import type { Actor } from "../../core/actor.js";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { proposals } from "../../db/schema.js";
import { editorSaveSource, recordVersion, saveVersion } from "../versions/store.js";

type ProposalRow = typeof proposals.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const proposalNotFound = () => new AppError(404, "PROPOSAL_NOT_FOUND");

/** A proposal id from a path: anything but a uuid is a proposal that does not exist (404). */
export function proposalIdOf(id: string): string {
  if (!UUID.test(id)) throw proposalNotFound();
  return id;
}

function parseCheck(value: unknown): CheckDto | null {
  const parsed = CheckDto.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function toProposalDto(p: ProposalRow): ProposalDto {
  const charged = p.metadata?.creditsCharged;
  return {
    id: p.id,
    title: p.title,
    type: p.type,
    status: p.status,
    budgetRange: p.budgetRange,
    timeline: p.timeline,
    wordCount: p.wordCount,
    content: p.content,
    requirements: p.requirements,
    packageKey: p.packageKey,
    creditsCharged: typeof charged === "number" ? charged : null,
    kind: isKindId(p.metadata?.kind) ? p.metadata.kind : null,
    applicant: typeof p.metadata?.applicant === "string" ? p.metadata.applicant : null,
    addressee: typeof p.metadata?.addressee === "string" ? p.metadata.addressee : null,
    check: parseCheck(p.metadata?.check),
    version: p.version,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A proposal the actor may read: their own, or any for a super admin. Anything else is 404. */
export async function findReadableProposal(db: Db, actor: Actor, id: string): Promise<ProposalRow> {
  proposalIdOf(id);
  const owner = actor.role === "super_admin" ? undefined : eq(proposals.userId, actor.id);
  const [row] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, id), owner));
  if (!row) throw proposalNotFound();
  return row;
}

export async function createProposal(db: Db, userId: string, input: CreateProposalInput): Promise<ProposalDto> {
  const { html, wordCount } = prepareContent(input.content);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(proposals)
      .values({
        userId,
        title: input.title,
        type: input.type,
        status: input.status,
        content: html,
        wordCount,
        requirements: input.requirements,
        budgetRange: input.budgetRange ?? null,
        timeline: input.timeline ?? null,
      })
      .returning();
    await recordVersion(tx, row!, { userId, source: "editor" });
    return toProposalDto(row!);
  });
}

/**
 * Only the owner changes a proposal; the ownership is part of the update's condition. A change of
 * title or content is a new version (409 when `baseVersion` is given and no longer current); a
 * change of status alone is not.
 */
export async function updateProposal(
  db: Db,
  userId: string,
  id: string,
  input: UpdateProposalInput,
): Promise<ProposalDto> {
  proposalIdOf(id);
  const content = input.content !== undefined ? prepareContent(input.content) : undefined;
  if (input.title !== undefined || content) {
    const source = await editorSaveSource(db, userId, id, input.source);
    const row = await saveVersion(
      db,
      id,
      { title: input.title, content, status: input.status },
      { userId, source, baseVersion: input.baseVersion },
    );
    return toProposalDto(row);
  }
  const [row] = await db
    .update(proposals)
    .set({ ...(input.status !== undefined ? { status: input.status } : {}), updatedAt: new Date() })
    .where(and(eq(proposals.id, id), eq(proposals.userId, userId)))
    .returning();
  if (!row) throw proposalNotFound();
  return toProposalDto(row);
}

export async function deleteProposal(db: Db, userId: string, id: string): Promise<void> {
  proposalIdOf(id);
  const deleted = await db
    .delete(proposals)
    .where(and(eq(proposals.id, id), eq(proposals.userId, userId)))
    .returning({ id: proposals.id });
  if (deleted.length === 0) throw proposalNotFound();
}

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
    .where(eq(proposals.userId, userId));
  const stats = { total: 0, draft: 0, inProgress: 0, completed: 0, approved: 0, ...row };
  const successRate = stats.total === 0 ? 0 : Math.round((stats.approved / stats.total) * 100);
  return { ...stats, successRate };
}
