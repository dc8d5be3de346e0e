import type { TFunction } from "i18next";
import type { TemplateDto } from "../../../common/schemas/proposals";

type TemplateField = TemplateDto["templateFields"][number];

/** The server's rules (modules/templates/template-fields.ts), checked before sending. */
export const TEXT_MAX_LENGTH = 300;
export const TEXTAREA_MAX_LENGTH = 5000;
export const TEXTAREA_MIN_LENGTH = 10;
export const NUMBER_MIN_REQUIRED = 1;
const NUMBER_MAX = 1_000_000_000_000;
const NUMERIC = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

const charCount = (value: string) => [...value].length;

/** The message for one field's value, or true when it is acceptable. */
export function checkTemplateField(field: TemplateField, raw: string | undefined, t: TFunction): string | true {
  const label = field.label;
  const value = (raw ?? "").trim();
  if (value === "") {
    if (!field.required) return true;
    if (field.type === "textarea") return t("templatesArea.validation.minLength", { label, min: TEXTAREA_MIN_LENGTH });
    if (field.type === "number") return t("templatesArea.validation.minNumber", { label, min: NUMBER_MIN_REQUIRED });
    return t("templatesArea.validation.required", { label });
  }
  if (field.type === "number") {
    if (!NUMERIC.test(value) || !/\d/.test(value)) return t("templatesArea.validation.notNumber", { label });
    const number = Number(value.replaceAll(",", ""));
    if (!Number.isFinite(number) || Math.abs(number) > NUMBER_MAX)
      return t("templatesArea.validation.invalid", { label });
    if (field.required && number < NUMBER_MIN_REQUIRED)
      return t("templatesArea.validation.minNumber", { label, min: NUMBER_MIN_REQUIRED });
    if (number < 0) return t("templatesArea.validation.invalid", { label });
    return true;
  }
  const max = field.type === "textarea" ? TEXTAREA_MAX_LENGTH : TEXT_MAX_LENGTH;
  if (charCount(value) > max) return t("templatesArea.validation.tooLong", { label });
  if (field.type === "textarea" && field.required && charCount(value) < TEXTAREA_MIN_LENGTH)
    return t("templatesArea.validation.minLength", { label, min: TEXTAREA_MIN_LENGTH });
  return true;
}

/** What the server receives: trimmed text, numbers as numbers, empty optional fields left out. */
export function templatePayload(fields: TemplateField[], values: Record<string, string | undefined>) {
  const out: Record<string, string | number> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? "").trim();
    if (value === "") continue;
    out[field.name] = field.type === "number" ? Number(value.replaceAll(",", "")) : value;
  }
  return out;
}
