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
