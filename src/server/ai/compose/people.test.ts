import { describe, expect, it } from "vitest";
import { shortName, watching } from "./people.js";

describe("shortName", () => {
  it("names a body by the initials it gives in brackets, with the place after them", () => {
    expect(shortName("Jawatankuasa Pembangunan dan Keselamatan Kampung (JPKK) Sri Gading")).toEqual({
      first: "Jawatankuasa Pembangunan dan Keselamatan Kampung (JPKK) Sri Gading",
      short: "JPKK Sri Gading",
    });
    expect(shortName("Majlis Agama Islam Selangor (MAIS)")?.short).toBe("MAIS");
  });

  it("gives the initials every reader knows in brackets at the first mention", () => {
    expect(shortName("Persatuan Ibu Bapa dan Guru KAFA Al-Amin")).toEqual({
      first: "Persatuan Ibu Bapa dan Guru KAFA Al-Amin (PIBG KAFA Al-Amin)",
      short: "PIBG KAFA Al-Amin",
    });
  });

  it("leaves a name short enough to repeat, or one without initials, as it is", () => {
    expect(shortName("Kak Yah Frozen Food Enterprise")).toBeNull();
    expect(shortName("Surau Al-Hidayah (Taman Sri Gombak)")).toBeNull();
    expect(shortName("SK (P) Methodist")).toBeNull();
  });
});

describe("watching", () => {
  it("is those who come to watch others, not those the programme is for", () => {
    expect(watching({ noun: "ibu bapa" })).toBe(true);
    expect(watching({ noun: "guests" })).toBe(true);
    expect(watching({ noun: "murid Darjah 6" })).toBe(false);
    expect(watching({ noun: "pengunjung" })).toBe(false);
  });
});
