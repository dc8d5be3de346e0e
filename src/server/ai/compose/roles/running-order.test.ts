import { describe, expect, it } from "vitest";
import { extractFacts } from "../../facts/index.js";
import { brief } from "../../facts/test-briefs.js";
import { buildCtx } from "../ctx.js";
import { runningOrder } from "./running-order.js";

const at = (h: number, m = 0) => h * 60 + m;

function order(over: Parameters<typeof brief>[0], from: number, to: number) {
  const b = brief({ kind: "program", ...over });
  return runningOrder(buildCtx(b, "program", extractFacts(b)), from, to).map((s) => s.ms);
}

describe("runningOrder", () => {
  it("sets a Ramadan evening round the breaking of the fast and the prayers, with the user's own activities", () => {
    const rows = order(
      {
        title: "Program Ihya Ramadan Surau Al-Hidayah",
        description: "Tazkirah, iftar, solat Tarawih dan moreh.",
        keyRequirements: ["Tazkirah Ramadan oleh penceramah jemputan", "Iftar untuk 300 jemaah", "Sewa khemah"],
      },
      at(17, 30),
      at(22, 30),
    );
    expect(rows).toContain("Tazkirah Ramadan oleh penceramah jemputan");
    // The user's own words for the iftar take the breaking of the fast; nothing to pay for is a row.
    expect(rows.indexOf("Iftar untuk 300 jemaah")).toBeLessThan(rows.indexOf("Solat Maghrib berjemaah"));
    expect(rows).toContain("Solat Isyak dan Tarawih berjemaah");
    expect(rows).toContain("Moreh");
    expect(rows).not.toContain("Sewa khemah");
    expect(rows).not.toContain("Penyampaian hadiah dan cenderamata");
  });

  it("starts the user's activities with a capital, and gives no second prize-giving", () => {
    const rows = order(
      {
        title: "Majlis Khatam Al-Quran dan Anugerah Tahfiz",
        description: "Khatam dan anugerah.",
        keyRequirements: ["bacaan khatam beramai-ramai", "penyampaian anugerah tahfiz"],
      },
      at(8),
      at(12),
    );
    expect(rows).toContain("Bacaan khatam beramai-ramai");
    expect(rows).toContain("Penyampaian anugerah tahfiz");
    expect(rows).not.toContain("Penyampaian hadiah dan cenderamata");
  });

  it("gives a prize-giving only to an event with prizes, and a midday break across one o'clock", () => {
    const rows = order(
      { title: "Kejohanan Futsal Belia", description: "Hadiah wang tunai dan piala.", keyRequirements: [] },
      at(8),
      at(18),
    );
    expect(rows).toContain("Penyampaian hadiah dan cenderamata");
    expect(rows).toContain("Rehat, makan tengah hari dan solat Zohor");
    expect(rows.at(-1)).toBe("Bersurai");
    const talk = order(
      { title: "Ceramah Kesihatan Komuniti", description: "Ceramah.", keyRequirements: [] },
      at(9),
      at(12),
    );
    expect(talk).not.toContain("Penyampaian hadiah dan cenderamata");
    expect(talk).not.toContain("Rehat, makan tengah hari dan solat Zohor");
  });

  it("gives a talk the time of three short items: 45 minutes for the ustaz, not 15", () => {
    const b = brief({
      kind: "program",
      title: "Majlis Sambutan Maulidur Rasul 1449H",
      description:
        "Aturcara: bacaan selawat dan marhaban, ceramah oleh Ustaz Dr. Kamarul Zaman, penyampaian hadiah pertandingan hafazan kanak-kanak dan jamuan.",
    });
    const steps = runningOrder(buildCtx(b, "program", extractFacts(b)), at(20), at(23));
    const talk = steps.findIndex((s) => s.ms === "Ceramah oleh Ustaz Dr. Kamarul Zaman");
    expect(talk).toBeGreaterThan(0);
    expect(steps[talk + 1]!.at - steps[talk]!.at).toBeGreaterThanOrEqual(45);
    expect(steps[talk + 1]!.ms).toBe("Penyampaian hadiah pertandingan hafazan kanak-kanak");
  });
});
