import type { OrganizationStatus } from "../../../common/constants";
import { LOGO_MAX_BYTES, type OrganizationDto } from "../../../common/schemas/organizations";
import { toSen } from "../admin/sum-rm";

/**
 * The URL slug as typed: forced to lowercase, anything but letters, digits and hyphens dropped
 * (a space becomes a hyphen). The server checks the final form (no leading or double hyphen).
 */
export function slugAsTyped(value: string): string {
  return value
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "");
}

/** A slug proposed from the name: the same rule, without leading, trailing or repeated hyphens. */
export function slugFromName(name: string): string {
  return slugAsTyped(
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .trim(),
  )
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 63);
}

export type LogoCheck =
  | { ok: true }
  | { ok: false; error: "whiteLabel.create.logoType" | "whiteLabel.create.logoTooLarge" };

/** A logo must be a PNG or JPEG of at most 1 MB (the server checks the bytes again). */
export function checkLogo(file: { type: string; size: number }): LogoCheck {
  if (file.type !== "image/png" && file.type !== "image/jpeg")
    return { ok: false, error: "whiteLabel.create.logoType" };
  if (file.size > LOGO_MAX_BYTES) return { ok: false, error: "whiteLabel.create.logoTooLarge" };
  return { ok: true };
}

export type OrganizationStats = { total: number; pending: number; active: number; revenueSen: number };

/** The four cards: every organisation, pending, approved (active), and monthlyRevenue summed in sen. */
export function organizationStats(
  list: readonly Pick<OrganizationDto, "status" | "monthlyRevenue">[],
): OrganizationStats {
  const count = (status: OrganizationStatus) => list.filter((o) => o.status === status).length;
  const revenueSen = list.reduce((sum, o) => {
    const sen = toSen(o.monthlyRevenue);
    return Number.isNaN(sen) ? sum : sum + sen;
  }, 0);
  return { total: list.length, pending: count("pending"), active: count("approved"), revenueSen };
}

/** The required fields of the create form are filled (name, slug, agent). */
export function hasRequiredFields(values: { name: string; slug: string; agentUserId: string }): boolean {
  return values.name.trim() !== "" && values.slug.trim() !== "" && values.agentUserId !== "";
}

/** A File as the logo call wants it: base64 of its bytes. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
