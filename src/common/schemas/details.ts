/**
 * Optional facts the forms gain where a kind needs them (date, time, venue, addressee, applicant,
 * budget items, committee, programme schedule, funding sources). Every field is optional, so the
 * documented payloads stay valid; what the user types here is used exactly by the writers.
 */
import { z } from "zod";
import { KIND_IDS } from "../kinds/types.js";

const text = (max: number) => z.string().trim().max(max, { error: "validation.tooLong" });
const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.invalidDate" })
  // A day that exists: Date.parse rolls '2027-02-30' over to 2 March instead of refusing it.
  .refine(
    (v) => {
      const time = Date.parse(`${v}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
    },
    { error: "validation.invalidDate" },
  );
const optionalDate = z
  .union([isoDate, z.literal("")])
  .optional()
  .transform((v) => v || undefined);
const money = z.coerce
  .number({ error: "validation.invalidAmount" })
  .min(0, { error: "validation.invalidAmount" })
  .max(1_000_000_000, { error: "validation.invalidAmount" });

export const BudgetItemInput = z.object({
  item: text(200).min(1, { error: "validation.budgetItemName" }),
  quantity: z.coerce
    .number({ error: "validation.invalidQuantity" })
    .positive({ error: "validation.invalidQuantity" })
    .max(1_000_000, { error: "validation.invalidQuantity" })
    .optional(),
  unitPrice: money.optional(),
  /** Free text: 'unit', 'orang', 'hari', 'set'. */
  unit: text(40).optional(),
});
export type BudgetItemInput = z.infer<typeof BudgetItemInput>;

export const CommitteeMemberInput = z.object({
  role: text(120).min(1, { error: "validation.committeeRole" }),
  name: text(200).optional().default(""),
});

export const ScheduleRowInput = z.object({
  time: text(60).min(1, { error: "validation.scheduleTime" }),
  activity: text(300).min(1, { error: "validation.scheduleActivity" }),
});

export const FundingSourceInput = z.object({
  source: text(200).min(1, { error: "validation.fundingSource" }),
  amount: money.optional(),
});

export const ProposalDetailsInput = z.object({
  /** The event's (first) day; ISO yyyy-mm-dd from a date input. */
  eventDate: optionalDate,
  /** The last day of a multi-day event. */
  eventEndDate: optionalDate,
  /** Free text: '8.00 pagi - 1.00 petang'. */
  eventTime: text(100).optional(),
  venue: text(300).optional(),
  /** Whom the paper goes to: 'Pengerusi PIBG SK Taman Melati', 'Pengarah SME Corp Negeri Johor'. */
  addressee: text(300).optional(),
  /** Who presents it: the school, surau, company or researcher. */
  applicant: text(300).optional(),
  budgetItems: z.array(BudgetItemInput).max(60).optional(),
  committee: z.array(CommitteeMemberInput).max(60).optional(),
  schedule: z.array(ScheduleRowInput).max(80).optional(),
  fundingSources: z.array(FundingSourceInput).max(20).optional(),
});
export type ProposalDetailsInput = z.infer<typeof ProposalDetailsInput>;

/** The kind a form sends; absent means 'infer it from the brief'. */
export const KindField = z
  .union([z.enum(KIND_IDS, { error: "validation.invalidKind" }), z.literal("")])
  .optional()
  .transform((v) => v || undefined);
