import { z } from "zod";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "../constants.js";

export const BalanceDto = z.object({
  credits: z.number().int(),
  unlimited: z.boolean(),
  /** The free starter credits were claimed: never offered to this account again. */
  starterClaimed: z.boolean(),
});
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
const PackageFigures = z.object({
  name: z.string(),
  creditCost: z.number().int(),
  priceRM: z.number(),
  minWords: z.number().int(),
  sections: z.number().int(),
});

export const PublicInfoDto = z.object({
  creditValueRM: z.number(),
  newUserCredits: z.number().int(),
  starterCredits: z.number().int(),
  aiActionCost: z.number().int(),
  engineName: z.string(),
  /** Assistant actions that need an AI provider: false while none is configured (offline composer). */
  assistant: z.object({ expand: z.boolean(), translate: z.boolean(), instruct: z.boolean() }),
  cheapestPackage: z.object({ name: z.string(), creditCost: z.number().int(), priceRM: z.number() }).nullable(),
  flagshipPackage: PackageFigures.nullable(),
  /** The largest package a new account's free credits pay for; null when they pay for none. */
  freePackage: PackageFigures.nullable(),
  stats: z.object({
    activeUsers: z.number().int().nullable(),
    finishedProposals: z.number().int().nullable(),
    rating: z.number().nullable(),
  }),
  /** Where users reach support (settings): the contact page and the policies show it. */
  support: z.object({ email: z.string(), phone: z.string().nullable() }),
});
export type PublicInfoDto = z.infer<typeof PublicInfoDto>;

const required = (max: number) =>
  z
    .string({ error: "validation.purchaseIncomplete" })
    .trim()
    .min(1, { error: "validation.purchaseIncomplete" })
    .max(max, { error: "validation.tooLong" });

/** Empty optional text means "not given". */
const optionalText = (field: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), field.optional());

/**
 * The purchase form (`POST /api/credits/purchase-enhanced`). The amount is never taken from the
 * browser: the server reads it from the chosen tier; `selectedCredits` only confirms what the
 * buyer saw.
 */
export const PurchaseInput = z
  .object({
    fullName: required(120),
    contactNumber: required(30).regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, { error: "validation.phoneInvalid" }),
    userEmail: optionalText(z.email({ error: "validation.emailInvalid" }).max(254, { error: "validation.tooLong" })),
    address: required(500),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: "validation.purchaseIncomplete" }),
    bankReference: optionalText(z.string().trim().max(100, { error: "validation.tooLong" })),
    selectedTier: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.coerce
        .number({ error: "validation.tierRequired" })
        .int({ error: "validation.tierRequired" })
        .positive({ error: "validation.tierRequired" })
        .max(2_147_483_647, { error: "validation.tierRequired" }),
    ),
    // What the buyer saw on the tier card; a difference from the tier now answers 409.
    selectedCredits: z.number().int().positive().optional(),
    selectedPriceRM: z.number().positive().optional(),
    selectedBonusCredits: z.number().int().min(0).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.paymentMethod === "bank_transfer" && !v.bankReference) {
      ctx.addIssue({ code: "custom", path: ["bankReference"], message: "validation.bankReferenceRequired" });
    }
  });
export type PurchaseInput = z.infer<typeof PurchaseInput>;

export const PaymentDto = z.object({
  id: z.string(),
  tokenSerial: z.string(),
  credits: z.number().int(),
  bonusCredits: z.number().int(),
  amountRM: z.number(),
  method: z.enum(PAYMENT_METHODS),
  bankReference: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why an agent or admin refused it; shown to the buyer. */
  rejectionReason: z.string().nullable(),
  /** FPX through a gateway: where the buyer pays the bill while it is pending, and the provider's reference. */
  gateway: z.enum(["billplz", "toyyibpay"]).nullable(),
  payUrl: z.string().nullable(),
  gatewayReference: z.string().nullable(),
  /** When the purchase was refunded; null when it was not. */
  refundedAt: z.string().nullable(),
});
export type PaymentDto = z.infer<typeof PaymentDto>;

export const PurchaseResultDto = z.object({
  tokenSerial: z.string(),
  status: z.literal("pending"),
  /** Where online_banking sends the buyer next; null for the other methods. */
  redirectUrl: z.string().nullable(),
  payment: PaymentDto,
});
export type PurchaseResultDto = z.infer<typeof PurchaseResultDto>;

export const BankDetailsDto = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  /** Online banking goes through an FPX gateway and settles itself; false: a person verifies it. */
  fpxGateway: z.boolean(),
});
export type BankDetailsDto = z.infer<typeof BankDetailsDto>;

export const PaymentSerialParams = z.object({
  serial: z.string().max(40),
});
