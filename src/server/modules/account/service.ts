import { and, count, desc, eq, sql } from "drizzle-orm";
import type {
  ActivityPageDto,
  LedgerEntryDto,
  LedgerPageDto,
  PageQuery,
  SignOutOthersDto,
  UpdateProfileInput,
} from "../../../common/schemas/account.js";
import type { UserDto } from "../../../common/schemas/auth.js";
import { unauthorized } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { creditLedger, generationJobs, proposals, users } from "../../db/schema.js";
import { toUserDto } from "../auth/accounts.js";
import { deleteUserSessions } from "../auth/sessions.js";

/**
 * A ledger reference names its cause ('job:<uuid>', 'preview:<uuid>', 'starter'); only the kind of
 * cause leaves the server, so no id of a job, payment or another account is ever shown.
 */
export function referenceKind(reference: string | null): string | null {
  if (!reference) return null;
  const prefix = reference.includes(":") ? reference.slice(0, reference.indexOf(":")) : reference;
  return /^[a-z_]{1,30}$/.test(prefix) ? prefix : null;
}

const offsetOf = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;

/**
 * The generation job a generation charge references ('job:<uuid>', 'preview:<uuid>'), as a uuid the
 * join can look up by key; null for any other reference (the cast runs only on a well-formed one).
 */
const chargedJobId = sql`(CASE WHEN ${creditLedger.kind} = 'generation' AND ${creditLedger.reference} ~ '^(job|preview):[0-9a-fA-F-]{36}$'
  THEN substring(${creditLedger.reference} from position(':' in ${creditLedger.reference}) + 1)::uuid END)`;

/**
 * The user's own ledger rows, newest first, one page at a time. A generation charge names the
 * proposal it paid for: its current title, or, once that proposal is deleted, the title it was
 * written with (kept on the generation job); the job and the proposal are joined as the user's own.
 */
export async function listLedgerPage(db: Db, userId: string, query: PageQuery): Promise<LedgerPageDto> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        createdAt: creditLedger.createdAt,
        delta: creditLedger.delta,
        balanceAfter: creditLedger.balanceAfter,
        kind: creditLedger.kind,
        reference: creditLedger.reference,
        jobId: generationJobs.id,
        jobTitle: sql<string | null>`${generationJobs.input} -> 'proposal' ->> 'title'`,
        proposalTitle: proposals.title,
      })
      .from(creditLedger)
      .leftJoin(generationJobs, and(eq(generationJobs.id, chargedJobId), eq(generationJobs.userId, userId)))
      .leftJoin(proposals, and(eq(proposals.id, generationJobs.proposalId), eq(proposals.userId, userId)))
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.userId, userId)),
  ]);
  return {
    items: rows.map((r) => ({
      createdAt: r.createdAt.toISOString(),
      delta: r.delta,
      balanceAfter: r.balanceAfter,
      kind: r.kind,
      referenceKind: referenceKind(r.reference),
      proposal: proposalOfCharge(r),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** What a charge paid for: the proposal's title, whether it has since been deleted; null when no proposal. */
function proposalOfCharge(r: {
  jobId: string | null;
  jobTitle: string | null;
  proposalTitle: string | null;
}): LedgerEntryDto["proposal"] {
  if (r.proposalTitle !== null) return { title: r.proposalTitle, deleted: false };
  if (r.jobId === null) return null;
  const stored = r.jobTitle?.trim();
  return { title: stored ? stored : null, deleted: true };
}

/** The user's proposals as activity: most recently changed first. */
export async function listActivityPage(db: Db, userId: string, query: PageQuery): Promise<ActivityPageDto> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: proposals.id,
        title: proposals.title,
        status: proposals.status,
        createdAt: proposals.createdAt,
        updatedAt: proposals.updatedAt,
      })
      .from(proposals)
      .where(eq(proposals.userId, userId))
      .orderBy(desc(proposals.updatedAt), desc(proposals.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(proposals).where(eq(proposals.userId, userId)),
  ]);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function updateProfile(db: Db, userId: string, input: UpdateProfileInput): Promise<UserDto> {
  const [row] = await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, language: input.language })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw unauthorized();
  return toUserDto(row);
}

/** Ends every other session of the account; the one making the request stays signed in. */
export async function signOutOtherSessions(db: Db, userId: string, sessionId: string): Promise<SignOutOthersDto> {
  return { signedOut: await deleteUserSessions(db, userId, sessionId) };
}
