import { type SQL, sql } from "drizzle-orm";
import { ROLES, type Role } from "../../../common/constants.js";
import {
  type AgentSummaryListDto,
  NO_AGENT,
  type PeriodTotalsDto,
  POPULAR_PROPOSAL_TYPES,
  type SuperAdminAnalyticsDto,
  TOP_EARNING_AGENTS,
  type UserAnalyticsRowDto,
  type UsersAnalyticsPageDto,
  type UsersAnalyticsQuery,
} from "../../../common/schemas/analytics.js";
import type { AiModelPrices } from "../../../common/schemas/settings.js";
import { type Db, queryRows } from "../../db/client.js";
import { containsPattern } from "../../db/search.js";
import { getSetting } from "../settings/service.js";

/**
 * The super admin's analytics. Every figure is an SQL aggregate (nothing is read row by row into
 * JavaScript); money is summed in SQL numeric and leaves as text. Calendar periods are those of
 * Asia/Kuala_Lumpur with weeks from Monday (date_trunc('week') is ISO). `now` is a parameter so
 * tests can pin the clock; the routes pass nothing.
 */

const TZ = "Asia/Kuala_Lumpur";
const ACTIVE_DAYS = 30;
const RATING_DAYS = 90;

const ts = (now: Date) => sql`${now.toISOString()}::timestamptz`;
/** The Kuala Lumpur date on which the calendar day / week / month that contains `now` starts. */
const klStartDate = (unit: "day" | "week" | "month", now: Date) =>
  sql`date_trunc(${unit}, ${ts(now)} AT TIME ZONE ${TZ})::date`;
const money = (expr: SQL) => sql`coalesce(${expr}, 0)::numeric(14,2)::text`;
/** When a verified payment became revenue: its verification (its filing, for rows decided before that was kept). */
const revenueAt = sql`coalesce(decided_at, created_at)`;

// ---------------------------------------------------------------------------------------------
// Users list

/** The order of user management, served by users_management_order_idx (same expression, same NULLS LAST). */
const ROLE_ORDER = sql`CASE u.role WHEN 'super_admin' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END`;

/** Conditions on `users u` joined with its `organizations o`. */
function userFilters(query: UsersAnalyticsQuery): SQL {
  const parts: SQL[] = [sql`u.deleted_at IS NULL`];
  if (query.role) parts.push(sql`u.role = ${query.role}`);
  if (query.agentId === NO_AGENT) parts.push(sql`u.agent_id IS NULL`);
  else if (query.agentId) parts.push(sql`u.agent_id = ${query.agentId}`);
  if (query.q) {
    // One ILIKE over name, email and organisation (a scan of 100,000 accounts takes half the time
    // of one ILIKE per column); the line breaks keep a pattern from spanning two fields.
    parts.push(
      sql`(u.first_name || ' ' || u.last_name || E'\n' || u.email || E'\n' || coalesce(o.name, '')) ILIKE ${containsPattern(query.q)}`,
    );
  }
  return sql.join(parts, sql` AND `);
}

type UserRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  credits: number;
  unlimited: boolean;
  total_spent: string;
  proposal_count: number;
  subscription_status: string;
  agent_id: string | null;
  agent_email: string | null;
  organization_name: string | null;
  created_at: string | Date;
};

const iso = (v: string | Date) => new Date(v).toISOString();

/**
 * The columns of a users-list row for the accounts of the CTE `page` (id, role_order, created_at),
 * in the list's order: each account's agent, organisation, verified spend and proposal count.
 */
function userRowsOf(db: Db, page: SQL): Promise<UserRow[]> {
  return queryRows<UserRow>(
    db,
    sql`
      WITH page AS (${page})
      SELECT u.id, u.email, u.first_name, u.last_name, u.role, u.credits,
             (u.unlimited OR u.role = 'super_admin') AS unlimited,
             ${money(sql`spent.total`)} AS total_spent,
             coalesce(written.n, 0)::int AS proposal_count,
             u.subscription_status, u.agent_id, a.email AS agent_email, o.name AS organization_name, u.created_at
      FROM page
      JOIN users u ON u.id = page.id
      LEFT JOIN users a ON a.id = u.agent_id
      LEFT JOIN organizations o ON o.id = u.organization_id
      LEFT JOIN LATERAL (
        SELECT sum(p.amount_rm) AS total FROM payments p WHERE p.user_id = u.id AND p.status = 'verified'
      ) spent ON true
      LEFT JOIN LATERAL (SELECT count(*) AS n FROM proposals pr WHERE pr.user_id = u.id) written ON true
      ORDER BY page.role_order, page.created_at DESC, page.id DESC`,
  );
}

function toUserAnalyticsRow(r: UserRow): UserAnalyticsRowDto {
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    role: r.role,
    credits: Number(r.credits),
    unlimited: r.unlimited,
    totalSpentRM: r.total_spent,
    proposalCount: Number(r.proposal_count),
    subscriptionStatus: r.subscription_status,
    agentId: r.agent_id,
    agentEmail: r.agent_email,
    organizationName: r.organization_name,
    createdAt: iso(r.created_at),
  };
}

/** `GET /api/super-admin/users-analytics`: one page of accounts with their spend, and the group counts. */
export async function listUsersAnalytics(db: Db, query: UsersAnalyticsQuery): Promise<UsersAnalyticsPageDto> {
  const where = userFilters(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [groups]] = await Promise.all([
    userRowsOf(
      db,
      sql`
        SELECT u.id, ${ROLE_ORDER} AS role_order, u.created_at
        FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
        WHERE ${where}
        ORDER BY ${ROLE_ORDER}, u.created_at DESC NULLS LAST, u.id DESC NULLS LAST
        LIMIT ${query.pageSize} OFFSET ${offset}`,
    ),
    queryRows<{ super_admins: number; agents: number; users: number }>(
      db,
      sql`
      SELECT count(*) FILTER (WHERE u.role = 'super_admin')::int AS super_admins,
             count(*) FILTER (WHERE u.role = 'admin')::int AS agents,
             count(*) FILTER (WHERE u.role = 'user')::int AS users
      FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
      WHERE ${where}`,
    ),
  ]);
  const counts = {
    superAdmins: Number(groups?.super_admins ?? 0),
    agents: Number(groups?.agents ?? 0),
    users: Number(groups?.users ?? 0),
  };
  return {
    items: rows.map(toUserAnalyticsRow),
    total: counts.superAdmins + counts.agents + counts.users,
    page: query.page,
    pageSize: query.pageSize,
    groups: counts,
  };
}

/** `GET /api/super-admin/users/{id}`: one live account as a row of the users list shows it; null when absent or deleted. */
export async function getUserAnalyticsRow(db: Db, userId: string): Promise<UserAnalyticsRowDto | null> {
  const [row] = await userRowsOf(
    db,
    sql`SELECT u.id, 0 AS role_order, u.created_at FROM users u WHERE u.id = ${userId} AND u.deleted_at IS NULL`,
  );
  return row ? toUserAnalyticsRow(row) : null;
}

// ---------------------------------------------------------------------------------------------
// Agent performance

/**
 * `GET /api/super-admin/agent-summaries`: every agent with their assigned users, the verified
 * revenue recorded with them (as commissions are) and their users' proposals.
 */
export async function agentSummaries(db: Db): Promise<AgentSummaryListDto> {
  const rows = await queryRows<{
    id: string;
    name: string;
    email: string;
    total_users: number;
    total_revenue: string;
    total_proposals: number;
  }>(
    db,
    sql`
    WITH agents AS (
      SELECT id, first_name, last_name, email FROM users WHERE role = 'admin' AND deleted_at IS NULL
    ),
    assigned AS (
      SELECT u.agent_id, count(*) AS n FROM users u JOIN agents ON agents.id = u.agent_id
      WHERE u.deleted_at IS NULL GROUP BY u.agent_id
    ),
    revenue AS (
      SELECT p.agent_id, sum(p.amount_rm) AS total FROM payments p JOIN agents ON agents.id = p.agent_id
      WHERE p.status = 'verified' GROUP BY p.agent_id
    ),
    written AS (
      SELECT u.agent_id, count(*) AS n FROM proposals pr JOIN users u ON u.id = pr.user_id
      JOIN agents ON agents.id = u.agent_id GROUP BY u.agent_id
    )
    SELECT agents.id, trim(agents.first_name || ' ' || agents.last_name) AS name, agents.email,
           coalesce(assigned.n, 0)::int AS total_users,
           ${money(sql`revenue.total`)} AS total_revenue,
           coalesce(written.n, 0)::int AS total_proposals
    FROM agents
    LEFT JOIN assigned ON assigned.agent_id = agents.id
    LEFT JOIN revenue ON revenue.agent_id = agents.id
    LEFT JOIN written ON written.agent_id = agents.id
    ORDER BY coalesce(revenue.total, 0) DESC, name, agents.id`,
  );
  return rows.map((r) => ({
    agentId: r.id,
    agentName: r.name,
    agentEmail: r.email,
    totalUsers: Number(r.total_users),
    totalRevenue: r.total_revenue,
    totalProposals: Number(r.total_proposals),
  }));
}

// ---------------------------------------------------------------------------------------------
// Dashboard figures

/**
 * The daily figures kept by the analytics triggers: the folded rows plus the deltas not folded yet,
 * read in one statement so they are exact at that moment.
 */
const FACTS = sql`(SELECT day, metric, key, value FROM analytics_daily
  UNION ALL SELECT day, metric, key, value FROM analytics_deltas)`;

/** Folds the analytics deltas into their daily rows (maintenance calls it). */
export async function foldAnalytics(db: Db): Promise<void> {
  await db.execute(sql`SELECT analytics_fold()`);
}

type FactTotals = {
  metric: string;
  key: string;
  total: string;
  today: string;
  week: string;
  month: string;
  per_user: string | null;
};

/** `GET /api/super-admin/analytics?range=`: the dashboard's figures and a daily series of `range` days. */
export async function superAdminAnalytics(
  db: Db,
  range: number,
  now: Date = new Date(),
): Promise<SuperAdminAnalyticsDto> {
  // Checked by the shared schema on read (settings service): a stored value it refuses reads as {}.
  const prices: AiModelPrices = await getSetting(db, "ai_model_prices");
  const n = ts(now);

  const [[u], facts, models, [c], agents, series] = await Promise.all([
    queryRows<{ active: number } & Record<Role, number>>(
      db,
      sql`
      SELECT count(*) FILTER (WHERE last_seen_at >= ${n} - make_interval(days => ${ACTIVE_DAYS}))::int AS active,
             count(*) FILTER (WHERE role = 'user')::int AS "user",
             count(*) FILTER (WHERE role = 'admin')::int AS "admin",
             count(*) FILTER (WHERE role = 'super_admin')::int AS "super_admin"
      FROM users WHERE deleted_at IS NULL`,
    ),
    // Every metric and key with its all-time sum and those of today, this week and this month.
    queryRows<FactTotals>(
      db,
      sql`
      SELECT metric, key, sum(value)::numeric(16,2)::text AS total,
             coalesce(sum(value) FILTER (WHERE day = ${klStartDate("day", now)}), 0)::numeric(16,2)::text AS today,
             coalesce(sum(value) FILTER (WHERE day >= ${klStartDate("week", now)}), 0)::numeric(16,2)::text AS week,
             coalesce(sum(value) FILTER (WHERE day >= ${klStartDate("month", now)}), 0)::numeric(16,2)::text AS month,
             round(sum(value) / nullif((SELECT sum(value) FROM ${FACTS} live WHERE metric = 'users'), 0), 2)
               ::numeric(16,2)::text AS per_user
      FROM ${FACTS} facts
      WHERE metric IN ('users', 'revenue', 'credits_used', 'credits_issued', 'proposals', 'words')
      GROUP BY metric, key
      ORDER BY metric, sum(value) DESC, key`,
    ),
    queryRows<{
      model: string;
      generations: number;
      prompt: number;
      completion: number;
      cost: string;
      total_cost: string;
      total: number;
      today: number;
      tokens: number;
      avg_tokens: number;
    }>(
      db,
      sql`
      WITH prices AS (
        SELECT key AS model,
               coalesce((value->>'promptPerMillionUSD')::numeric, 0) AS prompt_price,
               coalesce((value->>'completionPerMillionUSD')::numeric, 0) AS completion_price
        FROM jsonb_each(${JSON.stringify(prices ?? {})}::jsonb)
      ),
      used AS (
        SELECT key AS model,
               sum(value) FILTER (WHERE metric = 'generations') AS generations,
               coalesce(sum(value) FILTER (WHERE metric = 'generations' AND day = ${klStartDate("day", now)}), 0) AS today,
               coalesce(sum(value) FILTER (WHERE metric = 'prompt_tokens'), 0) AS prompt,
               coalesce(sum(value) FILTER (WHERE metric = 'completion_tokens'), 0) AS completion
        FROM ${FACTS} facts
        WHERE metric IN ('generations', 'prompt_tokens', 'completion_tokens')
        GROUP BY key
        HAVING sum(value) FILTER (WHERE metric = 'generations') > 0
      ),
      costed AS (
        SELECT used.*, round((used.prompt * coalesce(prices.prompt_price, 0)
                              + used.completion * coalesce(prices.completion_price, 0)) / 1000000, 4) AS cost
        FROM used LEFT JOIN prices ON prices.model = used.model
      )
      SELECT model, generations::int AS generations, prompt::bigint AS prompt, completion::bigint AS completion,
             cost::numeric(18,4)::text AS cost,
             (sum(cost) OVER ())::numeric(18,4)::text AS total_cost,
             (sum(generations) OVER ())::int AS total, (sum(today) OVER ())::int AS today,
             (sum(prompt + completion) OVER ())::bigint AS tokens,
             round(sum(prompt + completion) OVER () / sum(generations) OVER ())::bigint AS avg_tokens
      FROM costed
      ORDER BY generations DESC, model`,
    ),
    queryRows<{ paid: string; pending: string }>(
      db,
      sql`
      SELECT ${money(sql`sum(amount_rm) FILTER (WHERE status = 'paid')`)} AS paid,
             ${money(sql`sum(amount_rm) FILTER (WHERE status = 'pending')`)} AS pending
      FROM commissions`,
    ),
    queryRows<{ id: string; name: string; email: string; revenue: string; rating: string; customers: number }>(
      db,
      sql`
      WITH sales AS (
        SELECT agent_id, sum(amount_rm) AS total,
               sum(amount_rm) FILTER (WHERE ${revenueAt} >= ${n} - make_interval(days => ${RATING_DAYS})) AS recent
        FROM payments WHERE status = 'verified' AND agent_id IS NOT NULL GROUP BY agent_id
      ),
      agents AS (
        SELECT a.id, trim(a.first_name || ' ' || a.last_name) AS name, a.email,
               coalesce(sales.total, 0) AS total, coalesce(sales.recent, 0) AS recent
        FROM users a LEFT JOIN sales ON sales.agent_id = a.id
        WHERE a.role = 'admin' AND a.deleted_at IS NULL
      ),
      best AS (SELECT max(recent) AS recent FROM agents),
      top AS (SELECT * FROM agents ORDER BY total DESC, name, id LIMIT ${TOP_EARNING_AGENTS})
      SELECT top.id, top.name, top.email, ${money(sql`top.total`)} AS revenue,
             (CASE WHEN top.recent <= 0 OR best.recent <= 0 THEN 0
                   ELSE greatest(1, round(top.recent * 10 / best.recent) / 2) END)::numeric(2,1)::text AS rating,
             (SELECT count(*) FROM users c WHERE c.agent_id = top.id AND c.deleted_at IS NULL)::int AS customers
      FROM top CROSS JOIN best
      ORDER BY top.total DESC, top.name, top.id`,
    ),
    dailySeries(db, range, now),
  ]);

  const fact = (metric: string, key = "") => facts.find((f) => f.metric === metric && f.key === key);
  const count = (value: string | undefined) => Number(value ?? 0);
  const rm = (value: string | undefined) => value ?? "0.00";
  const users = fact("users");
  const revenue = fact("revenue");
  const types = facts.filter((f) => f.metric === "proposals" && Number(f.total) > 0);
  const sumTypes = (field: "total" | "today" | "week" | "month") => types.reduce((s, t) => s + Number(t[field]), 0);
  const totalProposals = sumTypes("total");
  const words = facts.filter((f) => f.metric === "words").reduce((s, f) => s + Number(f.total), 0);
  const liveUsers = count(users?.total);
  const ai = models[0];
  const byRole = Object.fromEntries(ROLES.map((role) => [role, Number(u?.[role] ?? 0)])) as Record<Role, number>;
  return {
    userAnalytics: {
      totalUsers: liveUsers,
      newUsersToday: count(users?.today),
      newUsersThisWeek: count(users?.week),
      newUsersThisMonth: count(users?.month),
      activeUsers: Number(u?.active ?? 0),
      usersByRole: ROLES.map((role) => ({ role, count: byRole[role] })),
    },
    financialAnalytics: {
      totalRevenue: rm(revenue?.total),
      revenueToday: rm(revenue?.today),
      revenueThisWeek: rm(revenue?.week),
      revenueThisMonth: rm(revenue?.month),
      totalCreditsUsed: count(fact("credits_used")?.total),
      totalCreditsIssued: count(fact("credits_issued")?.total),
      averageRevenuePerUser: revenue?.per_user ?? "0.00",
    },
    proposalAnalytics: {
      totalProposals,
      proposalsToday: sumTypes("today"),
      proposalsThisWeek: sumTypes("week"),
      proposalsThisMonth: sumTypes("month"),
      averageWordsPerProposal: totalProposals > 0 ? Math.round(words / totalProposals) : 0,
      popularProposalTypes: types
        .slice(0, POPULAR_PROPOSAL_TYPES)
        .map((t) => ({ type: t.key, count: Number(t.total) })),
    },
    aiAnalytics: {
      totalAiGenerations: Number(ai?.total ?? 0),
      aiGenerationsToday: Number(ai?.today ?? 0),
      totalTokensUsed: Number(ai?.tokens ?? 0),
      averageTokensPerGeneration: Number(ai?.avg_tokens ?? 0),
      aiCostAnalysis: {
        totalCostUSD: ai?.total_cost ?? "0.0000",
        byModel: models.map((m) => ({
          model: m.model,
          generations: Number(m.generations),
          promptTokens: Number(m.prompt),
          completionTokens: Number(m.completion),
          costUSD: m.cost,
        })),
      },
    },
    commissionAnalytics: {
      totalCommissionsPaid: c?.paid ?? "0.00",
      totalCommissionsPending: c?.pending ?? "0.00",
      topEarningAgents: agents.map((a) => ({
        agentUserId: a.id,
        agentName: a.name,
        agentEmail: a.email,
        totalRevenue: a.revenue,
        rating: Number(a.rating),
        totalCustomers: Number(a.customers),
      })),
    },
    series,
  };
}

type SeriesRow = {
  kind: "day" | "totals" | "previous";
  date: string | null;
  new_users: number;
  revenue: string;
  proposals: number;
  ai: number;
};

/**
 * One row per Kuala Lumpur day of the last `range` days (today included), their sums, and the sums
 * of the `range` days before, from the daily figures.
 */
async function dailySeries(db: Db, range: number, now: Date): Promise<SuperAdminAnalyticsDto["series"]> {
  const today = sql`(${ts(now)} AT TIME ZONE ${TZ})::date`;
  const first = sql`(${today} - ${range - 1}::int)`;
  const rows = await queryRows<SeriesRow>(
    db,
    sql`
    WITH per_day AS (
      SELECT day,
             coalesce(sum(value) FILTER (WHERE metric = 'users'), 0) AS new_users,
             coalesce(sum(value) FILTER (WHERE metric = 'revenue'), 0) AS revenue,
             coalesce(sum(value) FILTER (WHERE metric = 'proposals'), 0) AS proposals,
             coalesce(sum(value) FILTER (WHERE metric = 'generations'), 0) AS ai
      FROM ${FACTS} facts
      WHERE day BETWEEN ${today} - ${2 * range - 1}::int AND ${today}
        AND metric IN ('users', 'revenue', 'proposals', 'generations')
      GROUP BY day
    ),
    joined AS (
      SELECT days.day::date AS day, days.day >= ${first} AS current,
             coalesce(per_day.new_users, 0) AS new_users, coalesce(per_day.revenue, 0) AS revenue,
             coalesce(per_day.proposals, 0) AS proposals, coalesce(per_day.ai, 0) AS ai
      FROM generate_series(${today} - ${2 * range - 1}::int, ${today}, interval '1 day') AS days(day)
      LEFT JOIN per_day ON per_day.day = days.day::date
    )
    SELECT 'day' AS kind, to_char(day, 'YYYY-MM-DD') AS date, new_users::int AS new_users,
           ${money(sql`revenue`)} AS revenue, proposals::int AS proposals, ai::int AS ai
    FROM joined WHERE current
    UNION ALL
    SELECT CASE WHEN current THEN 'totals' ELSE 'previous' END, NULL, sum(new_users)::int,
           ${money(sql`sum(revenue)`)}, sum(proposals)::int, sum(ai)::int
    FROM joined GROUP BY current
    ORDER BY 1, 2`,
  );
  const totals = (kind: SeriesRow["kind"]): PeriodTotalsDto => {
    const row = rows.find((r) => r.kind === kind);
    return {
      newUsers: Number(row?.new_users ?? 0),
      revenue: row?.revenue ?? "0.00",
      proposals: Number(row?.proposals ?? 0),
      aiGenerations: Number(row?.ai ?? 0),
    };
  };
  return {
    range,
    days: rows
      .filter((r) => r.kind === "day")
      .map((r) => ({
        date: r.date!,
        newUsers: Number(r.new_users),
        revenue: r.revenue,
        proposals: Number(r.proposals),
        aiGenerations: Number(r.ai),
      })),
    totals: totals("totals"),
    previous: totals("previous"),
  };
}
