import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SuperAdminAnalyticsDto } from "../../src/common/schemas/analytics.js";
import { organizations, settings, users } from "../../src/server/db/schema.js";
import { agentSummaries, listUsersAnalytics, superAdminAnalytics } from "../../src/server/modules/analytics/service.js";
import { createUser, signedInUser } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { createTestApp, type TestApp } from "../support/test-app.js";
import { createTestDatabase } from "../support/test-database.js";

/**
 * A seeded scenario with known numbers. The dashboard figures are read through the service with a
 * pinned "now" (Wednesday 18 November 2026, 10:00 in Kuala Lumpur = 02:00Z), so nothing depends on
 * the wall clock: Kuala Lumpur's day starts at 16:00Z the day before, its week on Monday 16
 * November (15 Nov 16:00Z), its month on 1 November (31 Oct 16:00Z).
 */
const NOW = new Date("2026-11-18T02:00:00Z");
const OLD = "2026-01-05T04:00:00Z";

let t: TestApp;
let admin: TestClient;
type Account = Awaited<ReturnType<typeof createUser>>;
const a: Record<string, Account> = {};
let org: string;

beforeAll(async () => {
  t = await createTestApp();
  const sa = await signedInUser(t.app, t.db, { role: "super_admin" });
  admin = sa.client;
  a.sa = sa.user;
  for (const name of ["a1", "a2", "a3", "a4"]) a[name] = await createUser(t.db, { role: "admin" });
  for (const name of ["u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8"]) a[name] = await createUser(t.db);
  [{ id: org }] = (await t.db
    .insert(organizations)
    .values({ name: "Syarikat Cahaya Bhd", slug: "cahaya" })
    .returning({ id: organizations.id })) as [{ id: string }];

  const set = (name: string, values: Partial<typeof users.$inferInsert>) =>
    t.db.update(users).set(values).where(eq(users.id, a[name]!.id));
  const at = (iso: string) => new Date(iso);
  await t.db.update(users).set({ createdAt: at(OLD), lastSeenAt: null });
  await set("a1", { firstName: "Ali", lastName: "Agen" });
  await set("a2", { firstName: "Bala", lastName: "Agen" });
  await set("a3", { firstName: "Chong", lastName: "Agen" });
  await set("a4", { firstName: "Dewi", lastName: "Agen" });
  // Today in KL (09:00, and 00:00:00 exactly).
  await set("u1", { firstName: "Nurul", lastName: "Huda", agentId: a.a1!.id, createdAt: at("2026-11-18T01:00:00Z") });
  await set("u2", { agentId: a.a1!.id, createdAt: at("2026-11-17T16:00:00Z") });
  // Yesterday 23:59:59 in KL: this week, not today.
  await set("u3", { agentId: a.a2!.id, organizationId: org, createdAt: at("2026-11-17T15:59:59Z") });
  // Sunday 23:59:59 in KL: last week; Monday 00:00:00: this week.
  await set("u4", { createdAt: at("2026-11-15T15:59:59Z") });
  await set("u5", { createdAt: at("2026-11-15T16:00:00Z") });
  // Deleted today: neither listed nor counted; their verified payment still counts.
  await set("u6", { agentId: a.a2!.id, createdAt: at("2026-11-18T00:30:00Z"), deletedAt: at("2026-11-18T01:30:00Z") });
  // 1 November 00:00:00 in KL: this month; 31 October 23:59:59: last month.
  await set("u7", { agentId: a.a4!.id, createdAt: at("2026-10-31T16:00:00Z") });
  await set("u8", { agentId: a.a2!.id, createdAt: at("2026-10-31T15:59:59Z") });

  const id = (name: string) => a[name]!.id;
  let serial = 0;
  const pay = (buyer: string, agent: string | null, amount: string, status: string, decidedAt: string) =>
    sql`(${`KP-TEST-${++serial}`}, ${id(buyer)}::uuid, ${agent ? id(agent) : null}::uuid, 100, ${amount}::numeric,
         'bank_transfer', 'Pembeli', '012-3456789', 'Alamat', ${status},
         ${status === "pending" ? null : decidedAt}::timestamptz, ${decidedAt}::timestamptz - interval '1 hour')`;
  const rows = [
    pay("u1", "a1", "250.00", "verified", "2026-11-18T01:30:00Z"),
    pay("u3", "a2", "100.00", "verified", "2026-11-17T15:59:59Z"),
    pay("u2", "a1", "30.00", "verified", "2026-11-17T16:00:00Z"),
    pay("u6", "a2", "500.00", "verified", "2026-11-10T04:00:00Z"),
    pay("u4", null, "1250.00", "verified", "2026-09-01T04:00:00Z"),
    pay("u5", "a1", "999.00", "rejected", "2026-11-18T01:00:00Z"),
    pay("u7", "a4", "20.00", "verified", "2026-11-15T15:59:59Z"),
    pay("u8", "a2", "300.00", "verified", "2026-07-01T04:00:00Z"),
    pay("u1", "a1", "400.00", "pending", "2026-11-18T01:45:00Z"),
  ];
  await t.db.execute(sql`
    INSERT INTO payments (token_serial, user_id, agent_id, credits, amount_rm, method, full_name, contact_number,
                          address, status, decided_at, created_at)
    VALUES ${sql.join(rows, sql`, `)}`);
  await t.db.execute(sql`
    INSERT INTO commissions (payment_id, agent_id, rate, amount_rm, status)
    SELECT id, agent_id, 0.2, amount_rm * 0.2, CASE WHEN amount_rm = 500 THEN 'paid' ELSE 'pending' END
    FROM payments WHERE token_serial IN ('KP-TEST-1', 'KP-TEST-2', 'KP-TEST-4')`);

  const ledger = (user: string, delta: number, balance: number, kind: string, ref: string) =>
    sql`(${id(user)}::uuid, ${delta}, ${balance}, ${kind}, ${ref})`;
  await t.db.execute(sql`
    INSERT INTO credit_ledger (user_id, delta, balance_after, kind, reference) VALUES ${sql.join(
      [
        ledger("u1", -50, 50, "generation", "job-1"),
        ledger("u1", -1, 49, "ai_action", "act-1"),
        ledger("u1", 500, 549, "purchase", "pay-1"),
        ledger("u1", 10, 559, "admin_grant", "grant-1"),
        ledger("u1", 5, 564, "transfer_in", "tr-1"),
        ledger("u1", -3, 561, "admin_deduct", "ded-1"),
        ledger("u2", 100, 200, "starter", "starter"),
        ledger("u6", -20, 80, "generation", "job-2"),
        ledger("sa", 0, 0, "generation", "job-3"),
      ],
      sql`, `,
    )}`);

  const proposal = (user: string, type: string, words: number, createdAt: string) =>
    sql`(${id(user)}::uuid, 'Kertas kerja', ${type}, ${words}, ${createdAt}::timestamptz)`;
  await t.db.execute(sql`
    INSERT INTO proposals (user_id, title, type, word_count, created_at) VALUES ${sql.join(
      [
        proposal("u1", "geran", 1000, "2026-11-18T01:00:00Z"),
        proposal("u1", "geran", 500, "2026-11-17T15:59:59Z"),
        proposal("u3", "tender", 1500, "2026-11-15T16:00:00Z"),
        proposal("u7", "geran", 200, "2026-11-06T04:00:00Z"),
        proposal("u8", "cadangan", 301, "2026-10-15T04:00:00Z"),
      ],
      sql`, `,
    )}`);

  const generation = (model: string, prompt: number, completion: number, createdAt: string) =>
    sql`(${id("u1")}::uuid, 'section', 'test', ${model}, ${prompt}, ${completion}, ${createdAt}::timestamptz)`;
  await t.db.execute(sql`
    INSERT INTO ai_generations (user_id, kind, engine, model, prompt_tokens, completion_tokens, created_at)
    VALUES ${sql.join(
      [
        generation("gpt-4o-mini", 1000, 500, "2026-11-18T00:00:00Z"),
        generation("gpt-4o-mini", 2000, 1000, "2026-11-17T15:59:59Z"),
        generation("builtin", 300, 700, "2026-11-17T16:00:00Z"),
      ],
      sql`, `,
    )}`);
  await t.db
    .update(settings)
    .set({ value: { "gpt-4o-mini": { promptPerMillionUSD: 2.5, completionPerMillionUSD: 10 } } })
    .where(eq(settings.key, "ai_model_prices"));
});
afterAll(async () => {
  await t?.close();
});

async function figures(range = 7) {
  // Signing in marks the super admin as seen; activity is seeded relative to the pinned now.
  await t.db.update(users).set({ lastSeenAt: null });
  const day = 24 * 3600 * 1000;
  const seen = (name: string, daysAgo: number) =>
    t.db
      .update(users)
      .set({ lastSeenAt: new Date(NOW.getTime() - daysAgo * day) })
      .where(eq(users.id, a[name]!.id));
  await seen("u1", 1);
  await seen("u3", 29);
  await seen("u4", 31);
  await seen("u6", 1);
  const result = await superAdminAnalytics(t.db, range, NOW);
  return SuperAdminAnalyticsDto.parse(result);
}

describe("super admin dashboard figures", () => {
  it("counts users by Kuala Lumpur day, Monday week and month, without deleted accounts", async () => {
    const { userAnalytics } = await figures();
    expect(userAnalytics).toEqual({
      totalUsers: 12,
      newUsersToday: 2,
      newUsersThisWeek: 4,
      newUsersThisMonth: 6,
      activeUsers: 2,
      usersByRole: [
        { role: "user", count: 7 },
        { role: "admin", count: 4 },
        { role: "super_admin", count: 1 },
      ],
    });
  });

  it("sums verified revenue by its verification day (a deleted buyer's too) and the ledger's credits", async () => {
    const { financialAnalytics } = await figures();
    expect(financialAnalytics).toEqual({
      totalRevenue: "2450.00",
      revenueToday: "280.00",
      revenueThisWeek: "380.00",
      revenueThisMonth: "900.00",
      totalCreditsUsed: 71,
      // Sign-up bonuses (8 users x 100, 4 agents x 500) + purchase 500 + grant 10 + starter 100.
      totalCreditsIssued: 3410,
      averageRevenuePerUser: "204.17",
    });
  });

  it("counts proposals and AI generations, with the cost of each priced model", async () => {
    const { proposalAnalytics, aiAnalytics } = await figures();
    expect(proposalAnalytics).toEqual({
      totalProposals: 5,
      proposalsToday: 1,
      proposalsThisWeek: 3,
      proposalsThisMonth: 4,
      averageWordsPerProposal: 700,
      popularProposalTypes: [
        { type: "geran", count: 3 },
        { type: "cadangan", count: 1 },
        { type: "tender", count: 1 },
      ],
    });
    expect(aiAnalytics).toEqual({
      totalAiGenerations: 3,
      aiGenerationsToday: 2,
      totalTokensUsed: 5500,
      averageTokensPerGeneration: 1833,
      aiCostAnalysis: {
        totalCostUSD: "0.0225",
        byModel: [
          { model: "gpt-4o-mini", generations: 2, promptTokens: 3000, completionTokens: 1500, costUSD: "0.0225" },
          { model: "builtin", generations: 1, promptTokens: 300, completionTokens: 700, costUSD: "0.0000" },
        ],
      },
    });
  });

  it("rates agents against the best agent's last 90 days, in half stars", async () => {
    const { commissionAnalytics } = await figures();
    expect(commissionAnalytics.totalCommissionsPaid).toBe("100.00");
    expect(commissionAnalytics.totalCommissionsPending).toBe("70.00");
    const brief = commissionAnalytics.topEarningAgents.map((x) => [
      x.agentName,
      x.totalRevenue,
      x.rating,
      x.totalCustomers,
    ]);
    expect(brief).toEqual([
      // 600 in 90 days (the 300 of July is older): the best, 5.
      ["Bala Agen", "900.00", 5, 2],
      // 280 / 600 x 5 = 2.33 -> 2.5.
      ["Ali Agen", "280.00", 2.5, 2],
      // 20 / 600 x 5 = 0.17 -> 0, raised to 1 for an agent with a sale.
      ["Dewi Agen", "20.00", 1, 1],
      ["Chong Agen", "0.00", 0, 0],
    ]);
  });

  it("gives a daily series of Kuala Lumpur days with the previous period's totals", async () => {
    const { series } = await figures(7);
    expect(series.range).toBe(7);
    expect(series.days.map((d) => d.date)).toEqual([
      "2026-11-12",
      "2026-11-13",
      "2026-11-14",
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
    ]);
    const byDate = Object.fromEntries(series.days.map(({ date, ...rest }) => [date, rest]));
    expect(byDate["2026-11-18"]).toEqual({ newUsers: 2, revenue: "280.00", proposals: 1, aiGenerations: 2 });
    expect(byDate["2026-11-17"]).toEqual({ newUsers: 1, revenue: "100.00", proposals: 1, aiGenerations: 1 });
    expect(byDate["2026-11-16"]).toEqual({ newUsers: 1, revenue: "0.00", proposals: 1, aiGenerations: 0 });
    expect(byDate["2026-11-15"]).toEqual({ newUsers: 1, revenue: "20.00", proposals: 0, aiGenerations: 0 });
    expect(byDate["2026-11-12"]).toEqual({ newUsers: 0, revenue: "0.00", proposals: 0, aiGenerations: 0 });
    expect(series.totals).toEqual({ newUsers: 5, revenue: "400.00", proposals: 3, aiGenerations: 3 });
    // 5-11 November: the deleted buyer's 500 and u7's proposal.
    expect(series.previous).toEqual({ newUsers: 0, revenue: "500.00", proposals: 1, aiGenerations: 0 });
  });

  it("answers the super admin over HTTP for each range, and no one else", async () => {
    const res = await admin.get("/api/super-admin/analytics?range=30");
    expect(res.statusCode).toBe(200);
    expect(res.json().series.days).toHaveLength(30);
    expect((await admin.get("/api/super-admin/analytics")).json().series.range).toBe(30);
    expect((await admin.get("/api/super-admin/analytics?range=5")).statusCode).toBe(400);
    const agent = await signedInUser(t.app, t.db, { role: "admin" });
    const user = await signedInUser(t.app, t.db);
    for (const url of [
      "/api/super-admin/analytics",
      "/api/super-admin/users-analytics",
      "/api/super-admin/agent-summaries",
    ]) {
      expect((await agent.client.get(url)).statusCode).toBe(403);
      expect((await user.client.get(url)).statusCode).toBe(403);
      expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    }
    // Those two accounts are not part of the scenario.
    await t.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(inArray(users.id, [agent.user.id, user.user.id]));
  });
});

describe("user management list", () => {
  const list = async (query = "") => {
    const res = await admin.get(`/api/super-admin/users-analytics${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      items: { id: string; [k: string]: unknown }[];
      total: number;
      groups: { superAdmins: number; agents: number; users: number };
    };
  };
  const ids = (page: { items: { id: string }[] }) => page.items.map((r) => r.id).sort();
  const idsOf = (...names: string[]) => names.map((n) => a[n]!.id).sort();

  it("lists every account but the deleted, super admins first, with spend and proposals", async () => {
    const page = await list("?pageSize=100");
    expect(page.groups).toEqual({ superAdmins: 1, agents: 4, users: 7 });
    expect(page.total).toBe(12);
    expect(page.items[0]!.id).toBe(a.sa!.id);
    expect(page.items[0]!.unlimited).toBe(true);
    expect(ids(page)).not.toContain(a.u6!.id);
    const u1 = page.items.find((r) => r.id === a.u1!.id)!;
    expect(u1).toMatchObject({
      firstName: "Nurul",
      lastName: "Huda",
      role: "user",
      unlimited: false,
      totalSpentRM: "250.00",
      proposalCount: 2,
      agentId: a.a1!.id,
      agentEmail: a.a1!.email,
      organizationName: null,
      subscriptionStatus: "free",
    });
    const u3 = page.items.find((r) => r.id === a.u3!.id)!;
    expect(u3).toMatchObject({ totalSpentRM: "100.00", organizationName: "Syarikat Cahaya Bhd" });
    expect(page.items.find((r) => r.id === a.u5!.id)).toMatchObject({ totalSpentRM: "0.00", proposalCount: 0 });
  });

  it("searches names, emails and organisation names", async () => {
    expect(ids(await list("?q=cahaya"))).toEqual(idsOf("u3"));
    expect(ids(await list("?q=nurul%20huda"))).toEqual(idsOf("u1"));
    expect(ids(await list(`?q=${encodeURIComponent(a.u4!.email.toUpperCase())}`))).toEqual(idsOf("u4"));
    expect(ids(await list("?q=agen"))).toEqual(idsOf("a1", "a2", "a3", "a4"));
    // LIKE's wildcards are plain characters.
    expect((await list("?q=%25")).total).toBe(0);
  });

  it("filters by role and by agent, or by no agent, with group counts of the filter", async () => {
    const agents = await list("?role=admin");
    expect(agents.groups).toEqual({ superAdmins: 0, agents: 4, users: 0 });
    expect(ids(await list(`?agentId=${a.a1!.id}`))).toEqual(idsOf("u1", "u2"));
    const none = await list("?agentId=unknown");
    expect(ids(none)).toEqual(idsOf("sa", "a1", "a2", "a3", "a4", "u4", "u5"));
    expect(none.groups).toEqual({ superAdmins: 1, agents: 4, users: 2 });
    expect(ids(await list("?agentId=unknown&role=user"))).toEqual(idsOf("u4", "u5"));
    expect((await admin.get("/api/super-admin/users-analytics?agentId=abc")).statusCode).toBe(400);
  });

  it("reads one account by id with the very fields of its list row; a deleted or unknown id is not found", async () => {
    const all = await list("?pageSize=100");
    for (const row of all.items) {
      const res = await admin.get(`/api/super-admin/users/${row.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(row);
    }
    const u1 = (await admin.get(`/api/super-admin/users/${a.u1!.id}`)).json();
    expect(u1).toMatchObject({ totalSpentRM: "250.00", proposalCount: 2, agentEmail: a.a1!.email });
    for (const id of [a.u6!.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await admin.get(`/api/super-admin/users/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Pengguna tidak dijumpai");
    }
    const bad = await admin.get("/api/super-admin/users/not-an-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Pengguna tidak dijumpai");
  });

  it("pages in a stable order", async () => {
    const all = await list("?pageSize=100");
    const third = await list("?pageSize=5&page=3");
    expect(third.total).toBe(12);
    expect(third.items.map((r) => r.id)).toEqual(all.items.slice(10).map((r) => r.id));
  });
});

describe("agent performance summary", () => {
  it("gives each agent's users, verified revenue and their users' proposals", async () => {
    const res = await admin.get("/api/super-admin/agent-summaries");
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as Record<string, unknown>[]).map((r) => [
      r.agentName,
      r.totalUsers,
      r.totalRevenue,
      r.totalProposals,
    ]);
    expect(rows).toEqual([
      ["Bala Agen", 2, "900.00", 2],
      ["Ali Agen", 2, "280.00", 2],
      ["Dewi Agen", 1, "20.00", 1],
      ["Chong Agen", 0, "0.00", 0],
    ]);
  });
});

describe("an empty database", () => {
  it("answers zeros and empty lists (the dashboard's 'No analytics data available')", async () => {
    const empty = await createTestDatabase();
    try {
      const figures = SuperAdminAnalyticsDto.parse(await superAdminAnalytics(empty.db, 7, NOW));
      expect(figures.userAnalytics.totalUsers).toBe(0);
      expect(figures.financialAnalytics).toMatchObject({ totalRevenue: "0.00", averageRevenuePerUser: "0.00" });
      expect(figures.proposalAnalytics).toMatchObject({ totalProposals: 0, averageWordsPerProposal: 0 });
      expect(figures.proposalAnalytics.popularProposalTypes).toEqual([]);
      expect(figures.aiAnalytics).toEqual({
        totalAiGenerations: 0,
        aiGenerationsToday: 0,
        totalTokensUsed: 0,
        averageTokensPerGeneration: 0,
        aiCostAnalysis: { totalCostUSD: "0.0000", byModel: [] },
      });
      expect(figures.commissionAnalytics.topEarningAgents).toEqual([]);
      expect(figures.series.days).toHaveLength(7);
      expect(figures.series.previous).toEqual({ newUsers: 0, revenue: "0.00", proposals: 0, aiGenerations: 0 });
      expect(await agentSummaries(empty.db)).toEqual([]);
      const page = await listUsersAnalytics(empty.db, { page: 1, pageSize: 20 });
      expect(page).toMatchObject({ items: [], total: 0, groups: { superAdmins: 0, agents: 0, users: 0 } });
    } finally {
      await empty.dispose();
    }
  });
});
