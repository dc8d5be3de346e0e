import { describe, expect, it } from "vitest";
import { initials } from "./names.js";

describe("initials", () => {
  it("takes the given name and the father's name, not 'binti' or 'a/l'", () => {
    expect(initials({ firstName: "Aminah", lastName: "binti Hassan", email: "a@contoh.my" })).toBe("AH");
    expect(initials({ firstName: "Muthu", lastName: "a/l Raman", email: "m@contoh.my" })).toBe("MR");
    expect(initials({ firstName: "Nur", lastName: "Aina", email: "n@contoh.my" })).toBe("NA");
    expect(initials({ firstName: "", lastName: "", email: "zul@contoh.my" })).toBe("Z");
  });
});
