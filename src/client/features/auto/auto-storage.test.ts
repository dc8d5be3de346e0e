import { describe, expect, it } from "vitest";
import { type StoredSolution, storedDetails, storedKind } from "./auto-storage";

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
