import { eq, sql } from "drizzle-orm";
import { LOGO_MAX_BYTES } from "../../../common/schemas/organizations.js";
import type { Actor } from "../../core/actor.js";
import { badRequest, notFound } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { organizationLogos, organizations } from "../../db/schema.js";
import { recordAudit } from "../audit/service.js";
import { decodeLogo } from "../exports/branding.js";

export type LogoType = "image/png" | "image/jpeg";

/** The product's own address of an organisation's logo; the version changes with every upload (long cache). */
export const logoPath = (organizationId: string, version: string) =>
  `/api/public/organizations/${organizationId}/logo?v=${version}`;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * An uploaded logo: base64 or a data: URL of a PNG or JPEG (told by its magic bytes, never by a
 * declared type), at most 1 MB, and readable by the exports (so a cover never breaks on it).
 */
export function parseLogo(data: string): { bytes: Buffer; contentType: LogoType } {
  const base64 = data
    .trim()
    .replace(/^data:[^,]*;base64,/i, "")
    .replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badRequest("LOGO_TYPE");
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > LOGO_MAX_BYTES) throw badRequest("LOGO_TOO_LARGE");
  const contentType: LogoType | null = startsWith(bytes, PNG_MAGIC)
    ? "image/png"
    : startsWith(bytes, JPEG_MAGIC)
      ? "image/jpeg"
      : null;
  if (!contentType) throw badRequest("LOGO_TYPE");
  if (!decodeLogo(`data:${contentType};base64,${bytes.toString("base64")}`)) throw badRequest("LOGO_TYPE");
  return { bytes, contentType };
}

/** Stores (or replaces) the logo inside the caller's transaction. */
export async function storeLogo(tx: Db, organizationId: string, logo: { bytes: Buffer; contentType: LogoType }) {
  await tx
    .insert(organizationLogos)
    .values({ organizationId, contentType: logo.contentType, data: logo.bytes })
    .onConflictDoUpdate({
      target: organizationLogos.organizationId,
      set: { contentType: logo.contentType, data: logo.bytes, updatedAt: sql`now()` },
    });
}

/** `POST /api/super-admin/organizations/{id}/logo`. */
export async function uploadLogo(db: Db, actor: Actor, organizationId: string, data: string): Promise<void> {
  const logo = parseLogo(data);
  await db.transaction(async (tx) => {
    const [org] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for("update");
    if (!org) throw notFound();
    await storeLogo(tx, organizationId, logo);
    await recordAudit(
      tx,
      actor,
      "organization.logo",
      { type: "organization", id: organizationId },
      {
        contentType: logo.contentType,
        bytes: logo.bytes.length,
      },
    );
  });
}

/** The stored logo, or 404. */
export async function readLogo(db: Db, organizationId: string): Promise<{ bytes: Buffer; contentType: LogoType }> {
  const [row] = await db
    .select({ data: organizationLogos.data, contentType: organizationLogos.contentType })
    .from(organizationLogos)
    .where(eq(organizationLogos.organizationId, organizationId));
  if (!row) throw notFound();
  return { bytes: row.data, contentType: row.contentType };
}
