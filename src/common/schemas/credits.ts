import { z } from "zod";

export const BalanceDto = z.object({ credits: z.number().int(), unlimited: z.boolean() });
export type BalanceDto = z.infer<typeof BalanceDto>;

export const StarterClaimDto = BalanceDto.extend({ granted: z.number().int() });
export type StarterClaimDto = z.infer<typeof StarterClaimDto>;

export const PricingTierDto = z.object({
  id: z.number().int(),
  credits: z.number().int(),
  priceRM: z.number(),
  bonusCredits: z.number().int(),
  popular: z.boolean(),
});
export type PricingTierDto = z.infer<typeof PricingTierDto>;

/** One package shape serves every flow: the simple form (key), the two-step form and the auto generator (id). */
export const ProposalPackageDto = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  creditCost: z.number().int(),
  credits: z.number().int(),
  price: z.number(),
  sections: z.number().int(),
  wordCount: z.number().int(),
  minWords: z.number().int(),
  badge: z.string().nullable(),
  flow: z.enum(["simple", "detailed"]),
});
export type ProposalPackageDto = z.infer<typeof ProposalPackageDto>;

export const AgentDto = z.object({ agentName: z.string().nullable(), agentEmail: z.string().nullable() });
export type AgentDto = z.infer<typeof AgentDto>;

/** Figures the public pages show; every number comes from the database. */
export const PublicInfoDto = z.object({
  creditValueRM: z.number(),
  newUserCredits: z.number().int(),
  starterCredits: z.number().int(),
  aiActionCost: z.number().int(),
  engineName: z.string(),
  cheapestPackage: z.object({ name: z.string(), creditCost: z.number().int(), priceRM: z.number() }).nullable(),
  flagshipPackage: z
    .object({
      name: z.string(),
      creditCost: z.number().int(),
      priceRM: z.number(),
      minWords: z.number().int(),
      sections: z.number().int(),
    })
    .nullable(),
  stats: z.object({
    activeUsers: z.number().int().nullable(),
    finishedProposals: z.number().int().nullable(),
    rating: z.number().nullable(),
  }),
});
export type PublicInfoDto = z.infer<typeof PublicInfoDto>;
