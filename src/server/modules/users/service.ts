import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Role } from "../../../common/constants.js";
import type { AdminUserDto, AdminUserPageDto, AdminUsersQuery, UserStatsDto } from "../../../common/schemas/admin.js";
import type { Actor } from "../../core/actor.js";
import { notFound } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { organizations, payments, users } from "../../db/schema.js";
import { searchColumns } from "../../db/search.js";

/** Active users: seen within this many days. */
export const ACTIVE_DAYS = 30;

const agent = alias(users, "agent");

/** The columns of an AdminUserDto, the agent's email joined. */
const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  credits: users.credits,
  unlimited: users.unlimited,
  subscriptionStatus: users.subscriptionStatus,
  agentId: users.agentId,
  agentEmail: agent.email,
  createdAt: users.createdAt,
  lastSeenAt: users.lastSeenAt,
};

type AdminUserRow = Omit<AdminUserDto, "createdAt" | "lastSeenAt"> & { createdAt: Date; lastSeenAt: Date | null };

export function toAdminUserDto(row: AdminUserRow): AdminUserDto {
  return { ...row, createdAt: row.createdAt.toISOString(), lastSeenAt: row.lastSeenAt?.toISOString() ?? null };
}

/** Accounts with their agent's email, never a deleted one; `where` narrows further. */
async function selectAdminUsers(db: Db, where: SQL | undefined): Promise<AdminUserDto[]> {
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(agent, eq(agent.id, users.agentId))
    .where(and(isNull(users.deletedAt), where))
    .orderBy(asc(users.email), asc(users.id));
  return rows.map(toAdminUserDto);
}

/** One account as the administration area shows it (not deleted), or 404. */
export async function getAdminUser(db: Db, userId: string): Promise<AdminUserDto> {
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(agent, eq(agent.id, users.agentId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw notFound();
  return toAdminUserDto(row);
}

/**
 * Which accounts an actor sees in the users list. A super admin: everyone. An agent: their own
 * users; asked for agents (`role=admin`, the agent selectors), only themself.
 */
function listScope(actor: Actor, role: Role | undefined): SQL | undefined {
  if (actor.role === "super_admin") return undefined;
  if (role === "admin") return eq(users.id, actor.id);
  return eq(users.agentId, actor.id);
}

/** `GET /api/admin/users`: paged, searched and filtered in SQL, scoped to the actor. */
export async function listAdminUsers(db: Db, actor: Actor, query: AdminUsersQuery): Promise<AdminUserPageDto> {
  const where = and(
    isNull(users.deletedAt),
    listScope(actor, query.role),
    query.role ? eq(users.role, query.role) : undefined,
    searchColumns(query.q, [users.email, users.firstName, users.lastName]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .leftJoin(agent, eq(agent.id, users.agentId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toAdminUserDto), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/**
 * `GET /api/admin/user-stats`. A super admin counts every account and the organisations waiting
 * for approval; an agent counts their own users and the pending payments recorded for them.
 */
export async function getUserStats(db: Db, actor: Actor): Promise<UserStatsDto> {
  const scope = actor.role === "super_admin" ? undefined : eq(users.agentId, actor.id);
  const since = sql`now() - make_interval(days => ${ACTIVE_DAYS})`;
  const [[row], [pending]] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.lastSeenAt} >= ${since})`,
      })
      .from(users)
      .where(and(isNull(users.deletedAt), scope)),
    actor.role === "super_admin"
      ? db.select({ n: count() }).from(organizations).where(eq(organizations.status, "pending"))
      : db
          .select({ n: count() })
          .from(payments)
          .where(and(eq(payments.agentId, actor.id), eq(payments.status, "pending"))),
  ]);
  return {
    totalUsers: Number(row?.total ?? 0),
    activeUsers: Number(row?.active ?? 0),
    pendingApprovals: Number(pending?.n ?? 0),
  };
}

/** `GET /api/super-admin/admins`: agents and super admins. */
export function listStaff(db: Db): Promise<AdminUserDto[]> {
  return selectAdminUsers(db, inArray(users.role, ["admin", "super_admin"]));
}

/** `GET /api/super-admin/admin-users`: the agents (role admin), for agent selectors. */
export function listAgents(db: Db): Promise<AdminUserDto[]> {
  return selectAdminUsers(db, eq(users.role, "admin"));
}

/** `GET /api/agent/supervised-users`: an agent's own users; for a super admin, every user who has an agent. */
export function listSupervisedUsers(db: Db, actor: Actor): Promise<AdminUserDto[]> {
  return selectAdminUsers(db, actor.role === "super_admin" ? isNotNull(users.agentId) : eq(users.agentId, actor.id));
}

/** `GET /api/agent/unassigned-users`: ordinary users without an agent. */
export function listUnassignedUsers(db: Db): Promise<AdminUserDto[]> {
  return selectAdminUsers(db, and(eq(users.role, "user"), isNull(users.agentId)));
}
