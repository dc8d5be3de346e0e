import type { Actor } from "../../core/actor.js";
import type { Db } from "../../db/client.js";
import { auditLog } from "../../db/schema.js";

/** What an administrative change acted on: stored as `type:id` ('payment:3f2c...', 'setting:commission_rate'). */
export type AuditTarget = { type: string; id: string };

/**
 * Writes the audit row of an administrative change (a payment decision, a grant, a role change ...).
 * Call it with the caller's transaction, next to the change itself: the row is written with the change
 * or rolled back with it, never one without the other.
 */
export async function recordAudit(
  tx: Db,
  /** Null for the system itself (a payment gateway settling a bill). */
  actor: Actor | null,
  action: string,
  target: AuditTarget | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  if (!/^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/.test(action))
    throw new Error(`audit action must be 'area.verb', got '${action}'`);
  await tx.insert(auditLog).values({
    actorId: actor?.id ?? null,
    action,
    target: target ? `${target.type}:${target.id}` : null,
    details,
  });
}
