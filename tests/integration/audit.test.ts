/**
 * recordAudit writes inside the caller's transaction: committed with the change, rolled back with it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, settings, users } from "../../src/server/db/schema.js";
import { recordAudit } from "../../src/server/modules/audit/service.js";
import { createUser } from "../support/factories.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const rowsOf = (actorId: string) => database.db.select().from(auditLog).where(eq(auditLog.actorId, actorId));

describe("recordAudit", () => {
  it("writes actor, action, target and details with the change it records", async () => {
    const admin = await createUser(database.db, { role: "super_admin" });
    const actor = { id: admin.id, role: admin.role };
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ unlimited: true }).where(eq(users.id, admin.id));
      await recordAudit(tx, actor, "user.edit", { type: "user", id: admin.id }, { unlimited: true });
    });
    const [row] = await rowsOf(admin.id);
    expect(row).toMatchObject({
      actorId: admin.id,
      action: "user.edit",
      target: `user:${admin.id}`,
      details: { unlimited: true },
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it("is rolled back with the transaction it was written in", async () => {
    const admin = await createUser(database.db, { role: "admin" });
    const actor = { id: admin.id, role: admin.role };
    const failed = database.db.transaction(async (tx) => {
      await tx.insert(settings).values({ key: "audit_probe", value: { on: true } });
      await recordAudit(tx, actor, "setting.update", { type: "setting", id: "audit_probe" }, { on: true });
      // Seen inside the transaction ...
      expect(await tx.select().from(auditLog).where(eq(auditLog.actorId, admin.id))).toHaveLength(1);
      throw new Error("the change failed after the audit row was written");
    });
    await expect(failed).rejects.toThrow("the change failed");
    // ... and gone with it.
    expect(await rowsOf(admin.id)).toEqual([]);
    expect(await database.db.select().from(settings).where(eq(settings.key, "audit_probe"))).toEqual([]);
  });

  it("refuses an action that is not 'area.verb', writing nothing", async () => {
    const admin = await createUser(database.db, { role: "admin" });
    await expect(recordAudit(database.db, { id: admin.id, role: admin.role }, "Deleted user!", null)).rejects.toThrow(
      "area.verb",
    );
    expect(await rowsOf(admin.id)).toEqual([]);
  });
});
