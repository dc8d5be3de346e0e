import { useTranslation } from "react-i18next";
import { KINDS, type KindId, type Text } from "../../../common/kinds";

/** A text of the shared kind definitions in the interface language (Malay unless English is chosen). */
export function useKindText(): { text: (value: Text) => string; label: (kind: KindId) => string } {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === "en" ? "en" : "ms";
  return {
    text: (value) => value[language],
    label: (kind) => KINDS[kind].label[language],
  };
}
