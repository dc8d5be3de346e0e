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
  /** A super admin set the balance in the edit form: one row for the difference. */
  "adjustment",
  /** A refunded purchase's credits taken back. */
  "refund",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Where a saved version of a proposal came from. */
export const VERSION_SOURCES = ["generation", "editor", "assistant", "restore"] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number];

/** How long an emailed sign-in link stays valid. */
export const SIGN_IN_LINK_MINUTES = 30;

/**
 * Stored values with a database CHECK each: schema.ts builds the CHECK from the same list, so the
 * code and the database cannot disagree.
 */
export const PAYMENT_METHODS = ["bank_transfer", "online_banking", "cash_agent"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** pending -> verified or pending -> rejected, once. */
export const PAYMENT_STATUSES = ["pending", "verified", "rejected"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORGANIZATION_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

export const SUBSCRIPTION_PLANS = ["basic", "premium", "enterprise"] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/** An agent's commission on a verified payment: pending until a super admin records the payout. */
/** 'reversed': the payment was refunded before the commission was paid out. */
export const COMMISSION_STATUSES = ["pending", "paid", "reversed"] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
