import i18n from "i18next";
import { initReactI18next } from "react-i18next";

type Catalogue = Record<string, unknown>;

export const LANGUAGES = ["ms", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
const REFERENCE_LANGUAGE: Language = "ms";

/**
 * Every catalogue file, loaded on demand: the base (src/common/i18n/<lng>.json) plus one per area
 * (src/common/i18n/areas/<area>.<lng>.json), each area under top-level keys of its own. The build
 * puts one language's files in one chunk (vite.config.ts), so a page fetches its own language only.
 */
const catalogueFiles = import.meta.glob<Catalogue>(["../../common/i18n/*.json", "../../common/i18n/areas/*.json"], {
  import: "default",
});

async function loadCatalogue(lng: Language): Promise<Catalogue> {
  const own = Object.keys(catalogueFiles)
    .filter((file) => file.endsWith(`/${lng}.json`) || file.endsWith(`.${lng}.json`))
    .sort((a, b) => Number(a.includes("/areas/")) - Number(b.includes("/areas/")) || a.localeCompare(b));
  const parts = await Promise.all(own.map((file) => catalogueFiles[file]?.() ?? {}));
  return Object.assign({}, ...parts);
}

/** Makes sure `lng`'s catalogue is in i18next (fetched once). */
function ensureCatalogue(lng: Language): Promise<void> {
  if (i18n.hasResourceBundle(lng, "translation")) return Promise.resolve();
  return loadCatalogue(lng).then((catalogue) => {
    i18n.addResourceBundle(lng, "translation", catalogue);
  });
}

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

/** The newest language asked for: a slower catalogue arriving later does not override it. */
let requested: Language | null = null;

/** Remembers `lng` at once; the interface follows when its catalogue is there (fetched on first use). */
export function changeLanguage(lng: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // Private mode or disabled storage: the choice simply lasts for this page.
  }
  requested = lng;
  ensureCatalogue(lng).then(
    () => {
      if (requested === lng) void i18n.changeLanguage(lng);
    },
    () => {
      // The catalogue did not arrive (offline): the interface stays in the language it has.
    },
  );
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

/**
 * Starts i18next in the stored language (Malay by default) once that language's catalogue is there,
 * so the first render shows texts, never keys; the other language is fetched when it is chosen.
 */
export async function startI18n(): Promise<void> {
  const lng = readStoredLanguage() ?? "ms";
  // Malay is the reference language: some texts are Malay in every interface (the WhatsApp share
  // message) or are matched by their Malay text (the seeded package names), so another language
  // comes with it.
  const needed = lng === REFERENCE_LANGUAGE ? [lng] : [lng, REFERENCE_LANGUAGE];
  const resources = Object.fromEntries(
    await Promise.all(needed.map(async (language) => [language, { translation: await loadCatalogue(language) }])),
  );
  await i18n
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      resources,
      lng,
      fallbackLng: REFERENCE_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      initAsync: false,
      // React escapes text itself. Every number placed in a text is written the one Malaysian way
      // ('2,842 patah perkataan', '28,029 aksara'), except identifiers (a year, a version number).
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
    });
  applyDocumentLanguage(i18n.language);
}

export default i18n;
