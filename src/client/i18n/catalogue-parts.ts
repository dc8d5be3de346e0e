/**
 * A language's catalogue comes in two parts: what the landing page shows (the base file, which
 * holds its footer's policy link names, and the package names) and the areas of every other screen
 * (the policies' own texts among them). A visitor on the landing page fetches the first part only.
 * Read by the client and by the build (vite.config.ts puts each part of each language in one chunk).
 */
export type CataloguePart = "landing" | "screens";
const LANDING_AREAS = new Set(["package-texts"]);

/** Which language and part a catalogue file (src/common/i18n/<lng>.json or areas/<area>.<lng>.json) is. */
export function catalogueFileOf(path: string): { language: string; part: CataloguePart } | null {
  const match = /[\\/]common[\\/]i18n[\\/](?:areas[\\/]([^\\/]+)\.)?([a-z]{2})\.json$/.exec(path);
  if (!match?.[2]) return null;
  const area = match[1];
  return { language: match[2], part: area === undefined || LANDING_AREAS.has(area) ? "landing" : "screens" };
}
