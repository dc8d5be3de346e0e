import { describe, expect, it } from "vitest";
import { composeOutline } from "../../ai/compose/index.js";
import { PIBG, STANDARD } from "../../ai/openai/test-fixtures.js";
import { documentOutline } from "./proposal-brief.js";

describe("the outline of a saved document", () => {
  it("is the generation's own plan while the document keeps its headings", () => {
    const planned = composeOutline(PIBG, STANDARD);
    expect(
      documentOutline(
        PIBG,
        STANDARD,
        planned.map((p) => p.title),
      ),
    ).toEqual(planned);
  });

  it("reads renamed or added headings as a template's titles, keeping them and their order", () => {
    const headings = ["Pengenalan", "Objektif Program", "Bahagian Tambahan Saya", "Anggaran Perbelanjaan", "Penutup"];
    const outline = documentOutline(PIBG, STANDARD, headings);
    expect(outline.map((p) => p.title)).toEqual(headings);
    // The budget heading is given the budget role, so its writer states the budget.
    expect(outline[3]?.key).toMatch(/budget/);
    expect(outline.every((p) => p.targetWords > 0)).toBe(true);
  });
});
