import { currentLanguage } from "../../i18n";

const LOCALES = { ms: "ms-MY", en: "en-MY" } as const;

/**
 * A decimal string from the server ("19.8110") written the way the chosen language writes
 * numbers in Malaysia, with between `min` and `max` decimal places ('19.811' at 2-4).
 */
export function formatDecimal(value: string, min = 2, max = min): string {
  return new Intl.NumberFormat(LOCALES[currentLanguage()], {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(Number(value));
}

/** A whole number with grouping ('2,500'). */
export function formatWhole(value: number): string {
  return new Intl.NumberFormat(LOCALES[currentLanguage()]).format(value);
}

/** A duration in milliseconds as hours, minutes and seconds (rounded to the second). */
export function durationParts(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.round(ms / 1000);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
