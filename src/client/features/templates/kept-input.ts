import type { TemplateDto } from "../../../common/schemas/proposals";

/**
 * What a visitor typed into a template's form, kept in this tab's session storage while they sign
 * in (the sign-in page brings them back to the template), one entry per template.
 */
const keyOf = (templateId: string) => `templateInput:${templateId}`;

export function keepTemplateInput(templateId: string, values: Record<string, string>): void {
  try {
    window.sessionStorage.setItem(keyOf(templateId), JSON.stringify(values));
  } catch {
    // storage unavailable or full: the visitor types it again
  }
}

/** The kept values of the template's own fields (text only); null when nothing usable is kept. */
export function readTemplateInput(template: Pick<TemplateDto, "id" | "templateFields">): Record<string, string> | null {
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
  return Object.keys(values).length > 0 ? values : null;
}

export function forgetTemplateInput(templateId: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(templateId));
  } catch {
    // storage unavailable: nothing was kept
  }
}
