import { describe, expect, it } from "vitest";
import { brief } from "../facts/test-briefs.js";
import { briefParagraphs } from "./brief-paragraph.js";

describe("the brief's own paragraphs in the paper", () => {
  const written = [
    "Financial Implications",
    "No. Item Quantity Unit Price (RM) Amount (RM)",
    "1 Renovation and food-grade flooring 1 RM 16,000.00 RM 16,000.00",
    "2 Commercial ovens 2 RM 6,000.00 RM 12,000.00",
    "Grand Total RM 28,000.00",
  ].join("\n");

  it("leaves out a cost list the table states, its label 'Costs:' included", () => {
    const paragraphs = briefParagraphs(
      brief({
        language: "en",
        title: "Central Kitchen",
        description: "Costs: renovation and food-grade flooring RM 16,000; 2 commercial ovens RM 12,000.",
      }),
      written,
    );
    expect(paragraphs).toEqual([]);
  });

  it("keeps a sentence that says more than the table, label and all", () => {
    const paragraphs = briefParagraphs(
      brief({
        language: "en",
        title: "Central Kitchen",
        description: "Costs: the ovens come from a supplier in Nilai with a two-year warranty.",
      }),
      written,
    );
    expect(paragraphs).toEqual(["Costs: the ovens come from a supplier in Nilai with a two-year warranty."]);
  });
});
