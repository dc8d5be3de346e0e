/**
 * The whole route table against its guards: every route answers 401 to a visitor unless it is
 * listed here as public, with the reason. A route added without a guard fails this test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../../src/server/http/route-table.js";
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
  "GET /api/proposal-templates": "the template gallery is shown before sign-in",
  "GET /api/proposal-templates/:id": "a template's fields are shown before sign-in",
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
    expect(guarded.filter((r) => !r.guarded).map((r) => `${r.method} ${r.url}`)).toEqual([]);
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
