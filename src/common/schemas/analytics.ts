import { z } from "zod";
import { ROLES } from "../constants.js";
import { PageQuery } from "./account.js";

/**
 * The super admin's analytics: the users list with what each account spent and wrote, the agents'
 * performance and the dashboard figures. Every figure is an SQL aggregate; ringgit amounts travel as
 * strings with two decimals ("1234.50") and US dollar costs with four ("0.1234"), from SQL numeric,
 * never floats. "Today / this week / this month" are calendar periods in Asia/Kuala_Lumpur, weeks
 * from Monday. Soft-deleted accounts are neither listed nor counted as users; their payments still
 * count in revenue.
 */

export const ANALYTICS_SEARCH_MAX = 100;
/** The periods the dashboard's series may cover, in days. */
export const ANALYTICS_RANGES = ["7", "30", "90", "365"] as const;
export const TOP_EARNING_AGENTS = 6;
export const POPULAR_PROPOSAL_TYPES = 10;
/** The agent filter's value for users without an agent ("Unknown" in the filter). */
export const NO_AGENT = "unknown";

const emptyAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Ringgit, two decimals: "1234.50". */
const Money = z.string().regex(/^-?\d+\.\d{2}$/);
/** US dollars, four decimals: "0.1234". */
const Usd = z.string().regex(/^-?\d+\.\d{4}$/);
const Count = z.number().int().min(0);
const Timestamp = z.string();
/** A calendar day in Asia/Kuala_Lumpur. */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// ---------------------------------------------------------------------------------------------
// Users list (user management)

/**
 * `GET /api/super-admin/users-analytics?q=&role=&agentId=&page=&pageSize=`. q searches first and
 * last name, email and organisation name; agentId is an agent's id or `unknown` (no agent).
 */
export const UsersAnalyticsQuery = PageQuery.extend({
  q: z.preprocess(
    emptyAsUndefined,
    z.string().trim().max(ANALYTICS_SEARCH_MAX, { error: "validation.tooLong" }).optional(),
  ),
  role: z.preprocess(emptyAsUndefined, z.enum(ROLES).optional()),
  agentId: z.preprocess(
    emptyAsUndefined,
    z.union([z.literal(NO_AGENT), z.uuid()], { error: "validation.selectAgent" }).optional(),
  ),
});
export type UsersAnalyticsQuery = z.infer<typeof UsersAnalyticsQuery>;

export const UserAnalyticsRowDto = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  credits: z.number().int(),
  /** Super admins and accounts flagged unlimited: the card shows Unlimited instead of credits. */
  unlimited: z.boolean(),
  /** Sum of the account's verified payments, "250.00". */
  totalSpentRM: Money,
  proposalCount: Count,
  subscriptionStatus: z.string(),
  agentId: z.string().nullable(),
  agentEmail: z.string().nullable(),
  organizationName: z.string().nullable(),
  createdAt: Timestamp,
});
export type UserAnalyticsRowDto = z.infer<typeof UserAnalyticsRowDto>;

/** How many accounts of each group match the current filters (all pages). */
export const UserGroupCountsDto = z.object({ superAdmins: Count, agents: Count, users: Count });
export type UserGroupCountsDto = z.infer<typeof UserGroupCountsDto>;

/** Rows ordered super admins, agents, users, then newest first. */
export const UsersAnalyticsPageDto = z.object({
  items: z.array(UserAnalyticsRowDto),
  total: Count,
  page: z.number().int(),
  pageSize: z.number().int(),
  groups: UserGroupCountsDto,
});
export type UsersAnalyticsPageDto = z.infer<typeof UsersAnalyticsPageDto>;

// ---------------------------------------------------------------------------------------------
// Agent performance summary

/** `GET /api/super-admin/agent-summaries`: every agent (role admin), highest revenue first. */
export const AgentSummaryDto = z.object({
  agentId: z.string(),
  agentName: z.string(),
  agentEmail: z.string(),
  /** Users assigned to the agent now. */
  totalUsers: Count,
  /** Verified payments recorded with the agent, "1250.00". */
  totalRevenue: Money,
  /** Proposals of the agent's users. */
  totalProposals: Count,
});
export type AgentSummaryDto = z.infer<typeof AgentSummaryDto>;

export const AgentSummaryListDto = z.array(AgentSummaryDto);
export type AgentSummaryListDto = z.infer<typeof AgentSummaryListDto>;

// ---------------------------------------------------------------------------------------------
// Dashboard figures

/** `GET /api/super-admin/analytics?range=7|30|90|365` (30 when not given). */
export const AnalyticsQuery = z.object({
  range: z.preprocess(emptyAsUndefined, z.enum(ANALYTICS_RANGES).default("30")).transform(Number),
});
export type AnalyticsQuery = z.output<typeof AnalyticsQuery>;

export const UserAnalyticsDto = z.object({
  totalUsers: Count,
  newUsersToday: Count,
  newUsersThisWeek: Count,
  newUsersThisMonth: Count,
  /** Seen in the last 30 days (last_seen_at). */
  activeUsers: Count,
  /** Every role, zero included. */
  usersByRole: z.array(z.object({ role: z.enum(ROLES), count: Count })),
});

/** Revenue is verified payments, dated by their verification. */
export const FinancialAnalyticsDto = z.object({
  totalRevenue: Money,
  revenueToday: Money,
  revenueThisWeek: Money,
  revenueThisMonth: Money,
  /** Credits spent on generations and AI actions. */
  totalCreditsUsed: Count,
  /** Credits created: sign-up and starter bonuses, purchases, super admin grants. */
  totalCreditsIssued: Count,
  /** totalRevenue / totalUsers. */
  averageRevenuePerUser: Money,
});

export const ProposalAnalyticsDto = z.object({
  totalProposals: Count,
  proposalsToday: Count,
  proposalsThisWeek: Count,
  proposalsThisMonth: Count,
  /** Rounded to a whole word; 0 without proposals. */
  averageWordsPerProposal: Count,
  /** Most written first, up to POPULAR_PROPOSAL_TYPES. */
  popularProposalTypes: z.array(z.object({ type: z.string(), count: Count })),
});

export const AiModelCostDto = z.object({
  model: z.string(),
  generations: Count,
  promptTokens: Count,
  completionTokens: Count,
  /** From the setting ai_model_prices (USD per million tokens); 0 for a model without a price. */
  costUSD: Usd,
});

export const AiAnalyticsDto = z.object({
  totalAiGenerations: Count,
  aiGenerationsToday: Count,
  /** Prompt + completion tokens. */
  totalTokensUsed: Count,
  /** Rounded to a whole token; 0 without generations. */
  averageTokensPerGeneration: Count,
  aiCostAnalysis: z.object({ totalCostUSD: Usd, byModel: z.array(AiModelCostDto) }),
});

export const TopEarningAgentDto = z.object({
  agentUserId: z.string(),
  agentName: z.string(),
  agentEmail: z.string(),
  /** All verified payments recorded with the agent. */
  totalRevenue: Money,
  /** 0-5 in halves: 5 x the agent's verified revenue over the last 90 days / the best agent's; at least 1 with any sale. */
  rating: z.number().min(0).max(5).multipleOf(0.5),
  /** Users assigned to the agent now. */
  totalCustomers: Count,
});
export type TopEarningAgentDto = z.infer<typeof TopEarningAgentDto>;

export const CommissionAnalyticsDto = z.object({
  totalCommissionsPaid: Money,
  totalCommissionsPending: Money,
  /** Up to TOP_EARNING_AGENTS, highest revenue first. */
  topEarningAgents: z.array(TopEarningAgentDto),
});

/** One calendar day (Asia/Kuala_Lumpur) of the chosen range. */
export const AnalyticsDayDto = z.object({
  date: Day,
  newUsers: Count,
  revenue: Money,
  proposals: Count,
  aiGenerations: Count,
});
export type AnalyticsDayDto = z.infer<typeof AnalyticsDayDto>;

export const PeriodTotalsDto = z.object({
  newUsers: Count,
  revenue: Money,
  proposals: Count,
  aiGenerations: Count,
});
export type PeriodTotalsDto = z.infer<typeof PeriodTotalsDto>;

export const SuperAdminAnalyticsDto = z.object({
  userAnalytics: UserAnalyticsDto,
  financialAnalytics: FinancialAnalyticsDto,
  proposalAnalytics: ProposalAnalyticsDto,
  aiAnalytics: AiAnalyticsDto,
  commissionAnalytics: CommissionAnalyticsDto,
  series: z.object({
    /** Days in the range, ending today. */
    range: z.number().int(),
    /** Oldest first, one row per day, today last. */
    days: z.array(AnalyticsDayDto),
    /** Sums of `days`. */
    totals: PeriodTotalsDto,
    /** The same sums over the `range` days before the first day. */
    previous: PeriodTotalsDto,
  }),
});
export type SuperAdminAnalyticsDto = z.infer<typeof SuperAdminAnalyticsDto>;
