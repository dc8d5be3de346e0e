import { z } from "zod";

export const SECTION_INSTRUCTION_MAX = 300;

/** One section of a saved proposal written again: named by its <h2> text, or by its place among the <h2>s. */
export const RegenerateSectionInput = z
  .object({
    proposalId: z
      .string({ error: "validation.proposalRequired" })
      .trim()
      .min(1, { error: "validation.proposalRequired" })
      .max(100, { error: "validation.proposalRequired" }),
    sectionTitle: z.string().trim().max(300, { error: "validation.titleTooLong" }).optional(),
    sectionIndex: z.number().int().min(0).max(200).optional(),
    instruction: z
      .string()
      .trim()
      .max(SECTION_INSTRUCTION_MAX, { error: "validation.sectionInstructionTooLong" })
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((v) => Boolean(v.sectionTitle) || v.sectionIndex !== undefined, {
    error: "validation.sectionRequired",
    path: ["sectionTitle"],
  });
export type RegenerateSectionInput = z.infer<typeof RegenerateSectionInput>;

/** The section written again, as a suggestion: nothing is saved. */
export const RegeneratedSectionDto = z.object({
  proposalId: z.string(),
  sectionIndex: z.number().int(),
  sectionTitle: z.string(),
  /** The section's content (what follows its <h2>), sanitised. */
  html: z.string(),
  /** False when the writer could not follow the instruction (the built-in composer). */
  instructionFollowed: z.boolean(),
  /** The checker's verdict on the new section: how many findings, and their codes. */
  check: z.object({
    ok: z.boolean(),
    findings: z.array(z.object({ code: z.string(), subject: z.string().optional() })),
  }),
  creditsDeducted: z.number().int(),
  balance: z.number().int(),
  /** True when the section came back with the saved section's words (only spaces differ): nothing was charged. */
  unchanged: z.boolean(),
});
export type RegeneratedSectionDto = z.infer<typeof RegeneratedSectionDto>;
