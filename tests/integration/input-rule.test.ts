/**
 * Text PostgreSQL cannot store (a NUL character, a lone UTF-16 surrogate) is refused with a 400
 * naming the field, before any query: anywhere in a body, a query or a path, signed in or not.
 */
import net, { type AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proposals, users } from "../../src/server/db/schema.js";
import { loggable } from "../../src/server/http/error-handler.js";
import { signedInUser } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NUL = String.fromCharCode(0);
const LONE = String.fromCharCode(0xd800);

describe("text that cannot be stored", () => {
  it("answers 400 with the field, and stores nothing", async () => {
    const visitor = new TestClient(t.app);
    const path = await visitor.get("/api/proposal-templates/%00");
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ code: "INVALID_CHARACTERS", field: "id" });

    const email = `nul-${Date.now()}@contoh.my`;
    const register = await visitor.post("/api/auth/register", {
      email,
      password: "Kata-laluan-2027",
      firstName: `Siti${NUL}`,
      lastName: "Aminah",
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({
      code: "INVALID_CHARACTERS",
      field: "firstName",
      message: "Medan 'firstName' mengandungi aksara yang tidak dibenarkan.",
    });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const { client, user } = await signedInUser(t.app, t.db);
    const lone = await client.post("/api/proposals", {
      title: `Cadangan ${LONE}`,
      content: "<p>Teks.</p>",
      type: "business",
      status: "draft",
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toMatchObject({ code: "INVALID_CHARACTERS", field: "title" });
    const nested = await client.post("/api/proposals", {
      title: "Cadangan",
      content: "<p>Teks.</p>",
      type: "business",
      status: "draft",
      requirements: ["Satu", `Dua${NUL}`],
    });
    expect(nested.json()).toMatchObject({ code: "INVALID_CHARACTERS", field: "requirements.1" });
    const query = await client.get(`/api/proposals?limit=1${encodeURIComponent(NUL)}`);
    expect(query.statusCode).toBe(400);
    expect(await t.db.select().from(proposals).where(eq(proposals.userId, user.id))).toEqual([]);

    // Text from any language, emoji included (surrogate pairs), is kept.
    const fine = await client.post("/api/proposals", {
      title: "Kafé Ümmah 😀 中文",
      content: "<p>Teks 😀.</p>",
      type: "business",
      status: "draft",
    });
    expect(fine.statusCode).toBe(201);
    expect(fine.json().title).toBe("Kafé Ümmah 😀 中文");
  });

  it("answers an address the router cannot read in the product's shape, without echoing it", async () => {
    const visitor = new TestClient(t.app);
    const bad = await visitor.get("/api/proposals/%E0%A4%A");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "Alamat yang diminta tidak sah.", code: "BAD_URL" });
    const long = await visitor.get(`/api/proposal-templates/${"a".repeat(300)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: "Alamat yang diminta terlalu panjang.", code: "URL_TOO_LONG" });
    expect(long.body).not.toContain("aaaa");
  });

  it("answers requests Node's parser refuses (headers too large, a malformed request) in the product's shape", async () => {
    const own = await createTestApp();
    try {
      await own.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = own.app.server.address() as AddressInfo;
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
          let answer = "";
          socket.on("data", (chunk) => {
            answer += String(chunk);
          });
          socket.on("close", () => resolve(answer));
          socket.on("error", reject);
        });
      const huge = await raw(
        `GET /api/public/info HTTP/1.1\r\nHost: app.test\r\nCookie: ${"x".repeat(20_000)}\r\n\r\n`,
      );
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(huge.slice(huge.indexOf("\r\n\r\n") + 4))).toEqual({
        message: "Pengepala permintaan terlalu besar. Sila kosongkan kuki pelayar untuk laman ini dan cuba lagi.",
        code: "HEADERS_TOO_LARGE",
      });
      const garbled = await raw("GET /api/public/info HTTP/1.1\r\nHost app.test\r\n\r\n");
      expect(garbled).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(garbled.slice(garbled.indexOf("\r\n\r\n") + 4))).toEqual({
        message: "Permintaan tidak sah.",
        code: "BAD_REQUEST",
      });
    } finally {
      await own.close();
    }
  });

  it("logs a failed query without its parameters", () => {
    const failed = Object.assign(
      new Error('Failed query: insert into "users" values ($1, $2)\nparams: siti@contoh.my,$argon2id$v=19$secret'),
      {
        query: 'insert into "users" values ($1, $2)',
        params: ["siti@contoh.my", "$argon2id$v=19$secret"],
        cause: Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }),
      },
    );
    const logged = JSON.stringify(loggable(failed));
    expect(logged).toContain("23505");
    expect(logged).toContain("duplicate key");
    expect(logged).not.toContain("argon2id");
    expect(logged).not.toContain("siti@contoh.my");
  });
});
