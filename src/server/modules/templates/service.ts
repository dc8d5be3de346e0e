import { asc, eq } from "drizzle-orm";
import { inferKind, type KindId } from "../../../common/kinds/index.js";
import type { TemplateDto } from "../../../common/schemas/proposals.js";
import type { Language, ProposalBrief } from "../../ai/writer.js";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { proposalTemplates } from "../../db/schema.js";
import type { JobInput } from "../generation/types.js";
import { templateFieldsToBrief, validateTemplateValues } from "./template-fields.js";
import { TEMPLATE_SEEDS } from "./template-seeds.js";
import type { TemplateField, TemplateSeed } from "./template-types.js";

type TemplateRow = typeof proposalTemplates.$inferSelect;

export const templateNotFound = () => new AppError(404, "TEMPLATE_NOT_FOUND");

/** Inserts the catalogue's templates that are missing; an administrator's edits are kept. */
export async function seedTemplates(db: Db): Promise<void> {
  await db
    .insert(proposalTemplates)
    .values(
      TEMPLATE_SEEDS.map((t, index) => ({
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
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
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

export async function listTemplates(db: Db): Promise<TemplateDto[]> {
  const rows = await db
    .select()
    .from(proposalTemplates)
    .where(eq(proposalTemplates.active, true))
    .orderBy(asc(proposalTemplates.category), asc(proposalTemplates.sortOrder));
  return rows.map(toTemplateDto);
}

export async function findTemplate(db: Db, id: string): Promise<TemplateRow> {
  const [row] = await db.select().from(proposalTemplates).where(eq(proposalTemplates.id, id));
  if (!row?.active) throw templateNotFound();
  return row;
}

export async function getTemplate(db: Db, id: string): Promise<TemplateDto> {
  return toTemplateDto(await findTemplate(db, id));
}

/**
 * Validates the user's answers against the template's own fields (the documented messages) and
 * turns them into a generation: the template's sections, words and cost.
 */
export function templateJob(row: TemplateRow, values: unknown, language: Language): JobInput {
  const fields = row.fields as unknown as TemplateField[];
  const checked = validateTemplateValues(fields, values);
  if (!checked.ok) throw new AppError(400, "VALIDATION_ERROR", checked.message, { field: checked.field });
  const answers = templateFieldsToBrief(
    { templateFields: fields } as Pick<TemplateSeed, "templateFields">,
    checked.values,
  );
  const headline = fields.find((f) => f.type === "text" && checked.values[f.name] !== undefined);
  const title = headline ? `${row.name}: ${String(checked.values[headline.name]).trim()}` : row.name;
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
    template: { name: row.name, fields: answers },
    kind: templateKind(row),
  };
  return {
    brief,
    pkg: {
      key: row.level,
      sections: row.sections.length,
      minWords: row.estimatedWords,
      sectionTitles: row.sections.map((s) => s.title),
    },
    charge: row.creditCost,
    proposal: {
      title,
      type: row.proposalType,
      budgetRange: null,
      timeline: null,
      requirements: answers.map((a) => `${a.label}: ${a.value}`),
      packageKey: `template:${row.id}`,
    },
  };
}
