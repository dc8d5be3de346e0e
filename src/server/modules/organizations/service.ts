import { and, eq, sql } from "drizzle-orm";
import {
  type AgentOrganizationDto,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  MEMBERS_PAGE_SIZE,
  ORGANIZATION_TRANSITIONS,
  type OrganizationAction,
  type OrganizationActionDto,
  type OrganizationCreateInput,
  type OrganizationDetailDto,
  type OrganizationDto,
  type OrganizationMemberDto,
  type StatusHistoryDto,
} from "../../../common/schemas/organizations.js";
import type { Actor } from "../../core/actor.js";
import { AppError, badRequest, conflict, notFound } from "../../core/errors.js";
import { malay } from "../../core/messages.js";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { organizationStatusHistory, organizations, users } from "../../db/schema.js";
import { recordAudit } from "../audit/service.js";
import { domainDirectory } from "./domains.js";
import { logoPath, parseLogo, storeLogo } from "./logo.js";

/**
 * White-label organisations. Members are computed, never stored by hand: the organisation's agent
 * (admin_user_id) and the live users whose agent it is (users.agent_id). users.organization_id,
 * which the exports and analytics read, is derived from the same rule by database triggers.
 */

const TZ = "Asia/Kuala_Lumpur";
type Row = Record<string, unknown>;

const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** Is `u` (a users alias) a member of `o` (an organizations alias)? */
const MEMBER = sql.raw(
  "o.admin_user_id IS NOT NULL AND (u.agent_id = o.admin_user_id OR u.id = o.admin_user_id) AND u.deleted_at IS NULL",
);
/** Kuala Lumpur calendar month bounds as timestamptz: month 0 is the current one, -1 the one before ... */
const monthStart = (offset: number) =>
  sql.raw(`((date_trunc('month', now() AT TIME ZONE '${TZ}') + interval '${offset} month') AT TIME ZONE '${TZ}')`);
const VERIFIED_AT = sql.raw("coalesce(p.decided_at, p.created_at)");

/** Every organisation with its computed figures; `where` narrows (by id, status or agent). */
async function selectOrganizations(db: Db, where: ReturnType<typeof sql>): Promise<OrganizationDto[]> {
  const result = await db.execute(sql`
    SELECT o.id, o.name, o.slug, o.description, o.primary_color, o.secondary_color, o.custom_domain,
           o.admin_user_id, o.subscription_plan, o.status, o.created_at,
           a.email AS agent_email, trim(a.first_name || ' ' || a.last_name) AS agent_name,
           extract(epoch from l.updated_at)::bigint::text AS logo_version,
           (SELECT count(*) FROM users u WHERE ${MEMBER})::int AS total_users,
           (SELECT count(*) FROM proposals pr JOIN users u ON u.id = pr.user_id WHERE ${MEMBER})::int AS total_proposals,
           (SELECT coalesce(sum(p.amount_rm), 0)::numeric(14, 2)::text
              FROM payments p JOIN users u ON u.id = p.user_id
             WHERE p.status = 'verified'
               AND o.admin_user_id IS NOT NULL AND (u.agent_id = o.admin_user_id OR u.id = o.admin_user_id)
               AND ${VERIFIED_AT} >= ${monthStart(0)} AND ${VERIFIED_AT} < ${monthStart(1)}) AS monthly_revenue
      FROM organizations o
      LEFT JOIN users a ON a.id = o.admin_user_id
      LEFT JOIN organization_logos l ON l.organization_id = o.id
     WHERE ${where}
     ORDER BY o.created_at DESC, o.id
  `);
  return rowsOf(result).map((r) => ({
    id: String(r.id),
    name: String(r.name),
    slug: String(r.slug),
    description: text(r.description),
    logoUrl: r.logo_version ? logoPath(String(r.id), String(r.logo_version)) : null,
    primaryColor: String(r.primary_color),
    secondaryColor: String(r.secondary_color),
    customDomain: text(r.custom_domain),
    adminUserId: text(r.admin_user_id),
    agentName: text(r.agent_name),
    agentEmail: text(r.agent_email),
    subscriptionPlan: r.subscription_plan as OrganizationDto["subscriptionPlan"],
    status: r.status as OrganizationDto["status"],
    totalUsers: Number(r.total_users),
    totalProposals: Number(r.total_proposals),
    monthlyRevenue: String(r.monthly_revenue),
    createdAt: iso(r.created_at),
  }));
}

export const listOrganizations = (db: Db) => selectOrganizations(db, sql`true`);
export const listPendingOrganizations = (db: Db) => selectOrganizations(db, sql`o.status = 'pending'`);

async function organizationById(db: Db, id: string): Promise<OrganizationDto> {
  const [org] = await selectOrganizations(db, sql`o.id = ${id}`);
  if (!org) throw notFound();
  return org;
}

async function members(db: Db, orgId: string, page: number, pageSize: number) {
  const result = await db.execute(sql`
    SELECT u.id, u.email, u.first_name, u.last_name, u.role, u.created_at, (u.id = o.admin_user_id) AS is_agent,
           (SELECT count(*) FROM proposals pr WHERE pr.user_id = u.id)::int AS proposal_count,
           count(*) OVER ()::int AS total
      FROM organizations o JOIN users u ON ${MEMBER}
     WHERE o.id = ${orgId}
     ORDER BY (u.id = o.admin_user_id) DESC, u.created_at, u.id
     LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
  `);
  const rows = rowsOf(result);
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (!rows.length && page > 1) {
    const counted = await db.execute(
      sql`SELECT count(*)::int AS n FROM organizations o JOIN users u ON ${MEMBER} WHERE o.id = ${orgId}`,
    );
    total = Number(rowsOf(counted)[0]?.n ?? 0);
  }
  const items: OrganizationMemberDto[] = rows.map((r) => ({
    id: String(r.id),
    email: String(r.email),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    role: r.role as OrganizationMemberDto["role"],
    isAgent: Boolean(r.is_agent),
    proposalCount: Number(r.proposal_count),
    createdAt: iso(r.created_at),
  }));
  return { items, total, page, pageSize };
}

async function history(db: Db, orgId: string): Promise<StatusHistoryDto[]> {
  const result = await db.execute(sql`
    SELECT h.id, h.from_status, h.to_status, h.reason, h.actor_id, h.created_at,
           trim(a.first_name || ' ' || a.last_name) AS actor_name
      FROM organization_status_history h LEFT JOIN users a ON a.id = h.actor_id
     WHERE h.organization_id = ${orgId}
     ORDER BY h.created_at, h.id
  `);
  return rowsOf(result).map((r) => ({
    id: String(r.id),
    fromStatus: r.from_status as StatusHistoryDto["fromStatus"],
    toStatus: r.to_status as StatusHistoryDto["toStatus"],
    reason: text(r.reason),
    actorId: text(r.actor_id),
    actorName: text(r.actor_name),
    at: iso(r.created_at),
  }));
}

/** Verified payments of members per Kuala Lumpur calendar month, the last 12 months (current last). */
async function revenueByMonth(db: Db, orgId: string) {
  const result = await db.execute(sql`
    SELECT to_char(m.start AT TIME ZONE ${TZ}, 'YYYY-MM') AS month,
           coalesce((SELECT sum(p.amount_rm)
                       FROM organizations o JOIN users u
                            ON o.admin_user_id IS NOT NULL AND (u.agent_id = o.admin_user_id OR u.id = o.admin_user_id)
                       JOIN payments p ON p.user_id = u.id AND p.status = 'verified'
                      WHERE o.id = ${orgId} AND ${VERIFIED_AT} >= m.start AND ${VERIFIED_AT} < m.next), 0)::numeric(14, 2)::text AS revenue
      FROM (SELECT ((date_trunc('month', now() AT TIME ZONE ${TZ}) + make_interval(months => k)) AT TIME ZONE ${TZ}) AS start,
                   ((date_trunc('month', now() AT TIME ZONE ${TZ}) + make_interval(months => k + 1)) AT TIME ZONE ${TZ}) AS next
              FROM generate_series(-11, 0) AS k) m
     ORDER BY m.start
  `);
  return rowsOf(result).map((r) => ({ month: String(r.month), revenue: String(r.revenue) }));
}

/** `GET /api/super-admin/organizations/{id}`: the View page. */
export async function organizationDetail(db: Db, id: string, page = 1): Promise<OrganizationDetailDto> {
  const org = await organizationById(db, id);
  const commission = org.adminUserId
    ? rowsOf(
        await db.execute(sql`
          SELECT coalesce(sum(amount_rm), 0)::numeric(14, 2)::text AS total
            FROM commissions WHERE agent_id = ${org.adminUserId} AND status <> 'cancelled'`),
      )[0]?.total
    : "0.00";
  return {
    ...org,
    members: await members(db, id, page, MEMBERS_PAGE_SIZE),
    revenueByMonth: await revenueByMonth(db, id),
    agentCommission: String(commission ?? "0.00"),
    history: await history(db, id),
  };
}

/** `GET /api/agent/organization`: the agent's own organisation (not rejected), read-only. */
export async function agentOrganization(db: Db, agent: Actor): Promise<AgentOrganizationDto> {
  const [org] = await selectOrganizations(db, sql`o.admin_user_id = ${agent.id} AND o.status <> 'rejected'`);
  if (!org) return { organization: null, members: [], history: [] };
  const all = await members(db, org.id, 1, 10_000);
  return { organization: org, members: all.items, history: await history(db, org.id) };
}

/** `POST /api/super-admin/organizations`: created pending, for a live agent without an organisation. */
export async function createOrganization(
  db: Db,
  actor: Actor,
  input: OrganizationCreateInput & { slug: string; name: string },
): Promise<OrganizationActionDto> {
  const agentId = (input.agentUserId || input.adminUserId) as string;
  const logo = input.logoUrl ? parseDataUrlLogo(input.logoUrl) : null;
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [agent] = await tx
        .select({ id: users.id, role: users.role, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, agentId))
        .for("update");
      if (!agent || agent.deletedAt || agent.role !== "admin") throw badRequest("AGENT_NOT_ELIGIBLE", "agentUserId");
      const [owned] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.adminUserId, agentId), sql`${organizations.status} <> 'rejected'`));
      if (owned) throw conflict("AGENT_HAS_ORGANIZATION");
      const [taken] = await tx
        .select({ slug: organizations.slug, domain: organizations.customDomain })
        .from(organizations)
        .where(
          input.customDomain
            ? sql`${organizations.slug} = ${input.slug} OR ${organizations.customDomain} = ${input.customDomain}`
            : eq(organizations.slug, input.slug),
        )
        .limit(1);
      if (taken) throw conflict(taken.slug === input.slug ? "SLUG_TAKEN" : "DOMAIN_TAKEN");
      const [created] = await tx
        .insert(organizations)
        .values({
          name: input.name,
          slug: input.slug,
          description: input.description || null,
          primaryColor: input.primaryColor || DEFAULT_PRIMARY_COLOR,
          secondaryColor: input.secondaryColor || DEFAULT_SECONDARY_COLOR,
          customDomain: input.customDomain || null,
          adminUserId: agentId,
          subscriptionPlan: input.subscriptionPlan ?? "basic",
          status: "pending",
        })
        .returning({ id: organizations.id });
      if (!created) throw new Error("insert returned nothing");
      if (logo) await storeLogo(tx, created.id, logo);
      await recordAudit(
        tx,
        actor,
        "organization.create",
        { type: "organization", id: created.id },
        {
          name: input.name,
          slug: input.slug,
          agentId,
          customDomain: input.customDomain || null,
          subscriptionPlan: input.subscriptionPlan ?? "basic",
        },
      );
      return created.id;
    });
  } catch (error) {
    // Two creations racing for the same slug, domain or agent: the unique indexes decide.
    if (isUniqueViolation(error, "organizations_slug_unique")) throw conflict("SLUG_TAKEN");
    if (isUniqueViolation(error, "organizations_custom_domain_unique")) throw conflict("DOMAIN_TAKEN");
    if (isUniqueViolation(error, "organizations_one_per_agent")) throw conflict("AGENT_HAS_ORGANIZATION");
    throw error;
  }
  domainDirectory(db).invalidate();
  return { message: malay("organizations.created"), organization: await organizationById(db, id) };
}

/** A logoUrl on create is taken only as a data: URL of a PNG or JPEG: the server never fetches an address. */
function parseDataUrlLogo(url: string) {
  if (!/^data:/i.test(url)) throw badRequest("LOGO_URL_REMOTE", "logoUrl");
  return parseLogo(url);
}

const MESSAGES: Record<OrganizationAction, string> = {
  approve: "organizations.approved",
  reject: "organizations.rejected",
  suspend: "organizations.suspended",
  reactivate: "organizations.reactivated",
};

/**
 * One documented transition as a single conditional UPDATE (`WHERE status = <from>`): the history
 * row and the audit row are written in the same transaction. Anything else answers 409, unchanged.
 */
export async function transitionOrganization(
  db: Db,
  actor: Actor,
  id: string,
  action: OrganizationAction,
  reason: string | null | undefined,
): Promise<OrganizationActionDto> {
  const [from, to] = ORGANIZATION_TRANSITIONS[action];
  const why = reason?.trim() || null;
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(organizations)
      .set({ status: to })
      .where(and(eq(organizations.id, id), eq(organizations.status, from)))
      .returning({ id: organizations.id });
    if (!changed) {
      const [exists] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
      if (!exists) throw notFound();
      throw new AppError(409, "ORGANIZATION_TRANSITION");
    }
    await tx
      .insert(organizationStatusHistory)
      .values({ organizationId: id, fromStatus: from, toStatus: to, reason: why, actorId: actor.id });
    await recordAudit(tx, actor, `organization.${action}`, { type: "organization", id }, { from, to, reason: why });
  });
  domainDirectory(db).invalidate();
  return { message: malay(MESSAGES[action]), organization: await organizationById(db, id) };
}
