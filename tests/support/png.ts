import { crc32, deflateSync } from "node:zlib";

type Pixel = [number, number, number, number?];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (8-bit RGB, or RGBA with `alpha`) drawn by `pixel(x, y)`; `idat` replaces the pixel data. */
export function makePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Pixel,
  options: { alpha?: boolean; idat?: Buffer } = {},
): Buffer {
  const channels = options.alpha ? 4 : 3;
  const stride = width * channels + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = pixel(x, y);
      for (let c = 0; c < channels; c++) raw[y * stride + 1 + x * channels + c] = p[c] ?? 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = options.alpha ? 6 : 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", options.idat ?? deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A logo: a dark blue tile with an amber disc, 96 x 48 px. */
export function makeLogoPng(options: { alpha?: boolean } = {}): Buffer {
  return makePng(
    96,
    48,
    (x, y) => ((x - 24) ** 2 + (y - 24) ** 2 <= 16 ** 2 ? [251, 191, 36, 255] : [30, 64, 175, 255]),
    options,
  );
}

/** The smallest JPEG header imageInfo and pdfkit read: SOI, a baseline frame of the given size, EOI. */
export function makeJpegHeader(width: number, height: number): Buffer {
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03];
  const components = [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return Buffer.from([0xff, 0xd8, ...frame, ...components, 0xff, 0xd9]);
}

export const dataUrl = (bytes: Buffer, type = "image/png") => `data:${type};base64,${bytes.toString("base64")}`;
