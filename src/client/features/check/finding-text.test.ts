import { describe, expect, it } from "vitest";
import kinds from "../../../common/i18n/areas/kinds.ms.json" with { type: "json" };
import { type Finding, findingText } from "./finding-text";

/** The Malay catalogue as i18next would read it. */
function lookup(key: string): string | undefined {
  let node: unknown = kinds;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}
const t = (key: string, params: Record<string, string> = {}) =>
  (lookup(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
const exists = (key: string) => lookup(key) !== undefined;
const text = (finding: Omit<Finding, "message">) => findingText({ message: "English log line", ...finding }, t, exists);

describe("findingText", () => {
  it("names the section when the finding is about one", () => {
    expect(text({ code: "missing_section", sectionTitle: "Jawatankuasa Pelaksana" })).toBe(
      "Bahagian “Jawatankuasa Pelaksana” tiada dalam kertas ini.",
    );
    expect(text({ code: "missing_section" })).toBe("Ada bahagian yang sepatutnya ada tetapi tiada dalam kertas ini.");
  });

  it("says what the paper states against what the user gave", () => {
    expect(text({ code: "contradicted_fact", subject: "13 Mac 2027", found: "9 Februari 2027" })).toBe(
      "Kertas ini menyatakan 9 Februari 2027, sedangkan anda memberikan 13 Mac 2027.",
    );
    expect(
      text({ code: "contradicted_fact", sectionTitle: "Tarikh", subject: "13 Mac 2027", found: "9 Februari 2027" }),
    ).toBe("Bahagian “Tarikh” menyatakan 9 Februari 2027, sedangkan anda memberikan 13 Mac 2027.");
    // Without what was found, the plain wording (never 'menyatakan ,').
    expect(text({ code: "contradicted_fact", subject: "RM 78,000" })).toBe(
      "Kertas ini menyatakan nilai yang berbeza daripada maklumat anda.",
    );
  });

  it("quotes a repeated sentence, cut when long", () => {
    const sentence = "Program ini memberi manfaat kepada semua murid. ".repeat(5).trim();
    const result = text({ code: "repeated_sentence", subject: sentence });
    expect(result.startsWith("Ayat ini diulang: “Program ini")).toBe(true);
    expect(result).toContain("…”");
  });

  it("has a wording for every code the checker gives, and a general one for an unknown code", () => {
    for (const code of [
      "missing_section",
      "empty_section",
      "off_subject",
      "missing_fact",
      "contradicted_fact",
      "budget_sum",
      "repeated_sentence",
      "title_repeated",
      "list_case",
      "wrong_weekday",
    ]) {
      expect(text({ code })).not.toMatch(/checkArea|\{\{/);
    }
    expect(text({ code: "something_new" })).toBe("Ada perkara dalam kertas ini yang perlu disemak.");
  });
});
