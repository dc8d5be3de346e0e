import { z } from "zod";
import { COMMISSION_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, ROLES } from "../constants.js";
import { PageQuery } from "./account.js";

/**
 * The administration area's money part: payments, users, credits, roles, assignments and
 * commissions. Messages are catalogue keys: the server answers the Malay text, the client shows
 * the chosen language. Ringgit amounts travel as strings with two decimals ("1234.50"), computed
 * in SQL numeric, never as floats.
 */

export const CREDITS_MAX = 1_000_000;
export const REASON_MAX = 500;
export const REFERENCE_MAX = 100;
export const SEARCH_MAX = 100;
export const PAYOUT_MAX_ITEMS = 500;

/** Roles the credit page and user management may give; the dashboard offers all of ROLES. */
export const ASSIGNABLE_ADMIN_ROLES = ["user", "admin"] as const;

const Id = (key = "validation.allFieldsRequired") => z.uuid({ error: key });

const Credits = (key = "validation.creditsInvalid") =>
  z.number({ error: key }).int({ error: key }).min(1, { error: key }).max(CREDITS_MAX, { error: key });

const RequiredText = (max: number, key = "validation.allFieldsRequired") =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: "validation.tooLong" });

/** Empty query parameters ("?status=") mean "not given". */
const emptyAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const Search = z.preprocess(
  emptyAsUndefined,
  z.string().trim().max(SEARCH_MAX, { error: "validation.tooLong" }).optional(),
);

/** Ringgit amounts as decimal strings with exactly two decimals: "1234.50". */
export const MoneyString = z.string().regex(/^-?\d+\.\d{2}$/);

const Timestamp = z.string();

// ---------------------------------------------------------------------------------------------
// Payments

/** `GET /api/admin/payments?status=&q=&page=&pageSize=`; q searches token serial, buyer name, email, bank reference. */
export const AdminPaymentsQuery = PageQuery.extend({
  status: z.preprocess(emptyAsUndefined, z.enum(PAYMENT_STATUSES).optional()),
  q: Search,
});
export type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuery>;

export const AdminPaymentDto = z.object({
  id: z.string(),
  tokenSerial: z.string(),
  userId: z.string().nullable(),
  buyerName: z.string(),
  buyerEmail: z.string().nullable(),
  /** The ringgit amount, "250.00". */
  amountRm: MoneyString,
  credits: z.number().int(),
  bonusCredits: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  bankReference: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  rejectionReason: z.string().nullable(),
  createdAt: Timestamp,
  decidedAt: Timestamp.nullable(),
  decidedByName: z.string().nullable(),
  /** When a super admin recorded its refund; null when it was not refunded. */
  refundedAt: z.string().nullable(),
  /** The FPX gateway that settles it; null for a payment a person verifies. */
  gateway: z.string().nullable(),
});
export type AdminPaymentDto = z.infer<typeof AdminPaymentDto>;

export const AdminPaymentPageDto = z.object({
  items: z.array(AdminPaymentDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPaymentPageDto = z.infer<typeof AdminPaymentPageDto>;

export const PaymentIdParams = z.object({ id: z.uuid({ error: "errors.NOT_FOUND" }) });
export type PaymentIdParams = z.infer<typeof PaymentIdParams>;

/** `POST /api/super-admin/payments/{id}/refund`: why, and whether to refund when the buyer has spent the credits. */
export const RefundInput = z.object({
  reason: z
    .string({ error: "validation.refundReason" })
    .trim()
    .min(3, { error: "validation.refundReason" })
    .max(500, { error: "validation.tooLong" }),
  keepCredits: z.boolean().default(false),
});
export type RefundInput = z.infer<typeof RefundInput>;

export const RefundResultDto = z.object({
  paymentId: z.string(),
  creditsTaken: z.number().int(),
  /** The buyer's balance after the credits were taken back; null when they were not. */
  balance: z.number().int().nullable(),
  commission: z.enum(["reversed", "clawback", "none"]),
  clawbackRm: z.string().nullable(),
});
export type RefundResultDto = z.infer<typeof RefundResultDto>;

/** An online (FPX) payment still pending a while after its bill was opened, with the provider's last answer. */
export const StaleOnlinePaymentDto = z.object({
  id: z.string(),
  tokenSerial: z.string(),
  buyerName: z.string(),
  amountRm: z.string(),
  gateway: z.string(),
  createdAt: z.string(),
  checks: z.number().int(),
  lastState: z.string().nullable(),
  checkedAt: z.string().nullable(),
  nextCheckAt: z.string().nullable(),
});
export type StaleOnlinePaymentDto = z.infer<typeof StaleOnlinePaymentDto>;

export const PAYMENT_DECISIONS = ["verified", "rejected"] as const;
export type PaymentDecision = (typeof PAYMENT_DECISIONS)[number];

/**
 * `PATCH /api/admin/payments/{id}`: pending -> verified or pending -> rejected. A rejection needs a
 * reason (the buyer sees it); a verification may carry a note. Anything else answers 409.
 */
export const PaymentDecisionInput = z
  .object({
    status: z.enum(PAYMENT_DECISIONS, { error: "validation.paymentDecisionInvalid" }),
    reason: z.preprocess(
      emptyAsUndefined,
      z.string().trim().max(REASON_MAX, { error: "validation.tooLong" }).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.status === "rejected" && !v.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "validation.rejectionReasonRequired" });
    }
  });
export type PaymentDecisionInput = z.infer<typeof PaymentDecisionInput>;

/** `GET /api/admin/payment-stats`; an agent sees their own users' payments only. */
export const PaymentStatsDto = z.object({
  /** Sum of verified payments, "12500.00". */
  totalRevenue: MoneyString,
  verifiedPayments: z.number().int(),
  pendingPayments: z.number().int(),
  rejectedPayments: z.number().int(),
});
export type PaymentStatsDto = z.infer<typeof PaymentStatsDto>;

// ---------------------------------------------------------------------------------------------
// Users

/** `GET /api/admin/users?q=&role=&page=&pageSize=`; q searches email, first and last name. */
export const AdminUsersQuery = PageQuery.extend({
  q: Search,
  role: z.preprocess(emptyAsUndefined, z.enum(ROLES).optional()),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUserDto = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  credits: z.number().int(),
  unlimited: z.boolean(),
  /** 'premium' or 'free' (the default). */
  subscriptionStatus: z.string(),
  agentId: z.string().nullable(),
  agentEmail: z.string().nullable(),
  createdAt: Timestamp,
  lastSeenAt: Timestamp.nullable(),
});
export type AdminUserDto = z.infer<typeof AdminUserDto>;

export const AdminUserPageDto = z.object({
  items: z.array(AdminUserDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserPageDto = z.infer<typeof AdminUserPageDto>;

/** `GET /api/admin/user-stats`; pendingApprovals: organisations (super admin) or their users' pending payments (agent). */
export const UserStatsDto = z.object({
  totalUsers: z.number().int(),
  /** Seen in the last 30 days. */
  activeUsers: z.number().int(),
  pendingApprovals: z.number().int(),
});
export type UserStatsDto = z.infer<typeof UserStatsDto>;

// ---------------------------------------------------------------------------------------------
// Credits

const GrantByAmount = z.object({
  targetUserId: Id(),
  amount: Credits(),
  reason: RequiredText(REASON_MAX),
});
const GrantByCredits = z.object({
  targetUserId: Id(),
  credits: Credits(),
  reason: RequiredText(REASON_MAX),
});

/**
 * `POST /api/admin/credits/add`: the dashboard sends `amount`, the credit page `credits`; both
 * arrive as `{ targetUserId, credits, reason }`. An agent's grant moves credits from their own
 * balance; a super admin's creates them.
 */
export const AddCreditsInput = z
  .union([GrantByCredits, GrantByAmount], {
    // Neither shape matched: answer the message of the shape the body meant (amount when it has no credits).
    error: (issue) => {
      if (issue.code !== "invalid_union") return undefined;
      const input = issue.input;
      const meant = input && typeof input === "object" && !("credits" in input) && "amount" in input ? 1 : 0;
      return issue.errors[meant]?.[0]?.message ?? "validation.allFieldsRequired";
    },
  })
  .transform((v) => ({
    targetUserId: v.targetUserId,
    credits: "credits" in v ? v.credits : v.amount,
    reason: v.reason,
  }));
export type AddCreditsInput = z.output<typeof AddCreditsInput>;
export type AddCreditsBody = z.input<typeof AddCreditsInput>;

/** `POST /api/admin/credits/sell`: a sale paid outside the app, recorded with its reference. */
export const SellCreditsInput = z.object({
  targetUserId: Id("validation.requiredFields"),
  credits: Credits("validation.requiredFields"),
  paymentReference: RequiredText(REFERENCE_MAX, "validation.requiredFields"),
});
export type SellCreditsInput = z.infer<typeof SellCreditsInput>;

/** Answer of add and sell: `credits` is the target's new balance. */
export const CreditChangeResultDto = z.object({
  message: z.string(),
  targetUserId: z.string(),
  credits: z.number().int(),
});
export type CreditChangeResultDto = z.infer<typeof CreditChangeResultDto>;

// ---------------------------------------------------------------------------------------------
// Roles

/** `POST /api/super-admin/assign-role` (dashboard: user, admin or super_admin) -> AdminUserDto. */
export const AssignRoleInput = z.object({
  targetUserId: Id(),
  newRole: z.enum(ROLES, { error: "validation.allFieldsRequired" }),
});
export type AssignRoleInput = z.infer<typeof AssignRoleInput>;

/** `POST /api/super-admin/assign-admin` (credit page: user or admin) -> AdminUserDto. */
export const AssignAdminInput = z.object({
  targetUserId: Id("validation.selectUserRole"),
  role: z.enum(ASSIGNABLE_ADMIN_ROLES, { error: "validation.selectUserRole" }),
});
export type AssignAdminInput = z.infer<typeof AssignAdminInput>;

/** `GET /api/super-admin/admins` (agents and super admins) and `GET /api/super-admin/admin-users`. */
export const AdminUserListDto = z.array(AdminUserDto);
export type AdminUserListDto = z.infer<typeof AdminUserListDto>;

// ---------------------------------------------------------------------------------------------
// Agents: supervised users, transfers, assignment

/** `POST /api/agent/transfer-credits`: from the agent's balance to one of their users. */
export const TransferCreditsInput = z.object({
  userId: Id("validation.creditsInvalid"),
  amount: Credits(),
});
export type TransferCreditsInput = z.infer<typeof TransferCreditsInput>;

export const TransferResultDto = z.object({
  message: z.string(),
  /** The agent's balance after the transfer. */
  agentCredits: z.number().int(),
  userCredits: z.number().int(),
});
export type TransferResultDto = z.infer<typeof TransferResultDto>;

/** `POST /api/agent/assign-user` (super admin, from the agent page). */
export const AgentAssignUserInput = z.object({
  userId: Id("validation.selectUserAgent"),
  targetAgentId: Id("validation.selectAgent"),
});
export type AgentAssignUserInput = z.infer<typeof AgentAssignUserInput>;

/** `POST /api/super-admin/assign-user` (super admin dashboard). */
export const SuperAdminAssignUserInput = z.object({
  userId: Id("validation.selectUserAgent"),
  agentId: Id("validation.selectUserAgent"),
});
export type SuperAdminAssignUserInput = z.infer<typeof SuperAdminAssignUserInput>;

export const AssignUserResultDto = z.object({ message: z.string(), user: AdminUserDto });
export type AssignUserResultDto = z.infer<typeof AssignUserResultDto>;

// ---------------------------------------------------------------------------------------------
// Commissions

/** `GET /api/agent/commissions?agentId=`: an agent sees their own (agentId ignored); a super admin names one. */
export const CommissionsQuery = z.object({
  agentId: z.preprocess(emptyAsUndefined, z.uuid({ error: "validation.selectAgent" }).optional()),
});
export type CommissionsQuery = z.infer<typeof CommissionsQuery>;

export const CommissionDto = z.object({
  id: z.string(),
  paymentId: z.string(),
  tokenSerial: z.string(),
  buyerName: z.string(),
  /** The commission itself (rate x the payment's amount, rounded half up to the sen), "50.00". */
  amountRm: MoneyString,
  /** The rate applied, 0.2 for 20%. */
  rate: z.number().min(0).max(1),
  status: z.enum(COMMISSION_STATUSES),
  createdAt: Timestamp,
  paidAt: Timestamp.nullable(),
  payoutReference: z.string().nullable(),
});
export type CommissionDto = z.infer<typeof CommissionDto>;

export const CommissionSummaryDto = z.object({
  /** Commissions created this calendar month (Asia/Kuala_Lumpur), paid or not. */
  earnedThisMonthRM: MoneyString,
  totalPendingRM: MoneyString,
  totalPaidRM: MoneyString,
  /** Newest first. */
  items: z.array(CommissionDto),
});
export type CommissionSummaryDto = z.infer<typeof CommissionSummaryDto>;

/** `POST /api/super-admin/commissions/payout`: marks the named pending commissions of one agent paid. */
export const PayoutInput = z.object({
  agentId: Id("validation.selectAgent"),
  commissionIds: z
    .array(z.uuid({ error: "validation.payoutSelection" }), { error: "validation.payoutSelection" })
    .min(1, { error: "validation.payoutSelection" })
    .max(PAYOUT_MAX_ITEMS, { error: "validation.payoutSelection" })
    .refine((ids) => new Set(ids).size === ids.length, { error: "validation.payoutSelection" }),
  payoutReference: RequiredText(REFERENCE_MAX, "validation.payoutReferenceRequired"),
});
export type PayoutInput = z.infer<typeof PayoutInput>;

export const PayoutResultDto = z.object({
  paidCount: z.number().int(),
  totalRM: MoneyString,
});
export type PayoutResultDto = z.infer<typeof PayoutResultDto>;
