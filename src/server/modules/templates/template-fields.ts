import type { TemplateAnswer } from "../../ai/writer.js";
import type { TemplateField, TemplateSeed } from "./template-types.js";

/** Longest accepted value, in characters, after trimming. */
export const TEXT_MAX_LENGTH = 300;
export const TEXTAREA_MAX_LENGTH = 5000;
/** Shortest accepted value of a required textarea, in characters, after trimming. */
export const TEXTAREA_MIN_LENGTH = 10;
/** Required numbers start at 1 (a programme with 0 participants or a RM 0 budget says nothing). */
export const NUMBER_MIN_REQUIRED = 1;
/** Far above any real figure in a proposal; stops absurd values before they reach the writer. */
export const NUMBER_MAX = 1_000_000_000_000;

export type TemplateValues = Record<string, string | number>;

export type TemplateValidation = { ok: true; values: TemplateValues } | { ok: false; field: string; message: string };

type FieldResult = { ok: true; value: string | number | undefined } | { ok: false; message: string };

/** Plain decimal, optionally with correct ms-MY thousands grouping ('45000', '45,000.50', '-3'). */
const NUMERIC = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

/**
 * Checks a template form submission against the template's fields (end-user-area.md section 5).
 * Fields are checked in order and the first failure is reported. The result holds only the
 * template's own fields that have a value: unknown keys and empty optional fields are left out,
 * text is trimmed and numbers are numbers. A missing value, null and '' all count as empty;
 * a submission that is not an object counts as an empty one.
 */
export function validateTemplateValues(fields: TemplateField[], values: unknown): TemplateValidation {
  const input = isRecord(values) ? values : {};
  const out: TemplateValues = {};
  for (const field of fields) {
    const raw = Object.hasOwn(input, field.name) ? input[field.name] : undefined;
    const result = field.type === "number" ? checkNumber(field, raw) : checkText(field, raw);
    if (!result.ok) return { ok: false, field: field.name, message: result.message };
    if (result.value !== undefined) out[field.name] = result.value;
  }
  return { ok: true, values: out };
}

function checkText(field: TemplateField, raw: unknown): FieldResult {
  if (raw === undefined || raw === null) return empty(field);
  if (typeof raw === "number" && !Number.isFinite(raw)) return invalid(field);
  if (typeof raw !== "string" && typeof raw !== "number") return invalid(field);
  const value = String(raw).trim();
  if (value === "") return empty(field);
  const length = charCount(value);
  const max = field.type === "textarea" ? TEXTAREA_MAX_LENGTH : TEXT_MAX_LENGTH;
  if (length > max) return { ok: false, message: `${field.label} terlalu panjang` };
  if (field.type === "textarea" && field.required && length < TEXTAREA_MIN_LENGTH) return tooShort(field);
  return { ok: true, value };
}

function checkNumber(field: TemplateField, raw: unknown): FieldResult {
  if (raw === undefined || raw === null) return empty(field);
  let value: number;
  if (typeof raw === "number") {
    if (!Number.isFinite(raw)) return invalid(field);
    value = raw;
  } else if (typeof raw === "string") {
    const text = raw.trim();
    if (text === "") return empty(field);
    if (!NUMERIC.test(text) || !/\d/.test(text)) return { ok: false, message: `${field.label} mesti nombor` };
    value = Number(text.replaceAll(",", ""));
  } else {
    return invalid(field);
  }
  if (Math.abs(value) > NUMBER_MAX) return invalid(field);
  if (field.required && value < NUMBER_MIN_REQUIRED) return tooSmall(field);
  // An optional figure may be 0 ("no staff yet") but never negative.
  if (value < 0) return invalid(field);
  return { ok: true, value };
}

function empty(field: TemplateField): FieldResult {
  if (!field.required) return { ok: true, value: undefined };
  if (field.type === "textarea") return tooShort(field);
  if (field.type === "number") return tooSmall(field);
  return { ok: false, message: `${field.label} diperlukan` };
}

function tooShort(field: TemplateField): FieldResult {
  return { ok: false, message: `${field.label} mesti sekurang-kurangnya ${TEXTAREA_MIN_LENGTH} aksara` };
}

function tooSmall(field: TemplateField): FieldResult {
  return { ok: false, message: `${field.label} mesti sekurang-kurangnya ${NUMBER_MIN_REQUIRED}` };
}

function invalid(field: TemplateField): FieldResult {
  return { ok: false, message: `${field.label} tidak sah` };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Characters as a reader counts them (an emoji or an accented letter is one). */
function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

const groupedNumber = new Intl.NumberFormat("ms-MY", { maximumFractionDigits: 2 });
const ringgit = new Intl.NumberFormat("ms-MY", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '120 peserta', 'RM 45,000', 'RM 350.50', '3,200': ms-MY grouping with the field's unit. */
export function formatTemplateNumber(value: number, unit?: string): string {
  if (unit === "RM") return `RM ${Number.isInteger(value) ? groupedNumber.format(value) : ringgit.format(value)}`;
  const figure = groupedNumber.format(value);
  return unit ? `${figure} ${unit}` : figure;
}

/**
 * The user's answers as the proposal writer receives them: labelled, in the template's field order,
 * empty fields left out. Expects values that passed validateTemplateValues. With `shown` (the same
 * fields in the paper's language) a number takes the shown unit ('120 participants') and an answer
 * whose label reads differently carries it as `shownLabel`: the label stays the template's own, which
 * the fact reader knows, and the paper prints the shown one.
 */
export function templateFieldsToBrief(
  template: Pick<TemplateSeed, "templateFields">,
  values: TemplateValues,
  shown: TemplateSeed["templateFields"] = template.templateFields,
): TemplateAnswer[] {
  const brief: TemplateAnswer[] = [];
  for (const field of template.templateFields) {
    const raw = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    if (raw === undefined || raw === "") continue;
    const local = shown.find((f) => f.name === field.name) ?? field;
    const number = field.type === "number" ? Number(raw) : Number.NaN;
    const value = Number.isFinite(number) ? formatTemplateNumber(number, unitOf(local)) : String(raw).trim();
    if (value === "") continue;
    brief.push(
      local.label !== field.label
        ? { label: field.label, value, shownLabel: local.label }
        : { label: field.label, value },
    );
  }
  return brief;
}

/**
 * A count's unit: 'people' says less than the label's own noun ('Number of employees' -> '14
 * employees'), so an English label names what is counted.
 */
function unitOf(field: TemplateSeed["templateFields"][number]): string | undefined {
  const counted = /^number of ([a-z][a-z ]*)$/i.exec(field.label.trim());
  return field.unit === "people" && counted?.[1] ? counted[1].toLowerCase() : field.unit;
}

/** One answer as the writer receives it (see ProposalBrief['template']). */
