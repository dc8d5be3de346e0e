import { z } from "zod";
import { PROPOSAL_STATUSES } from "../constants.js";
import { KIND_IDS } from "../kinds/types.js";
import { CheckDto } from "./check.js";

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

export const ProposalDto = ProposalSummaryDto.extend({
  content: z.string(),
  requirements: z.array(z.string()),
  packageKey: z.string().nullable(),
  /** Credits the generation cost (0 for unlimited accounts, null for hand-written proposals). */
  creditsCharged: z.number().int().nullable(),
  /** What the paper is (null for hand-written proposals). */
  kind: z.enum(KIND_IDS).nullable(),
  /** Who presents it and to whom, when known (cover page). */
  applicant: z.string().nullable(),
  addressee: z.string().nullable(),
  /** The checker's result when the proposal was written (null for hand-written proposals). */
  check: CheckDto.nullable(),
  /** The number of the current saved version; send it back as `baseVersion` when saving. */
  version: z.number().int(),
});
export type ProposalDto = z.infer<typeof ProposalDto>;

const StatusField = z.enum(PROPOSAL_STATUSES, { error: "validation.invalidStatus" });
const TitleField = z
  .string({ error: "validation.incomplete" })
  .trim()
  .min(1, { error: "validation.incomplete" })
  .max(300, { error: "validation.titleTooLong" });
/** Stored content is HTML (or the plain-text section format), at most 1 MB. */
const ContentField = z
  .string({ error: "validation.incomplete" })
  .max(1_000_000, { error: "validation.contentTooLong" });

export const CreateProposalInput = z.object({
  title: TitleField,
  content: ContentField.refine((c) => c.trim().length > 0, { error: "validation.incomplete" }),
  type: z.string().trim().min(1).max(100).default("auto-generated"),
  status: StatusField.default("draft"),
  requirements: z.array(z.string().trim().max(2000)).max(100).default([]),
  budgetRange: z.string().max(50).nullable().optional(),
  timeline: z.string().max(50).nullable().optional(),
});
export type CreateProposalInput = z.infer<typeof CreateProposalInput>;

export const UpdateProposalInput = z
  .object({
    title: TitleField.optional(),
    content: ContentField.optional(),
    status: StatusField.optional(),
    /** The version the writer started from: the save is 409 when the proposal has moved on since. */
    baseVersion: z.number().int().min(1).optional(),
    /** What made the change: the editor (default) or the editor's AI assistant. */
    source: z.enum(["editor", "assistant"]).optional(),
  })
  .refine((v) => v.title !== undefined || v.content !== undefined || v.status !== undefined, {
    error: "validation.incomplete",
  });
export type UpdateProposalInput = z.infer<typeof UpdateProposalInput>;

export const TemplateFieldDto = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(["text", "textarea", "number"]),
  required: z.boolean(),
  placeholder: z.string().optional(),
  unit: z.string().optional(),
});

export const TemplateDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(["perniagaan", "kerajaan", "pendidikan", "teknologi"]),
  level: z.enum(["basic", "standard", "premium"]),
  creditCost: z.number().int(),
  estimatedWords: z.number().int(),
  sections: z.array(z.object({ title: z.string() })),
  templateFields: z.array(TemplateFieldDto),
  /** The kind of paper the template writes. */
  kind: z.enum(KIND_IDS),
});
export type TemplateDto = z.infer<typeof TemplateDto>;
