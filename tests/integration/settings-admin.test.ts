import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, settings } from "../../src/server/db/schema.js";
import { signedInUser } from "../support/factories.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (client: Awaited<ReturnType<typeof signedInUser>>["client"], key: string, value: unknown) =>
  client.request("PUT", `/api/super-admin/settings/${key}`, { value });

describe("settings a super admin may change", () => {
  it("lists each editable setting with its value and default", async () => {
    const { client } = await signedInUser(t.app, t.db, { role: "super_admin" });
    const list = (await client.get("/api/super-admin/settings")).json() as { key: string; value: unknown }[];
    expect(list.map((s) => s.key)).toEqual([
      "credit_value_rm",
      "commission_rate",
      "new_user_credits",
      "new_agent_credits",
      "starter_credits",
      "ai_action_cost",
      "ai_model_prices",
      "usd_rm_rate",
      "human_writer",
      "bank_transfer",
      "payment_portal_url",
      "seller",
      "support_contact",
    ]);
    expect(list.find((s) => s.key === "commission_rate")).toMatchObject({ value: 0.2, defaultValue: 0.2 });
  });

  it("changes a value the product then uses, audited with before and after", async () => {
    const { client, user } = await signedInUser(t.app, t.db, { role: "super_admin" });
    const res = await put(client, "new_user_credits", 150);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: "new_user_credits", value: 150 });
    // A new account now starts with 150 credits.
    const fresh = await signedInUser(t.app, t.db);
    expect((await fresh.client.get("/api/credits/balance")).json().credits).toBe(150);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.target, "setting:new_user_credits"));
    expect(audit).toMatchObject({ actorId: user.id, action: "setting.update", details: { from: 100, to: 150 } });
    await put(client, "new_user_credits", 100);
  });

  it("refuses a value its schema does not accept, with a clear message, and keeps the old one", async () => {
    const { client } = await signedInUser(t.app, t.db, { role: "super_admin" });
    const cases: [string, unknown, string][] = [
      ["commission_rate", 1.5, "Nilai ini di luar julat yang dibenarkan."],
      ["commission_rate", 0.12345, "Kadar komisen mesti antara 0 dan 1, hingga empat tempat perpuluhan (0.2 = 20%)."],
      ["credit_value_rm", 0.555, "Nilai kredit mesti dalam ringgit dan sen (dua tempat perpuluhan)."],
      ["starter_credits", 2.5, "Sila masukkan nombor bulat."],
      ["ai_action_cost", "1", "Sila masukkan nombor."],
      ["bank_transfer", { bankName: "Maybank", accountName: "", accountNumber: "5140" }, "Medan ini diperlukan."],
      ["payment_portal_url", "javascript:alert(1)", "Sila masukkan alamat yang bermula dengan http:// atau https://."],
      ["support_contact", { email: "bukan-emel", phone: null }, "Sila masukkan alamat e-mel yang sah."],
    ];
    for (const [key, value, message] of cases) {
      const res = await put(client, key, value);
      expect(res.statusCode, `${key} = ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const list = (await client.get("/api/super-admin/settings")).json() as { key: string; value: unknown }[];
    expect(list.find((s) => s.key === "commission_rate")!.value).toBe(0.2);
    expect((await put(client, "no_such_setting", 1)).statusCode).toBe(400);
    expect((await put(client, "payment_portal_url", "https://bayar.contoh.my/fpx/{serial}")).statusCode).toBe(200);
    expect((await put(client, "payment_portal_url", null)).statusCode).toBe(200);
    expect((await put(client, "credit_value_rm", 0.07)).statusCode).toBe(200);
    await put(client, "credit_value_rm", 0.5);
  });

  it("reads a stored value its schema refuses as the default", async () => {
    await t.db
      .insert(settings)
      .values({ key: "commission_rate", value: 7 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 7 } });
    const { client } = await signedInUser(t.app, t.db, { role: "super_admin" });
    const list = (await client.get("/api/super-admin/settings")).json() as { key: string; value: unknown }[];
    expect(list.find((s) => s.key === "commission_rate")!.value).toBe(0.2);
    await t.db.update(settings).set({ value: 0.2 }).where(eq(settings.key, "commission_rate"));
  });

  it("is a super admin's only", async () => {
    const agent = await signedInUser(t.app, t.db, { role: "admin" });
    expect((await put(agent.client, "commission_rate", 0.9)).statusCode).toBe(403);
  });
});
