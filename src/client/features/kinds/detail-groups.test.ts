import { describe, expect, it } from "vitest";
import { detailGroupsFor } from "./detail-groups";

describe("detailGroupsFor", () => {
  it("asks a programme for its day, running order, committee, budget and funding", () => {
    expect([...detailGroupsFor("program")].sort()).toEqual(
      ["budgetItems", "committee", "event", "fundingSources", "schedule"].sort(),
    );
  });

  it("asks a grant application for its costs and funding, and no event", () => {
    expect([...detailGroupsFor("geran")].sort()).toEqual(["budgetItems", "fundingSources"]);
  });

  it("asks papers to an authority, research and tenders only for their costs", () => {
    for (const kind of ["cadangan", "penyelidikan", "tender"] as const) {
      expect([...detailGroupsFor(kind)]).toEqual(["budgetItems"]);
    }
  });
});
