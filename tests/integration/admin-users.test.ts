/**
 * The administration area's users: lists scoped to the agent, statistics, roles and assignment.
 * The role matrix (visitor 401, user 403, agent 403 on super-admin routes) is the route inventory's.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/common/constants.js";
import type { AdminUserDto, AdminUserPageDto, UserStatsDto } from "../../src/common/schemas/admin.js";
import { auditLog, organizations, sessions, users } from "../../src/server/db/schema.js";
import { createUser, signedInUser, uniqueEmail } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { expectEveryBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Whatever a test did, every account's balance is still the sum of its ledger rows.
afterEach(() => expectEveryBalanceMatchesLedger(t.db));

const enCatalogue = async () => (await import("../../src/common/i18n/en.json", { with: { type: "json" } })).default;

async function userOf(agentId: string | null, options: { role?: Role; email?: string } = {}) {
  const user = await createUser(t.db, options);
  await t.db.update(users).set({ agentId }).where(eq(users.id, user.id));
  return user;
}

const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditOf = (actorId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action)));

describe("GET /api/admin/users", () => {
  it("shows an agent only their own users, with their agent's email", async () => {
    const a = await signedInUser(t.app, t.db, { role: "admin" });
    const b = await signedInUser(t.app, t.db, { role: "admin" });
    const mine = [await userOf(a.user.id), await userOf(a.user.id)];
    await userOf(b.user.id);
    await userOf(null);

    const res = await a.client.get("/api/admin/users?pageSize=100");
    expect(res.statusCode).toBe(200);
    const page = res.json<AdminUserPageDto>();
    expect(page.total).toBe(2);
    expect(page.items.map((u) => u.id).sort()).toEqual(mine.map((u) => u.id).sort());
    expect(page.items[0]).toMatchObject({ agentId: a.user.id, agentEmail: a.user.email, role: "user", credits: 100 });
  });

  it("gives an agent asking for agents (role=admin) only themself", async () => {
    const a = await signedInUser(t.app, t.db, { role: "admin" });
    await createUser(t.db, { role: "admin" });
    const page = (await a.client.get("/api/admin/users?role=admin")).json<AdminUserPageDto>();
    expect(page.items.map((u) => u.id)).toEqual([a.user.id]);
  });

  it("searches email and names in SQL, wildcards taken literally, and leaves deleted accounts out", async () => {
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    const tag = `cari${Date.now()}`;
    const found = await createUser(t.db, { email: `${tag}@contoh.my` });
    const deleted = await createUser(t.db, { email: `${tag}.padam@contoh.my` });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    const named = await createUser(t.db);
    await t.db
      .update(users)
      .set({ lastName: `Z${tag}_%` })
      .where(eq(users.id, named.id));

    const byEmail = (await boss.client.get(`/api/admin/users?q=${tag.toUpperCase()}`)).json<AdminUserPageDto>();
    expect(byEmail.items.map((u) => u.id).sort()).toEqual([found.id, named.id].sort());
    const literal = (
      await boss.client.get(`/api/admin/users?q=${encodeURIComponent(`${tag}_%`)}`)
    ).json<AdminUserPageDto>();
    expect(literal.items.map((u) => u.id)).toEqual([named.id]);
    const wildcard = (await boss.client.get("/api/admin/users?q=%25&pageSize=100")).json<AdminUserPageDto>();
    expect(wildcard.items.map((u) => u.id)).toEqual([named.id]);
  });

  it("pages and filters by role for a super admin", async () => {
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    const agents = (await boss.client.get("/api/admin/users?role=admin&pageSize=1&page=1")).json<AdminUserPageDto>();
    expect(agents.items).toHaveLength(1);
    expect(agents.total).toBeGreaterThan(1);
    expect(agents.items[0]!.role).toBe("admin");
    const bad = await boss.client.get("/api/admin/users?role=owner");
    expect(bad.statusCode).toBe(400);
  });
});

describe("GET /api/admin/user-stats", () => {
  it("counts an agent's own users and their pending payments only", async () => {
    const a = await signedInUser(t.app, t.db, { role: "admin" });
    await userOf(a.user.id);
    const seen = await userOf(a.user.id);
    await t.db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, seen.id));
    const old = await userOf(a.user.id);
    await t.db
      .update(users)
      .set({ lastSeenAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(users.id, old.id));
    await userOf(null);
    const stats = (await a.client.get("/api/admin/user-stats")).json<UserStatsDto>();
    expect(stats).toEqual({ totalUsers: 3, activeUsers: 1, pendingApprovals: 0 });
  });

  it("counts as active whoever signed up or used the app in the last 30 days, without signing in again", async () => {
    const a = await signedInUser(t.app, t.db, { role: "admin" });
    // Signed up (a session from the start) ...
    const fresh = new TestClient(t.app);
    const registered = await fresh.post("/api/auth/register", {
      email: `aktif.${Date.now()}@contoh.my`,
      password: "Kebun-Durian-2026",
      firstName: "Aktif",
      lastName: "Baharu",
    });
    expect(registered.statusCode).toBe(201);
    await t.db.update(users).set({ agentId: a.user.id }).where(eq(users.id, registered.json().id));
    // ... and one signed in 40 days ago whose session is still in use today.
    const returning = await signedInUser(t.app, t.db);
    await t.db.update(users).set({ agentId: a.user.id }).where(eq(users.id, returning.user.id));
    await t.db
      .update(users)
      .set({ lastSeenAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(users.id, returning.user.id));
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(sessions.userId, returning.user.id));
    expect((await a.client.get("/api/admin/user-stats")).json<UserStatsDto>().activeUsers).toBe(1);
    expect((await returning.client.get("/api/auth/user")).statusCode).toBe(200);
    expect((await a.client.get("/api/admin/user-stats")).json<UserStatsDto>().activeUsers).toBe(2);
  });

  it("counts pending organisations for a super admin", async () => {
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    const before = (await boss.client.get("/api/admin/user-stats")).json<UserStatsDto>();
    await t.db.insert(organizations).values({ name: "Koperasi", slug: `koperasi-${Date.now()}` });
    const after = (await boss.client.get("/api/admin/user-stats")).json<UserStatsDto>();
    expect(after.pendingApprovals).toBe(before.pendingApprovals + 1);
    expect(after.totalUsers).toBeGreaterThanOrEqual(before.totalUsers);
  });
});

describe("roles", () => {
  it("makes a user an agent and back; demoting an agent unassigns their users, audited", async () => {
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    const agent = await createUser(t.db, { role: "admin" });
    const theirs = [await userOf(agent.id), await userOf(agent.id)];

    const res = await boss.client.post("/api/super-admin/assign-admin", { targetUserId: agent.id, role: "user" });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUserDto>()).toMatchObject({ id: agent.id, role: "user", agentId: null });
    for (const u of theirs) expect((await rowOf(u.id)).agentId).toBeNull();
    const [row] = await auditOf(boss.user.id, "role.assign");
    expect(row).toMatchObject({
      target: `user:${agent.id}`,
      details: { from: "admin", to: "user", unassignedUsers: 2 },
    });

    const plain = await userOf(agent.id);
    const promoted = await boss.client.post("/api/super-admin/assign-role", {
      targetUserId: plain.id,
      newRole: "admin",
    });
    expect(promoted.json<AdminUserDto>()).toMatchObject({ role: "admin", agentId: null, agentEmail: null });
  });

  it("refuses the protected account with its documented message, changing nothing", async () => {
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    const protectedAdmin = await createUser(t.db, { role: "super_admin" });
    await t.db.update(users).set({ isProtected: true }).where(eq(users.id, protectedAdmin.id));
    const res = await boss.client.post("/api/super-admin/assign-role", {
      targetUserId: protectedAdmin.id,
      newRole: "user",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "PROTECTED_ACCOUNT" });
    expect((await enCatalogue()).errors.PROTECTED_ACCOUNT).toBe("Cannot modify protected super admin account");
    expect((await rowOf(protectedAdmin.id)).role).toBe("super_admin");
    expect(await auditOf(boss.user.id, "role.assign")).toEqual([]);
  });

  it("refuses changing one's own role", async () => {
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    const res = await boss.client.post("/api/super-admin/assign-admin", { targetUserId: boss.user.id, role: "user" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: "OWN_ROLE",
      message: "Anda tidak boleh menukar peranan akaun anda sendiri.",
    });
    expect((await rowOf(boss.user.id)).role).toBe("super_admin");
  });

  it("answers 404 for an unknown or deleted account, 400 for a bad body", async () => {
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    const gone = await createUser(t.db);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    for (const id of [crypto.randomUUID(), gone.id]) {
      const res = await boss.client.post("/api/super-admin/assign-role", { targetUserId: id, newRole: "admin" });
      expect(res.statusCode).toBe(404);
    }
    const bad = await boss.client.post("/api/super-admin/assign-admin", { targetUserId: gone.id, role: "super_admin" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Sila pilih pengguna dan peranan");
  });
});

describe("staff lists", () => {
  it("lists agents and super admins, agents only, supervised and unassigned users", async () => {
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    const a = await signedInUser(t.app, t.db, { role: "admin" });
    const assigned = await userOf(a.user.id);
    const loose = await userOf(null);
    const ids = async (url: string, client = boss.client) =>
      (await client.get(url)).json<AdminUserDto[]>().map((u) => u.id);

    const staff = await ids("/api/super-admin/admins");
    expect(staff).toEqual(expect.arrayContaining([boss.user.id, a.user.id]));
    expect(staff).not.toContain(loose.id);
    const agents = await ids("/api/super-admin/admin-users");
    expect(agents).toContain(a.user.id);
    expect(agents).not.toContain(boss.user.id);
    expect(await ids("/api/agent/supervised-users", a.client)).toEqual([assigned.id]);
    const supervised = await ids("/api/agent/supervised-users");
    expect(supervised).toContain(assigned.id);
    expect(supervised).not.toContain(loose.id);
    const unassigned = await ids("/api/agent/unassigned-users");
    expect(unassigned).toContain(loose.id);
    expect(unassigned).not.toContain(assigned.id);
    expect(unassigned).not.toContain(a.user.id);
  });
});

describe("assigning users to agents", () => {
  it("assigns and reassigns through both routes, audited", async () => {
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    const a = await createUser(t.db, { role: "admin", email: uniqueEmail("ejen") });
    const b = await createUser(t.db, { role: "admin" });
    const user = await userOf(null);

    const first = await boss.client.post("/api/super-admin/assign-user", { userId: user.id, agentId: a.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: "Pengguna berjaya ditugaskan kepada ejen",
      user: { id: user.id, agentId: a.id, agentEmail: a.email },
    });
    const second = await boss.client.post("/api/agent/assign-user", { userId: user.id, targetAgentId: b.id });
    expect(second.json().user.agentId).toBe(b.id);
    const rows = await auditOf(boss.user.id, "user.assign");
    expect(rows.map((r) => r.details)).toEqual(
      expect.arrayContaining([
        { from: null, to: a.id },
        { from: a.id, to: b.id },
      ]),
    );
  });

  it("refuses a target that is not an agent and an account that is not a user, changing nothing", async () => {
    const boss = await signedInUser(t.app, t.db, { role: "super_admin" });
    const user = await userOf(null);
    const other = await userOf(null);
    const agent = await createUser(t.db, { role: "admin" });

    const notAgent = await boss.client.post("/api/super-admin/assign-user", { userId: user.id, agentId: other.id });
    expect(notAgent.statusCode).toBe(400);
    expect(notAgent.json()).toMatchObject({ code: "NOT_AN_AGENT" });
    const notUser = await boss.client.post("/api/agent/assign-user", { userId: agent.id, targetAgentId: agent.id });
    expect(notUser.statusCode).toBe(400);
    expect(notUser.json()).toMatchObject({ code: "NOT_A_USER_ACCOUNT" });
    const unknown = await boss.client.post("/api/agent/assign-user", {
      userId: user.id,
      targetAgentId: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await boss.client.post("/api/super-admin/assign-user", { userId: user.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Sila pilih pengguna dan ejen");
    expect((await rowOf(user.id)).agentId).toBeNull();
    expect(await auditOf(boss.user.id, "user.assign")).toEqual([]);
  });
});
