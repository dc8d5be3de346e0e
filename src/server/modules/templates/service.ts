import { asc, eq } from "drizzle-orm";
import { inferKind, type KindId } from "../../../common/kinds/index.js";
import type { TemplateDto } from "../../../common/schemas/proposals.js";
import { isTitleField } from "../../ai/facts/subject.js";
import type { Language, ProposalBrief } from "../../ai/writer.js";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { proposalTemplates } from "../../db/schema.js";
import type { JobInput } from "../generation/types.js";
import { templateFieldsToBrief, validateTemplateValues } from "./template-fields.js";
import { TEMPLATE_GUIDES } from "./template-guides.js";
import { TEMPLATE_SEEDS } from "./template-seeds.js";
import { TEMPLATE_TEXT_EN, TEMPLATE_UNITS_EN } from "./template-text-en.js";
import type { TemplateField, TemplateSeed } from "./template-types.js";

type TemplateRow = typeof proposalTemplates.$inferSelect;

export const templateNotFound = () => new AppError(404, "TEMPLATE_NOT_FOUND");

/** A catalogue template as the row it is stored as. */
export function templateRowOf(t: TemplateSeed, sortOrder = 0): TemplateRow {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    category: t.category,
    level: t.level,
    creditCost: t.creditCost,
    estimatedWords: t.estimatedWords,
    proposalType: t.proposalType,
    sections: t.sections,
    fields: t.templateFields as unknown as Record<string, unknown>[],
    sortOrder,
    active: true,
  };
}

/** Inserts the catalogue's templates that are missing; an administrator's edits are kept. */
export async function seedTemplates(db: Db): Promise<void> {
  await db
    .insert(proposalTemplates)
    .values(TEMPLATE_SEEDS.map((t, index) => templateRowOf(t, index)))
    .onConflictDoNothing();
}

/**
 * The template in the asked language. English replaces each Malay text that is still the seeded
 * one (name, description, each section title, each field's label, placeholder and unit); a text
 * nobody translated (a template added later, a changed text) stays as the row has it.
 */
export function localiseTemplate(row: TemplateRow, language: Language): TemplateRow {
  const en = TEMPLATE_TEXT_EN[row.id];
  const seed = TEMPLATE_SEEDS.find((t) => t.id === row.id);
  if (language !== "en" || !en || !seed) return row;
  const pick = (current: string, seeded: string | undefined, english: string | undefined) =>
    english !== undefined && current === seeded ? english : current;
  const fields = (row.fields as unknown as TemplateField[]).map((field) => {
    const seeded = seed.templateFields.find((f) => f.name === field.name);
    const text = en.fields[field.name];
    const localised: TemplateField = {
      ...field,
      label: pick(field.label, seeded?.label, text?.label),
    };
    if (field.placeholder !== undefined)
      localised.placeholder = pick(field.placeholder, seeded?.placeholder, text?.placeholder);
    if (field.unit !== undefined) localised.unit = TEMPLATE_UNITS_EN[field.unit] ?? field.unit;
    return localised;
  });
  return {
    ...row,
    name: pick(row.name, seed.name, en.name),
    description: pick(row.description, seed.description, en.description),
    sections: row.sections.map((s, i) => ({ title: pick(s.title, seed.sections[i]?.title, en.sections[i]) })),
    fields: fields as unknown as TemplateRow["fields"],
  };
}

function toTemplateDto(row: TemplateRow): TemplateDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    level: row.level,
    creditCost: row.creditCost,
    estimatedWords: row.estimatedWords,
    sections: row.sections,
    templateFields: row.fields as unknown as TemplateField[],
    kind: templateKind(row),
  };
}

/** The seeded template's declared kind; a template added later is read like any brief. */
export function templateKind(row: Pick<TemplateRow, "id" | "name" | "description" | "category">): KindId {
  return (
    TEMPLATE_SEEDS.find((t) => t.id === row.id)?.kind ??
    inferKind({ title: row.name, text: row.description, type: row.category })
  );
}

export async function listTemplates(db: Db, language: Language = "ms"): Promise<TemplateDto[]> {
  const rows = await db
    .select()
    .from(proposalTemplates)
    .where(eq(proposalTemplates.active, true))
    .orderBy(asc(proposalTemplates.category), asc(proposalTemplates.sortOrder));
  return rows.map((row) => toTemplateDto(localiseTemplate(row, language)));
}

export async function findTemplate(db: Db, id: string): Promise<TemplateRow> {
  const [row] = await db.select().from(proposalTemplates).where(eq(proposalTemplates.id, id));
  if (!row?.active) throw templateNotFound();
  return row;
}

export async function getTemplate(db: Db, id: string, language: Language = "ms"): Promise<TemplateDto> {
  return toTemplateDto(localiseTemplate(await findTemplate(db, id), language));
}

/**
 * Validates the user's answers against the template's own fields (the documented messages) and
 * turns them into a generation: the template's sections, words and cost. An English paper gets the
 * template's English name and headings; the brief keeps the template's own labels, which the fact reader
 * knows (the applicant, the subject, the cost and the amount requested are read from them).
 */
export function templateJob(row: TemplateRow, values: unknown, language: Language): JobInput {
  const fields = row.fields as unknown as TemplateField[];
  const checked = validateTemplateValues(fields, values);
  if (!checked.ok) throw new AppError(400, "VALIDATION_ERROR", checked.message, { field: checked.field });
  const localised = localiseTemplate(row, language);
  const headings = localised.sections.map((s) => s.title);
  const answers = templateFieldsToBrief(
    { templateFields: fields } as Pick<TemplateSeed, "templateFields">,
    checked.values,
    localised.fields as unknown as TemplateField[],
  );
  // The title names the thing proposed ('Nama Program') where the template asks for it, else the first answer.
  const given = fields.filter((f) => f.type === "text" && checked.values[f.name] !== undefined);
  const headline = given.find((f) => isTitleField(f.label)) ?? given[0];
  const title = headline ? `${localised.name}: ${String(checked.values[headline.name]).trim()}` : localised.name;
  // What the template's own sections say, by their titles in the paper's language.
  const guides = Object.fromEntries(
    row.sections.flatMap((section, i) => {
      const guide = TEMPLATE_GUIDES[row.id]?.[section.title];
      return guide ? [[headings[i] ?? section.title, guide] as const] : [];
    }),
  );
  const brief: ProposalBrief = {
    title,
    description: answers.map((a) => `${a.label}: ${a.value}`).join("\n"),
    type: row.category,
    budgetRange: null,
    timeline: null,
    keyRequirements: [],
    targetAudience: "",
    companyBackground: "",
    objectives: "",
    constraints: "",
    additionalInfo: "",
    language,
    startDate: new Date().toISOString().slice(0, 10),
    template: {
      name: row.name,
      fields: answers,
      guides,
    },
    kind: templateKind(row),
  };
  return {
    brief,
    pkg: {
      key: row.level,
      sections: row.sections.length,
      minWords: row.estimatedWords,
      sectionTitles: headings,
      guidedTitles: Object.keys(guides),
    },
    charge: row.creditCost,
    proposal: {
      title,
      type: row.proposalType,
      budgetRange: null,
      timeline: null,
      requirements: answers.map((a) => `${a.shownLabel ?? a.label}: ${a.value}`),
      packageKey: `template:${row.id}`,
    },
  };
}
