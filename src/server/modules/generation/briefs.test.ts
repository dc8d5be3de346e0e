import { describe, expect, it } from "vitest";
import { splitItems, titleFromNeed } from "./briefs.js";

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

describe("the two-step form's key requirements, 'separated by commas or new lines' as its help says", () => {
  it("cuts one line at its commas, never inside a figure", () => {
    expect(
      splitItems(
        "Renovation of a 1,800 sq ft shop lot, espresso equipment, hiring and training 18 staff, grand opening campaign",
        true,
      ),
    ).toEqual([
      "Renovation of a 1,800 sq ft shop lot",
      "espresso equipment",
      "hiring and training 18 staff",
      "grand opening campaign",
    ]);
  });

  it("keeps lines whole when the user put each on its own line, and prose whole where commas were not asked for", () => {
    expect(splitItems("Lampu solar 24 unit, LED 100W\nTiang konkrit", true)).toEqual([
      "Lampu solar 24 unit, LED 100W",
      "Tiang konkrit",
    ]);
    expect(splitItems("We need a van, a freezer and training.")).toEqual(["We need a van, a freezer and training."]);
  });
});
