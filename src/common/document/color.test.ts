import { describe, expect, it } from "vitest";
import { contrast, inkOnWhite, mix, textOn, tint } from "./color";

describe("colours for the exports", () => {
  it("mixes and tints", () => {
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(tint("#047857", 0)).toBe("#047857");
    expect(tint("#047857", 1)).toBe("#ffffff");
  });

  it("keeps a colour that reads on white, and darkens one that does not", () => {
    expect(inkOnWhite("#047857")).toBe("#047857");
    for (const light of ["#fde047", "#ffffff", "#3b82f6", "#a7f3d0"]) {
      const ink = inkOnWhite(light);
      expect(contrast(ink, "#ffffff"), light).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("puts white on a brand colour while it reaches 3:1, near-black on a light one", () => {
    expect(textOn("#047857")).toBe("#ffffff");
    expect(textOn("#3b82f6")).toBe("#ffffff");
    expect(textOn("#fde047")).toBe("#111827");
    expect(textOn("#ffffff")).toBe("#111827");
  });
});
