import { useQuery } from "@tanstack/react-query";
import type { TemplateDto } from "../../../common/schemas/proposals";

export const TEMPLATE_CATEGORIES = ["perniagaan", "kerajaan", "pendidikan", "teknologi"] as const;

export function useTemplates() {
  return useQuery<TemplateDto[]>({ queryKey: ["/api/proposal-templates"] });
}

export function useTemplate(id: string) {
  return useQuery<TemplateDto>({ queryKey: [`/api/proposal-templates/${encodeURIComponent(id)}`] });
}
