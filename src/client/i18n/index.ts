import i18n from "i18next";
import { use } from "react";
import { initReactI18next } from "react-i18next";
import type { CataloguePart } from "./catalogue-parts";
import { hasPart, installPart } from "./catalogues";

export const LANGUAGES = ["ms", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
const REFERENCE_LANGUAGE: Language = "ms";

/** Once a screen other than the landing page has been shown, every language comes with all its texts. */
let screensWanted = false;
const wantedParts = (): CataloguePart[] => (screensWanted ? ["landing", "screens"] : ["landing"]);
const hasWantedParts = (lng: Language) => wantedParts().every((part) => hasPart(lng, part));
const installWanted = (lng: Language) => Promise.all(wantedParts().map((part) => installPart(lng, part)));

const STORAGE_KEY = "lang";

export function isLanguage(value: unknown): value is Language {
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

/** Remembers `lng` at once; the interface follows when its texts are there (fetched on first use). */
export function changeLanguage(lng: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // Private mode or disabled storage: the choice simply lasts for this page.
  }
  requested = lng;
  const apply = (): Promise<void> =>
    installWanted(lng).then(() => {
      if (requested !== lng) return;
      // More texts became wanted meanwhile (a screen beyond the landing page): those first.
      if (!hasWantedParts(lng)) return apply();
      void i18n.changeLanguage(lng);
    });
  apply().catch(() => {
    // The texts did not arrive (offline): the interface stays in the language it has.
  });
}

/**
 * For every screen but the landing page: suspends (React `use`) until the current language's
 * texts for all screens are there, so no screen shows a key in place of its text.
 */
export function useScreenTexts(wanted: boolean): void {
  if (!wanted) return;
  screensWanted = true;
  const lng = currentLanguage();
  if (!hasPart(lng, "screens")) use(installPart(lng, "screens"));
}

/** The screens' texts in the current language, for code that draws a screen's frame ahead of it. */
export function loadScreenTexts(): Promise<void> {
  screensWanted = true;
  return installPart(currentLanguage(), "screens");
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
 * Starts i18next in the stored language (Malay by default) once its texts are there, so the first
 * render shows texts, never keys: the landing page's part, and the screens' part too when the first
 * screen is another one (`screens`). The other language is fetched when it is chosen.
 */
export async function startI18n({ screens }: { screens: boolean }): Promise<void> {
  screensWanted = screens;
  const lng = readStoredLanguage() ?? REFERENCE_LANGUAGE;
  await i18n
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      resources: {},
      partialBundledLanguages: true,
      lng,
      fallbackLng: REFERENCE_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      initAsync: false,
      // React escapes text itself. Every number placed in a text is written the one Malaysian way
      // ('2,842 patah perkataan', '28,029 aksara'), except identifiers (a year, a version number).
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
    });
  // Malay is the reference language: some texts are Malay in every interface (the WhatsApp share
  // message) or are matched by their Malay text (the seeded package names), so its landing part
  // comes with another language.
  await Promise.all([
    installWanted(lng),
    lng === REFERENCE_LANGUAGE ? null : installPart(REFERENCE_LANGUAGE, "landing"),
  ]);
  // Resolved again now that the language has texts (i18next settles the resolved language on change).
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(i18n.language);
}

export default i18n;
