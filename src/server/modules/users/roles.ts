import { and, eq, isNull, ne } from "drizzle-orm";
import type { Role } from "../../../common/constants.js";
import type { AdminUserDto } from "../../../common/schemas/admin.js";
import type { Actor } from "../../core/actor.js";
import { forbidden, notFound } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { recordAudit } from "../audit/service.js";
import { getAdminUser } from "./service.js";

/**
 * Gives an account a role (super admin only; the route guards it). The protected account and the
 * actor's own account keep theirs. Leaving the role admin unassigns the agent's users; any role
 * but user clears the account's own agent, so `users.agent_id` always names an agent's user.
 * Giving the role an account already has changes nothing and records nothing.
 */
export async function assignRole(db: Db, actor: Actor, targetUserId: string, newRole: Role): Promise<AdminUserDto> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, role: users.role, isProtected: users.isProtected })
      .from(users)
      .where(and(eq(users.id, targetUserId), isNull(users.deletedAt)))
      .for("update");
    if (!target) throw notFound();
    if (target.isProtected) throw forbidden("PROTECTED_ACCOUNT");
    if (target.id === actor.id) throw forbidden("OWN_ROLE");
    if (target.role === newRole) return;

    await tx
      .update(users)
      .set(newRole === "user" ? { role: newRole } : { role: newRole, agentId: null })
      .where(eq(users.id, target.id));
    let unassignedUsers = 0;
    if (target.role === "admin") {
      const released = await tx
        .update(users)
        .set({ agentId: null })
        .where(and(eq(users.agentId, target.id), ne(users.id, target.id)))
        .returning({ id: users.id });
      unassignedUsers = released.length;
    }
    await recordAudit(
      tx,
      actor,
      "role.assign",
      { type: "user", id: target.id },
      { from: target.role, to: newRole, unassignedUsers },
    );
  });
  return getAdminUser(db, targetUserId);
}
