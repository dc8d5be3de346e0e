import fs from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";

/** The catalogues as the app merges them: the base file and every area's. */
function catalogue(lng: string): Record<string, unknown> {
  const dir = path.resolve("src/common/i18n");
  const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  const areas = fs.readdirSync(path.join(dir, "areas")).filter((f) => f.endsWith(`.${lng}.json`));
  return Object.assign(read(path.join(dir, `${lng}.json`)), ...areas.map((f) => read(path.join(dir, "areas", f))));
}
const i18n = i18next.createInstance();
await i18n.init({
  resources: { ms: { translation: catalogue("ms") }, en: { translation: catalogue("en") } },
  lng: "en",
  interpolation: { escapeValue: false },
});

describe("the analytics charts' summary for screen readers", () => {
  it("says one proposal in the singular and more in the plural, in both languages", () => {
    const values = (n: number) => ({ count: n, total: String(n), max: String(n), month: "Nov 26" });
    expect(i18n.t("analytics.charts.summaryProposals", values(1))).toBe(
      "Bar chart: 1 proposal in 12 months, highest 1 in Nov 26.",
    );
    expect(i18n.t("analytics.charts.summaryProposals", values(3))).toContain("3 proposals in 12 months");
    expect(i18n.t("analytics.charts.summaryCredits", values(1))).toContain("1 credit spent");
    expect(i18n.t("analytics.charts.summaryProposals", { ...values(1), lng: "ms" })).toBe(
      "Carta bar: 1 proposal dalam 12 bulan, tertinggi 1 pada Nov 26.",
    );
  });
});
