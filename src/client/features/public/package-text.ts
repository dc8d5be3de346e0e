import type { TFunction } from "i18next";

/** What naming a package takes: the row's own texts and, where known, its key. */
type PackageTexts = { key?: string; name: string; description?: string };

/** A package known only by its Malay name (the public figures): its key in the catalogue. */
function keyOf(pkg: PackageTexts, t: TFunction): string | undefined {
  if (pkg.key) return pkg.key;
  const known = t("packageTexts", { lng: "ms", returnObjects: true }) as Record<string, { name?: string }>;
  if (typeof known !== "object" || known === null) return undefined;
  return Object.keys(known).find((key) => known[key]?.name === pkg.name);
}

/**
 * A package's text in the interface language. The catalogues hold each seeded package's name and
 * description in Malay (exactly the seeded text) and English; the row's own text is shown in Malay
 * mode, for a package no catalogue knows (one a super admin made) and for a text a super admin has
 * changed (it no longer matches the Malay catalogue, so its English would be stale).
 */
function packageText(pkg: PackageTexts, field: "name" | "description", t: TFunction): string {
  const own = field === "name" ? pkg.name : (pkg.description ?? "");
  const packageKey = keyOf(pkg, t);
  if (!packageKey) return own;
  const key = `packageTexts.${packageKey}.${field}`;
  const malay = t(key, { lng: "ms", defaultValue: "" });
  if (!malay || malay !== own) return own;
  return t(key, { defaultValue: own });
}

export function packageName(pkg: PackageTexts, t: TFunction): string {
  return packageText(pkg, "name", t);
}

export function packageDescription(pkg: PackageTexts, t: TFunction): string {
  return packageText(pkg, "description", t);
}

/** A package's badge ('POPULAR', 'EXCLUSIVE') in the interface language; one no catalogue knows as stored. */
export function packageBadge(badge: string, t: TFunction): string {
  return t(`packageBadges.${badge}`, { defaultValue: badge });
}
