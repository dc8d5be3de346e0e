/**
 * A written section as the checker reads it: its headings, its own prose (paragraphs and list
 * items), its tables as rows of cell texts, and all of its text. Built on the exports' document
 * model (from-html.ts), so the checker sees the same blocks the Word and PDF files will show.
 */
import { sectionsFromHtml } from "../../../common/document/from-html.js";
import { type Block, type ListBlock, runsText } from "../../../common/document/model.js";
import type { SectionRole } from "../../../common/kinds/types.js";
import { sentences } from "../facts/text.js";
import type { CheckedSection } from "./types.js";

export type Cell = { text: string; column: number; header: boolean };
export type Row = { cells: Cell[]; header: boolean };
export type Table = { rows: Row[] };

export type ReadSection = {
  index: number;
  title: string;
  role?: SectionRole;
  /** The section's title and the h2/h3 headings inside it. */
  headings: string[];
  /** Paragraphs and list items, in order. */
  prose: string[];
  /** List items (nested ones too), in order. */
  listItems: string[];
  tables: Table[];
  /** Everything: title, headings, prose and table rows (one line per row), one item a line. */
  text: string;
};

function listTexts(list: ListBlock, out: string[]): string[] {
  for (const item of list.items) {
    const text = runsText(item.runs);
    if (text) out.push(text);
    for (const nested of item.lists) listTexts(nested, out);
  }
  return out;
}

/** Rows with each cell's starting column, counting the columns merged cells span. */
function tableOf(block: Extract<Block, { kind: "table" }>): Table {
  return {
    rows: block.rows.map((row) => {
      let column = 0;
      const cells = row.cells.map((cell) => {
        const out = { text: runsText(cell.runs), column, header: cell.header };
        column += cell.colSpan;
        return out;
      });
      return { cells, header: row.header };
    }),
  };
}

export function readSection(section: CheckedSection, index: number): ReadSection {
  const headings = section.title.trim() ? [section.title.trim()] : [];
  const prose: string[] = [];
  const listItems: string[] = [];
  const tables: Table[] = [];
  for (const part of sectionsFromHtml(section.html)) {
    if (part.title) headings.push(part.title);
    for (const block of part.blocks) {
      if (block.kind === "heading") headings.push(runsText(block.runs));
      else if (block.kind === "paragraph") {
        const text = runsText(block.runs);
        if (text) prose.push(text);
      } else if (block.kind === "list") {
        const items = listTexts(block, []);
        listItems.push(...items);
        prose.push(...items);
      } else tables.push(tableOf(block));
    }
  }
  const rows = tables.flatMap((t) => t.rows.map((r) => r.cells.map((c) => c.text).join(" | ")));
  return {
    index,
    title: section.title.trim(),
    ...(section.role ? { role: section.role } : {}),
    headings,
    prose,
    listItems,
    tables,
    text: [...headings, ...prose, ...rows].join("\n"),
  };
}

/** Sentences of prose for the rules that read sentence by sentence. */
export function proseSentences(section: ReadSection): string[] {
  return section.prose.flatMap((p) => sentences(p).map((s) => s.text));
}

/** Lower case, no punctuation, single spaces: for comparing headings, names and sentences. */
export function flatten(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019'`"“”]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
