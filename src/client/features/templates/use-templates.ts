import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TemplateDto } from "../../../common/schemas/proposals";
import type { Language } from "../../i18n";

export const TEMPLATE_CATEGORIES = ["perniagaan", "kerajaan", "pendidikan", "teknologi"] as const;

/** The server sends each template's texts in the interface language. */
function useLang(): "ms" | "en" {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === "en" ? "en" : "ms";
}

export function useTemplates() {
  const lang = useLang();
  return useQuery<TemplateDto[]>({
    queryKey: ["/api/proposal-templates", { lang }],
    placeholderData: (previous) => previous,
  });
}

/**
 * One template, its texts in the interface language, or in `language` when given (the section
 * titles of a paper written in another language than the interface's).
 */
export function useTemplate(id: string, language?: Language) {
  const interfaceLanguage = useLang();
  const lang = language ?? interfaceLanguage;
  const path = `/api/proposal-templates/${encodeURIComponent(id)}`;
  return useQuery<TemplateDto>({
    queryKey: [path, { lang }],
    // Switching language keeps the form (and what was typed) while the other language loads.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[0] === path ? previous : undefined),
  });
}
