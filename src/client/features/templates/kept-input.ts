import type { TemplateDto } from "../../../common/schemas/proposals";
import { isLanguage, type Language } from "../../i18n";

/**
 * What a visitor typed into a template's form, kept in this tab's session storage while they sign
 * in (the sign-in page brings them back to the template), one entry per template, with the
 * proposal language they picked (under `language`, which the server never takes as a field name).
 */
const keyOf = (templateId: string) => `templateInput:${templateId}`;

export function keepTemplateInput(
  templateId: string,
  values: Record<string, string>,
  language: Language | null = null,
): void {
  try {
    window.sessionStorage.setItem(keyOf(templateId), JSON.stringify(language ? { ...values, language } : values));
  } catch {
    // storage unavailable or full: the visitor types it again
  }
}

export type KeptTemplateInput = { values: Record<string, string>; language: Language | null };

/**
 * The kept values of the template's own fields (text only) and the language picked (null: none,
 * the form follows the interface); null when no field's value is kept.
 */
export function readTemplateInput(template: Pick<TemplateDto, "id" | "templateFields">): KeptTemplateInput | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(window.sessionStorage.getItem(keyOf(template.id)) ?? "null");
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object") return null;
  const kept = parsed as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const field of template.templateFields) {
    const value = kept[field.name];
    if (typeof value === "string" && value.trim()) values[field.name] = value.slice(0, 20_000);
  }
  if (Object.keys(values).length === 0) return null;
  return { values, language: isLanguage(kept.language) ? kept.language : null };
}

export function forgetTemplateInput(templateId: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(templateId));
  } catch {
    // storage unavailable: nothing was kept
  }
}
