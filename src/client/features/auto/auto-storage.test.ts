import { describe, expect, it } from "vitest";
import { countHtmlWords } from "../../../common/content";
import { type StoredSolution, storedDetails, storedKind, textStats } from "./auto-storage";

const stored = (extra: Partial<StoredSolution> = {}): StoredSolution => ({
  requirements: "Karnival sukan tahunan untuk murid dan ibu bapa SK Taman Melati.",
  solution: {
    analysis: "Program sekolah bersama PIBG.",
    solution: "Karnival sehari.",
    proposalTitle: "Kertas Kerja Karnival Sukan PIBG",
    detailedProposal: "",
    proposalStructure: [],
  },
  packageId: "2",
  ...extra,
});

describe("storedKind", () => {
  it("sends the kind the user picked, else the one inferred from the solution", () => {
    expect(storedKind(stored({ kind: "geran" }))).toBe("geran");
    expect(storedKind(stored())).toBe("program");
    expect(storedKind(stored({ kind: "poster" as never }))).toBe("program");
  });
});

describe("storedDetails", () => {
  it("sends the details as the API takes them, and none that the schema refuses", () => {
    expect(
      storedDetails(stored({ details: { venue: "Dewan", budgetItems: [{ item: "Hadiah", quantity: "20" }] } })),
    ).toEqual({ venue: "Dewan", budgetItems: [{ item: "Hadiah", quantity: 20 }] });
    expect(storedDetails(stored({ details: { eventDate: "13 Mac" } }))).toBeUndefined();
    expect(storedDetails(stored())).toBeUndefined();
  });
});

describe("textStats", () => {
  it("counts words as the server counts a saved proposal's, so the editor and the success screen agree", () => {
    const html =
      "<h2>Bajet</h2><p>Kos RM 4000 – dibiayai PIBG &amp; sekolah.</p><ul><li>Kanak-kanak: 120 orang</li></ul>";
    // What the rich editor reports as its text for that HTML: blocks on their own lines.
    const text = "Bajet\n\nKos RM 4000 – dibiayai PIBG & sekolah.\n\nKanak-kanak: 120 orang";
    expect(textStats(text).words).toBe(countHtmlWords(html));
    // '–' and '&' are no words (a count by spaces made them 12).
    expect(textStats(text).words).toBe(10);
    expect(textStats("  ").words).toBe(0);
  });
});
