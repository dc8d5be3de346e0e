/**
 * The server's own log, read after a run of the things users do with secrets and personal data:
 * it names requests and errors, never a password, a hash, a session token, a phone number or an
 * address.
 */
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema.js";
import { TestClient } from "../support/http-client.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: "info" }, { logStream });
});
afterAll(async () => {
  await t.close();
});

describe("the log", () => {
  it("keeps no secret or personal data of sign-up, sign-in, password change and a purchase", async () => {
    const client = new TestClient(t.app);
    const email = `rahsia-${Date.now()}@contoh.my`;
    const password = "Kata-Rahsia-Sangat-2027";
    expect(
      (await client.post("/api/auth/register", { email, password, firstName: "Siti", lastName: "Aminah" })).statusCode,
    ).toBe(201);
    await new TestClient(t.app).post("/api/auth/login", { email, password: "Salah-Tekaan-9" });
    expect((await client.post("/api/auth/login", { email, password })).statusCode).toBe(200);
    const newPassword = "Kata-Baharu-Lebih-2028";
    await client.post("/api/auth/change-password", {
      currentPassword: password,
      newPassword,
      confirmPassword: newPassword,
    });
    const phone = "012-345 6789";
    const address = "No. 12, Jalan Mawar, 43000 Kajang, Selangor";
    await client.post("/api/credits/purchase-enhanced", {
      fullName: "Siti Aminah binti Ahmad",
      contactNumber: phone,
      userEmail: email,
      address,
      paymentMethod: "bank_transfer",
      bankReference: "MBB20261121-0042",
      selectedTier: 2,
      selectedCredits: 500,
    });
    // A request the server refuses, with a secret in its body.
    await client.post("/api/proposals", { title: `x${String.fromCharCode(0)}`, content: password });

    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    const log = lines.join("");
    expect(log).toContain('"url":"/api/auth/login"');
    for (const secret of [password, newPassword, "Salah-Tekaan-9", row!.hash, client.sessionToken!, phone, address]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain("$argon2");
  });
});
