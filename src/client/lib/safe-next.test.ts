import { describe, expect, it } from "vitest";
import { safeNextPath, signInUrl } from "./safe-next";

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

describe("signInUrl", () => {
  it("comes back to the page (path and query) the session ended on", () => {
    const url = signInUrl({ pathname: "/proposals/4b1d/edit", search: "?tab=1" });
    expect(url).toBe("/api/login?next=%2Fproposals%2F4b1d%2Fedit%3Ftab%3D1");
    expect(safeNextPath(url.slice(url.indexOf("?") + 1))).toBe("/proposals/4b1d/edit?tab=1");
  });

  it("sends no next for the home page or an address longer than the server accepts", () => {
    expect(signInUrl({ pathname: "/", search: "" })).toBe("/api/login");
    expect(signInUrl({ pathname: `/${"a".repeat(500)}`, search: "" })).toBe("/api/login");
  });
});
