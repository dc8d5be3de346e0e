import { describe, expect, it } from "vitest";
import { proseSchedule } from "./running-order.js";

const read = (text: string) => proseSchedule([{ text, source: "description" }]);

describe("a running order the brief writes out with its times", () => {
  it("reads each step at its time, in the brief's words, in Malay and English", () => {
    expect(
      read(
        "Aturcara: 8.00 pagi pendaftaran, 8.30 pagi senamrobik, 9.00 pagi acara sukaneka kanak-kanak, 10.30 pagi acara ibu bapa dan 11.30 pagi penyampaian hadiah.",
      ),
    ).toEqual([
      { time: "8.00 pagi", activity: "Pendaftaran" },
      { time: "8.30 pagi", activity: "Senamrobik" },
      { time: "9.00 pagi", activity: "Acara sukaneka kanak-kanak" },
      { time: "10.30 pagi", activity: "Acara ibu bapa" },
      { time: "11.30 pagi", activity: "Penyampaian hadiah" },
    ]);
    expect(read("Programme: 9.00 am registration; 9.30 am opening speech; 10.00 am workshop.")).toEqual([
      { time: "9.00 am", activity: "Registration" },
      { time: "9.30 am", activity: "Opening speech" },
      { time: "10.00 am", activity: "Workshop" },
    ]);
  });

  it("takes no list whose steps are not all timed, nor one of two steps", () => {
    expect(read("Aturcara: pendaftaran, senamrobik, 9.00 pagi acara sukaneka dan jamuan.")).toEqual([]);
    expect(read("Aturcara: 8.00 pagi pendaftaran dan 9.00 pagi senamrobik.")).toEqual([]);
  });
});
