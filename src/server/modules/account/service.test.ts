import { describe, expect, it } from "vitest";
import { referenceKind } from "./service.js";

describe("referenceKind", () => {
  it("keeps the kind of cause and drops its id", () => {
    expect(referenceKind("job:7c9e6679-7425-40de-944b-e07fc1f90ae7")).toBe("job");
    expect(referenceKind("preview:abc")).toBe("preview");
    expect(referenceKind("starter")).toBe("starter");
  });

  it("shows nothing for a reference that is not a plain kind", () => {
    expect(referenceKind(null)).toBeNull();
    expect(referenceKind("7c9e6679-7425-40de-944b-e07fc1f90ae7")).toBeNull();
    expect(referenceKind("Bayaran 123:x")).toBeNull();
  });
});
