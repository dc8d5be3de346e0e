/**
 * `npm run bench:quality`: how the built-in composer's papers read to a grant officer, over the
 * corpus and the holdout briefs (tests/corpus). Figures, not assertions; the goals are printed
 * beside them. Uses the same measuring rules as tests/corpus/corpus.test.ts.
 */
import { countHtmlWords } from "../src/common/content.js";
import { createBuiltinWriter } from "../src/server/ai/builtin/composer.js";
import { CORPUS } from "../tests/corpus/briefs.js";
import type { Doc } from "../tests/corpus/doc.js";
import { HOLDOUT } from "../tests/corpus/holdout.js";
import {
  factsKept,
  type Kept,
  measure,
  offSubject,
  placeholderFigures,
  RULES,
  sharedShare,
} from "../tests/corpus/measure.js";
import { buildCase, type Case, paperCache, partnersOf, write } from "../tests/corpus/run.js";

const RUNS = 3;
const ALL = [...CORPUS, ...HOLDOUT];
const writer = createBuiltinWriter();
const paper = paperCache(writer);
const cases = ALL.map(buildCase);
const byId = new Map(cases.map((c) => [c.entry.id, c]));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? Number.NaN : s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const pct = (n: number, d: number) => (d === 0 ? "-" : `${((100 * n) / d).toFixed(1)}%`);

function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

/** The composer's time for one paper: the median of a few runs (the first run of all warms up). */
async function timeOf(c: Case): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await write(writer, c.brief, c.pkg)).ms);
  return median(times);
}

type Row = {
  c: Case;
  doc: Doc;
  words: number;
  ms: number;
  shared: { shared: number; total: number };
  sections: number;
  offSubject: number;
  placeholderSections: number;
  placeholders: number;
  kept: ReturnType<typeof factsKept>;
  failing: string[];
};

async function row(c: Case): Promise<Row> {
  const doc = await paper(c);
  const partners = partnersOf(c.entry, ALL).map((p) => byId.get(p.id) as Case);
  const theirs = await Promise.all(partners.map((p) => paper(p, c.template ? p.pkg : c.pkg)));
  const problems = measure(c, doc);
  const blanks = placeholderFigures(doc);
  return {
    c,
    doc,
    words: countHtmlWords(doc.html),
    ms: await timeOf(c),
    shared: sharedShare(doc, theirs),
    sections: doc.sections.length,
    offSubject: offSubject(c, doc).length,
    placeholderSections: blanks.sections,
    placeholders: blanks.placeholders,
    kept: factsKept(c, doc),
    failing: RULES.filter((r) => problems[r].length > 0),
  };
}

async function main(): Promise<void> {
  await write(writer, cases[0]?.brief as Case["brief"], (cases[0] as Case).pkg);
  const rows: Row[] = [];
  for (const c of cases) rows.push(await row(c));
  const sum = (f: (r: Row) => number) => rows.reduce((n, r) => n + f(r), 0);

  console.log(`Built-in composer (${writer.name}) over ${CORPUS.length} corpus + ${HOLDOUT.length} holdout briefs\n`);

  console.log(
    table(
      ["brief", "kind", "pkg", "lang", "words", "ms", "shared", "off-subj", "blanks", "facts kept", "rules failed"],
      rows.map((r) => {
        const k = Object.values(r.kept) as Kept[];
        const found = k.reduce((n, x) => n + x.found, 0);
        const stated = k.reduce((n, x) => n + x.stated, 0);
        return [
          r.c.entry.id,
          r.c.entry.kind,
          r.c.pkg.key,
          r.c.entry.language,
          r.words,
          r.ms.toFixed(1),
          pct(r.shared.shared, r.shared.total),
          `${r.offSubject}/${r.sections}`,
          r.placeholders,
          `${found}/${stated}`,
          r.failing.length,
        ];
      }),
    ),
  );

  const sorts = ["amounts", "dates", "durations", "counts", "names"] as const;
  const keptBy = sorts.map((s) => [s, sum((r) => r.kept[s].found), sum((r) => r.kept[s].stated)] as const);
  const found = keptBy.reduce((n, k) => n + k[1], 0);
  const stated = keptBy.reduce((n, k) => n + k[2], 0);
  const sections = sum((r) => r.sections);

  console.log("\nSummary");
  console.log(
    table(
      ["measure", "value", "goal"],
      [
        [
          "sentences also in an unrelated brief's paper",
          pct(
            sum((r) => r.shared.shared),
            sum((r) => r.shared.total),
          ),
          "< 20%",
        ],
        ["  median per paper", pct(median(rows.map((r) => r.shared.shared / Math.max(1, r.shared.total))), 1), "< 20%"],
        ["facts kept (all)", `${found}/${stated} = ${pct(found, stated)}`, "100%"],
        ...keptBy.map(([s, f, t]) => [`  ${s}`, `${f}/${t} = ${pct(f, t)}`, "100%"]),
        ["wrong-subject sections", `${sum((r) => r.offSubject)} of ${sections}`, "0"],
        ["sections with a marked blank", `${sum((r) => r.placeholderSections)} of ${sections}`, "-"],
        ["marked blanks per paper (mean)", (sum((r) => r.placeholders) / rows.length).toFixed(1), "-"],
        ["marked blanks per paper (median)", median(rows.map((r) => r.placeholders)), "-"],
        ["composer time per paper (median ms)", median(rows.map((r) => r.ms)).toFixed(1), "-"],
      ],
    ),
  );

  console.log("\nMedian words per package (templates by their level, against their own estimate)");
  const group = (r: Row) => (r.c.template ? `template ${r.c.pkg.key}` : r.c.pkg.key);
  const order = ["basic", "professional", "premium", "standard", "exclusive"];
  const rank = (k: string) => order.indexOf(k.replace("template ", "")) + (k.startsWith("template") ? 10 : 0);
  const packages = [...new Set(rows.map(group))].sort((a, b) => rank(a) - rank(b));
  console.log(
    table(
      ["package", "papers", "median words", "minimum"],
      packages.map((key) => {
        const of = rows.filter((r) => group(r) === key);
        const mins = [...new Set(of.map((r) => r.c.pkg.minWords))].join("/");
        return [key, of.length, median(of.map((r) => r.words)), mins];
      }),
    ),
  );

  console.log("\nPapers failing each rule");
  console.log(
    table(
      ["rule", "papers"],
      RULES.map((rule) => [rule, `${rows.filter((r) => r.failing.includes(rule)).length} of ${rows.length}`]),
    ),
  );
}

await main();
