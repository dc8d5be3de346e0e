import type { PAYMENT_STATUSES, Role } from "../../common/constants";

type AdminPaymentsParams = { status?: (typeof PAYMENT_STATUSES)[number]; q?: string; page?: number; pageSize?: number };
type UsersAnalyticsParams = { q?: string; role?: Role; agentId?: string; page?: number; pageSize?: number };
type AdminUsersParams = { q?: string; role?: Role; page?: number; pageSize?: number };

/** Every cached read is keyed by its GET URL first; an optional second element holds query parameters. */
export const queryKeys = {
  authUser: ["/api/auth/user"] as const,
  balance: ["/api/credits/balance"] as const,
  pricing: ["/api/credits/pricing"] as const,
  agent: ["/api/user/agent"] as const,
  purchases: ["/api/credits/purchases"] as const,
  purchase: (serial: string) => [`/api/credits/purchases/${encodeURIComponent(serial)}`] as const,
  bankDetails: ["/api/credits/bank-details"] as const,
  publicInfo: ["/api/public/info"] as const,
  packages: ["/api/proposal-packages"] as const,
  proposals: (params?: { limit?: number }) =>
    params ? (["/api/proposals", params] as const) : (["/api/proposals"] as const),
  proposalStats: ["/api/proposals/stats"] as const,
  /** The administration area; refreshes after its mutations live in features/admin/refresh.ts. */
  admin: {
    payments: (params?: AdminPaymentsParams) =>
      params ? (["/api/admin/payments", params] as const) : (["/api/admin/payments"] as const),
    paymentStats: ["/api/admin/payment-stats"] as const,
    onlinePending: ["/api/admin/payments/online-pending"] as const,
    users: (params?: AdminUsersParams) =>
      params ? (["/api/admin/users", params] as const) : (["/api/admin/users"] as const),
    userStats: ["/api/admin/user-stats"] as const,
    admins: ["/api/super-admin/admins"] as const,
    adminUsers: ["/api/super-admin/admin-users"] as const,
    supervisedUsers: ["/api/agent/supervised-users"] as const,
    unassignedUsers: ["/api/agent/unassigned-users"] as const,
    settings: ["/api/super-admin/settings"] as const,
    commissions: (agentId?: string) =>
      agentId ? (["/api/agent/commissions", { agentId }] as const) : (["/api/agent/commissions"] as const),
  },
  /** The super admin's analytics and user management. */
  superAdmin: {
    analytics: (range?: string) =>
      range ? (["/api/super-admin/analytics", { range }] as const) : (["/api/super-admin/analytics"] as const),
    usersAnalytics: (params?: UsersAnalyticsParams) =>
      params
        ? (["/api/super-admin/users-analytics", params] as const)
        : (["/api/super-admin/users-analytics"] as const),
    agentSummaries: ["/api/super-admin/agent-summaries"] as const,
    /** One account as a row of the users list shows it (the edit and reset screens). */
    user: (id: string) => [`/api/super-admin/users/${encodeURIComponent(id)}`] as const,
  },
  /** White-label organisations: the super admin's lifecycle lists, the agent's own, the branding. */
  organizations: {
    all: ["/api/super-admin/organizations"] as const,
    pending: ["/api/super-admin/organizations/pending"] as const,
    detail: (id: string, page?: number) =>
      page && page > 1
        ? ([`/api/super-admin/organizations/${encodeURIComponent(id)}`, { page }] as const)
        : ([`/api/super-admin/organizations/${encodeURIComponent(id)}`] as const),
    agentOwn: ["/api/agent/organization"] as const,
    branding: ["/api/public/branding"] as const,
    memberBranding: ["/api/organization/branding"] as const,
  },
};
