/**
 * Every registered route, signed in and signed out, with hostile input: wrong types, huge strings
 * and numbers, deep nesting, prototype keys, odd path parameters and queries. Whatever a user can
 * type answers below 500, in the product's `{ message, code }` shape.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../../src/server/http/route-table.js";
import { signedInUser } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

const deep = (n: number): unknown => (n === 0 ? "x" : { a: deep(n - 1) });
const HUGE = "a".repeat(200_000);

/** Bodies a script or a careless paste could send. */
const BODIES: unknown[] = [
  {},
  [],
  "teks",
  12,
  null,
  { title: 1e308, content: -1, id: [], packageId: 2 ** 53, limit: "semua", email: {}, password: [] },
  { title: HUGE, content: HUGE, description: HUGE, requirements: [HUGE] },
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  JSON.parse('{"__proto__": {"polluted": true}, "title": "x"}'),
  deep(64),
  { packageId: 2147483648, quantity: -2147483649, amount: Number.MAX_SAFE_INTEGER, credits: 1.5 },
  { style: "fancy", kind: "lain", language: "klingon", status: "deleted", type: "../../etc" },
  // Text PostgreSQL cannot store: a NUL character and a lone surrogate, in every usual field name.
  Object.fromEntries(
    ["title", "content", "description", "email", "firstName", "name", "requirements", "instruction"].map((k) => [
      k,
      `teks${String.fromCharCode(0)}${String.fromCharCode(0xd800)}`,
    ]),
  ),
];

/** Path parameter values. */
const PARAMS = [
  String.fromCharCode(0),
  "x",
  "0",
  "-1",
  "99999999999999999999",
  "00000000-0000-4000-8000-000000000000",
  "%20",
  "a".repeat(99),
];

const QUERIES = ["", "?limit=-1", "?limit=1e400", "?page=abc&pageSize=999999", "?style=<script>", "?a[b][c]=1"];

function urlsFor(url: string): string[] {
  if (!url.includes(":")) return QUERIES.map((q) => url + q);
  return PARAMS.map((p) => url.replace(/:\w+/g, encodeURIComponent(p)));
}

describe("route fuzz", () => {
  it("answers every route and hostile input below 500, in the product's shape", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const visitor = new TestClient(t.app);
    const routes = routeTable(t.app).filter((r) => r.url.startsWith("/api/") && !r.url.includes("*"));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      // Signing out would end the fuzzing session: it is fuzzed as a visitor only.
      const callers = route.url.includes("logout") ? [visitor] : [client, visitor];
      for (const url of urlsFor(route.url)) {
        const bodies = route.method === "GET" || route.method === "DELETE" ? [undefined] : BODIES;
        for (const body of bodies) {
          for (const caller of callers) {
            const res = await caller.request(route.method as "GET", url, body);
            const shaped = res.statusCode < 400 || /"message"/.test(res.body) || res.body === "";
            if (res.statusCode >= 500 || !shaped) {
              failures.push(`${route.method} ${url} ${JSON.stringify(body)?.slice(0, 60)} -> ${res.statusCode}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
