import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_PACKAGES } from "../../db/seed-data.js";
import { localiseTemplate, templateJob, templateRowOf } from "./service.js";
import { TEMPLATE_SEEDS } from "./template-seeds.js";
import { TEMPLATE_TEXT_EN, TEMPLATE_UNITS_EN } from "./template-text-en.js";
import type { TemplateField, TemplateSeed } from "./template-types.js";

const rowOf = (t: TemplateSeed) => templateRowOf(t);

describe("English text of the templates", () => {
  it.each(TEMPLATE_SEEDS.map((t) => [t.id, t] as const))("%s has every text in both languages", (id, seed) => {
    const en = TEMPLATE_TEXT_EN[id];
    expect(en, id).toBeDefined();
    expect(en?.name.trim()).not.toBe("");
    expect(en?.description.trim()).not.toBe("");
    expect(en?.sections).toHaveLength(seed.sections.length);
    for (const title of en?.sections ?? []) expect(title.trim()).not.toBe("");
    expect(Object.keys(en?.fields ?? {}).sort()).toEqual(seed.templateFields.map((f) => f.name).sort());
    for (const field of seed.templateFields) {
      const text = en?.fields[field.name];
      expect(text?.label.trim(), field.name).toBeTruthy();
      if (field.placeholder) expect(text?.placeholder.trim(), field.name).toBeTruthy();
      if (field.unit && field.unit !== "RM") expect(TEMPLATE_UNITS_EN[field.unit], field.unit).toBeTruthy();
    }
  });

  it("knows no template the seeds do not have", () => {
    expect(Object.keys(TEMPLATE_TEXT_EN).sort()).toEqual(TEMPLATE_SEEDS.map((t) => t.id).sort());
  });

  it("serves the English texts in English and the stored Malay in Malay", () => {
    const seed = TEMPLATE_SEEDS.find((t) => t.id === "geran-digital-pmks") as TemplateSeed;
    const row = rowOf(seed);
    expect(localiseTemplate(row, "ms")).toEqual(row);
    const en = localiseTemplate(row, "en");
    expect(en.name).toBe("SME Digitalisation Grant Application");
    expect(en.sections[0]?.title).toBe("Application Summary");
    const ssm = (en.fields as unknown as TemplateField[]).find((f) => f.name === "nomborSsm");
    expect(ssm?.label).toBe("SSM registration number");
    const staff = (en.fields as unknown as TemplateField[]).find((f) => f.name === "bilanganPekerja");
    expect(staff?.unit).toBe("people");
  });

  it("keeps a text that was changed after seeding as it is", () => {
    const seed = TEMPLATE_SEEDS[0] as TemplateSeed;
    const row = { ...rowOf(seed), name: "Pelan Saya Sendiri" };
    const en = localiseTemplate(row, "en");
    expect(en.name).toBe("Pelan Saya Sendiri");
    expect(en.description).toBe(TEMPLATE_TEXT_EN[seed.id]?.description);
  });

  it("gives an English paper the English headings and title, and keeps the labels the fact reader knows", () => {
    const seed = TEMPLATE_SEEDS.find((t) => t.id === "cadangan-perkhidmatan-katering") as TemplateSeed;
    const values = {
      namaSyarikat: "Dapur Selera Sdn. Bhd.",
      namaPelanggan: "Jabatan Pendidikan Negeri Perak",
      jenisMajlis: "Majlis Makan Malam",
      bilanganTetamu: "300",
    };
    const en = templateJob(rowOf(seed), values, "en");
    expect(en.pkg.sectionTitles).toEqual(TEMPLATE_TEXT_EN[seed.id]?.sections);
    expect(en.brief.title).toBe("Catering Services Proposal: Dapur Selera Sdn. Bhd.");
    // The brief keeps the template's own labels: the applicant, subject, cost and request are read from them.
    expect(en.brief.description).toContain("Bilangan Tetamu: 300 guests");
    // What the paper and the proposal's requirements print is English throughout.
    expect(en.brief.template?.fields).toContainEqual({
      label: "Bilangan Tetamu",
      value: "300 guests",
      shownLabel: "Number of guests",
    });
    expect(en.proposal.requirements).toContain("Number of guests: 300 guests");
    const ms = templateJob(rowOf(seed), values, "ms");
    expect(ms.pkg.sectionTitles).toEqual(seed.sections.map((s) => s.title));
    expect(ms.brief.description).toContain("Bilangan Tetamu: 300 orang");
  });
});

describe("names and descriptions of the seeded packages", () => {
  const read = (lang: string) =>
    JSON.parse(
      fs.readFileSync(new URL(`../../../common/i18n/areas/package-texts.${lang}.json`, import.meta.url), "utf8"),
    ).packageTexts as Record<string, { name: string; description: string }>;

  it("has every package in Malay (exactly the seeded text) and in English", () => {
    const ms = read("ms");
    const en = read("en");
    for (const pkg of DEFAULT_PACKAGES) {
      expect(ms[pkg.key], pkg.key).toEqual({ name: pkg.name, description: pkg.description });
      expect(en[pkg.key]?.name.trim(), pkg.key).toBeTruthy();
      expect(en[pkg.key]?.description.trim(), pkg.key).toBeTruthy();
    }
    expect(Object.keys(ms).sort()).toEqual(DEFAULT_PACKAGES.map((p) => p.key).sort());
  });
});
