import { describe, expect, it } from "vitest";
import { titleFromNeed } from "./briefs.js";

describe("the auto generator's title from the need itself", () => {
  it("is the first sentence up to a colon, never a list or a figure cut mid-word", () => {
    expect(
      titleFromNeed(
        "Kami ingin membekal lampu LED untuk Majlis Perbandaran Kajang: 14 dewan orang ramai dan 3 gelanggang futsal. Bajet RM 120,000.",
      ),
    ).toBe("Kami ingin membekal lampu LED untuk Majlis Perbandaran Kajang");
    const long = `Sistem ${"tempahan dalam talian ".repeat(10)}untuk klinik.`;
    const title = titleFromNeed(long);
    expect(title.length).toBeLessThanOrEqual(120);
    expect(long.startsWith(title)).toBe(true);
    expect(title).toMatch(/\p{L}$/u);
    expect(long.charAt(title.length)).toBe(" ");
  });
});
