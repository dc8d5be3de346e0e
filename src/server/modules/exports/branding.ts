/**
 * An approved organisation's name, colours and logo for the exports, checked so that nothing an
 * organisation stores can break or slow a render. A logo is taken only from a data: URL (PNG or
 * JPEG, at most 1 MB): a remote address is never fetched while exporting (no requests to
 * addresses of someone else's choosing, no export waiting on another server).
 */
import { createHash } from "node:crypto";
import { inflateSync } from "node:zlib";
import { type ImageInfo, imageInfo } from "../../../common/document/image.js";
import { type Branding, PRODUCT_BRANDING } from "../../../common/document/model.js";

export const MAX_LOGO_BYTES = 1024 * 1024;
/** Pixels a logo may have: pdfkit decodes a PNG with transparency in full. */
const MAX_LOGO_PIXELS = 4_000_000;
const MAX_LOGO_SIDE = 4096;

/** '#rrggbb' (any case) as lowercase, or null for anything else. */
export function parseHexColor(value: string | null | undefined): string | null {
  const color = value?.trim() ?? "";
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : null;
}

const DATA_URL = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/\s]*={0,2})$/i;

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

/**
 * A PNG whose chunks are whole and whose pixel data inflates to no more than its size allows.
 * pdfkit inflates a PNG with transparency asynchronously and throws from the callback on bad
 * data, which no caller could catch: so every PNG is proven to inflate here first.
 */
function isSoundPng(bytes: Uint8Array, info: ImageInfo): boolean {
  const idat: Uint8Array[] = [];
  let at = 8;
  let ended = false;
  let bitsPerPixel = 0;
  while (at + 12 <= bytes.length && !ended) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (data.length !== length) return false;
    if (type === "IHDR") {
      const depth = data[8]!;
      const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[data[9]!];
      if (!channels || ![1, 2, 4, 8, 16].includes(depth)) return false;
      bitsPerPixel = channels * depth;
    } else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") ended = true;
    at += 12 + length;
  }
  if (!ended || !idat.length || !bitsPerPixel) return false;
  // One filter byte per row; interlaced images need a little more across their seven passes.
  const rowBytes = Math.ceil((info.width * bitsPerPixel) / 8) + 1;
  const limit = rowBytes * info.height * 2 + 1024;
  try {
    inflateSync(Buffer.concat(idat), { maxOutputLength: limit });
    return true;
  } catch {
    return false;
  }
}

/** Checked logos by the SHA-256 of their data: URL: an organisation's logo is proven sound once, not per export. */
const MAX_LOGO_URL_LENGTH = Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 100;
const checkedLogos = new Map<string, Uint8Array | null>();
const CHECKED_LOGOS_MAX = 64;

/**
 * The logo's bytes from a data: URL, or null when it is missing, remote, too big or unreadable.
 * The (synchronous) check runs once per distinct logo per process.
 */
export function decodeLogo(url: string | null | undefined): Uint8Array | null {
  if (!url || url.length > MAX_LOGO_URL_LENGTH) return null;
  const key = createHash("sha256").update(url).digest("base64");
  if (checkedLogos.has(key)) return checkedLogos.get(key) ?? null;
  const logo = checkLogo(url);
  if (checkedLogos.size >= CHECKED_LOGOS_MAX) checkedLogos.delete(checkedLogos.keys().next().value as string);
  checkedLogos.set(key, logo);
  return logo;
}

function checkLogo(url: string): Uint8Array | null {
  const match = DATA_URL.exec(url.trim());
  if (!match) return null;
  const bytes = new Uint8Array(Buffer.from(match[2]!.replace(/\s+/g, ""), "base64"));
  if (!bytes.length || bytes.length > MAX_LOGO_BYTES) return null;
  const info = imageInfo(bytes);
  const declared = match[1]!.toLowerCase() === "png" ? "png" : "jpg";
  if (!info || info.type !== declared) return null;
  if (info.width > MAX_LOGO_SIDE || info.height > MAX_LOGO_SIDE || info.width * info.height > MAX_LOGO_PIXELS) {
    return null;
  }
  if (info.type === "png" && !isSoundPng(bytes, info)) return null;
  return bytes;
}

export type OrganisationRow = {
  name: string;
  status: string;
  primaryColor: string | null;
  secondaryColor: string | null;
  logoUrl: string | null;
};

/** An approved organisation's branding; anything else (pending, rejected, suspended, none) gets the product's. */
export function organisationBranding(org: OrganisationRow | null | undefined): Branding {
  const name = org?.name.trim();
  if (org?.status !== "approved" || !name) return PRODUCT_BRANDING;
  const color = parseHexColor(org.primaryColor);
  return {
    name,
    color: color ?? PRODUCT_BRANDING.color,
    // The secondary colour only goes with the primary it was chosen for.
    accent: color ? (parseHexColor(org.secondaryColor) ?? undefined) : PRODUCT_BRANDING.accent,
    logo: decodeLogo(org.logoUrl),
  };
}
