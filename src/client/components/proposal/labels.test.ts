import fs from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import {
  DETAILED_BUDGETS,
  DETAILED_TIMELINES,
  DETAILED_TYPES,
  SIMPLE_BUDGETS,
  SIMPLE_TIMELINES,
  SIMPLE_TYPES,
} from "../../../common/proposal-options";
import { budgetLabel, LABEL_KEYS, timelineLabel } from "./labels";

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
  lng: "ms",
  interpolation: { escapeValue: false },
});

const cases = [
  ["type", [...SIMPLE_TYPES, ...DETAILED_TYPES]],
  ["budget", [...Object.keys(SIMPLE_BUDGETS), ...Object.keys(DETAILED_BUDGETS)]],
  ["timeline", [...Object.keys(SIMPLE_TIMELINES), ...Object.keys(DETAILED_TIMELINES)]],
] as const;

describe("proposal option labels", () => {
  it.each(["ms", "en"])("name every type, budget and timeline of both forms in %s, never the raw key", (lng) => {
    for (const [kind, values] of cases) {
      for (const value of values) {
        const named = LABEL_KEYS[kind](value).some((key) => i18n.exists(key, { lng }));
        expect(named, `${kind} '${value}' has no label in ${lng}`).toBe(true);
      }
    }
  });

  it("reads the two-step form's keys as words on the proposals list", () => {
    const t = i18n.getFixedT("ms");
    expect(budgetLabel(t, "20k-50k")).toBe("RM 20,000 - RM 50,000");
    expect(timelineLabel(t, "4-6-bulan")).not.toBe("4 6 Bulan");
  });
});
