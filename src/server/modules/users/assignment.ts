import { and, eq, isNull } from "drizzle-orm";
import type { AdminUserDto } from "../../../common/schemas/admin.js";
import type { Actor } from "../../core/actor.js";
import { badRequest, notFound } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { recordAudit } from "../audit/service.js";
import { getAdminUser } from "./service.js";

/**
 * Assigns an ordinary user to an agent, or moves them to another (super admin only; the route
 * guards it). Unknown or deleted accounts answer 404; an account that is not an ordinary user, or
 * a target that is not an agent (role admin), 400.
 */
export async function assignUserToAgent(db: Db, actor: Actor, userId: string, agentId: string): Promise<AdminUserDto> {
  await db.transaction(async (tx) => {
    // The agent first, then the user: the order a role change locks them in (the agent, then their users).
    const [agent] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(isNull(users.deletedAt), eq(users.id, agentId)))
      .for("update");
    const [user] = await tx
      .select({ id: users.id, role: users.role, agentId: users.agentId })
      .from(users)
      .where(and(isNull(users.deletedAt), eq(users.id, userId)))
      .for("update");
    if (!user || !agent) throw notFound();
    if (user.role !== "user") throw badRequest("NOT_A_USER_ACCOUNT", "userId");
    if (agent.role !== "admin") throw badRequest("NOT_AN_AGENT", "agentId");
    if (user.agentId === agent.id) return;
    await tx.update(users).set({ agentId: agent.id }).where(eq(users.id, user.id));
    await recordAudit(tx, actor, "user.assign", { type: "user", id: user.id }, { from: user.agentId, to: agent.id });
  });
  return getAdminUser(db, userId);
}
