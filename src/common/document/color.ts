/**
 * Colour arithmetic for the exports. An organisation may choose any colour, including one too
 * light to read on white paper or to carry white text: the writers derive what they print from it
 * here, so every brand colour stays legible. Pure functions on '#rrggbb'.
 */

const channels = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.replace(/^#/, ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** `a` moved towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = channels(a);
  const y = channels(b);
  return toHex(x.map((c, i) => c + (y[i]! - c) * t));
}

/** A pale version of a colour, for backgrounds (t = how far towards white). */
export const tint = (color: string, t: number) => mix(color, "#ffffff", t);

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colour itself when it reads well as text on white (4.5:1), else the nearest darker shade that does. */
export function inkOnWhite(color: string): string {
  let ink = color;
  for (let step = 1; contrast(ink, "#ffffff") < 4.5 && step <= 10; step++) ink = mix(color, "#000000", step / 10);
  return ink;
}

/**
 * White or near-black for text on a brand colour. The writers put only large bold text there, for
 * which 3:1 is legible (WCAG): white while it reaches that, since it is what brands expect.
 */
export function textOn(background: string): string {
  return contrast("#ffffff", background) >= 3 ? "#ffffff" : "#111827";
}
