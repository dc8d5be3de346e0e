import ms from "../../common/i18n/ms.json" with { type: "json" };

type Catalogue = Record<string, Record<string, string>>;
const catalogue = ms as unknown as Catalogue;

/** Resolves 'namespace.key' in the Malay catalogue, with {{name}} interpolation; unknown keys come back as they are. */
export function malay(key: string, params: Record<string, string | number> = {}): string {
  const [namespace, name] = key.split(".", 2);
  const template = namespace && name ? catalogue[namespace]?.[name] : undefined;
  if (!template) return key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(params[p] ?? ""));
}

export function isCatalogueKey(key: string): boolean {
  return malay(key) !== key;
}
