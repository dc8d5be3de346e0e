import { eq, type SQL } from "drizzle-orm";
import type { Actor } from "../../core/actor.js";
import { payments } from "../../db/schema.js";

/**
 * The payments an actor may see and decide: an agent, those recorded with them as the buyer's
 * agent; a super admin, all. Part of every query's where, so out of scope is simply not found.
 */
export function paymentScope(actor: Actor): SQL | undefined {
  return actor.role === "super_admin" ? undefined : eq(payments.agentId, actor.id);
}
