import { describe, expect, it } from "vitest";
import { BudgetItemInput, ProposalDetailsInput } from "./details";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("ProposalDetailsInput", () => {
  it("takes a day that exists and refuses one that does not", () => {
    expect(ProposalDetailsInput.parse({ eventDate: "2028-02-29" }).eventDate).toBe("2028-02-29");
    expect(messages(ProposalDetailsInput.safeParse({ eventDate: "2027-02-30" }))).toEqual(["validation.invalidDate"]);
    expect(messages(ProposalDetailsInput.safeParse({ eventDate: "2027-13-01" }))).toEqual(["validation.invalidDate"]);
    expect(ProposalDetailsInput.parse({ eventDate: "" }).eventDate).toBeUndefined();
  });
});

describe("BudgetItemInput", () => {
  it("gives a too large quantity the catalogue's message, not zod's English", () => {
    expect(messages(BudgetItemInput.safeParse({ item: "Kerusi", quantity: 2_000_000 }))).toEqual([
      "validation.invalidQuantity",
    ]);
  });
});
