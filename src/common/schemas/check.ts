/** The checker's result as the API returns it with a proposal (see src/server/ai/check/types.ts). */
import { z } from "zod";

export const FindingDto = z.object({
  code: z.string(),
  section: z.number().int().optional(),
  sectionTitle: z.string().optional(),
  role: z.string().optional(),
  subject: z.string().optional(),
  found: z.string().optional(),
  message: z.string(),
});

export const CheckDto = z.object({
  ok: z.boolean(),
  findings: z.array(FindingDto),
  facts: z.array(z.object({ key: z.string(), value: z.string(), kept: z.boolean() })),
  placeholders: z.array(z.string()),
  checkedAt: z.string(),
});
export type CheckDto = z.infer<typeof CheckDto>;
