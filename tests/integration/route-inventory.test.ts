/**
 * The whole route table against its guards: every route answers 401 to a visitor unless it is
 * listed here as public, with the reason. A route added without a guard fails this test.
 * Administration routes also answer the role matrix: 401 visitor, 403 user, and 403 agent on
 * super-admin routes.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/common/constants.js";
import { requireAgent, requireSuperAdmin, requireUser } from "../../src/server/http/auth.js";
import { registerErrorHandler } from "../../src/server/http/error-handler.js";
import { type RouteEntry, recordRoutes, routeTable } from "../../src/server/http/route-table.js";
import type { SessionUser } from "../../src/server/modules/auth/sessions.js";
import { signedInUser } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

/** Routes anyone may call, and why. */
const PUBLIC: Record<string, string> = {
  "GET /healthz": "load balancer health check",
  "GET /api/auth/user": "answers who is signed in (401 for a visitor is its documented answer)",
  "POST /api/auth/register": "creating an account",
  "POST /api/auth/login": "signing in",
  "POST /api/auth/logout": "signing out is harmless without a session",
  "POST /api/auth/sign-in-link": "a forgotten password or a locked account asks for an email link",
  "POST /api/auth/sign-in-link/use": "the emailed link signs in",
  "GET /api/login": "the documented sign-in redirect",
  "GET /api/logout": "the documented sign-out redirect",
  "GET /api/credits/pricing": "the public price list",
  "GET /api/proposal-packages": "the public package list",
  "GET /api/public/info": "product facts for the landing page",
  "GET /api/public/branding": "an organisation's domain shows its brand before sign-in",
  "GET /api/public/organizations/:id/logo": "an organisation's logo is shown before sign-in (landing, sign-in)",
  "GET /api/proposal-templates": "the template gallery is shown before sign-in",
  "GET /api/proposal-templates/:id": "a template's fields are shown before sign-in",
  "POST /api/payments/gateway/:provider/callback":
    "the payment gateway's server reports a bill; the provider's signature, checked before anything is read, is its guard",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

/** An address for the route with its parameters filled with well-formed values. */
const address = (url: string) =>
  url
    .replace(/:id\b/g, "00000000-0000-4000-8000-000000000000")
    .replace(/:versionId\b/g, "1")
    .replace(/:serial\b/g, "KP-2026-AAAAAA")
    .replace(/:\w+/g, "x");

describe("route inventory", () => {
  it("lists only routes that exist as public", () => {
    const table = new Set(routeTable(t.app).map((r) => `${r.method} ${r.url}`));
    expect(table.size).toBeGreaterThan(40);
    for (const key of Object.keys(PUBLIC)) expect(table.has(key), `${key} is still a route`).toBe(true);
  });

  it("answers 401 to a visitor on every route that is not public", async () => {
    const visitor = new TestClient(t.app);
    const guarded = routeTable(t.app).filter(
      (r) => r.url.startsWith("/api/") && !PUBLIC[`${r.method} ${r.url}`] && r.url !== "/api/*",
    );
    expect(guarded.length).toBeGreaterThan(30);
    // The guard is visible where the route is declared, not left to the handler.
    expect(guarded.filter((r) => r.guards.length === 0).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const unguarded: string[] = [];
    for (const route of guarded) {
      const url = address(route.url);
      const res = await visitor.request(
        route.method as "GET",
        url,
        route.method === "GET" || route.method === "DELETE" ? undefined : {},
      );
      if (res.statusCode !== 401) unguarded.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(unguarded).toEqual([]);
  });
});

/** Who calls a route in the role matrix. */
type Caller = "visitor" | "user" | "agent" | "superAdmin";
type Send = (caller: Caller, route: RouteEntry) => Promise<number>;

const ADMIN_PREFIXES = ["/api/admin", "/api/agent", "/api/super-admin"];
const underPrefix = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
const isAdminRoute = (r: RouteEntry) => ADMIN_PREFIXES.some((prefix) => underPrefix(r.url, prefix));
/** Super-admin routes outside /api/super-admin (the agent page's documented calls), and why. */
const SUPER_ADMIN_ELSEWHERE: Record<string, string> = {
  "GET /api/agent/unassigned-users": "users without an agent: only a super admin assigns them",
  "POST /api/agent/assign-user": "assigning a user to an agent is a super admin's act",
};
const isSuperAdminRoute = (r: RouteEntry) =>
  underPrefix(r.url, "/api/super-admin") || SUPER_ADMIN_ELSEWHERE[`${r.method} ${r.url}`] !== undefined;

/** What each caller must get from an administration route; `undefined`: not refused by the guard. */
function expectedRefusal(route: RouteEntry, caller: Caller): number | undefined {
  if (caller === "visitor") return 401;
  if (caller === "user") return 403;
  if (caller === "agent" && isSuperAdminRoute(route)) return 403;
  return undefined;
}

/** The guard an administration route must declare, read off the route options. */
function guardMismatches(table: RouteEntry[]): string[] {
  return table
    .filter(isAdminRoute)
    .filter(
      (r) => !r.guards.includes(isSuperAdminRoute(r) ? "super_admin" : "agent") && !r.guards.includes("super_admin"),
    )
    .map((r) => `${r.method} ${r.url} guards: ${r.guards.join(", ") || "none"}`);
}

/** Every administration route of the table against every caller; the answers that break the matrix. */
async function roleMatrixFailures(table: RouteEntry[], send: Send): Promise<string[]> {
  const failures: string[] = [];
  for (const route of table.filter(isAdminRoute)) {
    for (const caller of ["visitor", "user", "agent", "superAdmin"] as const) {
      const expected = expectedRefusal(route, caller);
      const status = await send(caller, route);
      const ok = expected === undefined ? status !== 401 && status !== 403 : status === expected;
      if (!ok)
        failures.push(`${caller} ${route.method} ${route.url} -> ${status}, expected ${expected ?? "not 401/403"}`);
    }
  }
  return failures;
}

describe("the business figures", () => {
  it("are guarded: the profit analysis for super admins, the writing comparison for anyone signed in", () => {
    const guards = Object.fromEntries(routeTable(t.app).map((r) => [`${r.method} ${r.url}`, r.guards]));
    expect(guards["GET /api/super-admin/profit-analysis"]).toEqual(["super_admin"]);
    expect(guards["GET /api/writing-comparison"]).toEqual(["user"]);
  });
});

describe("role matrix of the administration routes", () => {
  it("holds on every registered /api/admin, /api/agent and /api/super-admin route", async () => {
    const table = routeTable(t.app);
    expect(guardMismatches(table)).toEqual([]);
    const clients: Record<Caller, TestClient> = {
      visitor: new TestClient(t.app),
      user: (await signedInUser(t.app, t.db, { role: "user" })).client,
      agent: (await signedInUser(t.app, t.db, { role: "admin" })).client,
      superAdmin: (await signedInUser(t.app, t.db, { role: "super_admin" })).client,
    };
    const send: Send = async (caller, route) => {
      const body = route.method === "GET" || route.method === "DELETE" ? undefined : {};
      return (await clients[caller].request(route.method as "GET", address(route.url), body)).statusCode;
    };
    expect(await roleMatrixFailures(table, send)).toEqual([]);
  });
});

/** Routes named in the issues, each with its whole matrix against a real target. */
describe("named administration routes", () => {
  it("GET /api/super-admin/users/:id: visitor 401, user 403, agent 403, super admin 200", async () => {
    const user = await signedInUser(t.app, t.db, { role: "user" });
    const agent = await signedInUser(t.app, t.db, { role: "admin" });
    const superAdmin = await signedInUser(t.app, t.db, { role: "super_admin" });
    const url = `/api/super-admin/users/${user.user.id}`;
    expect(routeTable(t.app).some((r) => r.method === "GET" && r.url === "/api/super-admin/users/:id")).toBe(true);
    const answers = {
      visitor: (await new TestClient(t.app).get(url)).statusCode,
      user: (await user.client.get(url)).statusCode,
      agent: (await agent.client.get(url)).statusCode,
      superAdmin: (await superAdmin.client.get(url)).statusCode,
    };
    expect(answers).toEqual({ visitor: 401, user: 403, agent: 403, superAdmin: 200 });
  });
});

/**
 * The guards themselves and the matrix code, on a tiny app of its own: while the product has no
 * administration route yet, the matrix above runs over nothing, so this is what keeps it honest.
 */
describe("named guards", () => {
  const ROLE_OF: Record<Exclude<Caller, "visitor">, Role> = { user: "user", agent: "admin", superAdmin: "super_admin" };
  let tiny: FastifyInstance;

  beforeAll(async () => {
    tiny = Fastify();
    recordRoutes(tiny);
    registerErrorHandler(tiny);
    tiny.decorateRequest("auth", null);
    // Stands in for the session loading: the caller's role comes from a header.
    tiny.addHook("onRequest", async (request) => {
      const role = request.headers["x-role"];
      if (typeof role !== "string") return;
      const user = { id: `id-${role}`, role: role as Role, mustChangePassword: false } as SessionUser;
      request.auth = { user, sessionId: "s" };
    });
    tiny.get("/api/user-only", { onRequest: requireUser }, async () => ({ ok: true }));
    tiny.get("/api/agent/probe", { onRequest: requireAgent }, async () => ({ ok: true }));
    tiny.post("/api/admin/probe", { onRequest: requireAgent }, async () => ({ ok: true }));
    tiny.get("/api/super-admin/probe", { onRequest: requireSuperAdmin }, async () => ({ ok: true }));
    tiny.get("/api/super-admin/wrongly-guarded", { onRequest: requireAgent }, async () => ({ ok: true }));
    tiny.get("/api/admin/unguarded", async () => ({ ok: true }));
    await tiny.ready();
  });
  afterAll(async () => {
    await tiny.close();
  });

  const send: Send = async (caller, route) => {
    const headers = caller === "visitor" ? {} : { "x-role": ROLE_OF[caller] };
    return (await tiny.inject({ method: route.method as "GET", url: route.url, headers })).statusCode;
  };
  const status = (caller: Caller, url: string, method = "GET") =>
    send(caller, { method, url, guarded: true, guards: [] });

  it("answer 401 to a visitor, 403 to a wrong role, and let the right roles through", async () => {
    const answers: Record<string, Record<Caller, number>> = {};
    for (const url of ["/api/user-only", "/api/agent/probe", "/api/super-admin/probe"]) {
      answers[url] = {
        visitor: await status("visitor", url),
        user: await status("user", url),
        agent: await status("agent", url),
        superAdmin: await status("superAdmin", url),
      };
    }
    expect(answers).toEqual({
      "/api/user-only": { visitor: 401, user: 200, agent: 200, superAdmin: 200 },
      "/api/agent/probe": { visitor: 401, user: 403, agent: 200, superAdmin: 200 },
      "/api/super-admin/probe": { visitor: 401, user: 403, agent: 403, superAdmin: 200 },
    });
  });

  it("are named on the route table, where the inventory reads them", () => {
    const guards = Object.fromEntries(routeTable(tiny).map((r) => [`${r.method} ${r.url}`, r.guards]));
    expect(guards).toMatchObject({
      "GET /api/user-only": ["user"],
      "GET /api/agent/probe": ["agent"],
      "POST /api/admin/probe": ["agent"],
      "GET /api/super-admin/probe": ["super_admin"],
      "GET /api/admin/unguarded": [],
    });
  });

  it("make the matrix catch a missing or too weak guard", async () => {
    const table = routeTable(tiny);
    expect(guardMismatches(table)).toEqual([
      "GET /api/super-admin/wrongly-guarded guards: agent",
      "GET /api/admin/unguarded guards: none",
    ]);
    const failures = await roleMatrixFailures(table, send);
    expect(failures).toEqual([
      "agent GET /api/super-admin/wrongly-guarded -> 200, expected 403",
      "visitor GET /api/admin/unguarded -> 200, expected 401",
      "user GET /api/admin/unguarded -> 200, expected 403",
    ]);
    // The well-guarded probes passed every caller, so the matrix did run over them.
    expect(table.filter(isAdminRoute).length).toBe(5);
  });
});
