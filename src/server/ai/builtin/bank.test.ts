import { describe, expect, it } from "vitest";
import { DETAILED_TYPES, SIMPLE_TYPES } from "../../../common/proposal-options.js";
import { sharedTerms } from "./bank.js";
import { planBudget } from "./budget.js";
import { DOMAIN_IDS, domainOf, vocab } from "./domains/index.js";
import { Rng } from "./rng.js";
import { allPools } from "./templates.js";
import { termConflicts } from "./terms.js";
import { planTimeline } from "./timeline.js";

sharedTerms();

describe("phrase banks and vocabulary", () => {
  it("pairs every Malay template with an English one (same slots and choices) and has dozens per section", () => {
    const pools = allPools();
    expect(pools.size).toBeGreaterThan(80);
    let total = 0;
    for (const [, list] of pools) total += list.length;
    expect(total).toBeGreaterThan(450);
    const bySection = new Map<string, number>();
    for (const [name, list] of pools) {
      const section = name.split(".")[0] as string;
      bySection.set(section, (bySection.get(section) ?? 0) + list.length);
    }
    for (const s of ["sum", "bg", "prob", "obj", "scope", "meth", "tl", "bud", "risk", "mon", "sus", "conc"]) {
      expect(bySection.get(s), s).toBeGreaterThanOrEqual(20);
    }
  });

  it("gives every Malay term one English translation and back", () => {
    for (const id of DOMAIN_IDS) vocab(id);
    expect(termConflicts()).toEqual([]);
  });

  it("ends every sentence template with punctuation and never leaves a slot unpaired", () => {
    for (const [name, list] of allPools()) {
      if (name === "conn") continue;
      for (const t of list) {
        for (const lang of ["ms", "en"] as const) {
          const last = t.parts[lang][t.parts[lang].length - 1];
          expect(last && "l" in last && /[.:]$/.test(last.l), `${t.id} ${lang}`).toBe(true);
        }
      }
    }
  });

  it("maps every proposal type and template category to a domain", () => {
    const seen = new Set<string>();
    for (const type of [...SIMPLE_TYPES, ...DETAILED_TYPES, "perniagaan", "kerajaan", "pendidikan", "teknologi"]) {
      const d = domainOf(type, "Cadangan", "");
      expect(DOMAIN_IDS).toContain(d);
      seen.add(d);
    }
    expect(seen.size).toBeGreaterThanOrEqual(14);
    expect(domainOf("project", "Program Literasi Sekolah Rendah", "murid dan guru")).toBe("education");
    expect(domainOf("project", "Gotong-royong Taman Sri Muda", "penduduk kampung")).toBe("community");
    expect(domainOf("aplikasi-mobile", "Aplikasi sekolah", "")).toBe("technology");
  });
});

describe("budget and timeline", () => {
  const items = vocab("food").budget.map((item, i) => ({ item, weight: [30, 20, 10, 10, 15, 15][i] ?? 10 }));
  const rows = [
    ...items,
    { item: ["pengurusan", "management"] as const, weight: 8 },
    { item: ["kontingensi", "contingency"] as const, weight: 5 },
  ];

  it("keeps every total inside its range, with tidy rows that add up exactly", () => {
    const keys = [
      "below-10k",
      "10k-50k",
      "50k-100k",
      "100k-500k",
      "above-500k",
      "bawah-1k",
      "1k-3k",
      "3k-5k",
      "5k-10k",
      "10k-20k",
      "20k-50k",
      "50k-100k",
      "100k-200k",
      "200k-500k",
      "atas-500k",
    ];
    for (const key of keys) {
      for (let seed = 1; seed < 40; seed++) {
        const plan = planBudget(key, 20_000, rows, new Rng(seed));
        const [lo, hi] = plan.bounds ?? [0, 0];
        expect(plan.total).toBeGreaterThanOrEqual(lo);
        expect(plan.total).toBeLessThanOrEqual(hi);
        expect(plan.rows.reduce((s, r) => s + r.amount, 0)).toBe(plan.total);
        for (const r of plan.rows) expect(r.amount > 0 && Number.isInteger(r.amount)).toBe(true);
        expect(plan.instalments.reduce((s, x) => s + x, 0)).toBe(plan.total);
        expect(plan.contingency).toBeLessThanOrEqual(plan.total * 0.12);
      }
    }
    const open = planBudget(null, 20_000, rows, new Rng(3));
    expect(open.bounds).toBeNull();
    expect(open.rows.reduce((s, r) => s + r.amount, 0)).toBe(open.total);
  });

  it("starts the month after the proposal date and covers exactly the chosen duration", () => {
    const t = planTimeline("6-12-months", "2026-11-21", 180, [2, 3, 5, 2]);
    expect(t.start).toEqual({ y: 2026, m: 12, d: 1 });
    expect(t.end).toEqual({ y: 2027, m: 11, d: 30 });
    expect(t.total).toEqual({ n: 12, u: "month" });
    expect(t.phases.reduce((s, p) => s + p.dur.n, 0)).toBe(12);
    expect(t.phases[t.phases.length - 1]?.end).toEqual(t.end);
    const short = planTimeline("segera", "2026-01-31", 30, [2, 3, 5, 2]);
    expect(short.phases).toHaveLength(3);
    expect(short.total).toEqual({ n: 3, u: "day" });
    expect(short.end).toEqual({ y: 2026, m: 2, d: 3 });
    const open = planTimeline(null, "2026-01-01", 90, [1, 1, 1, 1]);
    expect(open.estimated).toBe(true);
    expect(open.end).toEqual({ y: 2026, m: 4, d: 30 });
  });
});
