import { describe, expect, it } from "vitest";
import { checkResetPassword, parseEditCredits } from "./forms";
import { isSuperAdminLinkActive } from "./links";

describe("super admin forms", () => {
  it("reads edit credits as a whole number, empty as 0", () => {
    expect(parseEditCredits("")).toBe(0);
    expect(parseEditCredits(" 300 ")).toBe(300);
    expect(parseEditCredits("-4")).toBe(-4);
    expect(parseEditCredits("1.5")).toBeNaN();
    expect(parseEditCredits("1e3")).toBeNaN();
  });

  it("checks a reset in the documented order", () => {
    expect(checkResetPassword("abc", "abc")).toEqual({ password: "superAdmin.reset.tooShort" });
    expect(checkResetPassword("abcdef", "abc")).toEqual({ confirmation: "superAdmin.reset.confirmRequired" });
    expect(checkResetPassword("abcdef", "abcdeg")).toEqual({ confirmation: "superAdmin.reset.mismatch" });
    expect(checkResetPassword("abcdef", "abcdef")).toEqual({});
  });
});

describe("super admin sidebar", () => {
  it("marks a link active on its path and below, / only on itself", () => {
    expect(isSuperAdminLinkActive("/super-admin", "/super-admin")).toBe(true);
    expect(isSuperAdminLinkActive("/super-admin/other", "/super-admin")).toBe(true);
    expect(isSuperAdminLinkActive("/user-management", "/super-admin")).toBe(false);
    expect(isSuperAdminLinkActive("/user-management", "/")).toBe(false);
    expect(isSuperAdminLinkActive("/", "/")).toBe(true);
    expect(isSuperAdminLinkActive("/white-label", "/white-label")).toBe(true);
  });

  it("marks User Management on its aliases and the screens opened from it", () => {
    for (const path of ["/user-management", "/super-admin/user-management", "/users", "/super-admin/edit-user"]) {
      expect(isSuperAdminLinkActive(path, "/user-management")).toBe(true);
      expect(isSuperAdminLinkActive(path, "/super-admin")).toBe(false);
    }
  });
});
