import { inArray, sql } from "drizzle-orm";
import {
  EDITABLE_SETTING_KEYS,
  EDITABLE_SETTINGS,
  type EditableSettingKey,
  type SettingDto,
} from "../../../common/schemas/settings.js";
import type { Actor } from "../../core/actor.js";
import { AppError } from "../../core/errors.js";
import { malay } from "../../core/messages.js";
import type { Db } from "../../db/client.js";
import { settings } from "../../db/schema.js";
import { DEFAULT_SETTINGS } from "../../db/seed-data.js";
import { recordAudit } from "../audit/service.js";

/** A stored value that its schema refuses (written by hand, or by an older version) reads as the default. */
export function validStoredValue(key: EditableSettingKey, stored: unknown): unknown {
  const parsed = EDITABLE_SETTINGS[key].safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS[key];
}

/** Every setting a super admin may change, with its value in force and its default. */
export async function listEditableSettings(db: Db): Promise<SettingDto[]> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, EDITABLE_SETTING_KEYS as string[]));
  const stored = new Map(rows.map((r) => [r.key, r]));
  return EDITABLE_SETTING_KEYS.map((key) => {
    const row = stored.get(key);
    return {
      key,
      value: row ? validStoredValue(key, row.value) : DEFAULT_SETTINGS[key],
      defaultValue: DEFAULT_SETTINGS[key],
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

/** Writes one setting after its schema accepts the value; the change and its audit row are one transaction. */
export async function updateSetting(
  db: Db,
  actor: Actor,
  key: EditableSettingKey,
  value: unknown,
): Promise<SettingDto> {
  const parsed = EDITABLE_SETTINGS[key].safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "validation.settingNumber";
    throw new AppError(400, "VALIDATION_ERROR", malay(message), { field: "value" });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(settings)
      .where(inArray(settings.key, [key]));
    const [row] = await tx
      .insert(settings)
      // JSON null (no portal) is a value, not a missing one: the column holds the jsonb 'null'.
      .values({ key, value: parsed.data === null ? sql`'null'::jsonb` : (parsed.data as never), updatedAt: new Date() })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } })
      .returning();
    await recordAudit(
      tx,
      actor,
      "setting.update",
      { type: "setting", id: key },
      {
        from: before?.value ?? DEFAULT_SETTINGS[key],
        to: parsed.data,
      },
    );
    return { key, value: row!.value, defaultValue: DEFAULT_SETTINGS[key], updatedAt: row!.updatedAt.toISOString() };
  });
}
