import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import enBase from "../../common/i18n/en.json";
import msBase from "../../common/i18n/ms.json";

type Catalogue = Record<string, unknown>;

/**
 * The base catalogues plus one pair per area (src/common/i18n/areas/<area>.ms.json / .en.json),
 * each area under top-level keys of its own.
 */
function withAreas(base: Catalogue, areas: Record<string, Catalogue>): Catalogue {
  const merged: Catalogue = { ...base };
  for (const file of Object.keys(areas).sort()) Object.assign(merged, areas[file]);
  return merged;
}
const ms = withAreas(
  msBase,
  import.meta.glob<Catalogue>("../../common/i18n/areas/*.ms.json", { eager: true, import: "default" }),
);
const en = withAreas(
  enBase,
  import.meta.glob<Catalogue>("../../common/i18n/areas/*.en.json", { eager: true, import: "default" }),
);

export const LANGUAGES = ["ms", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = "lang";

function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

function applyDocumentLanguage(lng: string): void {
  document.documentElement.lang = lng;
  document.title = i18n.t("app.title");
}

export function changeLanguage(lng: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // Private mode or disabled storage: the choice simply lasts for this page.
  }
  void i18n.changeLanguage(lng);
}

const VISITOR_CHOICE_KEY = "lang-chosen";

/** A visitor switched the language (on the landing, sign-in or sign-up page) in this tab. */
export function markVisitorChoice(lng: Language): void {
  try {
    window.sessionStorage.setItem(VISITOR_CHOICE_KEY, lng);
  } catch {
    // No storage: the account's language will apply after signing in.
  }
}

/** The language a visitor chose in this tab before signing in, once (it is forgotten when read). */
export function takeVisitorChoice(): Language | null {
  try {
    const chosen = window.sessionStorage.getItem(VISITOR_CHOICE_KEY);
    window.sessionStorage.removeItem(VISITOR_CHOICE_KEY);
    return isLanguage(chosen) ? chosen : null;
  } catch {
    return null;
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "ms";
}

const NUMBER_LOCALES: Record<Language, string> = { ms: "ms-MY", en: "en-MY" };
/** Names of values that identify rather than count: never grouped. */
const IDENTIFIERS = new Set(["year", "number", "version", "current", "serial"]);

/** i18next's formatter module, called for every interpolated value (alwaysFormat). */
const numberFormatter = {
  type: "formatter" as const,
  init() {},
  add() {},
  addCached() {},
  format(
    value: unknown,
    _format: string | undefined,
    lng: string | undefined,
    options?: { interpolationkey?: string },
  ) {
    if (typeof value !== "number" || IDENTIFIERS.has(options?.interpolationkey ?? "")) return value;
    return new Intl.NumberFormat(NUMBER_LOCALES[isLanguage(lng) ? lng : "ms"]).format(value);
  },
};

i18n.on("languageChanged", applyDocumentLanguage);

void i18n
  .use(initReactI18next)
  .use(numberFormatter)
  .init({
    resources: { ms: { translation: ms }, en: { translation: en } },
    lng: readStoredLanguage() ?? "ms",
    fallbackLng: "ms",
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    // React escapes text itself. Every number placed in a text is written the one Malaysian way
    // ('2,842 patah perkataan', '28,029 aksara'), except identifiers (a year, a version number).
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
  });

applyDocumentLanguage(i18n.language);

export default i18n;
