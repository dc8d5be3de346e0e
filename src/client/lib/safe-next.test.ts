import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  it("keeps a same-site path with its query and hash", () => {
    expect(safeNextPath("next=/proposals")).toBe("/proposals");
    expect(safeNextPath("next=%2Fproposals%3Fx%3D1%23y")).toBe("/proposals?x=1#y");
  });

  it.each([
    "",
    "next=",
    "next=https://evil.example",
    "next=//evil.example",
    "next=/%5Cevil.example",
    "next=/api/logout",
    "next=/login",
    "next=/register?next=/",
    "next=/a%0Ab",
  ])("falls back to / for %j", (search) => {
    expect(safeNextPath(search)).toBe("/");
  });
});
