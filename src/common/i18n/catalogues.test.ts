import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.dirname(new URL(import.meta.url).pathname);

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>;
/** English plural forms (_one/_other) stand for one Malay key. */
const base = (k: string) => k.replace(/_(one|other)$/, "");

const areaFiles = fs.existsSync(path.join(dir, "areas")) ? fs.readdirSync(path.join(dir, "areas")) : [];
const catalogues = [
  ["ms.json", "en.json"] as const,
  ...areaFiles
    .filter((f) => f.endsWith(".ms.json"))
    .map((f) => [`areas/${f}`, `areas/${f.replace(".ms.json", ".en.json")}`] as const),
];

describe("message catalogues", () => {
  it.each(catalogues)("%s and %s hold the same keys", (msFile, enFile) => {
    const msKeys = new Set(keys(read(msFile)));
    const enKeys = new Set(keys(read(enFile)).map(base));
    expect([...msKeys].filter((k) => !enKeys.has(base(k)))).toEqual([]);
    expect([...enKeys].filter((k) => !msKeys.has(k) && ![...msKeys].some((m) => base(m) === k))).toEqual([]);
  });

  it("gives every area its own top-level keys", () => {
    const owner = new Map<string, string>();
    for (const [msFile] of catalogues) {
      for (const top of Object.keys(read(msFile))) {
        expect(owner.get(top), `'${top}' is in ${owner.get(top)} and ${msFile}`).toBeUndefined();
        owner.set(top, msFile);
      }
    }
  });
});
