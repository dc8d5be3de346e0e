import type { TFunction } from "i18next";
import i18n, { currentLanguage } from "../i18n";
import { type ApiErrorInfo, isUnauthorizedError, parseApiError } from "./parse-api-error";

export { type ApiErrorInfo, isUnauthorizedError, parseApiError };

/** Interpolation values for a catalogue message: body values, and minutes read from the server text. */
function interpolationFor(info: ApiErrorInfo): Record<string, unknown> {
  const details = info.params.details;
  const values: Record<string, unknown> = {
    ...(details && typeof details === "object" ? details : {}),
    ...info.params,
  };
  if (values.minutes === undefined && typeof values.retryAfterSeconds === "number") {
    values.minutes = Math.max(1, Math.ceil(values.retryAfterSeconds / 60));
  }
  if (values.minutes === undefined) {
    const minutes = /(\d+)/.exec(info.message)?.[1];
    if (minutes) values.minutes = Number(minutes);
  }
  return values;
}

/**
 * The text to show for a failed call: the catalogue's text for the error code (in the chosen
 * language), the server's message when the catalogue has none, and a generic text otherwise.
 */
export function errorMessage(error: unknown, translate?: TFunction): string {
  const t = translate ?? i18n.t.bind(i18n);
  const info = parseApiError(error);
  if (info.message.startsWith("validation.") && i18n.exists(info.message)) {
    return t(info.message, interpolationFor(info));
  }
  // The server words validation failures in Malay, naming the field; other languages name it themselves.
  if (info.code === "VALIDATION_ERROR") {
    if (currentLanguage() === "ms" && info.message) return info.message;
    return info.field ? t("validation.invalidField", { field: info.field }) : t("errors.VALIDATION_ERROR");
  }
  if (info.code && i18n.exists(`errors.${info.code}`)) {
    return t(`errors.${info.code}`, interpolationFor(info));
  }
  if (info.status === null) return t("common.networkError");
  if (info.status >= 500 && !info.code) return t("common.serverError");
  return info.message || t("common.unknownError");
}

/**
 * The catalogue key of a failed call's text when the text needs no values ('errors.WRONG_CURRENT_PASSWORD'),
 * so a field keeps showing it in the language chosen afterwards; null otherwise.
 */
export function errorKey(error: unknown): string | null {
  const info = parseApiError(error);
  const key =
    info.message.startsWith("validation.") && i18n.exists(info.message)
      ? info.message
      : info.code && info.code !== "VALIDATION_ERROR" && i18n.exists(`errors.${info.code}`)
        ? `errors.${info.code}`
        : null;
  return key && !i18n.t(key).includes("{{") ? key : null;
}
