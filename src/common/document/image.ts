/**
 * The kind and pixel size of a PNG or JPEG from its header bytes, for placing a logo without
 * distorting it. Pure (runs in the browser too); reads only headers, never decodes pixels.
 */

export type ImageInfo = { type: "png" | "jpg"; width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

function pngInfo(b: Uint8Array): ImageInfo | null {
  // The signature, then the IHDR chunk: length 13, 'IHDR', width, height.
  if (b.length < 33 || !PNG_SIGNATURE.every((v, i) => b[i] === v)) return null;
  if (u32(b, 8) !== 13 || String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== "IHDR") return null;
  return { type: "png", width: u32(b, 16), height: u32(b, 20) };
}

/** SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegInfo(b: Uint8Array): ImageInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or start of scan before any frame
    const length = u16(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) return { type: "jpg", height: u16(b, at + 5), width: u16(b, at + 7) };
    at += 2 + length;
  }
  return null;
}

/** The image's kind and size, or null when the bytes are not a PNG or JPEG this can read. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  const info = pngInfo(bytes) ?? jpegInfo(bytes);
  return info && info.width > 0 && info.height > 0 ? info : null;
}

/** The largest size within `box` with the image's proportions. */
export function fitWithin(
  info: { width: number; height: number },
  box: { width: number; height: number },
): { width: number; height: number } {
  const scale = Math.min(box.width / info.width, box.height / info.height);
  return { width: Math.max(1, Math.round(info.width * scale)), height: Math.max(1, Math.round(info.height * scale)) };
}
