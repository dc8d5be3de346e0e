import { describe, expect, it } from "vitest";
import { SIMPLE_TYPES } from "../../../common/proposal-options.js";
import { validateTemplateValues } from "./template-fields.js";
import { TEMPLATE_SEEDS } from "./template-seeds.js";
import { TEMPLATE_CATEGORIES, TEMPLATE_LEVEL_RULES, TEMPLATE_LEVELS } from "./template-types.js";

const inRange = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;

describe("TEMPLATE_SEEDS", () => {
  it("offers at least 12 templates and 3 or more in every category", () => {
    expect(TEMPLATE_SEEDS.length).toBeGreaterThanOrEqual(12);
    for (const category of TEMPLATE_CATEGORIES) {
      expect(TEMPLATE_SEEDS.filter((t) => t.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it("uses every level at least once", () => {
    for (const level of TEMPLATE_LEVELS)
      expect(
        TEMPLATE_SEEDS.some((t) => t.level === level),
        level,
      ).toBe(true);
  });

  it("has unique, URL-safe ids", () => {
    const ids = TEMPLATE_SEEDS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(encodeURIComponent(id)).toBe(id);
    }
  });

  it("has unique names and non-empty descriptions", () => {
    const names = TEMPLATE_SEEDS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const t of TEMPLATE_SEEDS) {
      expect(t.name.trim(), t.id).not.toBe("");
      expect(t.description.length, t.id).toBeGreaterThan(40);
      expect(t.description.trim().endsWith("."), t.id).toBe(true);
    }
  });

  it.each(TEMPLATE_SEEDS.map((t) => [t.id, t] as const))("%s: cost, words and sections match its level", (_, t) => {
    const rules = TEMPLATE_LEVEL_RULES[t.level];
    expect(rules.creditCosts as readonly number[]).toContain(t.creditCost);
    expect(inRange(t.estimatedWords, rules.words), `${t.estimatedWords} words`).toBe(true);
    expect(inRange(t.sections.length, rules.sections), `${t.sections.length} sections`).toBe(true);
  });

  it.each(TEMPLATE_SEEDS.map((t) => [t.id, t] as const))("%s: sections are distinct, titled and trimmed", (_, t) => {
    const titles = t.sections.map((s) => s.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) {
      expect(title).toBe(title.trim());
      expect(title).not.toBe("");
      expect(title[0]).toBe(title[0]?.toUpperCase());
    }
  });

  it.each(TEMPLATE_SEEDS.map((t) => [t.id, t] as const))("%s: fields are well formed", (_, t) => {
    const fields = t.templateFields;
    expect(fields.length).toBeGreaterThanOrEqual(4);
    expect(fields.length).toBeLessThanOrEqual(8);
    expect(new Set(fields.map((f) => f.name)).size).toBe(fields.length);
    expect(new Set(fields.map((f) => f.label)).size).toBe(fields.length);
    expect(fields.some((f) => f.required)).toBe(true);
    for (const f of fields) {
      expect(f.name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(["text", "textarea", "number"]).toContain(f.type);
      expect(f.label.trim()).not.toBe("");
      if (f.unit !== undefined) expect(f.type, `${f.name} has a unit`).toBe("number");
      if (f.placeholder !== undefined) expect(f.placeholder.trim()).not.toBe("");
    }
  });

  it.each(TEMPLATE_SEEDS.map((t) => [t.id, t] as const))("%s: gives the writer a known proposal type", (_, t) => {
    expect(SIMPLE_TYPES as readonly string[]).toContain(t.proposalType);
    for (const keyword of t.domain ?? []) expect(keyword.trim()).not.toBe("");
  });

  it.each(TEMPLATE_SEEDS.map((t) => [t.id, t] as const))("%s: its own placeholders pass its validation", (_, t) => {
    // A user who types exactly what the examples suggest must get through the form.
    const values = Object.fromEntries(
      t.templateFields.map((f) => [f.name, (f.placeholder ?? "").replace(/^Contoh: /, "")]),
    );
    expect(validateTemplateValues(t.templateFields, values)).toMatchObject({ ok: true });
  });

  it("includes the documented kinds of template", () => {
    const ids = TEMPLATE_SEEDS.map((t) => t.id);
    for (const id of [
      "geran-digital-pmks",
      "pelan-perniagaan-pembiayaan-mikro",
      "program-sekolah",
      "geran-penyelidikan-universiti",
      "program-gotong-royong-komuniti",
      "cadangan-pembangunan-sistem",
    ]) {
      expect(ids).toContain(id);
    }
    const research = TEMPLATE_SEEDS.find((t) => t.id === "geran-penyelidikan-universiti");
    expect(research?.proposalType).toBe("research");
    expect(research?.sections.map((s) => s.title)).toEqual(
      expect.arrayContaining(["Metodologi Penyelidikan", "Jadual Kerja (Carta Gantt)", "Anggaran Bajet", "Rujukan"]),
    );
  });
});
