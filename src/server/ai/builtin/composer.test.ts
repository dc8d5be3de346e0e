import { describe, expect, it } from "vitest";
import { countHtmlWords } from "../../../common/content.js";
import { formatRM } from "../../../common/money.js";
import { budgetBounds, DETAILED_TYPES } from "../../../common/proposal-options.js";
import type { GeneratedSection, PackageSpec, ProposalBrief, SectionPlan, WriterEvents } from "../writer.js";
import { createBuiltinWriter } from "./composer.js";
import { BRIEFS, brief, PACKAGES, STANDARD } from "./fixtures.js";
import { repeatedSentences, ringgit, sentencesOf, tablesOf, textOf } from "./test-helpers.js";
import { sentenceKey, splitItems, stripEnd } from "./text.js";

const writer = createBuiltinWriter();

async function generate(b: ProposalBrief, pkg: PackageSpec, events?: WriterEvents) {
  const outline = await writer.outline(b, pkg);
  const sections = await writer.sections(b, outline, events);
  return { outline, sections, html: sections.map((s) => s.html).join("\n") };
}

const TYPES = [
  "business",
  "project",
  "research",
  "grant",
  "perkhidmatan-pendidikan",
  "aplikasi-mobile",
  "pengurusan-acara",
  "makanan-minuman",
];
const MS_DATE = new Intl.DateTimeFormat("ms-MY", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const EN_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

function expectInputsPresent(b: ProposalBrief, html: string) {
  const text = textOf(html);
  expect(text).toContain(stripEnd(b.title));
  expect(text).toContain(stripEnd(b.targetAudience));
  for (const r of b.keyRequirements) expect(html).toContain(`<li>${r.replace(/&/g, "&amp;")}</li>`);
  const objectives = splitItems(b.objectives);
  expect(objectives.length).toBeGreaterThan(0);
  for (const o of objectives) expect(html).toContain(`<li>${o}</li>`);
  expect(text).toContain(b.companyBackground.trim());
  for (const c of splitItems(b.constraints)) expect(html).toContain(`<li>${c}</li>`);
  if (b.additionalInfo) expect(text).toContain(b.additionalInfo.trim());
  if (b.description) expect(text).toContain(b.description.trim());
}

function budgetTable(html: string) {
  const table = tablesOf(html).find((t) => t.head.includes("Jumlah") || t.head.includes("Amount"));
  expect(table, "budget table").toBeDefined();
  const rows = table?.rows ?? [];
  const total = ringgit(rows[rows.length - 1]?.[2] ?? "");
  const items = rows.slice(0, -1).map((r) => ringgit(r[2] ?? ""));
  return { total, items, rows };
}

function phaseTable(html: string) {
  const table = tablesOf(html).find((t) => t.head.includes("Tarikh Mula") || t.head.includes("Start Date"));
  expect(table, "phase table").toBeDefined();
  return table?.rows ?? [];
}

describe("built-in composer: every package x type x language", () => {
  for (const pkg of PACKAGES) {
    for (const type of TYPES) {
      for (const language of ["ms", "en"] as const) {
        it(`${pkg.key} / ${type} / ${language}`, async () => {
          const b = brief(type, language);
          const { outline, sections, html } = await generate(b, pkg);

          expect(outline).toHaveLength(pkg.sections);
          expect(sections).toHaveLength(pkg.sections);
          const planned = outline.reduce((n, p) => n + p.targetWords, 0);
          expect(planned).toBeGreaterThanOrEqual(pkg.minWords * 1.1);
          expect(planned).toBeLessThanOrEqual(pkg.minWords * 1.15);

          const body = sections.reduce((n, s) => n + countHtmlWords(s.html), 0);
          expect(body).toBeGreaterThanOrEqual(pkg.minWords);
          for (const s of sections) expect(s.words).toBe(countHtmlWords(s.html));

          // Allowed tags only, no <h2> (the caller adds it).
          for (const tag of html.match(/<\/?([a-z0-9]+)/g) ?? []) {
            expect([
              "p",
              "ul",
              "ol",
              "li",
              "strong",
              "em",
              "table",
              "thead",
              "tbody",
              "tr",
              "th",
              "td",
              "h3",
            ]).toContain(tag.replace(/[</]/g, ""));
          }

          expectInputsPresent(b, html);
          expect(repeatedSentences(html)).toEqual([]);

          // Budget: itemised rows that add up to a total inside the chosen range.
          const { total, items } = budgetTable(html);
          expect(items.length).toBeGreaterThanOrEqual(6);
          expect(items.reduce((s, x) => s + x, 0)).toBe(total);
          for (const x of items) expect(Number.isInteger(x) && x > 0).toBe(true);
          const bounds = budgetBounds(b.budgetRange);
          if (bounds) {
            expect(total).toBeGreaterThanOrEqual(bounds[0]);
            expect(total).toBeLessThanOrEqual(bounds[1]);
          }
          expect(html).toContain(formatRM(total));

          // Timeline: phases start the month after the proposal date and run back to back.
          const rows = phaseTable(html);
          const fmt = language === "ms" ? MS_DATE : EN_DATE;
          expect(rows[0]?.[3]).toBe(fmt.format(new Date(Date.UTC(2026, 1, 1))));
          for (let i = 1; i < rows.length; i++) {
            const prevEnd = new Date(`${rows[i - 1]?.[4]} UTC`);
            expect(rows[i]?.[3], "phases are consecutive").toBeDefined();
            if (language === "en") {
              const start = new Date(`${rows[i]?.[3]} UTC`);
              expect(start.getTime() - prevEnd.getTime()).toBe(86_400_000);
            }
          }
        });
      }
    }
  }
});

describe("built-in composer: inputs, structure and wording", () => {
  it("writes the standard structure in formal Malay and English", async () => {
    const ms = await writer.outline(brief("project", "ms"), STANDARD);
    expect(ms.map((p) => p.title)).toEqual([
      "Ringkasan Eksekutif",
      "Latar Belakang",
      "Pernyataan Masalah",
      "Objektif",
      "Skop dan Metodologi",
      "Pelan Pelaksanaan",
      "Anggaran Bajet",
      "Analisis Risiko, Pemantauan dan Penilaian",
      "Kelestarian dan Kesimpulan",
    ]);
    const en = await writer.outline(brief("project", "en"), STANDARD);
    expect(en[0]?.title).toBe("Executive Summary");
    const twelve = await writer.outline(brief("project", "ms"), PACKAGES[4] as PackageSpec);
    expect(twelve.map((p) => p.title)).toContain("Struktur Organisasi dan Pasukan Projek");
    expect(twelve.map((p) => p.title)).toContain("Sasaran dan Pihak Berkepentingan");
    expect(twelve.map((p) => p.title)).toContain("Pemantauan, Penilaian dan KPI");
    const three = await writer.outline(brief("project", "ms"), PACKAGES[0] as PackageSpec);
    expect(three.map((p) => p.title)).toEqual([
      "Ringkasan Eksekutif",
      "Butiran Cadangan",
      "Pelaksanaan, Bajet dan Penutup",
    ]);
  });

  it("honours a template's own section titles and puts field values in", async () => {
    const titles = ["Pengenalan", "Tujuan Kertas Kerja", "Justifikasi", "Implikasi Kewangan", "Syor"];
    const b = brief("project", "ms", {
      type: "kerajaan",
      template: {
        name: "Kertas Cadangan Program Agensi",
        fields: [
          { label: "Nama Agensi", value: "Pejabat Daerah Kota Marudu" },
          { label: "Bilangan Peserta", value: "450" },
        ],
      },
    });
    const pkg = { key: "template", sections: titles.length, minWords: 1800, sectionTitles: titles };
    const { outline, sections, html } = await generate(b, pkg);
    expect(outline.map((p) => p.title)).toEqual(titles);
    expect(sections.map((s) => s.title)).toEqual(titles);
    expect(sections.reduce((n, s) => n + s.words, 0)).toBeGreaterThanOrEqual(1800);
    expect(textOf(sections[0]?.html ?? "")).toContain("Pejabat Daerah Kota Marudu");
    expect(textOf(sections[0]?.html ?? "")).toContain("450");
    expectInputsPresent(b, html);
    expect(repeatedSentences(html)).toEqual([]);
    // The budget and the timeline still appear although no title names them.
    expect(tablesOf(html).some((t) => t.head.includes("Tarikh Mula"))).toBe(true);
    expect(tablesOf(sections[3]?.html ?? "").some((t) => t.head.includes("Jumlah"))).toBe(true);
  });

  it("gives unknown template titles their own section about that title", async () => {
    const titles = ["Maklumat Pemohon", "Cadangan Lokasi Tapak", "Penutup"];
    const { sections } = await generate(brief("business", "ms"), {
      key: "t",
      sections: 3,
      minWords: 900,
      sectionTitles: titles,
    });
    expect(textOf(sections[1]?.html ?? "")).toContain("Cadangan Lokasi Tapak");
    expect(sections.reduce((n, s) => n + s.words, 0)).toBeGreaterThanOrEqual(900);
  });

  it("is deterministic: the same brief gives byte-identical output", async () => {
    const a = await generate(brief("grant", "ms"), STANDARD);
    const b = await generate(brief("grant", "ms"), STANDARD);
    const c = await createBuiltinWriter().sections(brief("grant", "ms"), a.outline);
    expect(b.html).toBe(a.html);
    expect(c.map((s) => s.html).join("\n")).toBe(a.html);
  });

  it("words two different briefs of the same type differently (under 20% shared sentences)", async () => {
    const other: Partial<ProposalBrief> = {
      description: "Kelas membaca waktu petang untuk murid Orang Asli di dua buah sekolah di Gua Musang, Kelantan.",
      keyRequirements: ["Buku cerita dwibahasa", "Kelas petang tiga kali seminggu"],
      objectives: "Murid boleh membaca ayat mudah; Kehadiran kelas 80%",
      companyBackground: "Kelab Guru Prihatin Kelantan ditubuhkan pada 2019.",
      constraints: "Jarak rumah murid jauh dari sekolah.",
      additionalInfo: "",
    };
    const pairs: [ProposalBrief, ProposalBrief][] = [
      [
        brief("project", "ms"),
        brief("project", "ms", {
          ...other,
          title: "Program Celik Membaca Murid Orang Asli Gua Musang",
          targetAudience: "murid Orang Asli Tahun 2 hingga Tahun 4",
          startDate: "2026-03-02",
        }),
      ],
      [
        brief("project", "en"),
        brief("project", "en", {
          ...other,
          title: "Reading Clubs for Orang Asli Pupils in Gua Musang",
          targetAudience: "Orang Asli pupils in Years 2 to 4",
        }),
      ],
      [
        brief("grant", "ms"),
        brief("grant", "ms", {
          ...other,
          title: "Permohonan Geran Automasi Kilang Kerepek Pisang Batu Pahat",
          targetAudience: "pemborong kerepek di Johor",
          budgetRange: "50k-100k",
        }),
      ],
      [
        brief("aplikasi-mobile", "en"),
        brief("aplikasi-mobile", "en", {
          ...other,
          title: "Fleet Tracking App for Kuantan Haulage",
          targetAudience: "haulage drivers in Kuantan",
          budgetRange: "100k-200k",
        }),
      ],
    ];
    for (const [x, y] of pairs) {
      const a = new Set(sentencesOf((await generate(x, STANDARD)).html).map(sentenceKey));
      const b = sentencesOf((await generate(y, STANDARD)).html).map(sentenceKey);
      const shared = b.filter((s) => a.has(s)).length;
      expect(shared / b.length, y.title).toBeLessThan(0.2);
    }
  });

  it("adapts vocabulary to the type: a school programme does not read like a factory upgrade", async () => {
    const school = textOf((await generate(brief("project", "ms"), STANDARD)).html).toLowerCase();
    const food = textOf((await generate(brief("makanan-minuman", "ms"), STANDARD)).html).toLowerCase();
    const app = textOf((await generate(brief("aplikasi-mobile", "ms"), STANDARD)).html).toLowerCase();
    expect(school).toMatch(/pelajar|guru|modul pembelajaran/);
    expect(school).not.toMatch(/jentera|pensijilan halal|pengehosan awan/);
    expect(food).toMatch(/halal|resipi|pengeluaran/);
    expect(food).not.toMatch(/modul pembelajaran|pengehosan awan/);
    expect(app).toMatch(/pengguna|sistem|pengujian/);
    expect(app).not.toMatch(/resipi|modul pembelajaran/);
  });

  it("numbers the objectives and lists every requirement", async () => {
    const { html } = await generate(brief("aplikasi-mobile", "ms"), STANDARD);
    const ol = html.match(/<ol>([\s\S]*?)<\/ol>/)?.[1] ?? "";
    expect((ol.match(/<li>/g) ?? []).length).toBe(3);
    expect(ol).toContain("Mengurangkan panggilan pertanyaan status sebanyak 60%.");
  });

  it("states an estimate when the budget or the timeline is undecided", async () => {
    const b = brief("makanan-minuman", "ms", { budgetRange: "belum-tentukan", timeline: "belum-tentukan" });
    const { html } = await generate(b, STANDARD);
    const text = textOf(html);
    expect(text).toMatch(/anggaran (awal|permulaan)/);
    const { total, items } = budgetTable(html);
    expect(total).toBeGreaterThan(1000);
    expect(items.reduce((s, x) => s + x, 0)).toBe(total);
    const en = textOf((await generate({ ...b, language: "en" }, STANDARD)).html);
    expect(en).toMatch(/(preliminary|initial) estimate/);
  });

  it("handles the shortest timeline and the smallest budget", async () => {
    const b = brief("pengurusan-acara", "ms", { timeline: "segera", budgetRange: "bawah-1k" });
    const { html } = await generate(b, STANDARD);
    const rows = phaseTable(html);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r[5])).toEqual(["1 hari", "1 hari", "1 hari"]);
    const { total, items } = budgetTable(html);
    expect(total).toBeGreaterThanOrEqual(300);
    expect(total).toBeLessThanOrEqual(1000);
    expect(items.reduce((s, x) => s + x, 0)).toBe(total);
    expect(textOf(html)).toContain("3 hari");
  });

  it("reports each section through the events, in order", async () => {
    const started: number[] = [];
    const done: GeneratedSection[] = [];
    const outline: SectionPlan[] = await writer.outline(brief("research", "ms"), STANDARD);
    const sections = await writer.sections(brief("research", "ms"), outline, {
      onSectionStart: (i) => started.push(i),
      onSection: (_, s) => done.push(s),
    });
    expect(started).toEqual([...outline.keys()]);
    expect(done).toEqual(sections);
  });

  it("writes every detailed type with its own minimum words and no repeated sentence", async () => {
    for (const type of DETAILED_TYPES) {
      for (const language of ["ms", "en"] as const) {
        const b = brief("business", language, { type, budgetRange: "20k-50k", timeline: "4-6-bulan" });
        const { sections, html } = await generate(b, STANDARD);
        expect(
          sections.reduce((n, s) => n + s.words, 0),
          type,
        ).toBeGreaterThanOrEqual(2500);
        expect(repeatedSentences(html), type).toEqual([]);
      }
    }
  });

  it("never repeats a sentence over many different briefs", async () => {
    const budgets = ["below-10k", "10k-50k", "above-500k", null, "1k-3k", "atas-500k"];
    const timelines = ["1-3-months", "above-2-years", null, "1-minggu", "2-minggu", "bergantung-keperluan"];
    let n = 0;
    for (const key of Object.keys(BRIEFS)) {
      for (let i = 0; i < budgets.length; i++) {
        const b = brief(key, i % 2 ? "en" : "ms", {
          budgetRange: budgets[i] ?? null,
          timeline: timelines[(i + n) % timelines.length] ?? null,
          startDate: `2025-${String((i % 12) + 1).padStart(2, "0")}-10`,
          objectives: i === 3 ? "" : (BRIEFS[key]?.objectives ?? ""),
          companyBackground: i === 4 ? "" : (BRIEFS[key]?.companyBackground ?? ""),
        });
        const pkg = PACKAGES[(i + n) % PACKAGES.length] as PackageSpec;
        const { sections, html } = await generate(b, pkg);
        expect(repeatedSentences(html)).toEqual([]);
        expect(sections.reduce((s, x) => s + x.words, 0)).toBeGreaterThanOrEqual(pkg.minWords);
        n++;
      }
    }
  });

  it("keeps English words out of the Malay text it writes itself", async () => {
    const english =
      /\b(the|and|of|online|feedback|workshop|training|budget|stakeholder|deadline|marketing|website|launch|event|cost)\b/i;
    for (const type of TYPES) {
      const b = brief(type, "ms");
      const { html } = await generate(b, STANDARD);
      const own = sentencesOf(html).filter(
        (s) =>
          ![b.title, b.targetAudience, b.companyBackground, b.description, ...b.keyRequirements].some(
            (x) => x && s.includes(stripEnd(x).slice(0, 30)),
          ),
      );
      for (const s of own) expect(s, s).not.toMatch(english);
    }
  });

  it("composes a Standard Package quickly (timing printed, not asserted)", async () => {
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const b = brief("aplikasi-mobile", "ms", { title: `Aplikasi Penjejakan Lori Johor ${i}` });
      const start = performance.now();
      await generate(b, STANDARD);
      times.push(performance.now() - start);
    }
    const sorted = times.slice(10).sort((a, b) => a - b);
    console.log(
      `built-in composer, Standard Package: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(2)} ms over ${sorted.length} runs`,
    );
  });
});
