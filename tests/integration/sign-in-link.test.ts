import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInLinks } from "../../src/server/db/schema.js";
import { runMaintenance } from "../../src/server/maintenance.js";
import { createUser, uniqueEmail } from "../support/factories.js";
import { TEST_ORIGIN, TestClient } from "../support/http-client.js";
import { createTestApp, type TestApp } from "../support/test-app.js";
import { startTestMailServer } from "../support/test-mail-server.js";

const PUBLIC_URL = "https://kertas.contoh.my";
let t: TestApp;
let mail: Awaited<ReturnType<typeof startTestMailServer>>;

beforeAll(async () => {
  mail = await startTestMailServer();
  t = await createTestApp({
    SMTP_URL: mail.url,
    PUBLIC_URL,
    TRUST_PROXY: "true",
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: "100000",
  });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

// PUBLIC_URL is set, so writes come from it.
const client = () => new TestClient(t.app);
/** Each request from its own address unless told otherwise: the per-address limits have their own test. */
let lastAddress = 0;
const post = (c: TestClient, url: string, body: unknown, headers: Record<string, string> = {}) =>
  c.post(url, body, {
    origin: PUBLIC_URL,
    "x-forwarded-for": `10.9.${(++lastAddress >> 8) & 255}.${lastAddress & 255}`,
    ...headers,
  });
const linkToken = (text: string) => {
  const match = new RegExp(`${PUBLIC_URL.replace(/\./g, "\\.")}/login/link#([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no sign-in link in:\n${text}`);
  return match[1]!;
};
/** Sends a link request and returns the email it produced. */
async function requestLink(email: string, headers: Record<string, string> = {}) {
  const before = mail.received.filter((m) => m.to.includes(email)).length;
  const res = await post(client(), "/api/auth/sign-in-link", { email }, headers);
  expect(res.statusCode).toBe(202);
  const received = await mail.waitFor(email, before + 1);
  return { response: res, email: received[before]! };
}

describe("a locked account's owner gets in by email", () => {
  it("refuses 100 simultaneous guesses from many addresses, the right one among them, and lets the owner in by the emailed link", async () => {
    const owner = await createUser(t.db);
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 60 ? owner.password : `Salah-${i}-Sekali`));
    const answers = await Promise.all(
      guesses.map((password, i) =>
        post(client(), "/api/auth/login", { email: owner.email, password }, { "x-forwarded-for": `10.1.${i}.7` }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    // At most the limit (5) of the burst had their password checked; the rest were refused unchecked.
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    const locked = await post(client(), "/api/auth/login", { email: owner.email, password: owner.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain("log masuk melalui pautan e-mel");

    const { response, email } = await requestLink(owner.email);
    expect(response.json().message).toBe(
      "Jika e-mel itu berdaftar, pautan log masuk telah dihantar kepadanya. Pautan sah selama 30 minit. Semak juga folder spam.",
    );
    expect(email.to).toEqual([owner.email]);
    expect(email.subject).toBe("Pautan log masuk Kertas AI anda");
    expect(email.text).toContain("Salam Siti,");
    expect(email.text).toContain("sah selama 30 minit");

    const browser = client();
    const used = await post(browser, "/api/auth/sign-in-link/use", {
      token: linkToken(email.text),
      newPassword: "Padi-Huma-Berbuah-2026",
    });
    expect(used.statusCode).toBe(200);
    expect(used.json().email).toBe(owner.email);
    expect((await browser.get("/api/auth/user")).statusCode).toBe(200);
    // The lockout is cleared and the new password is the password.
    const withNew = await post(client(), "/api/auth/login", { email: owner.email, password: "Padi-Huma-Berbuah-2026" });
    expect(withNew.statusCode).toBe(200);
    const withOld = await post(client(), "/api/auth/login", { email: owner.email, password: owner.password });
    expect(withOld.statusCode).toBe(401);
  });
});

describe("sign-in links", () => {
  it("answers an unknown address exactly as a known one and sends it nothing", async () => {
    const before = mail.received.length;
    const unknown = await post(client(), "/api/auth/sign-in-link", { email: uniqueEmail("tiada") });
    const known = await createUser(t.db);
    const { response } = await requestLink(known.email);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(response.json());
    // Only the known address got an email.
    expect(mail.received.slice(before).map((m) => m.to[0])).toEqual([known.email]);
  });

  it("builds the link on the configured address, never on a forged Host", async () => {
    const user = await createUser(t.db);
    const { email } = await requestLink(user.email, { host: "penipu.example", "x-forwarded-host": "penipu.example" });
    expect(email.text).not.toContain("penipu");
    expect(linkToken(email.text)).toHaveLength(43);
  });

  it("carries a same-site next in the link's query, and drops any other", async () => {
    const withNext = async (next: string) => {
      const owner = await createUser(t.db);
      const before = mail.received.filter((m) => m.to.includes(owner.email)).length;
      const res = await post(client(), "/api/auth/sign-in-link", { email: owner.email, next });
      expect(res.statusCode).toBe(202);
      const text = (await mail.waitFor(owner.email, before + 1))[before]!.text;
      return /\/login\/link(\?[^#\s]*)?#[A-Za-z0-9_-]{43}/.exec(text)?.[1] ?? "";
    };
    expect(await withNext("/proposals/abc?tab=1")).toBe(`?next=${encodeURIComponent("/proposals/abc?tab=1")}`);
    expect(await withNext("//contoh.example/curi")).toBe("");
    expect(await withNext("https://contoh.example/")).toBe("");
    const tooLong = await post(client(), "/api/auth/sign-in-link", {
      email: uniqueEmail(),
      next: `/${"a".repeat(500)}`,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it("works once: of ten simultaneous uses one signs in, and the link is spent", async () => {
    const user = await createUser(t.db);
    const token = linkToken((await requestLink(user.email)).email.text);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(client(), "/api/auth/sign-in-link/use", { token })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    const again = await post(client(), "/api/auth/sign-in-link/use", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: "SIGN_IN_LINK_INVALID",
      message: "Pautan log masuk ini tidak sah, telah digunakan atau telah tamat tempoh. Sila minta pautan baharu.",
    });
    // Signing in without a new password keeps the old one.
    const login = await post(client(), "/api/auth/login", { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
  });

  it("refuses an expired link, a malformed token and a weak new password without spending the link", async () => {
    const user = await createUser(t.db);
    const token = linkToken((await requestLink(user.email)).email.text);
    const weak = await post(client(), "/api/auth/sign-in-link/use", { token, newPassword: "12345678" });
    expect(weak.statusCode).toBe(400);
    const malformed = await post(client(), "/api/auth/sign-in-link/use", { token: "abc" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain("Pautan log masuk ini tidak sah");
    await t.db
      .update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInLinks.userId, user.id));
    const expired = await post(client(), "/api/auth/sign-in-link/use", { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe("SIGN_IN_LINK_INVALID");
    // A day after expiry the maintenance sweep removes it.
    await t.db
      .update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(signInLinks.userId, user.id));
    await runMaintenance(t.db, t.config);
    expect(await t.db.select().from(signInLinks).where(eq(signInLinks.userId, user.id))).toEqual([]);
  });

  it("spends a link still in the mailbox when the password is changed", async () => {
    const user = await createUser(t.db);
    const token = linkToken((await requestLink(user.email)).email.text);
    const signedIn = client();
    await post(signedIn, "/api/auth/login", { email: user.email, password: user.password });
    const changed = await post(signedIn, "/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "Ombak-Pantai-Timur-77",
    });
    expect(changed.statusCode).toBe(200);
    expect((await post(client(), "/api/auth/sign-in-link/use", { token })).statusCode).toBe(400);
  });

  it("sends an account at most three links per quarter hour, answering the same", async () => {
    const user = await createUser(t.db);
    const before = mail.received.length;
    for (let i = 0; i < 5; i++) {
      const res = await post(client(), "/api/auth/sign-in-link", { email: user.email });
      expect(res.statusCode).toBe(202);
    }
    await mail.waitFor(user.email, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.received.slice(before).filter((m) => m.to[0] === user.email)).toHaveLength(3);
  });

  it("answers 429 to the eleventh request from one address within the hour", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        client(),
        "/api/auth/sign-in-link",
        { email: uniqueEmail() },
        { "x-forwarded-for": "10.250.0.1" },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
  });

  it("confirms a new account by email", async () => {
    const email = uniqueEmail("baharu");
    const res = await post(client(), "/api/auth/register", {
      email,
      password: "Kebun-Pisang-2026",
      firstName: "Aminah",
      lastName: "Yusof",
    });
    expect(res.statusCode).toBe(201);
    const welcome = (await mail.waitFor(email))[0]!;
    expect(welcome.subject).toBe("Selamat datang ke Kertas AI");
    expect(welcome.text).toContain("Salam Aminah,");
    expect(welcome.text).toContain("100 kredit");
    expect(welcome.text).toContain(`${PUBLIC_URL}/`);
  });
});

describe("without an SMTP server", () => {
  it("writes the email to the log, at the warning level the start-up warning points to", async () => {
    const lines: string[] = [];
    const { Writable } = await import("node:stream");
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // An operator who keeps the log to warnings still gets the link (it was written at info and lost).
    const local = await createTestApp({ LOG_LEVEL: "warn" }, { logStream });
    try {
      const user = await createUser(local.db);
      const res = await new TestClient(local.app).post("/api/auth/sign-in-link", { email: user.email });
      expect(res.statusCode).toBe(202);
      const deadline = Date.now() + 5000;
      while (!lines.some((l) => l.includes("Email (no SMTP server configured)")) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      const entry = JSON.parse(lines.find((l) => l.includes("Email (no SMTP server configured)"))!);
      expect(entry.email.to).toBe(user.email);
      expect(entry.email.text).toMatch(/http:\/\/localhost:\d+\/login\/link#[A-Za-z0-9_-]{43}/);
      expect(TEST_ORIGIN).toBe("http://app.test");
    } finally {
      await local.close();
    }
  });
});
