import { inferKind, isKindId, type KindId } from "../../../common/kinds";
import type { TemplateDto } from "../../../common/schemas/proposals";

/** A category read as the form type the kind inference knows ('teknologi' says nothing by itself). */
const CATEGORY_TYPE: Record<TemplateDto["category"], string | undefined> = {
  kerajaan: "kerajaan",
  pendidikan: "pendidikan",
  perniagaan: "business",
  teknologi: undefined,
};

/** The kind a template writes: its own when the server declares one, else inferred from its name and category. */
export function templateKind(template: Pick<TemplateDto, "name" | "description" | "category"> & { kind?: unknown }) {
  if (isKindId(template.kind)) return template.kind;
  return inferKind({
    title: template.name,
    text: template.description,
    type: CATEGORY_TYPE[template.category],
  }) satisfies KindId;
}
