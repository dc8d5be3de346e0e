import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  COMMISSION_STATUSES,
  ORGANIZATION_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  ROLES,
  SUBSCRIPTION_PLANS,
  VERSION_SOURCES,
} from "../../common/constants.js";

/** Raw bytes (an uploaded logo), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** `'a', 'b'`: a list of the code's constants as SQL literals, for a CHECK. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "));

/** A CHECK that the column holds one of the values of a constant list the code uses too. */
const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} IN (${sqlList(values)})`);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    credits: integer("credits").notNull().default(0),
    unlimited: boolean("unlimited").notNull().default(false),
    subscriptionStatus: text("subscription_status").notNull().default("free"),
    profileImageUrl: text("profile_image_url"),
    agentId: uuid("agent_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    organizationId: uuid("organization_id").references((): AnyPgColumn => organizations.id, {
      onDelete: "set null",
    }),
    isProtected: boolean("is_protected").notNull().default(false),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    starterClaimedAt: timestamp("starter_claimed_at", { withTimezone: true }),
    language: text("language", { enum: ["ms", "en"] })
      .notNull()
      .default("ms"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    /** Set when the account is deleted: the row stays so its payments, ledger and commissions keep their owner. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    index("users_agent_id_idx").on(t.agentId),
    index("users_organization_id_idx").on(t.organizationId),
    index("users_role_idx").on(t.role),
    // New users per Kuala Lumpur day (super admin analytics).
    index("users_created_at_idx").on(t.createdAt),
    // Active users in a period (super admin analytics, public figures).
    index("users_last_seen_at_idx").on(t.lastSeenAt),
    // User management's order: super admins, agents, users, newest first (the same CASE as the query).
    index("users_management_order_idx")
      .on(
        sql`(CASE ${t.role} WHEN 'super_admin' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END)`,
        t.createdAt.desc(),
        t.id.desc(),
      )
      .where(sql`${t.deletedAt} IS NULL`),
    check("users_credits_non_negative", sql`${t.credits} >= 0`),
    oneOf("users_role_known", t.role, ROLES),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: a leaked table does not hand out sessions. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
    // Who was online lately (analytics): the newest sessions first.
    index("sessions_last_seen_at_idx").on(t.lastSeenAt),
  ],
);

export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Money history: deleting the user is refused (users are soft-deleted), never cascaded. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    delta: integer("delta").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    kind: text("kind").notNull(),
    /** What caused the change (a proposal id, a payment id, 'signup' ...). Unique per user and kind. */
    reference: text("reference"),
    /** For unlimited accounts: what the action would have cost. */
    wouldBeCost: integer("would_be_cost"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    // A user's history, newest first, paged by (created_at, id) exactly as the query orders it.
    index("credit_ledger_user_id_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("credit_ledger_actor_id_idx").on(t.actorId),
    uniqueIndex("credit_ledger_once_per_reference")
      .on(t.userId, t.kind, t.reference)
      .where(sql`${t.reference} IS NOT NULL`),
    check("credit_ledger_balance_non_negative", sql`${t.balanceAfter} >= 0`),
  ],
);

/** One-time sign-in links sent by email (a forgotten password, a locked account). Only the hash is kept. */
export const signInLinks = pgTable(
  "sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("sign_in_links_user_id_idx").on(t.userId)],
);

/**
 * What a create action answered for (user, key): a request repeated with the same key (a double
 * click, a retry after a lost answer) gets this answer again and changes nothing more. Written in
 * the action's own transaction; kept a bounded time (see core/idempotency).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The action ('proposals.create', 'credits.starter' ...) and a hash of its input. */
    scope: text("scope").notNull(),
    requestHash: text("request_hash").notNull(),
    /** The HTTP status and body of the first answer; null only inside the first request's transaction. */
    status: integer("status"),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const proposalPackages = pgTable("proposal_packages", {
  id: integer("id").primaryKey(),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  creditCost: integer("credit_cost").notNull(),
  sections: integer("sections").notNull(),
  minWords: integer("min_words").notNull(),
  badge: text("badge"),
  /** Where the package is offered: 'simple' (simple form) or 'detailed' (two-step form and auto generator). */
  flow: text("flow", { enum: ["simple", "detailed"] }).notNull(),
  sortOrder: integer("sort_order").notNull(),
  active: boolean("active").notNull().default(true),
});

export const pricingTiers = pgTable("pricing_tiers", {
  id: integer("id").primaryKey(),
  credits: integer("credits").notNull(),
  priceRm: numeric("price_rm", { precision: 12, scale: 2 }).notNull(),
  bonusCredits: integer("bonus_credits").notNull().default(0),
  popular: boolean("popular").notNull().default(false),
  sortOrder: integer("sort_order").notNull(),
  active: boolean("active").notNull().default(true),
});

export const proposals = pgTable(
  "proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    type: text("type").notNull(),
    status: text("status", { enum: ["draft", "in_progress", "completed", "approved"] })
      .notNull()
      .default("draft"),
    content: text("content").notNull().default(""),
    requirements: jsonb("requirements").$type<string[]>().notNull().default([]),
    budgetRange: text("budget_range"),
    timeline: text("timeline"),
    wordCount: integer("word_count").notNull().default(0),
    packageKey: text("package_key"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    /** The number of the current version (proposal_versions.number); every save of title or content adds one. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("proposals_user_id_idx").on(t.userId, t.updatedAt),
    index("proposals_status_idx").on(t.status),
    index("proposals_created_at_idx").on(t.createdAt),
  ],
);

/** Every saved title + content of a proposal; the newest N per proposal are kept (setting proposal_versions_kept). */
export const proposalVersions = pgTable(
  "proposal_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    proposalId: uuid("proposal_id")
      .notNull()
      .references(() => proposals.id, { onDelete: "cascade" }),
    /** 1, 2, 3 ... per proposal; equals proposals.version when it is the current one. */
    number: integer("number").notNull(),
    /** Who saved it (null once that account is gone). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    source: text("source", { enum: VERSION_SOURCES }).notNull(),
    /** For source 'restore': the number of the version brought back. */
    restoredFrom: integer("restored_from"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    wordCount: integer("word_count").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("proposal_versions_number_unique").on(t.proposalId, t.number)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_actor_id_idx").on(t.actorId), index("audit_log_created_at_idx").on(t.createdAt)],
);

/**
 * One generation (preview, proposal from a form, template, auto generator). `progress` holds only
 * its summary (phase, section counts); each section is a row of generation_job_sections.
 */
export const generationJobs = pgTable(
  "generation_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["preview", "requirements", "template", "auto", "finalize"] }).notNull(),
    status: text("status", { enum: ["queued", "running", "succeeded", "failed"] })
      .notNull()
      .default("queued"),
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    progress: jsonb("progress").$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb("result").$type<Record<string, unknown>>(),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    proposalId: uuid("proposal_id").references(() => proposals.id, { onDelete: "set null" }),
    creditsCharged: integer("credits_charged"),
    engine: text("engine").notNull(),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("generation_jobs_user_id_idx").on(t.userId, t.createdAt),
    index("generation_jobs_proposal_id_idx").on(t.proposalId),
    index("generation_jobs_status_idx").on(t.status, t.heartbeatAt),
    // Maintenance prunes old finished jobs that stored no proposal (maintenance.ts); the others are kept.
    index("generation_jobs_finished_at_idx").on(t.finishedAt).where(sql`${t.proposalId} IS NULL`),
    // One running generation per user, enforced by the database.
    uniqueIndex("generation_jobs_one_active_per_user").on(t.userId).where(sql`${t.status} IN ('queued', 'running')`),
  ],
);

/**
 * A generation's sections as it writes them: planned with the outline, then each one filled in when
 * it is written (its own row only; the job row is not rewritten). Deleted with the job.
 */
export const generationJobSections = pgTable(
  "generation_job_sections",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => generationJobs.id, { onDelete: "cascade" }),
    index: integer("index").notNull(),
    title: text("title").notNull(),
    words: integer("words").notNull().default(0),
    html: text("html"),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.index] })],
);

/** Every writer call: tokens and time, for costs and analytics. */
export const aiGenerations = pgTable(
  "ai_generations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    jobId: uuid("job_id").references(() => generationJobs.id, { onDelete: "set null" }),
    proposalId: uuid("proposal_id").references(() => proposals.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    engine: text("engine").notNull(),
    model: text("model").notNull(),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
    durationMs: integer("duration_ms").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("ai_generations_user_id_idx").on(t.userId, t.createdAt),
    index("ai_generations_job_id_idx").on(t.jobId),
    index("ai_generations_proposal_id_idx").on(t.proposalId),
    index("ai_generations_created_at_idx").on(t.createdAt),
  ],
);

export const proposalTemplates = pgTable(
  "proposal_templates",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: ["perniagaan", "kerajaan", "pendidikan", "teknologi"] }).notNull(),
    level: text("level", { enum: ["basic", "standard", "premium"] }).notNull(),
    creditCost: integer("credit_cost").notNull(),
    estimatedWords: integer("estimated_words").notNull(),
    proposalType: text("proposal_type").notNull(),
    sections: jsonb("sections").$type<{ title: string }[]>().notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>[]>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("proposal_templates_category_idx").on(t.category, t.sortOrder)],
);

/** White-label organisations run by an agent; an approved one brands its members' exports. */
export const organizations = pgTable(
  "organizations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    /** An https address shown in the app, or a data: URL (PNG/JPEG) that exports can embed. */
    logoUrl: text("logo_url"),
    primaryColor: text("primary_color").notNull().default("#3B82F6"),
    secondaryColor: text("secondary_color").notNull().default("#1E40AF"),
    customDomain: text("custom_domain"),
    adminUserId: uuid("admin_user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    subscriptionPlan: text("subscription_plan", { enum: SUBSCRIPTION_PLANS }).notNull().default("basic"),
    status: text("status", { enum: ORGANIZATION_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    index("organizations_admin_user_id_idx").on(t.adminUserId),
    // An agent runs at most one organisation (a rejected one does not count: it may be proposed again).
    uniqueIndex("organizations_one_per_agent").on(t.adminUserId).where(sql`${t.status} <> 'rejected'`),
    // A custom domain (stored as a lowercase bare host name) leads to one organisation.
    uniqueIndex("organizations_custom_domain_unique").on(t.customDomain),
    oneOf("organizations_status_known", t.status, ORGANIZATION_STATUSES),
    oneOf("organizations_subscription_plan_known", t.subscriptionPlan, SUBSCRIPTION_PLANS),
  ],
);

/** Every status change of an organisation: from, to, why, who and when (written with the change). */
export const organizationStatusHistory = pgTable(
  "organization_status_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: ORGANIZATION_STATUSES }).notNull(),
    toStatus: text("to_status", { enum: ORGANIZATION_STATUSES }).notNull(),
    reason: text("reason"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("organization_status_history_org_idx").on(t.organizationId, t.createdAt),
    oneOf("organization_status_history_from_known", t.fromStatus, ORGANIZATION_STATUSES),
    oneOf("organization_status_history_to_known", t.toStatus, ORGANIZATION_STATUSES),
  ],
);

/** An organisation's uploaded logo (PNG or JPEG, at most 1 MB), served by the product itself. */
export const organizationLogos = pgTable(
  "organization_logos",
  {
    organizationId: uuid("organization_id")
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    contentType: text("content_type", { enum: ["image/png", "image/jpeg"] }).notNull(),
    data: bytea("data").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("organization_logos_type_known", t.contentType, ["image/png", "image/jpeg"]),
    check("organization_logos_size", sql`octet_length(${t.data}) BETWEEN 1 AND 1048576`),
  ],
);

/**
 * A credit purchase. The amount and credits are copied from the tier at purchase time, so a later
 * price change never alters what was bought. Pending until an agent or super admin decides, once.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Human-readable and unique: 'KP-2026-7F3K9Q'. */
    tokenSerial: text("token_serial").notNull().unique(),
    /** Money history: deleting the buyer is refused (users are soft-deleted), never cascaded. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The buyer's agent when the purchase was made: who may verify it and who earns the commission. */
    agentId: uuid("agent_id").references(() => users.id, { onDelete: "set null" }),
    tierId: integer("tier_id").references(() => pricingTiers.id, { onDelete: "set null" }),
    credits: integer("credits").notNull(),
    bonusCredits: integer("bonus_credits").notNull().default(0),
    amountRm: numeric("amount_rm", { precision: 12, scale: 2 }).notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    bankReference: text("bank_reference"),
    fullName: text("full_name").notNull(),
    contactNumber: text("contact_number").notNull(),
    email: text("email"),
    address: text("address").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Why an agent or super admin rejected it; the buyer sees it. */
    rejectionReason: text("rejection_reason"),
    /** Online banking through a gateway: the provider, its bill and where the buyer pays it. */
    gateway: text("gateway"),
    gatewayBillId: text("gateway_bill_id"),
    gatewayPayUrl: text("gateway_pay_url"),
    /** The provider's own reference for the settled payment (on the receipt). */
    gatewayReference: text("gateway_reference"),
    /** Reconciliation: how often the bill was re-queried and when it is next due. */
    gatewayChecks: integer("gateway_checks").notNull().default(0),
    gatewayNextCheckAt: timestamp("gateway_next_check_at", { withTimezone: true }),
    /** The provider's answer at the last re-query ('pending', or 'unreachable'), and when it was asked. */
    gatewayLastState: text("gateway_last_state"),
    gatewayCheckedAt: timestamp("gateway_checked_at", { withTimezone: true }),
    /** When a super admin recorded its refund (see payment_refunds). */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_user_id_idx").on(t.userId, t.createdAt),
    uniqueIndex("payments_gateway_bill_unique")
      .on(t.gateway, t.gatewayBillId)
      .where(sql`${t.gatewayBillId} IS NOT NULL`),
    index("payments_gateway_due_idx")
      .on(t.gatewayNextCheckAt)
      .where(sql`${t.status} = 'pending' AND ${t.gatewayBillId} IS NOT NULL`),
    index("payments_agent_id_idx").on(t.agentId, t.status),
    index("payments_status_idx").on(t.status, t.createdAt),
    // The payment list, newest first (scanned backwards: created_at DESC, id DESC).
    index("payments_created_at_idx").on(t.createdAt, t.id),
    // Revenue by the day it was verified (super admin analytics): the expression the queries use.
    index("payments_verified_at_idx")
      .on(sql`coalesce(${t.decidedAt}, ${t.createdAt})`)
      .where(sql`${t.status} = 'verified'`),
    // One bank transfer backs one purchase: a buyer cannot file the same reference twice (unless rejected).
    uniqueIndex("payments_user_bank_reference_unique")
      .on(t.userId, sql`lower(${t.bankReference})`)
      .where(sql`${t.bankReference} IS NOT NULL AND ${t.status} <> 'rejected'`),
    check("payments_amount_positive", sql`${t.amountRm} > 0`),
    check("payments_credits_positive", sql`${t.credits} > 0`),
    oneOf("payments_status_known", t.status, PAYMENT_STATUSES),
    oneOf("payments_method_known", t.method, PAYMENT_METHODS),
  ],
);

/**
 * A verified payment's refund, recorded by a super admin once the money went back (through the
 * provider's dashboard or the bank): the credits taken back (0 when the buyer had spent them and
 * the super admin chose to refund anyway), and what happened to the agent's commission.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .unique("payment_refunds_payment_id_unique")
      .references(() => payments.id, { onDelete: "restrict" }),
    amountRm: numeric("amount_rm", { precision: 12, scale: 2 }).notNull(),
    reason: text("reason").notNull(),
    creditsTaken: integer("credits_taken").notNull(),
    commission: text("commission", { enum: ["reversed", "clawback", "none"] }).notNull(),
    /** A commission already paid out: what the agent owes back. */
    clawbackRm: numeric("clawback_rm", { precision: 12, scale: 2 }),
    refundedBy: uuid("refunded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("payment_refunds_credits_non_negative", sql`${t.creditsTaken} >= 0`),
    oneOf("payment_refunds_commission_known", t.commission, ["reversed", "clawback", "none"]),
  ],
);

/**
 * Every gateway callback as it arrived and what it did (settled, already settled, refused and why):
 * the trail behind an online payment. Secrets are never stored; the fields are the provider's.
 */
export const paymentGatewayEvents = pgTable(
  "payment_gateway_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gateway: text("gateway").notNull(),
    billId: text("bill_id"),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    source: text("source", { enum: ["callback", "reconcile"] }).notNull(),
    outcome: text("outcome").notNull(),
    fields: jsonb("fields").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("payment_gateway_events_payment_idx").on(t.paymentId, t.createdAt)],
);

/**
 * An agent's commission on a verified payment, created in the verification's transaction, once per
 * payment (unique payment_id). Pending until a super admin records the payout.
 */
export const commissions = pgTable(
  "commissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .unique("commissions_payment_id_unique")
      .references(() => payments.id, { onDelete: "restrict" }),
    /** The agent recorded on the payment at purchase time. */
    agentId: uuid("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The commission_rate in force at verification (0.2000 for 20%). */
    rate: numeric("rate", { precision: 5, scale: 4 }).notNull(),
    amountRm: numeric("amount_rm", { precision: 12, scale: 2 }).notNull(),
    status: text("status", { enum: COMMISSION_STATUSES }).notNull().default("pending"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    payoutReference: text("payout_reference"),
    paidBy: uuid("paid_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("commissions_agent_id_status_idx").on(t.agentId, t.status),
    index("commissions_created_at_idx").on(t.createdAt),
    check("commissions_amount_non_negative", sql`${t.amountRm} >= 0`),
    check("commissions_rate_fraction", sql`${t.rate} >= 0 AND ${t.rate} <= 1`),
    oneOf("commissions_status_known", t.status, COMMISSION_STATUSES),
  ],
);

/**
 * The super admin's daily figures, kept by triggers (migration 0009) so the dashboard never scans
 * the big tables: each change to users, payments, proposals, AI generations or the ledger appends
 * its effect to analytics_deltas in the same transaction; maintenance folds the deltas into one row
 * per Kuala Lumpur day, metric and key. The figures are the sum over both tables.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    metric: text("metric").notNull(),
    key: text("key").notNull(),
    value: numeric("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.key] })],
);

export const analyticsDeltas = pgTable("analytics_deltas", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  day: date("day").notNull(),
  metric: text("metric").notNull(),
  key: text("key").notNull(),
  value: numeric("value").notNull(),
});
