import { z } from "zod";
import { PROPOSAL_STATUSES } from "../constants.js";

export const ProposalSummaryDto = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  budgetRange: z.string().nullable(),
  timeline: z.string().nullable(),
  wordCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProposalSummaryDto = z.infer<typeof ProposalSummaryDto>;

export const ProposalStatsDto = z.object({
  total: z.number().int(),
  draft: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  approved: z.number().int(),
  /** approved / total, rounded to a whole percent; 0 when there are none. */
  successRate: z.number().int(),
});
export type ProposalStatsDto = z.infer<typeof ProposalStatsDto>;

export const ProposalListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
