export const ROLES = ["user", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];

/** Roles that act as agents in the administration area; a super admin is an agent too. */
export const AGENT_ROLES = ["admin", "super_admin"] as const satisfies readonly Role[];

export function isAgentRole(role: Role): boolean {
  return (AGENT_ROLES as readonly Role[]).includes(role);
}

export const PROPOSAL_STATUSES = ["draft", "in_progress", "completed", "approved"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Why a balance changed; one ledger row per change. */
export const LEDGER_KINDS = [
  "signup_bonus",
  "starter",
  "purchase",
  "generation",
  "ai_action",
  "admin_grant",
  "admin_deduct",
  "transfer_in",
  "transfer_out",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Where a saved version of a proposal came from. */
export const VERSION_SOURCES = ["generation", "editor", "assistant", "restore"] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number];
