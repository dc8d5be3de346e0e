/**
 * A marked blank the writer leaves where it has nothing true to say: '[Nyatakan nama Penasihat]'
 * in Malay, '[Enter the advisor's name]' in English. The editor lists them; the checker counts them.
 */
export const PLACEHOLDER_PATTERN = /\[(?:Nyatakan|Enter)\b[^\]\n]{1,160}\]/g;

export function placeholder(language: "ms" | "en", what: string): string {
  return language === "ms" ? `[Nyatakan ${what}]` : `[Enter ${what}]`;
}

export function placeholdersIn(text: string): string[] {
  return text.match(new RegExp(PLACEHOLDER_PATTERN.source, "g")) ?? [];
}
