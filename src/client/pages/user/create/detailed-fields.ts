import type { z } from "zod";
import type { DetailedRequirementsInput } from "../../../../common/schemas/generation";
import type { Draft } from "./storage";

export type DetailedFormIn = z.input<typeof DetailedRequirementsInput>;
export type DetailedFormOut = z.output<typeof DetailedRequirementsInput>;
/** The text fields of the two-step form (the package, kind and details are held apart). */
export type FieldName = Exclude<keyof DetailedFormIn, "packageId" | "language" | "kind" | "details">;

export const TEXT_FIELDS: FieldName[] = [
  "title",
  "description",
  "type",
  "budgetRange",
  "timeline",
  "keyRequirements",
  "targetAudience",
  "companyBackground",
  "objectives",
  "constraints",
  "additionalInfo",
];
export const EMPTY: DetailedFormIn = {
  ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, ""])) as Record<FieldName, string>),
  packageId: "",
  details: {},
};
export const OPTIONAL = new Set<FieldName>(["constraints", "additionalInfo"]);
export const TEXTAREAS = new Set<FieldName>([
  "description",
  "keyRequirements",
  "targetAudience",
  "companyBackground",
  "objectives",
  "constraints",
  "additionalInfo",
]);
export const HINTS = new Set<FieldName>([
  "description",
  "keyRequirements",
  "targetAudience",
  "companyBackground",
  "objectives",
]);

/** The draft of the form as it stands: its texts, package, the kind picked (if any) and the details. */
export function draftOf(values: Partial<DetailedFormIn>, kind: Draft["kind"]): Draft {
  const texts: Record<string, string> = {};
  for (const name of TEXT_FIELDS) texts[name] = String(values[name] ?? "");
  return {
    values: texts,
    packageId: String(values.packageId ?? ""),
    savedAt: new Date().toISOString(),
    kind,
    details: values.details,
  };
}
