/**
 * Regenerates docs/samples/ from the built-in composer: one paper per kind, written from the
 * holdout briefs (tests/corpus/holdout.ts) that no test asserts on, as Markdown with the check.
 * Run: npx tsx scripts/write-samples.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { countHtmlWords, htmlToText, splitSections } from "../src/common/content.js";
import { KINDS } from "../src/common/kinds/index.js";
import { createBuiltinWriter } from "../src/server/ai/builtin/composer.js";
import { checkWritten } from "../src/server/modules/generation/quality.js";
import { HOLDOUT } from "../tests/corpus/holdout.js";
import { buildCase, write } from "../tests/corpus/run.js";

const out = join(import.meta.dirname, "../docs/samples");
const plain = (html: string) => htmlToText(html).replace(/\s+/g, " ").trim();

/** The composer's HTML (p, ul, ol, li, h3, table, strong) as Markdown. */
function toMarkdown(html: string): string {
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
      const cell = (s: string) => plain(s).replace(/\|/g, "\\|");
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

mkdirSync(out, { recursive: true });
for (const f of readdirSync(out)) if (f.endsWith(".md")) rmSync(join(out, f));
const index = [
  "# Contoh kertas (penulis terbina dalam)",
  "",
  "Satu kertas bagi setiap jenis, ditulis daripada taklimat simpanan (`tests/corpus/holdout.ts`) yang tidak diuji oleh mana-mana ujian.",
  "Jana semula: `npx tsx scripts/write-samples.ts`.",
  "",
];
const writer = createBuiltinWriter();
for (const entry of HOLDOUT) {
  const c = buildCase(entry);
  const { doc } = await write(writer, c.brief, c.pkg);
  const sections = splitSections(doc.html);
  const written = checkWritten(c.brief, c.pkg, sections);
  const words = countHtmlWords(doc.html);
  const file = `${entry.kind}-${entry.packageKey}-${entry.id.replace(/^holdout-/, "")}.md`;
  const kind = KINDS[entry.kind].label[entry.language];
  const findings = written.check?.findings.map((f) => `- ${f.code}: ${f.message}`).join("\n") || "- tiada";
  const body = sections.map((s) => `## ${s.title}\n\n${toMarkdown(s.html)}`).join("\n\n");
  writeFileSync(
    join(out, file),
    `# ${c.brief.title}\n\n> ${kind}. Pakej **${entry.packageKey}** (${c.pkg.sections} bahagian, min. ${c.pkg.minWords} perkataan). Perkataan: **${words}**. Ruang kosong bertanda: **${written.check?.placeholders.length ?? 0}**.\n>\n> Semakan:\n${findings.replace(/^/gm, "> ")}\n\n${body}\n`,
  );
  index.push(`- [${c.brief.title}](${file}) — ${kind}, ${entry.packageKey}, ${entry.language}, ${words} perkataan`);
  console.log(
    `${file}: ${sections.length} sections, ${words} words, ${written.check?.findings.length ?? "?"} findings`,
  );
}
writeFileSync(join(out, "README.md"), `${index.join("\n")}\n`);
