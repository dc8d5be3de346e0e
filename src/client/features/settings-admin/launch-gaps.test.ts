import { describe, expect, it } from "vitest";
import type { SettingDto } from "../../../common/schemas/settings";
import { launchGaps } from "./launch-gaps";

const setting = (key: string, value: unknown): SettingDto => ({ key, value, defaultValue: value, updatedAt: null });
const seller = (registrationNumber: string | null, address: string | null) =>
  setting("seller", { name: "Kertas AI Sdn. Bhd.", registrationNumber, address });

describe("what the super admin must set before launch", () => {
  it("asks for a support address mail can reach and the seller's registration and address on a fresh install", () => {
    expect(
      launchGaps([setting("support_contact", { email: "sokongan@kertas-ai.local", phone: null }), seller(null, null)]),
    ).toEqual(["support_contact", "seller"]);
    expect(launchGaps([setting("support_contact", { email: "help@example.com", phone: null })])).toEqual([
      "support_contact",
    ]);
  });

  it("asks for nothing once both are real, and for the seller while its address is missing", () => {
    const real = setting("support_contact", { email: "sokongan@kertasai.my", phone: "03-1234 5678" });
    expect(launchGaps([real, seller("202301012345 (1501234-X)", "Lot 5, Jalan Ampang, 50450 Kuala Lumpur")])).toEqual(
      [],
    );
    expect(launchGaps([real, seller("202301012345 (1501234-X)", null)])).toEqual(["seller"]);
  });
});
