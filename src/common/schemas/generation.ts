import { z } from "zod";
import { SIMPLE_BUDGETS, SIMPLE_TIMELINES } from "../proposal-options.js";
import { KindField, ProposalDetailsInput } from "./details.js";

export const LanguageField = z.enum(["ms", "en"]).optional();
export const SIMPLE_TIERS = ["basic", "professional", "premium"] as const;

const required = (key: string) => z.string({ error: key }).trim().min(1, { error: key });
const nullableKey = <T extends Record<string, unknown>>(options: T) =>
  z
    .union([z.enum(Object.keys(options) as [keyof T & string, ...(keyof T & string)[]]), z.literal(""), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** The simple requirements form (end-user-area.md section 5). */
export const SimpleRequirementsInput = z.object({
  title: required("validation.requiredFields").pipe(z.string().max(300, { error: "validation.titleTooLong" })),
  description: required("validation.requiredFields").pipe(z.string().max(10_000, { error: "validation.tooLong" })),
  type: required("validation.requiredFields").pipe(z.string().max(100)),
  budgetRange: nullableKey(SIMPLE_BUDGETS),
  timeline: nullableKey(SIMPLE_TIMELINES),
  keyRequirements: z
    .array(z.string().max(2000, { error: "validation.tooLong" }))
    .max(50)
    .default([])
    .transform((list) => list.map((r) => r.trim()).filter(Boolean)),
  tier: z.enum(SIMPLE_TIERS).default("professional"),
  language: LanguageField,
  kind: KindField,
  details: ProposalDetailsInput.optional(),
});
export type SimpleRequirementsInput = z.infer<typeof SimpleRequirementsInput>;

/** A package id as the forms send it: "2" or 2. */
const PackageIdField = (key: string) =>
  z
    .union([z.string({ error: key }), z.number({ error: key })], { error: key })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, { error: key }).max(50, { error: key }));

const atLeast = (min: number, key: string, max = 10_000) =>
  z.string({ error: key }).trim().min(min, { error: key }).max(max, { error: "validation.tooLong" });

/** The detailed two-step form, with the documented messages. */
export const DetailedRequirementsInput = z.object({
  title: atLeast(1, "validation.titleRequired", 300),
  description: atLeast(20, "validation.descriptionMin"),
  type: atLeast(1, "validation.typeRequired", 100),
  budgetRange: atLeast(1, "validation.budgetRequired", 50),
  timeline: atLeast(1, "validation.timelineRequired", 50),
  keyRequirements: atLeast(20, "validation.requirementsMin"),
  targetAudience: atLeast(10, "validation.audienceMin"),
  companyBackground: atLeast(15, "validation.backgroundMin"),
  objectives: atLeast(15, "validation.objectivesMin"),
  constraints: z.string().trim().max(10_000, { error: "validation.tooLong" }).optional().default(""),
  additionalInfo: z.string().trim().max(10_000, { error: "validation.tooLong" }).optional().default(""),
  packageId: PackageIdField("validation.packageRequired"),
  language: LanguageField,
  kind: KindField,
  details: ProposalDetailsInput.optional(),
});
export type DetailedRequirementsInput = z.infer<typeof DetailedRequirementsInput>;

export const SaveGeneratedProposalInput = z
  .object({ previewId: z.uuid({ error: "validation.previewRequired" }) })
  .passthrough();

export const PreviewSectionDto = z.object({ title: z.string(), content: z.string() });
export const PreviewDto = z.object({
  title: z.string(),
  estimatedWords: z.number().int(),
  sections: z.array(PreviewSectionDto),
});
export const PreviewResponseDto = z.object({
  preview: PreviewDto,
  tier: z.enum(SIMPLE_TIERS),
  requiredCredits: z.number().int(),
  previewId: z.string(),
});
export type PreviewResponseDto = z.infer<typeof PreviewResponseDto>;

export const GenerateSolutionInput = z.object({
  requirements: z
    .string({ error: "validation.requirementsRequired" })
    .trim()
    .min(1, { error: "validation.requirementsRequired" })
    .max(10_000, { error: "validation.tooLong" }),
  language: LanguageField,
});

export const SolutionDto = z.object({
  analysis: z.string(),
  solution: z.string(),
  proposalTitle: z.string(),
  detailedProposal: z.string(),
  proposalStructure: z.array(z.string()),
});

const SolutionInputField = z.union([
  SolutionDto.partial().extend({ solution: z.string().max(20_000).optional() }),
  z.string().max(20_000),
]);

export const AutoGenerateInput = z.object({
  originalRequirements: atLeast(1, "validation.requirementsRequired"),
  solution: SolutionInputField,
  proposalStructure: z.union([z.array(z.string().max(300)).max(30), z.string().max(5000)]).optional(),
  packageId: PackageIdField("validation.packageRequired").default("2"),
  language: LanguageField,
  kind: KindField,
  details: ProposalDetailsInput.optional(),
});

export const FinalizeAutoInput = z.object({
  title: atLeast(1, "validation.incomplete", 300),
  content: z
    .string({ error: "validation.incomplete" })
    .trim()
    .min(1, { error: "validation.incomplete" })
    .max(1_000_000),
  originalRequirements: z.string().max(10_000).optional().default(""),
  solution: SolutionInputField.optional(),
  packageId: PackageIdField("validation.packageRequired").default("2"),
  language: LanguageField,
  kind: KindField,
  details: ProposalDetailsInput.optional(),
});

export const ImproveSectionInput = z.object({
  content: z
    .string({ error: "validation.selectTextImprove" })
    .trim()
    .min(1, { error: "validation.selectTextImprove" })
    .max(20_000, { error: "validation.tooLong" }),
  instruction: z
    .string({ error: "validation.instructionRequired" })
    .trim()
    .min(1, { error: "validation.instructionRequired" })
    .max(2000, { error: "validation.tooLong" }),
  language: LanguageField,
});

export const TranslateInput = z.object({
  content: z
    .string({ error: "validation.selectTextTranslate" })
    .trim()
    .min(1, { error: "validation.selectTextTranslate" })
    .max(20_000, { error: "validation.tooLong" }),
  targetLanguage: z.enum(["English", "Malay"]).default("English"),
});

export const GenerationStatusDto = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(["queued", "running", "succeeded", "failed"]),
  progress: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  proposalId: z.string().nullable(),
});
export type GenerationStatusDto = z.infer<typeof GenerationStatusDto>;
