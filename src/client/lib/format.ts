import { currentLanguage } from "../i18n";

const DATE_LOCALES = { ms: "ms-MY", en: "en-MY" } as const;

/** Dates as the chosen language writes them in Malaysia (ms-MY by default). */
export function formatDate(
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(DATE_LOCALES[currentLanguage()], options).format(date);
}
