import { z } from "zod";

/**
 * The settings a super admin may change, one schema each, used when a value is written and when it
 * is read (a stored value that no longer passes falls back to the default). Messages are catalogue keys.
 */
const wholeCredits = (max: number) =>
  z
    .number({ error: "validation.settingNumber" })
    .int({ error: "validation.settingWhole" })
    .min(0, { error: "validation.settingRange" })
    .max(max, { error: "validation.settingRange" });

const text = (max: number) =>
  z
    .string({ error: "validation.settingText" })
    .trim()
    .min(1, { error: "validation.settingText" })
    .max(max, { error: "validation.tooLong" });

/** Whether `v` has at most `places` decimal places (within float noise). */
const hasDecimals = (v: number, places: number) => {
  const scaled = v * 10 ** places;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
};

/** US dollars per million tokens: 0 to 10,000, up to four decimal places. */
const usdPerMillion = z
  .number({ error: "validation.settingNumber" })
  .min(0, { error: "validation.settingRange" })
  .max(10_000, { error: "validation.settingRange" })
  .refine((v) => hasDecimals(v, 4), { error: "validation.settingUsd" });

export const MODEL_NAME_MAX = 100;
export const MODEL_PRICES_MAX = 50;
export const HUMAN_WRITER_PACKAGES_MAX = 50;
export const HUMAN_WRITER_DAYS_MAX = 365;

/** Price of one model: USD per million prompt tokens and per million completion tokens. */
export const ModelPrice = z.object({
  promptPerMillionUSD: usdPerMillion,
  completionPerMillionUSD: usdPerMillion,
});

/** `{ [model]: { promptPerMillionUSD, completionPerMillionUSD } }`; a model not listed costs nothing. */
export const AiModelPrices = z
  .record(
    z
      .string({ error: "validation.settingModelName" })
      .min(1, { error: "validation.settingModelName" })
      .max(MODEL_NAME_MAX, { error: "validation.settingModelName" })
      .regex(/^\S(?:.*\S)?$/, { error: "validation.settingModelName" }),
    ModelPrice,
    { error: (issue) => (issue.code === "invalid_key" ? "validation.settingModelName" : "validation.settingNumber") },
  )
  .refine((v) => Object.keys(v).length <= MODEL_PRICES_MAX, { error: "validation.settingTooMany" });
export type AiModelPrices = z.infer<typeof AiModelPrices>;

const days = z
  .number({ error: "validation.settingNumber" })
  .int({ error: "validation.settingWhole" })
  .min(0, { error: "validation.settingRange" })
  .max(HUMAN_WRITER_DAYS_MAX, { error: "validation.settingRange" });

/** A human writer's fee in ringgit and turnaround in days (0 = the same day) for one package. */
export const HumanWriterTerms = z
  .object({
    feeRm: z
      .number({ error: "validation.settingNumber" })
      .min(0, { error: "validation.settingRange" })
      .max(1_000_000, { error: "validation.settingRange" })
      .refine((v) => hasDecimals(v, 2), { error: "validation.settingRinggit" }),
    minDays: days,
    maxDays: days,
  })
  .refine((v) => v.minDays <= v.maxDays, { error: "validation.settingDays", path: ["maxDays"] });
export type HumanWriterTerms = z.infer<typeof HumanWriterTerms>;

/** Keyed by the package's key (proposal_packages.key, e.g. "basic"); a package not listed has no comparison. */
export const HumanWriter = z
  .record(
    z.string({ error: "validation.settingPackageKey" }).regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, {
      error: "validation.settingPackageKey",
    }),
    HumanWriterTerms,
    { error: (issue) => (issue.code === "invalid_key" ? "validation.settingPackageKey" : "validation.settingNumber") },
  )
  .refine((v) => Object.keys(v).length <= HUMAN_WRITER_PACKAGES_MAX, { error: "validation.settingTooMany" });
export type HumanWriter = z.infer<typeof HumanWriter>;

export const EDITABLE_SETTINGS = {
  /** Ringgit one credit is shown as worth. */
  credit_value_rm: z
    .number({ error: "validation.settingNumber" })
    .min(0.01, { error: "validation.settingRange" })
    .max(100, { error: "validation.settingRange" })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: "validation.settingSen" }),
  /** Share of a verified payment owed to the buyer's agent (0.2 = 20%). */
  commission_rate: z
    .number({ error: "validation.settingNumber" })
    .min(0, { error: "validation.settingRange" })
    .max(1, { error: "validation.settingRange" })
    .refine((v) => Math.abs(Math.round(v * 10_000) - v * 10_000) < 1e-6, { error: "validation.settingRate" }),
  new_user_credits: wholeCredits(100_000),
  new_agent_credits: wholeCredits(100_000),
  starter_credits: wholeCredits(100_000),
  ai_action_cost: wholeCredits(1_000),
  /** AI cost per model, for the cost analysis and the profit page. */
  ai_model_prices: AiModelPrices,
  /** Ringgit per US dollar: turns the models' dollar prices into ringgit on the profit page. */
  usd_rm_rate: z
    .number({ error: "validation.settingNumber" })
    .min(0.01, { error: "validation.settingRange" })
    .max(100, { error: "validation.settingRange" })
    .refine((v) => hasDecimals(v, 4), { error: "validation.settingExchange" }),
  /** What a human writer charges and how long they take, per package, for the writing comparison. */
  human_writer: HumanWriter,
  bank_transfer: z.object({
    bankName: text(100),
    accountName: text(100),
    accountNumber: z
      .string({ error: "validation.settingAccountNumber" })
      .trim()
      .regex(/^[0-9][0-9 -]{4,38}[0-9]$/, { error: "validation.settingAccountNumber" }),
  }),
  /** An http(s) address ({serial} is replaced by the purchase's serial), or null for the product's own page. */
  payment_portal_url: z
    .string({ error: "validation.settingUrl" })
    .trim()
    .max(500, { error: "validation.tooLong" })
    .regex(/^https?:\/\/[^\s]+$/i, { error: "validation.settingUrl" })
    .nullable(),
  /** Printed on every official receipt. */
  seller: z.object({
    name: text(150),
    registrationNumber: z
      .string({ error: "validation.settingText" })
      .trim()
      .min(1, { error: "validation.settingText" })
      .max(60, { error: "validation.tooLong" })
      .nullable(),
    address: z
      .string({ error: "validation.settingText" })
      .trim()
      .min(1, { error: "validation.settingText" })
      .max(300, { error: "validation.tooLong" })
      .nullable(),
  }),
  /** Shown on the contact page and in the policies. */
  support_contact: z.object({
    email: z
      .string({ error: "validation.emailInvalid" })
      .trim()
      .max(254)
      .pipe(z.email({ error: "validation.emailInvalid" })),
    phone: z
      .string({ error: "validation.settingPhone" })
      .trim()
      .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, { error: "validation.settingPhone" })
      .nullable(),
  }),
} as const;

export type EditableSettingKey = keyof typeof EDITABLE_SETTINGS;
export const EDITABLE_SETTING_KEYS = Object.keys(EDITABLE_SETTINGS) as EditableSettingKey[];

export const SettingKeyParams = z.object({
  key: z.enum(EDITABLE_SETTING_KEYS as [EditableSettingKey, ...EditableSettingKey[]], {
    error: "errors.NOT_FOUND",
  }),
});

/** `PUT /api/super-admin/settings/{key}` body: the new value, checked by that key's schema. */
export const SettingUpdateInput = z.object({ value: z.unknown() });

export const SettingDto = z.object({
  key: z.string(),
  value: z.unknown(),
  /** The value the product starts with. */
  defaultValue: z.unknown(),
  updatedAt: z.string().nullable(),
});
export type SettingDto = z.infer<typeof SettingDto>;
export const SettingListDto = z.array(SettingDto);
