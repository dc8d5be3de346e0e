import { describe, expect, it } from "vitest";
import { checkLogo, hasRequiredFields, organizationStats, slugAsTyped, slugFromName } from "./forms";

describe("organisation form helpers", () => {
  it("forces the slug to lowercase letters, digits and hyphens as typed", () => {
    expect(slugAsTyped("Koperasi Maju_2!")).toBe("koperasi-maju2");
    expect(slugAsTyped("ABC-def")).toBe("abc-def");
    expect(slugFromName("  Persatuan Ibu Bapa & Guru  ")).toBe("persatuan-ibu-bapa-guru");
  });

  it("accepts only PNG or JPEG logos up to 1 MB", () => {
    expect(checkLogo({ type: "image/png", size: 1024 * 1024 })).toEqual({ ok: true });
    expect(checkLogo({ type: "image/jpeg", size: 10 })).toEqual({ ok: true });
    expect(checkLogo({ type: "image/gif", size: 10 })).toEqual({ ok: false, error: "whiteLabel.create.logoType" });
    expect(checkLogo({ type: "image/png", size: 1024 * 1024 + 1 })).toEqual({
      ok: false,
      error: "whiteLabel.create.logoTooLarge",
    });
  });

  it("counts the cards and sums revenue in sen", () => {
    const stats = organizationStats([
      { status: "approved", monthlyRevenue: "0.10" },
      { status: "approved", monthlyRevenue: "0.20" },
      { status: "pending", monthlyRevenue: "1234.55" },
      { status: "suspended", monthlyRevenue: "0.00" },
    ]);
    expect(stats).toEqual({ total: 4, pending: 1, active: 2, revenueSen: 123485 });
  });

  it("needs a name, a slug and an agent", () => {
    expect(hasRequiredFields({ name: "A", slug: "a", agentUserId: "x" })).toBe(true);
    expect(hasRequiredFields({ name: " ", slug: "a", agentUserId: "x" })).toBe(false);
    expect(hasRequiredFields({ name: "A", slug: "a", agentUserId: "" })).toBe(false);
  });
});

describe("the documented English texts", () => {
  it("are the catalogue's, word for word", async () => {
    const { whiteLabel } = (await import("../../../common/i18n/areas/white-label.en.json")).default;
    expect(whiteLabel.create.required).toBe("Please fill in all required fields");
    expect(whiteLabel.create.failed).toBe("Failed to create organization");
    expect(whiteLabel.create.success).toBe("Organization created");
    expect(whiteLabel.actions.failed).toBe("Operation failed");
    expect(whiteLabel.success).toEqual({
      approve: "Organization approved",
      reject: "Organization rejected",
      suspend: "Organization suspended",
      reactivate: "Organization reactivated",
    });
  });
});
