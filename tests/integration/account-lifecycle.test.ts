/**
 * The super admin's account lifecycle: create users and agents with a one-time password, edit
 * (balance as one adjustment), reset a password, delete (soft, revenue unchanged), top up. Every
 * refusal changes nothing; every change leaves its audit row.
 */
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { malay } from "../../src/server/core/messages.js";
import {
  auditLog,
  creditLedger,
  payments,
  proposals,
  proposalVersions,
  sessions,
  users,
} from "../../src/server/db/schema.js";
import { createAccount } from "../../src/server/modules/auth/accounts.js";
import { createUser, DEFAULT_TEST_PASSWORD, signedInUser, uniqueEmail } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { expectBalanceMatchesLedger, expectEveryBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, t.db, { role: "super_admin" });
});
afterAll(async () => {
  await t.close();
});
// Whatever a test did, every account's balance is still the sum of its ledger rows.
afterEach(() => expectEveryBalanceMatchesLedger(t.db));

const put = (client: TestClient, url: string, body: unknown) => client.request("PUT", url, body);
const del = (client: TestClient, url: string) => client.request("DELETE", url);

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditOf = (userId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, `user:${userId}`), eq(auditLog.action, action)));
const auditCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
const ledgerOf = (userId: string) =>
  t.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id);
const revenue = async () =>
  (
    await t.db
      .select({ sum: sql<string>`coalesce(sum(${payments.amountRm}), 0)::text` })
      .from(payments)
      .where(eq(payments.status, "verified"))
  )[0]!.sum;

async function login(email: string, password: string) {
  const client = new TestClient(t.app);
  const res = await client.post("/api/auth/login", { email, password });
  return { client, res };
}

async function createVia(path: "create-user" | "create-admin", email = uniqueEmail("baru")) {
  const res = await admin.client.post(`/api/super-admin/${path}`, { email, firstName: "Aisyah", lastName: "Rahman" });
  expect(res.statusCode).toBe(201);
  return res.json() as { message: string; temporaryPassword: string; user: { id: string; email: string } };
}

describe("creating accounts", () => {
  it("creates an agent with a one-time password, a forced change and 500 credits through the ledger", async () => {
    const email = uniqueEmail("ejen");
    const res = await admin.client.post("/api/super-admin/create-admin", {
      email: email.toUpperCase(),
      firstName: " Ahmad ",
      lastName: "Zaki",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email, firstName: "Ahmad", lastName: "Zaki", role: "admin", credits: 500 });
    expect(body.message).toBe(malay("userAdmin.agentCreated", { credits: 500 }));
    expect(body.temporaryPassword).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    expect(body.temporaryPassword).not.toMatch(/[01OIl]/);

    const stored = await userRow(body.user.id);
    expect(stored.mustChangePassword).toBe(true);
    expect(stored.passwordHash).not.toContain(body.temporaryPassword);
    expect(await expectBalanceMatchesLedger(t.db, stored.id)).toBe(500);
    const [grant] = await ledgerOf(stored.id);
    expect(grant).toMatchObject({ kind: "signup_bonus", delta: 500, actorId: admin.user.id });
    const [audit] = await auditOf(stored.id, "account.create");
    expect(audit).toMatchObject({ actorId: admin.user.id, details: { role: "admin", startingCredits: 500 } });

    // Sign in with the one-time password: the account must change it before anything else.
    const agent = await login(email, body.temporaryPassword);
    expect(agent.res.statusCode).toBe(200);
    expect(agent.res.json().mustChangePassword).toBe(true);
    const blocked = await agent.client.get("/api/proposals");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe("PASSWORD_CHANGE_REQUIRED");
    const changed = await agent.client.post("/api/auth/change-password", {
      currentPassword: body.temporaryPassword,
      newPassword: "Nasi-Kerabu-2026",
    });
    expect(changed.statusCode).toBe(200);
    expect((await agent.client.get("/api/proposals")).statusCode).toBe(200);
  });

  it("creates a user with 100 credits; a taken email answers 409 and changes nothing", async () => {
    const created = await createVia("create-user");
    expect(created.user).toMatchObject({ role: "user", credits: 100 });
    expect(created.message).toBe(malay("userAdmin.userCreated", { credits: 100 }));
    expect(await expectBalanceMatchesLedger(t.db, created.user.id)).toBe(100);

    const before = await auditCount();
    const usersBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
    for (const path of ["create-user", "create-admin"]) {
      const again = await admin.client.post(`/api/super-admin/${path}`, {
        email: created.user.email.toUpperCase(),
        firstName: "Lain",
        lastName: "Orang",
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: "EMAIL_TAKEN", message: malay("errors.EMAIL_TAKEN") });
    }
    expect(await auditCount()).toBe(before);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n).toBe(usersBefore);
  });

  it("asks for all three fields", async () => {
    for (const body of [
      { firstName: "A", lastName: "B" },
      { email: uniqueEmail(), firstName: " ", lastName: "B" },
      { email: "bukan-emel", firstName: "A", lastName: "B" },
    ]) {
      const res = await admin.client.post("/api/super-admin/create-user", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(malay("validation.fillAllFields"));
    }
  });

  it("creates one test agent and one test user assigned to it, both with one-time passwords", async () => {
    const res = await admin.client.post("/api/super-admin/create-test-users");
    expect(res.statusCode).toBe(201);
    const { agent, user } = res.json();
    expect(agent.user).toMatchObject({ role: "admin", credits: 500 });
    expect(user.user).toMatchObject({
      role: "user",
      credits: 100,
      agentId: agent.user.id,
      agentEmail: agent.user.email,
    });
    for (const account of [agent, user]) {
      const signIn = await login(account.user.email, account.temporaryPassword);
      expect(signIn.res.statusCode).toBe(200);
      expect(signIn.res.json().mustChangePassword).toBe(true);
      await expectBalanceMatchesLedger(t.db, account.user.id);
      expect(await auditOf(account.user.id, "account.create")).toHaveLength(1);
    }
  });
});

describe("editing a user", () => {
  const edit = (body: Record<string, unknown>) => put(admin.client, "/api/super-admin/edit-user", body);

  it("writes one adjustment row per balance change, the super admin as actor", async () => {
    const created = await createVia("create-user");
    const base = { userId: created.user.id, firstName: "Aisyah", lastName: "Rahman", email: created.user.email };

    const down = await edit({ ...base, credits: 40 });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ message: malay("userAdmin.userUpdated"), user: { credits: 40 } });
    const up = await edit({ ...base, firstName: "Nur Aisyah", credits: 250 });
    expect(up.statusCode).toBe(200);
    expect(up.json().user).toMatchObject({ firstName: "Nur Aisyah", credits: 250 });

    const adjustments = (await ledgerOf(created.user.id)).filter((row) => row.kind === "adjustment");
    expect(adjustments.map((row) => [row.delta, row.balanceAfter, row.actorId])).toEqual([
      [-60, 40, admin.user.id],
      [210, 250, admin.user.id],
    ]);
    expect(await expectBalanceMatchesLedger(t.db, created.user.id)).toBe(250);

    const audits = await auditOf(created.user.id, "account.edit");
    expect(audits.map((a) => a.details)).toEqual([
      { fields: [], credits: { from: 100, to: 40, delta: -60 } },
      { fields: ["firstName"], credits: { from: 40, to: 250, delta: 210 } },
    ]);

    // The same figures again: nothing to change, no row.
    expect((await edit({ ...base, firstName: "Nur Aisyah", credits: 250 })).statusCode).toBe(200);
    expect((await ledgerOf(created.user.id)).filter((row) => row.kind === "adjustment")).toHaveLength(2);
    expect(await auditOf(created.user.id, "account.edit")).toHaveLength(2);
  });

  it("answers each documented validation message and changes nothing", async () => {
    const created = await createVia("create-user");
    const base = { userId: created.user.id, firstName: "Aisyah", lastName: "Rahman", email: created.user.email };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, firstName: "  ", credits: 5 }, "validation.editFirstNameRequired"],
      [{ ...base, lastName: "", credits: 5 }, "validation.editLastNameRequired"],
      [{ ...base, email: "bukan-emel", credits: 5 }, "validation.validEmailRequired"],
      [{ ...base, credits: -1 }, "validation.creditsNonNegative"],
      [{ ...base, credits: 1.5 }, "validation.creditsNonNegative"],
      [{ ...base, credits: "abc" }, "validation.creditsNonNegative"],
      [{ ...base, credits: 10_000_000 }, "validation.creditsNonNegative"],
    ];
    for (const [body, key] of cases) {
      const res = await edit(body);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(malay(key));
    }
    expect(malay("validation.editFirstNameRequired")).not.toBe("validation.editFirstNameRequired");
    expect(await userRow(created.user.id)).toMatchObject({ firstName: "Aisyah", credits: 100 });
    expect(await auditOf(created.user.id, "account.edit")).toHaveLength(0);
  });

  it("answers 404 for an unknown user and 409 for a taken email", async () => {
    const created = await createVia("create-user");
    const other = await createVia("create-user");
    const base = { firstName: "A", lastName: "B", email: uniqueEmail(), credits: 0 };
    const missing = await edit({ ...base, userId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "USER_NOT_FOUND", message: malay("errors.USER_NOT_FOUND") });

    const taken = await edit({ ...base, userId: created.user.id, email: other.user.email.toUpperCase(), credits: 7 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("EMAIL_TAKEN");
    expect(await userRow(created.user.id)).toMatchObject({ email: created.user.email, credits: 100 });
    expect((await ledgerOf(created.user.id)).filter((row) => row.kind === "adjustment")).toHaveLength(0);
  });

  it("lets others edit only the names of the protected super admin", async () => {
    const email = uniqueEmail("pelindung");
    const owner = await createAccount(t.db, {
      email,
      password: DEFAULT_TEST_PASSWORD,
      firstName: "Super",
      lastName: "Admin",
      role: "super_admin",
      isProtected: true,
    });
    const base = { userId: owner.id, firstName: "Super", lastName: "Admin", email, credits: owner.credits };
    for (const change of [{ email: uniqueEmail() }, { credits: 999 }]) {
      const res = await edit({ ...base, ...change });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(malay("errors.PROTECTED_ACCOUNT"));
    }
    expect((await edit({ ...base, firstName: "Ketua" })).statusCode).toBe(200);

    // The account itself may change its own email.
    const self = await login(email, DEFAULT_TEST_PASSWORD);
    const newEmail = uniqueEmail("pelindung");
    const own = await put(self.client, "/api/super-admin/edit-user", { ...base, firstName: "Ketua", email: newEmail });
    expect(own.statusCode).toBe(200);
    expect(await userRow(owner.id)).toMatchObject({ email: newEmail, firstName: "Ketua", isProtected: true });
  });
});

describe("resetting a password", () => {
  const reset = (body: Record<string, unknown>) => admin.client.post("/api/super-admin/reset-password", body);

  it("sets the temporary password with a forced change and ends every session of the user", async () => {
    const target = await signedInUser(t.app, t.db);
    const second = await login(target.user.email, target.user.password);
    expect((await target.client.get("/api/proposals")).statusCode).toBe(200);

    const res = await reset({ userId: target.user.id, temporaryPassword: "Rambutan7" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(malay("userAdmin.passwordReset"));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toHaveLength(0);
    expect((await target.client.get("/api/proposals")).statusCode).toBe(401);
    expect((await second.client.get("/api/proposals")).statusCode).toBe(401);

    expect((await login(target.user.email, target.user.password)).res.statusCode).toBe(401);
    const fresh = await login(target.user.email, "Rambutan7");
    expect(fresh.res.statusCode).toBe(200);
    expect(fresh.res.json().mustChangePassword).toBe(true);
    expect((await fresh.client.get("/api/proposals")).json().code).toBe("PASSWORD_CHANGE_REQUIRED");

    const [audit] = await auditOf(target.user.id, "account.reset_password");
    expect(audit).toMatchObject({ actorId: admin.user.id, details: { endedSessions: 2 } });
    expect(JSON.stringify(audit!.details)).not.toContain("Rambutan7");
  });

  it("refuses a short password, an unknown user and the protected super admin, changing nothing", async () => {
    const target = await signedInUser(t.app, t.db);
    const short = await reset({ userId: target.user.id, temporaryPassword: "abc12" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(malay("validation.temporaryPasswordMin"));
    expect((await target.client.get("/api/proposals")).statusCode).toBe(200);

    const missing = await reset({ userId: "00000000-0000-4000-8000-000000000000", temporaryPassword: "Rambutan7" });
    expect(missing.statusCode).toBe(404);

    const owner = await createAccount(t.db, {
      email: uniqueEmail("pelindung"),
      password: DEFAULT_TEST_PASSWORD,
      firstName: "Super",
      lastName: "Admin",
      role: "super_admin",
      isProtected: true,
    });
    const refused = await reset({ userId: owner.id, temporaryPassword: "Rambutan7" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(malay("errors.PROTECTED_ACCOUNT"));
    expect((await userRow(owner.id)).mustChangePassword).toBe(false);
    expect(await auditOf(owner.id, "account.reset_password")).toHaveLength(0);
  });
});

describe("deleting a user", () => {
  it("removes sign-in, sessions, proposals and personal data; money stays and revenue is unchanged", async () => {
    const agent = await createUser(t.db, { role: "admin" });
    const buyer = await signedInUser(t.app, t.db);
    const sibling = await createUser(t.db);
    await t.db.update(users).set({ agentId: agent.id }).where(eq(users.id, buyer.user.id));
    await t.db.update(users).set({ agentId: agent.id }).where(eq(users.id, sibling.id));
    const [payment] = await t.db
      .insert(payments)
      .values({
        tokenSerial: `KP-2026-${randomBytes(3).toString("hex").toUpperCase()}`,
        userId: buyer.user.id,
        agentId: agent.id,
        credits: 500,
        bonusCredits: 50,
        amountRm: "250.00",
        method: "bank_transfer",
        bankReference: `MBB-${randomBytes(3).toString("hex")}`,
        fullName: "Nurul Huda binti Kamal",
        contactNumber: "013-222 4567",
        email: buyer.user.email,
        address: "Lot 5, Kampung Baru, Kota Bharu",
        status: "verified",
      })
      .returning();
    const [proposal] = await t.db
      .insert(proposals)
      .values({ userId: buyer.user.id, title: "Kertas kerja gotong-royong", type: "community", content: "Isi" })
      .returning();
    await t.db.insert(proposalVersions).values({
      proposalId: proposal!.id,
      number: 1,
      userId: buyer.user.id,
      source: "editor",
      title: proposal!.title,
      content: "Isi",
      wordCount: 1,
    });
    const [waiting] = await t.db
      .insert(payments)
      .values({
        tokenSerial: `KP-2026-${randomBytes(3).toString("hex").toUpperCase()}`,
        userId: buyer.user.id,
        agentId: agent.id,
        credits: 100,
        amountRm: "50.00",
        method: "bank_transfer",
        bankReference: `CIMB-${randomBytes(3).toString("hex")}`,
        fullName: "Nurul Huda binti Kamal",
        contactNumber: "013-222 4567",
        address: "Lot 5, Kampung Baru, Kota Bharu",
      })
      .returning();
    const revenueBefore = await revenue();
    const ledgerBefore = await ledgerOf(buyer.user.id);

    const res = await del(admin.client, `/api/super-admin/users/${buyer.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(malay("userAdmin.userDeleted"));

    expect(await revenue()).toBe(revenueBefore);
    const stored = await userRow(buyer.user.id);
    expect(stored).toMatchObject({
      email: `deleted-${buyer.user.id}@deleted.invalid`,
      firstName: malay("userAdmin.deletedName"),
      lastName: "",
      profileImageUrl: null,
      agentId: null,
    });
    expect(stored.deletedAt).not.toBeNull();
    const [kept] = await t.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept).toMatchObject({
      status: "verified",
      amountRm: "250.00",
      userId: buyer.user.id,
      fullName: malay("userAdmin.deletedName"),
      contactNumber: "",
      email: null,
      address: "",
    });
    // The purchase still waiting is closed, so no agent can verify credits onto the deleted account.
    const [closed] = await t.db.select().from(payments).where(eq(payments.id, waiting!.id));
    expect(closed).toMatchObject({ status: "rejected", rejectionReason: malay("userAdmin.paymentClosedOnDelete") });
    expect(await ledgerOf(buyer.user.id)).toEqual(ledgerBefore);
    await expectBalanceMatchesLedger(t.db, buyer.user.id);
    expect(await t.db.select().from(proposals).where(eq(proposals.userId, buyer.user.id))).toHaveLength(0);
    expect(
      await t.db.select().from(proposalVersions).where(eq(proposalVersions.proposalId, proposal!.id)),
    ).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, buyer.user.id))).toHaveLength(0);

    // The old session and the old credentials are refused; the address can register again.
    expect((await buyer.client.get("/api/proposals")).statusCode).toBe(401);
    expect((await login(buyer.user.email, buyer.user.password)).res.statusCode).toBe(401);
    const again = await new TestClient(t.app).post("/api/auth/register", {
      email: buyer.user.email,
      password: "Durian-Musang-2026",
      firstName: "Nurul",
      lastName: "Huda",
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(buyer.user.id);

    // Deleting again: the account no longer exists.
    expect((await del(admin.client, `/api/super-admin/users/${buyer.user.id}`)).statusCode).toBe(404);
    const [audit] = await auditOf(buyer.user.id, "account.delete");
    expect(audit).toMatchObject({ actorId: admin.user.id, details: { role: "user", proposalsDeleted: 1 } });

    // An agent's deletion leaves their users unassigned; their commissions and payments stay.
    const agentDeleted = await del(admin.client, `/api/super-admin/users/${agent.id}`);
    expect(agentDeleted.statusCode).toBe(200);
    expect((await userRow(sibling.id)).agentId).toBeNull();
    expect((await t.db.select().from(payments).where(eq(payments.id, payment!.id)))[0]!.agentId).toBe(agent.id);
    expect(await revenue()).toBe(revenueBefore);
    expect((await auditOf(agent.id, "account.delete"))[0]!.details).toMatchObject({ usersUnassigned: 1 });
  });

  it("refuses the protected super admin and the super admin themself, with the documented messages", async () => {
    const owner = await createAccount(t.db, {
      email: uniqueEmail("pelindung"),
      password: DEFAULT_TEST_PASSWORD,
      firstName: "Super",
      lastName: "Admin",
      role: "super_admin",
      isProtected: true,
    });
    const protectedRes = await del(admin.client, `/api/super-admin/users/${owner.id}`);
    expect(protectedRes.statusCode).toBe(403);
    expect(protectedRes.json()).toMatchObject({
      code: "CANNOT_DELETE_SUPER_ADMIN",
      message: malay("errors.CANNOT_DELETE_SUPER_ADMIN"),
    });
    const selfRes = await del(admin.client, `/api/super-admin/users/${admin.user.id}`);
    expect(selfRes.statusCode).toBe(403);
    expect(selfRes.json()).toMatchObject({ code: "CANNOT_DELETE_SELF", message: malay("errors.CANNOT_DELETE_SELF") });
    expect((await userRow(owner.id)).deletedAt).toBeNull();
    expect((await userRow(admin.user.id)).deletedAt).toBeNull();
    expect((await admin.client.get("/api/proposals")).statusCode).toBe(200);

    for (const id of ["00000000-0000-4000-8000-000000000000", "bukan-id"]) {
      const res = await del(admin.client, `/api/super-admin/users/${id}`);
      expect(res.json().message).toBe(malay("errors.USER_NOT_FOUND"));
    }
  });
});

describe("topping up credits", () => {
  const topup = (body: Record<string, unknown>) => admin.client.post("/api/super-admin/topup-credits", body);

  it("grants new credits through the ledger, the super admin as actor, with the default reason", async () => {
    const target = await createUser(t.db);
    const res = await topup({ userId: target.id, amount: 75 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: malay("userAdmin.creditsAdded"), credits: 175 });
    const grant = (await ledgerOf(target.id)).at(-1);
    expect(grant).toMatchObject({
      kind: "admin_grant",
      delta: 75,
      actorId: admin.user.id,
      note: malay("userAdmin.topupReasonDefault"),
    });
    expect(await expectBalanceMatchesLedger(t.db, target.id)).toBe(175);

    expect((await topup({ userId: target.id, amount: 5, reason: "Hadiah pertandingan" })).json().credits).toBe(180);
    expect((await ledgerOf(target.id)).at(-1)!.note).toBe("Hadiah pertandingan");
    expect((await auditOf(target.id, "credits.topup")).map((a) => a.details.amount)).toEqual([75, 5]);
  });

  it("refuses an amount that is not a positive whole number, and an unknown user", async () => {
    const target = await createUser(t.db);
    for (const amount of [0, -5, 2.5, "abc", null]) {
      const res = await topup({ userId: target.id, amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(malay("validation.topupAmountInvalid"));
    }
    const missing = await topup({ userId: "00000000-0000-4000-8000-000000000000", amount: 5 });
    expect(missing.statusCode).toBe(404);
    expect(await expectBalanceMatchesLedger(t.db, target.id)).toBe(100);
    expect(await auditOf(target.id, "credits.topup")).toHaveLength(0);
  });
});
