import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../src/server/db/schema.js";
import { createUser, DEFAULT_TEST_PASSWORD, signedInUser, uniqueEmail } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: "Nasi-Lemak-Sedap-88",
  firstName: "Ahmad",
  lastName: "Faizal",
  ...overrides,
});

describe("sign-up", () => {
  it("creates the account, signs it in with a safe cookie and returns the user", async () => {
    const client = new TestClient(t.app);
    const body = registration({ email: "  Ahmad.Faizal@Contoh.MY " });
    const res = await client.post("/api/auth/register", body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: "ahmad.faizal@contoh.my",
      firstName: "Ahmad",
      role: "user",
      unlimited: false,
    });
    expect(res.json()).not.toHaveProperty("passwordHash");
    const cookie = res.cookies.find((c) => c.name === "sid")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect((await client.get("/api/auth/user")).json().email).toBe("ahmad.faizal@contoh.my");
  });

  it("marks the cookie Secure when served over https behind a trusted proxy", async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: "true", PUBLIC_URL: "https://kertas.example.my" });
    try {
      const res = await behindProxy.app.inject({
        method: "POST",
        url: "/api/auth/register",
        headers: {
          host: "kertas.example.my",
          origin: "https://kertas.example.my",
          "x-forwarded-proto": "https",
          "content-type": "application/json",
        },
        payload: JSON.stringify(registration()),
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === "sid")).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: "Lax",
      });
    } finally {
      await behindProxy.close();
    }
  });

  it("keeps the language the visitor signed up in (Malay when none is sent), and refuses another", async () => {
    const english = await new TestClient(t.app).post("/api/auth/register", { ...registration(), language: "en" });
    expect(english.json().language).toBe("en");
    const plain = await new TestClient(t.app).post("/api/auth/register", registration());
    expect(plain.json().language).toBe("ms");
    const other = await new TestClient(t.app).post("/api/auth/register", { ...registration(), language: "fr" });
    expect(other.statusCode).toBe(400);
  });

  it("stores only a hash of the session token", async () => {
    const client = new TestClient(t.app);
    await client.post("/api/auth/register", registration());
    const rows = await t.db.select({ id: sessions.id }).from(sessions);
    expect(rows.map((r) => r.id)).not.toContain(client.sessionToken);
  });

  it("refuses a taken email, in any letter case, with its own message", async () => {
    const email = uniqueEmail();
    await new TestClient(t.app).post("/api/auth/register", registration({ email }));
    const res = await new TestClient(t.app).post("/api/auth/register", registration({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: "EMAIL_TAKEN",
      message: "E-mel ini telah didaftarkan. Sila log masuk atau gunakan e-mel lain.",
    });
  });

  it("refuses a common password and creates nothing", async () => {
    const email = uniqueEmail();
    const res = await new TestClient(t.app).post(
      "/api/auth/register",
      registration({ email, password: "Password123" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "WEAK_PASSWORD", field: "password" });
    expect(res.json().message).toBe("Kata laluan ini terlalu mudah diteka. Sila pilih kata laluan yang lain.");
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it.each([
    [{ password: "Ab1!xyz" }, "password", "Kata laluan mestilah sekurang-kurangnya 8 aksara."],
    [{ password: "x".repeat(129) }, "password", "Kata laluan tidak boleh melebihi 128 aksara."],
    [{ email: "bukan-emel" }, "email", "Sila masukkan alamat e-mel yang sah."],
    [{ firstName: "   " }, "firstName", "Nama pertama diperlukan."],
    [{ lastName: undefined }, "lastName", "Nama akhir diperlukan."],
  ])("names the field of an invalid value %#", async (override, field, message) => {
    const res = await new TestClient(t.app).post("/api/auth/register", registration(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "VALIDATION_ERROR", field, message });
  });

  it("keeps a 128-character password whole (no truncation)", async () => {
    const long = `${"a1B-".repeat(32)}`;
    const email = uniqueEmail();
    expect(
      (await new TestClient(t.app).post("/api/auth/register", registration({ email, password: long }))).statusCode,
    ).toBe(201);
    const wrong = await new TestClient(t.app).post("/api/auth/login", { email, password: `${long.slice(0, 127)}X` });
    expect(wrong.statusCode).toBe(401);
  });

  it("hashes with argon2id at m=19 MiB, t=2, p=1", async () => {
    const user = await createUser(t.db);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe("sign-in and sessions", () => {
  it("answers a wrong password and an unknown email with the same message", async () => {
    const user = await createUser(t.db);
    const wrong = await new TestClient(t.app).post("/api/auth/login", {
      email: user.email,
      password: "Salah-Sama-Sekali",
    });
    const unknown = await new TestClient(t.app).post("/api/auth/login", {
      email: uniqueEmail(),
      password: "Salah-Sama-Sekali",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: "INVALID_CREDENTIALS", message: "E-mel atau kata laluan tidak betul." });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("issues a new session id at sign-in and retires the one presented", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const before = client.sessionToken!;
    const res = await client.post("/api/auth/login", { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(client.sessionToken).not.toBe(before);
    const stale = new TestClient(t.app);
    stale.sessionToken = before;
    expect((await stale.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("refuses the old cookie after sign-out", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const token = client.sessionToken!;
    const out = await client.post("/api/auth/logout");
    expect(out.statusCode).toBe(204);
    const replay = new TestClient(t.app);
    replay.sessionToken = token;
    const res = await replay.get("/api/credits/balance");
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain("Unauthorized");
  });

  it("ends every session of the account at a password change and opens a new one", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const other = new TestClient(t.app);
    await other.post("/api/auth/login", { email: user.email, password: user.password });
    const oldToken = client.sessionToken;
    const res = await client.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "Teh-Tarik-Kurang-Manis",
    });
    expect(res.statusCode).toBe(200);
    expect(client.sessionToken).toBeDefined();
    expect(client.sessionToken).not.toBe(oldToken);
    expect((await client.get("/api/auth/user")).statusCode).toBe(200);
    expect((await other.get("/api/auth/user")).statusCode).toBe(401);
    const replay = new TestClient(t.app);
    replay.sessionToken = oldToken;
    expect((await replay.get("/api/auth/user")).statusCode).toBe(401);
    // The new password works, the old one no longer does.
    expect(
      (await new TestClient(t.app).post("/api/auth/login", { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await new TestClient(t.app).post("/api/auth/login", { email: user.email, password: "Teh-Tarik-Kurang-Manis" }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    [
      { currentPassword: "Bukan-Kata-Laluan", newPassword: "Roti-Canai-Garing" },
      "WRONG_CURRENT_PASSWORD",
      "currentPassword",
    ],
    [{ currentPassword: DEFAULT_TEST_PASSWORD, newPassword: DEFAULT_TEST_PASSWORD }, "SAME_PASSWORD", "newPassword"],
    [{ currentPassword: DEFAULT_TEST_PASSWORD, newPassword: "malaysia123" }, "WEAK_PASSWORD", "newPassword"],
  ])("refuses a bad password change and keeps the session %#", async (body, code, field) => {
    const { client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/auth/change-password", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, field });
    expect((await client.get("/api/auth/user")).statusCode).toBe(200);
  });

  it("expires a session that sat idle too long", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const idle = new Date(Date.now() - t.config.session.idleMs - 60_000);
    await t.db.update(sessions).set({ lastSeenAt: idle }).where(eq(sessions.userId, user.id));
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("expires a session past its absolute lifetime even when in use", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("keeps an active session alive by refreshing its last-seen time", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const almostIdle = new Date(Date.now() - t.config.session.idleMs + 60_000);
    await t.db.update(sessions).set({ lastSeenAt: almostIdle }).where(eq(sessions.userId, user.id));
    expect((await client.get("/api/auth/user")).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });
});

describe("forced password change", () => {
  it("lets such a user only read themselves and change the password", async () => {
    const { user, client } = await signedInUser(t.app, t.db, { mustChangePassword: true });
    expect((await client.get("/api/auth/user")).json().mustChangePassword).toBe(true);
    const blocked = await client.get("/api/credits/balance");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      code: "PASSWORD_CHANGE_REQUIRED",
      message: "Sila tukar kata laluan anda sebelum meneruskan.",
    });
    const changed = await client.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "Kuih-Lapis-Berwarna",
    });
    expect(changed.json().mustChangePassword).toBe(false);
    expect((await client.get("/api/credits/balance")).statusCode).toBe(200);
  });
});

describe("browser navigation to the documented addresses", () => {
  it("sends /api/login to the sign-in page, keeping only a same-site return path", async () => {
    const client = new TestClient(t.app);
    expect((await client.get("/api/login")).headers.location).toBe("/login");
    // The sign-up buttons use the same address and land on the sign-up form.
    expect((await client.get("/api/login?signup=1")).headers.location).toBe("/register");
    expect((await client.get("/api/login?signup=1&next=%2Fcredits")).headers.location).toBe(
      "/register?next=%2Fcredits",
    );
    expect((await client.get("/api/login?next=%2Fcredits")).headers.location).toBe("/login?next=%2Fcredits");
    expect((await client.get("/api/login?next=%2F%2Fevil.example")).headers.location).toBe("/login");
  });

  it("sends /api/logout to the sign-out page without ending the session on a GET", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const res = await client.get("/api/logout");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/logout");
    expect((await client.get("/api/auth/user")).statusCode).toBe(200);
  });
});
