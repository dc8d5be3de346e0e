import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser, uniqueEmail } from "../support/factories.js";
import { TEST_HOST, TestClient } from "../support/http-client.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = () => ({
  email: uniqueEmail(),
  password: "Bunga-Raya-Merah-1",
  firstName: "Mei",
  lastName: "Ling",
});

describe("writes from another site", () => {
  it("refuses a cross-site Origin with 403 and changes nothing", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const body = registration();
    const res = await new TestClient(t.app).post("/api/auth/register", body, { origin: "https://penipu.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("FORBIDDEN_ORIGIN");
    const login = await new TestClient(t.app).post("/api/auth/login", { email: body.email, password: body.password });
    expect(login.statusCode).toBe(401); // the account was never created
    const logout = await client.post("/api/auth/logout", undefined, { origin: "https://penipu.example" });
    expect(logout.statusCode).toBe(403);
    expect((await client.get("/api/auth/user")).statusCode).toBe(200);
  });

  it("refuses a write with no Origin at all", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { host: TEST_HOST, "content-type": "application/json" },
      payload: JSON.stringify(registration()),
    });
    expect(res.statusCode).toBe(403);
  });

  it("refuses a text/plain body (a form post's disguise) with 403", async () => {
    const res = await new TestClient(t.app).post("/api/auth/register", undefined, {
      "content-type": "text/plain",
      "content-length": "2",
    });
    const raw = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { host: TEST_HOST, origin: `http://${TEST_HOST}`, "content-type": "text/plain" },
      payload: JSON.stringify(registration()),
    });
    expect(raw.statusCode).toBe(403);
    expect(raw.json()).toMatchObject({ code: "UNSUPPORTED_CONTENT_TYPE" });
    expect(res.statusCode).toBe(403);
  });

  it("refuses a form-encoded body with 403", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { host: TEST_HOST, origin: `http://${TEST_HOST}`, "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40b.my&password=xxxxxxxx",
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("bad input", () => {
  it("answers malformed JSON with 400 and the error shape", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { host: TEST_HOST, origin: `http://${TEST_HOST}`, "content-type": "application/json" },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "INVALID_JSON", message: "Format permintaan tidak sah." });
  });

  it("answers a wrong type with the field named", async () => {
    const res = await new TestClient(t.app).post("/api/auth/login", { email: 42, password: ["x"] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", field: "email" });
  });

  it("answers a bad query parameter with 400, not 500", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const res = await client.get("/api/proposals?limit=lots");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", field: "limit" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await new TestClient(t.app).get("/api/tiada-di-sini");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "NOT_FOUND", message: "Tidak dijumpai." });
  });
});

describe("response headers", () => {
  it("sends a strict CSP without inline scripts, nosniff and a referrer policy", async () => {
    const res = await new TestClient(t.app).get("/api/public/info");
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("sign-in limits", () => {
  it("locks an account after repeated failures with 429 and Retry-After, even for the right password", async () => {
    const limited = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: "3" });
    try {
      const { user } = await signedInUser(limited.app, limited.db);
      for (let i = 0; i < 3; i++) {
        const res = await new TestClient(limited.app).post("/api/auth/login", {
          email: user.email,
          password: "Salah-Lagi-Sekali",
        });
        expect(res.statusCode).toBe(401);
      }
      const locked = await new TestClient(limited.app).post("/api/auth/login", {
        email: user.email,
        password: user.password,
      });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
      expect(locked.json().message).toMatch(
        /^Terlalu banyak percubaan log masuk\. Sila cuba lagi selepas \d+ minit, atau log masuk melalui pautan e-mel\.$/,
      );
    } finally {
      await limited.close();
    }
  });

  it("checks at most the limit of a burst of simultaneous guesses, the right password among them", async () => {
    const limited = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: "3" });
    try {
      const { user } = await signedInUser(limited.app, limited.db);
      const guesses = Array.from({ length: 40 }, (_, i) => (i === 25 ? user.password : `Salah-${i}-Sekali`));
      const answers = await Promise.all(
        guesses.map((password) => new TestClient(limited.app).post("/api/auth/login", { email: user.email, password })),
      );
      const statuses = answers.map((r) => r.statusCode);
      // Only the first three reserved places are checked: everything else is refused unchecked.
      expect(statuses.filter((s) => s === 401 || s === 200).length).toBeLessThanOrEqual(3);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(37);
      // The right password got in only if it was among the three checked.
      const right = statuses[25];
      expect([200, 429]).toContain(right);
      if (right === 429) {
        const after = await new TestClient(limited.app).post("/api/auth/login", {
          email: user.email,
          password: user.password,
        });
        expect(after.statusCode).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });

  it("limits attempts from one address across accounts", async () => {
    const limited = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_ADDRESS: "4" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await new TestClient(limited.app).post("/api/auth/login", {
          email: uniqueEmail(),
          password: "Apa-Apa-Sahaja",
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
