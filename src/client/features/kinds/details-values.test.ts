import { describe, expect, it } from "vitest";
import { detailsPayload, filledCount, prepareDetails, restoredKindAndDetails } from "./details-values";

describe("prepareDetails", () => {
  it("drops the rows left entirely empty and keeps partly filled ones to be checked", () => {
    const prepared = prepareDetails(
      {
        budgetItems: [
          { item: "Jamuan", quantity: "100", unitPrice: "10" },
          { item: "", quantity: undefined, unitPrice: "" },
          { item: "", quantity: "2", unitPrice: "" },
        ],
        committee: [{ role: " ", name: "" }],
      },
      "program",
    );
    expect(prepared.budgetItems).toEqual([
      { item: "Jamuan", quantity: "100", unitPrice: "10" },
      { item: "", quantity: "2", unitPrice: "" },
    ]);
    expect(prepared.committee).toEqual([]);
  });

  it("leaves out the groups the kind does not show, and always keeps applicant and addressee", () => {
    const prepared = prepareDetails(
      {
        applicant: "Bakeri Seri Murni Sdn. Bhd.",
        addressee: "Pengarah SME Corp",
        venue: "Dewan Serbaguna",
        eventDate: "2027-03-13",
        committee: [{ role: "Pengerusi", name: "" }],
        fundingSources: [{ source: "Modal sendiri", amount: "20000" }],
      },
      "geran",
    );
    expect(prepared).toEqual({
      applicant: "Bakeri Seri Murni Sdn. Bhd.",
      addressee: "Pengarah SME Corp",
      fundingSources: [{ source: "Modal sendiri", amount: "20000" }],
    });
  });

  it("accepts no details at all", () => {
    expect(prepareDetails(undefined, "program")).toEqual({});
  });
});

describe("detailsPayload", () => {
  it("keeps what holds something and sends nothing when nothing does", () => {
    expect(detailsPayload({ venue: "Dewan", eventTime: " ", budgetItems: [], applicant: undefined })).toEqual({
      venue: "Dewan",
    });
    expect(detailsPayload({ venue: "", committee: [] })).toBeUndefined();
    expect(detailsPayload(undefined)).toBeUndefined();
  });
});

describe("filledCount", () => {
  it("counts fields and lists that hold something", () => {
    expect(filledCount({ venue: "Dewan", eventTime: "", committee: [{ role: "", name: "" }] })).toBe(1);
    expect(filledCount({ schedule: [{ time: "8.00 pagi", activity: "" }] })).toBe(1);
    expect(filledCount(undefined)).toBe(0);
  });
});

describe("restoredKindAndDetails", () => {
  it("keeps a known kind and an object of details, and drops anything else", () => {
    expect(restoredKindAndDetails({ kind: "geran", details: { venue: "Dewan" } })).toEqual({
      kind: "geran",
      details: { venue: "Dewan" },
    });
    expect(restoredKindAndDetails({ kind: "poster", details: ["x"] })).toEqual({ kind: null, details: undefined });
    expect(restoredKindAndDetails(null)).toEqual({ kind: null, details: undefined });
  });
});
