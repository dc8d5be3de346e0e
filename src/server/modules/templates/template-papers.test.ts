/**
 * Every template written by the built-in composer in both languages, from the answers its own
 * examples suggest: what a reader of each paper would notice first.
 */
import { describe, expect, it } from "vitest";
import { htmlToText } from "../../../common/content.js";
import { composeKindSections, composeOutline } from "../../ai/compose/index.js";
import { localiseTemplate, templateJob, templateRowOf } from "./service.js";
import { TEMPLATE_SEEDS } from "./template-seeds.js";
import type { TemplateField, TemplateSeed } from "./template-types.js";

const rowOf = (t: TemplateSeed) => templateRowOf(t);

/** The answers a person following the field's example would type ('e.g. 120' -> 120). */
function answers(row: ReturnType<typeof rowOf>, language: "ms" | "en"): Record<string, unknown> {
  const fields = localiseTemplate(row, language).fields as unknown as TemplateField[];
  const values: Record<string, unknown> = {};
  for (const f of fields) {
    const example = (f.placeholder ?? "").replace(/^(?:e\.g\.|cth\.?|contoh:?)\s*/i, "");
    if (f.type === "number") values[f.name] = Number((/[\d,.]+/.exec(example)?.[0] ?? "120").replace(/,/g, "")) || 120;
    else values[f.name] = example.length >= 3 ? example : `${f.label} yang lengkap`;
  }
  return values;
}

function paper(seed: TemplateSeed, language: "ms" | "en") {
  const job = templateJob(rowOf(seed), answers(rowOf(seed), language), language);
  const sections = composeKindSections(job.brief, composeOutline(job.brief, job.pkg));
  return { job, text: htmlToText(sections.map((s) => `<h2>${s.title}</h2>${s.html}`).join("\n")) };
}

describe.each(TEMPLATE_SEEDS.map((s) => [s.id, s] as const))("template %s", (_id, seed) => {
  it.each(["ms", "en"] as const)("in %s: one cost table, and the labels of the paper's language", (language) => {
    const { job, text } = paper(seed, language);
    expect((text.match(/Jumlah Keseluruhan|Grand Total/g) ?? []).length).toBeLessThanOrEqual(1);
    if (language === "en") {
      // No Malay label of the template's own in an English paper (one spelt alike in both, 'Platform', aside).
      const english = localiseTemplate(rowOf(seed), "en").fields as unknown as TemplateField[];
      for (const f of seed.templateFields) {
        if (english.some((e) => e.label === f.label)) continue;
        expect(text, f.label).not.toContain(`${f.label}:`);
      }
      for (const r of job.proposal.requirements) expect(r).not.toMatch(/^(?:Nama|Bilangan|Anggaran|Tarikh|Jumlah) /);
    }
    // No word said twice in a row ('sistem sistem').
    expect(/.{0,40}\b(\w{4,}) \1\b.{0,20}/i.exec(text)?.[0] ?? null).toBeNull();
  });
});
