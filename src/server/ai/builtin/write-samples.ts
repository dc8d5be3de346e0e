/**
 * Regenerates docs/samples/ from the composer: one full proposal per package, as Markdown.
 * Run: npx tsx src/server/ai/builtin/write-samples.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { htmlToText } from "../../../common/content.js";
import type { PackageSpec, ProposalBrief } from "../writer.js";
import { createBuiltinWriter } from "./composer.js";
import { brief, PACKAGES } from "./fixtures.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../../..");
const out = join(root, "docs/samples");

const plain = (html: string) => htmlToText(html).replace(/\s+/g, " ").trim();

/** The composer's HTML (p, ul, ol, li, h3, table, strong) as Markdown. */
export function toMarkdown(html: string): string {
  const blocks = html.match(/<(p|ul|ol|h3|table)>[\s\S]*?<\/\1>/g) ?? [];
  return blocks
    .map((block) => {
      const tag = /^<(\w+)/.exec(block)?.[1];
      if (tag === "p") return plain(block);
      if (tag === "h3") return `### ${plain(block)}`;
      if (tag === "ul" || tag === "ol") {
        const items = [...block.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => plain(m[1] ?? ""));
        return items.map((item, i) => `${tag === "ol" ? `${i + 1}.` : "-"} ${item}`).join("\n");
      }
      const cell = (s: string) => {
        const text = plain(s).replace(/\|/g, "\\|");
        return /<strong>/.test(s) && text ? `**${text}**` : text;
      };
      const head = [...block.matchAll(/<th>([\s\S]*?)<\/th>/g)].map((m) => cell(m[1] ?? ""));
      const rows = [...block.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
        .map((r) => [...(r[1] ?? "").matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => cell(m[1] ?? "")))
        .filter((r) => r.length);
      return [
        `| ${head.join(" | ")} |`,
        `|${head.map(() => "---").join("|")}|`,
        ...rows.map((r) => `| ${r.join(" | ")} |`),
      ].join("\n");
    })
    .join("\n\n");
}

type Sample = { file: string; pkg: PackageSpec; brief: ProposalBrief; note: string };

const pkg = (key: string) => PACKAGES.find((p) => p.key === key) as PackageSpec;

const SAMPLES: Sample[] = [
  {
    file: "basic-geran-digital-kuih-kedah.md",
    pkg: pkg("basic"),
    brief: brief("grant", "ms"),
    note: "Permohonan geran pendigitalan untuk perniagaan kuih tradisional di Alor Setar, Kedah (borang ringkas, jenis geran).",
  },
  {
    file: "professional-program-literasi-sabah.md",
    pkg: pkg("professional"),
    brief: brief("project", "ms"),
    note: "Program literasi sekolah rendah di Kota Marudu, Sabah (borang ringkas, jenis projek).",
  },
  {
    file: "premium-geran-penyelidikan-universiti.md",
    pkg: pkg("premium"),
    brief: brief("research", "ms"),
    note: "Permohonan geran penyelidikan universiti (borang ringkas, jenis penyelidikan).",
  },
  {
    file: "standard-aplikasi-logistik-johor.md",
    pkg: pkg("standard"),
    brief: brief("aplikasi-mobile", "ms"),
    note: "Aplikasi mudah alih untuk syarikat logistik di Johor (borang terperinci, aplikasi mudah alih).",
  },
  {
    file: "standard-aplikasi-logistik-johor.en.md",
    pkg: pkg("standard"),
    brief: brief("aplikasi-mobile", "en"),
    note: "The same inputs as the Standard sample, written in English.",
  },
  {
    file: "exclusive-karnival-gotong-royong.md",
    pkg: pkg("exclusive"),
    brief: brief("pengurusan-acara", "ms", { budgetRange: "10k-20k" }),
    note: "Karnival gotong-royong komuniti di Shah Alam (borang terperinci, pengurusan acara).",
  },
];

const writer = createBuiltinWriter();
mkdirSync(out, { recursive: true });
const index: string[] = [
  "# Contoh kertas cadangan (Kertas AI Composer)",
  "",
  "Dijana oleh penulis luar talian terbina dalam daripada input contoh dalam `src/server/ai/builtin/fixtures.ts`.",
  "Jana semula: `npx tsx src/server/ai/builtin/write-samples.ts`.",
  "",
];
for (const sample of SAMPLES) {
  const outline = await writer.outline(sample.brief, sample.pkg);
  const sections = await writer.sections(sample.brief, outline);
  const words = sections.reduce((n, s) => n + s.words, 0);
  const en = sample.brief.language === "en";
  const meta = en
    ? `> ${sample.note} Package: **${sample.pkg.key}** (${sample.pkg.sections} sections, at least ${sample.pkg.minWords} words). Words written: **${words}**.`
    : `> ${sample.note} Pakej: **${sample.pkg.key}** (${sample.pkg.sections} bahagian, sekurang-kurangnya ${sample.pkg.minWords} patah perkataan). Jumlah perkataan: **${words}**.`;
  const body = sections.map((s) => `## ${s.title}\n\n${toMarkdown(s.html)}`).join("\n\n");
  writeFileSync(join(out, sample.file), `# ${sample.brief.title}\n\n${meta}\n\n${body}\n`);
  index.push(
    `- [${sample.brief.title}](${sample.file}) — ${sample.pkg.key}, ${sample.brief.language}, ${words} perkataan`,
  );
  console.log(`${sample.file}: ${sections.length} sections, ${words} words`);
}
writeFileSync(join(out, "README.md"), `${index.join("\n")}\n`);
