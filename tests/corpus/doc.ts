/**
 * A written paper as its reader sees it: sections under <h2>, sub-sections under <h3>, prose
 * (paragraphs and list items) apart from tables, and tables as rows of cells.
 */
import { htmlToText, splitSections } from "../../src/common/content.js";
import { amountsIn, bareAmount, normal } from "./parse.js";

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m);
/** Visible text of an inline fragment, on one line. */
export const inline = (html: string) =>
  decode(html.replace(/<br\s*\/?>/gi, " ").replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

export type Block = { level: 2 | 3; title: string; html: string };
export type Table = { head: string[]; rows: string[][] };

export type Doc = {
  html: string;
  /** Visible text, one block per line. */
  text: string;
  /** Split at each <h2>. */
  sections: { title: string; html: string }[];
  /** Split at each <h2> and <h3>. */
  blocks: Block[];
};

export function readDoc(html: string): Doc {
  const blocks: Block[] = [];
  for (const part of html.split(/(?=<h[23][\s>])/i)) {
    const m = part.match(/^<h([23])[^>]*>([\s\S]*?)<\/h\1>([\s\S]*)$/i);
    if (m) blocks.push({ level: m[1] === "2" ? 2 : 3, title: inline(m[2] ?? ""), html: (m[3] ?? "").trim() });
  }
  return { html, text: htmlToText(html), sections: splitSections(html).filter((s) => s.title), blocks };
}

export const headingsOf = (html: string, level: 2 | 3) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "gi"))].map((m) => inline(m[1] ?? ""));

/** A heading as compared: no numbering ('1.', '2.1', 'A.', '(a)', 'BAHAGIAN 3:'), lower case. */
export const headingKey = (title: string) =>
  normal(title.replace(/^\s*(?:bahagian\s+\d+\s*[:.-]?|(?:\d+(?:\.\d+)*|[a-z]|[ivx]+)[.)]|\([a-z0-9]+\))\s*/i, ""));

const withoutTables = (html: string) => html.replace(/<table[\s\S]*?<\/table>/gi, "");

/** Paragraphs and list items outside tables, each as one line of text. */
export function proseBlocks(html: string): string[] {
  return [...withoutTables(html).matchAll(/<(p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)]
    .map((m) => inline(m[2] ?? ""))
    .filter(Boolean);
}

export const proseOf = (html: string) => proseBlocks(html).join("\n");

/** Headings with nothing under them: a sub-heading before another heading, a section heading before the next section, either at the end. */
export function emptyHeadings(html: string): string[] {
  return [...html.matchAll(/<h([23])[^>]*>([\s\S]*?)<\/h\1>\s*(?=<h([23])\b|$)/gi)]
    .filter((m) => m[1] === "3" || m[3] !== "3")
    .map((m) => inline(m[2] ?? ""));
}

export function listItems(html: string): string[] {
  return [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => inline(m[1] ?? ""));
}

export function tablesOf(html: string): Table[] {
  return [...html.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/gi)].map((t) => {
    const body = t[1] ?? "";
    const head = [...body.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/gi)].map((m) => inline(m[1] ?? ""));
    const rows = [...body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)]
      .map((r) => [...(r[1] ?? "").matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/gi)].map((m) => inline(m[1] ?? "")))
      .filter((r) => r.length > 0);
    return { head, rows };
  });
}

/** Each table row as one line of text (cells joined), for cue-and-figure reading. */
export const rowLines = (html: string) => tablesOf(html).flatMap((t) => t.rows.map((r) => r.join(" | ")));

/** The ringgit value of a cell: 'RM 1,350.00', or a bare figure when the column is headed '(RM)'. */
export function cellAmount(cell: string, ringgitColumn: boolean): number | null {
  const found = amountsIn(cell);
  if (found.length === 1) return found[0]?.value ?? null;
  return ringgitColumn ? bareAmount(cell) : null;
}

/** Every ringgit figure in the paper: 'RM…' anywhere, plus bare figures under '(RM)' headings. */
export function amountsInDoc(doc: Doc): number[] {
  const values = amountsIn(doc.text).map((a) => a.value);
  for (const table of tablesOf(doc.html)) {
    table.head.forEach((h, col) => {
      if (!/\bRM\b|ringgit/i.test(h)) return;
      for (const row of table.rows) {
        const v = bareAmount(row[col] ?? "");
        if (v !== null) values.push(v);
      }
    });
  }
  return values;
}
