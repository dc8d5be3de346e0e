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
};
