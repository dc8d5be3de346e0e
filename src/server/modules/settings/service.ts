import { inArray } from "drizzle-orm";
import { EDITABLE_SETTINGS } from "../../../common/schemas/settings.js";
import type { Db } from "../../db/client.js";
import { settings } from "../../db/schema.js";
import { DEFAULT_SETTINGS, type SettingKey } from "../../db/seed-data.js";

type SettingValue<K extends SettingKey> = (typeof DEFAULT_SETTINGS)[K] extends number
  ? number
  : (typeof DEFAULT_SETTINGS)[K];

/** Reads settings from the database, falling back to the seeded defaults for keys not stored. */
export async function getSettings<K extends SettingKey>(
  db: Db,
  keys: readonly K[],
): Promise<{ [P in K]: SettingValue<P> }> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, keys as readonly string[] as string[]));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const out = {} as Record<string, unknown>;
  for (const key of keys) {
    const schema = (EDITABLE_SETTINGS as Record<string, { safeParse(v: unknown): { success: boolean } }>)[key];
    // A value a super admin may edit is checked on read too: a bad one reads as the default.
    const usable = stored.has(key) && (!schema || schema.safeParse(stored.get(key)).success);
    out[key] = usable ? stored.get(key) : DEFAULT_SETTINGS[key];
  }
  return out as { [P in K]: SettingValue<P> };
}

export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValue<K>> {
  return (await getSettings(db, [key]))[key];
}
