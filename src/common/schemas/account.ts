import { z } from "zod";
import { LEDGER_KINDS, PROPOSAL_STATUSES } from "../constants.js";

/** Messages are catalogue keys: the server answers the Malay text, the client shows the chosen language. */
const NameField = (requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(80, { error: "validation.nameTooLong" });

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const LedgerEntryDto = z.object({
  createdAt: z.string(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  kind: z.union([z.enum(LEDGER_KINDS), z.string()]),
  /** What kind of thing caused the change ('job', 'preview', 'starter' ...), never its id. */
  referenceKind: z.string().nullable(),
  /**
   * For a generation charge, the proposal it paid for: its title (null when none is known) and
   * whether it has since been deleted; null for every other row. Never its id.
   */
  proposal: z.object({ title: z.string().nullable(), deleted: z.boolean() }).nullable(),
});
export type LedgerEntryDto = z.infer<typeof LedgerEntryDto>;

export const LedgerPageDto = z.object({
  items: z.array(LedgerEntryDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LedgerPageDto = z.infer<typeof LedgerPageDto>;

export const ActivityEntryDto = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActivityEntryDto = z.infer<typeof ActivityEntryDto>;

export const ActivityPageDto = z.object({
  items: z.array(ActivityEntryDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityPageDto = z.infer<typeof ActivityPageDto>;

/** The email is shown read-only: changing it (and proving the new address) is out of scope. */
export const UpdateProfileInput = z.object({
  firstName: NameField("validation.firstNameRequired"),
  lastName: NameField("validation.lastNameRequired"),
  language: z.enum(["ms", "en"]),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInput>;

export const SignOutOthersDto = z.object({ signedOut: z.number().int() });
export type SignOutOthersDto = z.infer<typeof SignOutOthersDto>;

export const MonthCountDto = z.object({
  /** 'YYYY-MM' */
  month: z.string(),
  proposals: z.number().int(),
  creditsSpent: z.number().int(),
});
export type MonthCountDto = z.infer<typeof MonthCountDto>;

export const PersonalAnalyticsDto = z.object({
  totalProposals: z.number().int(),
  wordsWritten: z.number().int(),
  creditsSpent: z.number().int(),
  months: z.array(MonthCountDto),
  byStatus: z.object({
    draft: z.number().int(),
    in_progress: z.number().int(),
    completed: z.number().int(),
    approved: z.number().int(),
  }),
});
export type PersonalAnalyticsDto = z.infer<typeof PersonalAnalyticsDto>;
