import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.js";
import { proposals, users } from "../../src/server/db/schema.js";
import { seedDatabase } from "../../src/server/db/seed.js";
import { createAccount } from "../../src/server/modules/auth/accounts.js";
import { DEFAULT_SUPER_ADMIN_EMAIL, ensureSuperAdmin } from "../../src/server/modules/auth/bootstrap.js";
import { keptCounts } from "../../src/server/modules/public/service.js";
import { createUser, signedInUser } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { createTestApp, type TestApp } from "../support/test-app.js";
import { createTestDatabase } from "../support/test-database.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("health", () => {
  it("answers ok while the database answers, 503 once it does not", async () => {
    const own = await createTestApp();
    expect((await own.app.inject({ method: "GET", url: "/healthz" })).json()).toMatchObject({ status: "ok" });
    await own.database.close();
    const res = await own.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(503);
    await own.app.close();
  });
});

describe("seed data", () => {
  it("is idempotent and keeps an administrator's changes", async () => {
    const database = await createTestDatabase();
    try {
      const { settings } = await import("../../src/server/db/schema.js");
      await database.db.update(settings).set({ value: 150 }).where(eq(settings.key, "starter_credits"));
      await seedDatabase(database.db);
      await seedDatabase(database.db);
      const rows = await database.db.select().from(settings).where(eq(settings.key, "starter_credits"));
      expect(rows).toEqual([expect.objectContaining({ value: 150 })]);
    } finally {
      await database.dispose();
    }
  });
});

describe("first super admin", () => {
  const log = () => {
    const lines: string[] = [];
    return { lines, info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
  };

  it("comes from SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD, protected, once", async () => {
    const database = await createTestDatabase();
    try {
      const config = loadConfig({
        SUPER_ADMIN_EMAIL: "Pentadbir@Contoh.my",
        SUPER_ADMIN_PASSWORD: "Gunung-Kinabalu-4095",
      });
      await ensureSuperAdmin(database.db, config, log());
      await ensureSuperAdmin(database.db, config, log());
      const admins = await database.db.select().from(users).where(eq(users.role, "super_admin"));
      expect(admins).toHaveLength(1);
      expect(admins[0]).toMatchObject({ email: "pentadbir@contoh.my", isProtected: true, mustChangePassword: false });
    } finally {
      await database.dispose();
    }
  });

  it("gets a random password printed once, to be changed at first sign-in", async () => {
    const database = await createTestDatabase();
    try {
      const output = log();
      await ensureSuperAdmin(database.db, loadConfig({}), output);
      const [admin] = await database.db.select().from(users).where(eq(users.email, DEFAULT_SUPER_ADMIN_EMAIL));
      expect(admin).toMatchObject({ role: "super_admin", isProtected: true, mustChangePassword: true });
      const password = output.lines.join(" ").match(/one-time password (\S+)/)?.[1];
      expect(password).toBeTruthy();
      const { verifyPassword } = await import("../../src/server/modules/auth/password.js");
      expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);
    } finally {
      await database.dispose();
    }
  });
});

describe("configuration", () => {
  it("stops with a message naming a bad variable", () => {
    expect(() => loadConfig({ PORT: "lima ribu" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SESSION_IDLE_HOURS: "-1" })).toThrow(/SESSION_IDLE_HOURS/);
  });

  it("defaults to port 5000 and PGlite in ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith("/data")).toBe(true);
  });
});

describe("proposal list and statistics", () => {
  it("shows each user only their own proposals, newest first, and counts them in SQL", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const other = await createUser(t.db);
    const statuses = ["draft", "in_progress", "completed", "approved", "approved", "completed", "draft"] as const;
    for (const [i, status] of statuses.entries()) {
      await t.db.insert(proposals).values({
        userId: user.id,
        title: `Kertas kerja ${i}`,
        type: "business",
        status,
        updatedAt: new Date(Date.now() - (10 - i) * 60_000),
      });
    }
    await t.db
      .insert(proposals)
      .values({ userId: other.id, title: "Rahsia orang lain", type: "grant", status: "approved" });

    const latest = (await client.get("/api/proposals?limit=5")).json();
    expect(latest.map((p: { title: string }) => p.title)).toEqual([
      "Kertas kerja 6",
      "Kertas kerja 5",
      "Kertas kerja 4",
      "Kertas kerja 3",
      "Kertas kerja 2",
    ]);
    const stats = (await client.get("/api/proposals/stats")).json();
    expect(stats).toEqual({ total: 7, draft: 2, inProgress: 1, completed: 2, approved: 2, successRate: 29 });

    const otherClient = await signedInUser(t.app, t.db);
    expect((await otherClient.client.get("/api/proposals")).json()).toEqual([]);
    expect((await otherClient.client.get("/api/proposals/stats")).json()).toMatchObject({ total: 0, successRate: 0 });
  });

  it("needs a signed-in user", async () => {
    expect((await new TestClient(t.app).get("/api/proposals")).statusCode).toBe(401);
  });
});

describe("public figures", () => {
  it("shows prices and free credits from the database, and hides social proof below the thresholds", async () => {
    const info = (await new TestClient(t.app).get("/api/public/info")).json();
    expect(info).toMatchObject({
      creditValueRM: 0.5,
      starterCredits: 100,
      newUserCredits: 100,
      flagshipPackage: { name: "Standard Package", creditCost: 250, priceRM: 125, minWords: 2500, sections: 9 },
      // 100 free credits pay for the 100-credit package, not the 250-credit flagship.
      freePackage: { name: "Pakej Profesional", creditCost: 100, minWords: 800, sections: 6 },
      stats: { activeUsers: null, finishedProposals: null, rating: null },
    });
  });

  it("counts the landing page's figures once a minute, not on every view", async () => {
    const own = await createTestApp();
    try {
      await signedInUser(own.app, own.db);
      const kept = keptCounts(own.db, 60_000);
      const first = await kept();
      await signedInUser(own.app, own.db);
      // Within the minute the kept figure is shown; counted afresh it has the new user.
      expect(await kept()).toEqual(first);
      expect((await keptCounts(own.db, 0)()).activeUsers).toBe(first.activeUsers + 1);
    } finally {
      await own.close();
    }
  });

  it("shows live counts once they pass the thresholds", async () => {
    const own = await createTestApp();
    try {
      const { settings } = await import("../../src/server/db/schema.js");
      await own.db.update(settings).set({ value: 2 }).where(eq(settings.key, "landing_min_active_users"));
      await own.db.update(settings).set({ value: 4.8 }).where(eq(settings.key, "landing_rating"));
      for (let i = 0; i < 3; i++) await signedInUser(own.app, own.db);
      await createAccount(own.db, {
        email: "senyap@contoh.my",
        password: "Tidak-Pernah-Masuk-9",
        firstName: "A",
        lastName: "B",
      });
      const info = (await new TestClient(own.app).get("/api/public/info")).json();
      expect(info.stats).toEqual({ activeUsers: 3, finishedProposals: null, rating: 4.8 });
    } finally {
      await own.close();
    }
  });
});

describe("maintenance", () => {
  it("fails the generations of a stopped instance, costing nothing, so their users can start again", async () => {
    const { runMaintenance } = await import("../../src/server/maintenance.js");
    const { generationJobs } = await import("../../src/server/db/schema.js");
    const { user } = await signedInUser(t.app, t.db);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    const [orphan] = await t.db
      .insert(generationJobs)
      .values({
        userId: user.id,
        kind: "requirements",
        status: "running",
        input: {},
        engine: "builtin",
        heartbeatAt: longAgo,
      })
      .returning();
    const fresh = await createUser(t.db);
    await t.db.insert(generationJobs).values({
      userId: fresh.id,
      kind: "preview",
      status: "running",
      input: {},
      engine: "builtin",
      heartbeatAt: new Date(),
    });
    expect(await runMaintenance(t.db, t.config)).toEqual({ staleJobs: 1 });
    const [after] = await t.db.select().from(generationJobs).where(eq(generationJobs.id, orphan!.id));
    expect(after).toMatchObject({ status: "failed", errorCode: "GENERATION_TIMEOUT" });
    expect(await runMaintenance(t.db, t.config)).toEqual({ staleJobs: 0 });
  });

  it("fails a crashed instance's generation within seconds, never a live one's", async () => {
    const { failOrphanedJobs, STALE_JOB_MS, JOB_SWEEP_MS } = await import("../../src/server/maintenance.js");
    const { HEARTBEAT_MS } = await import("../../src/server/modules/generation/runner.js");
    const { generationJobs } = await import("../../src/server/db/schema.js");
    // A user waits at most a lease and a sweep after the crash; a live job misses several beats first.
    expect(STALE_JOB_MS + JOB_SWEEP_MS).toBeLessThanOrEqual(8_000);
    expect(STALE_JOB_MS / HEARTBEAT_MS).toBeGreaterThanOrEqual(4);
    const job = async (secondsSinceBeat: number) => {
      const owner = await createUser(t.db);
      const [row] = await t.db
        .insert(generationJobs)
        .values({
          userId: owner.id,
          kind: "preview",
          status: "running",
          input: {},
          engine: "builtin",
          heartbeatAt: new Date(Date.now() - secondsSinceBeat * 1000),
        })
        .returning();
      return row!.id;
    };
    const crashed = await job(STALE_JOB_MS / 1000 + 1);
    const live = await job(HEARTBEAT_MS / 1000 + 1);
    expect(await failOrphanedJobs(t.db)).toBeGreaterThanOrEqual(1);
    const status = async (id: string) =>
      (await t.db.select().from(generationJobs).where(eq(generationJobs.id, id)))[0]!.status;
    expect(await status(crashed)).toBe("failed");
    expect(await status(live)).toBe("running");
  });
});
