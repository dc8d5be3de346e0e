/** Defaults from spec/DECISIONS.md. Inserted once; later edits by a super admin are kept. */
export const DEFAULT_PACKAGES = [
  {
    id: 1,
    key: "basic",
    name: "Pakej Asas",
    creditCost: 50,
    sections: 3,
    minWords: 400,
    badge: null,
    flow: "simple",
    sortOrder: 1,
    description: "Proposal ringkas dengan 3 bahagian utama untuk idea atau projek kecil.",
  },
  {
    id: 3,
    key: "professional",
    name: "Pakej Profesional",
    creditCost: 100,
    sections: 6,
    minWords: 800,
    badge: null,
    flow: "simple",
    sortOrder: 2,
    description: "Proposal lengkap 6 bahagian untuk projek perniagaan dan komuniti.",
  },
  {
    id: 4,
    key: "premium",
    name: "Pakej Premium",
    creditCost: 200,
    sections: 8,
    minWords: 1500,
    badge: null,
    flow: "simple",
    sortOrder: 3,
    description: "Proposal terperinci 8 bahagian dengan analisis dan perancangan mendalam.",
  },
  {
    id: 2,
    key: "standard",
    name: "Standard Package",
    creditCost: 250,
    sections: 9,
    minWords: 2500,
    badge: "POPULAR",
    flow: "detailed",
    sortOrder: 4,
    description: "Kertas kerja profesional 9 bahagian, sekurang-kurangnya 2,500 patah perkataan, sedia untuk dihantar.",
  },
  {
    id: 5,
    key: "exclusive",
    name: "Exclusive Package",
    creditCost: 500,
    sections: 12,
    minWords: 3000,
    badge: "EXCLUSIVE",
    flow: "detailed",
    sortOrder: 5,
    description:
      "Kertas kerja eksklusif 12 bahagian, sekurang-kurangnya 3,000 patah perkataan, untuk geran dan tender besar.",
  },
] as const;

export const DEFAULT_PRICING_TIERS = [
  { id: 1, credits: 100, priceRm: "50.00", bonusCredits: 0, popular: false, sortOrder: 1 },
  { id: 2, credits: 500, priceRm: "250.00", bonusCredits: 50, popular: true, sortOrder: 2 },
  { id: 3, credits: 1000, priceRm: "500.00", bonusCredits: 150, popular: false, sortOrder: 3 },
  { id: 4, credits: 2500, priceRm: "1250.00", bonusCredits: 500, popular: false, sortOrder: 4 },
] as const;

/** Settings a super admin may change later; code reads them through the settings service. */
export const DEFAULT_SETTINGS = {
  credit_value_rm: 0.5,
  new_user_credits: 100,
  new_agent_credits: 500,
  starter_credits: 100,
  commission_rate: 0.2,
  ai_action_cost: 1,
  auto_generator_min_credits: 10,
  landing_min_active_users: 50,
  landing_min_finished_proposals: 50,
  landing_rating: null as number | null,
  bank_transfer: { bankName: "Maybank", accountName: "Kertas AI Sdn. Bhd.", accountNumber: "5140 1234 5678" },
  site_url: null as string | null,
  /** Where online_banking purchases are sent, with {serial} replaced; null: the product's own instructions page. */
  payment_portal_url: null as string | null,
  /** Who sells the credits, as printed on official receipts. Set the registration number before launch. */
  seller: {
    name: "Kertas AI Sdn. Bhd.",
    registrationNumber: null as string | null,
    address: null as string | null,
  },
  /** Where users reach support: shown on the contact page and in the policies. Set it before launch. */
  support_contact: { email: "sokongan@kertas-ai.local", phone: null as string | null },
  /** Saved versions kept per proposal (the newest ones); older ones are pruned when a new one is saved. */
  proposal_versions_kept: 50,
  /**
   * AI cost per model in US dollars per million tokens, for the super admin's cost analysis. A model
   * not listed costs 0 (the built-in writer has no model to pay for).
   */
  ai_model_prices: {} as Record<string, { promptPerMillionUSD: number; completionPerMillionUSD: number }>,
  /** Ringgit per US dollar, for AI costs in ringgit on the profit page. An estimate to keep current. */
  usd_rm_rate: 4.2,
  /**
   * A human writer's fee (RM) and turnaround (days; 0 = the same day) per package key, from the
   * credit guide's tiers by length: a package takes the tier whose word floor it reaches (the
   * lowest below every floor). Starter RM 300 same day; Standard RM 500 1-2 days; Premium RM 1,000
   * 2-3 days; Exclusive RM 2,500, whose turnaround the guide leaves open (3-5 days here).
   */
  human_writer: {
    basic: { feeRm: 300, minDays: 0, maxDays: 0 },
    professional: { feeRm: 300, minDays: 0, maxDays: 0 },
    premium: { feeRm: 500, minDays: 1, maxDays: 2 },
    standard: { feeRm: 1000, minDays: 2, maxDays: 3 },
    exclusive: { feeRm: 2500, minDays: 3, maxDays: 5 },
  } as Record<string, { feeRm: number; minDays: number; maxDays: number }>,
} as const;

export type SettingKey = keyof typeof DEFAULT_SETTINGS;
