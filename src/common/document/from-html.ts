import { Parser } from "htmlparser2";
import {
  type Align,
  type Block,
  type Branding,
  type ExportStyle,
  type ListBlock,
  type ListItem,
  type PaperLanguage,
  PRODUCT_BRANDING,
  type ProposalDocument,
  paperLanguage,
  type Run,
  runsText,
  type Section,
  type TableBlock,
  type TableCell,
  type TableRow,
} from "./model.js";
import { signedPreparer } from "./preparer.js";

type Element = { tag: string; attrs: Record<string, string>; children: Node[] };
type Node = Element | { text: string };

/** Whose bodies are never text (the stored HTML has none; the browser may hand us anything). */
const SKIPPED = new Set(["script", "style", "textarea", "option", "noscript", "iframe", "object", "template", "head"]);
const VOID = new Set(["br", "img", "hr", "input", "meta", "link", "wbr", "col", "area", "base", "source"]);
const BLOCK = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "table",
  "blockquote",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "tr",
  "td",
  "th",
  "thead",
  "tbody",
  "tfoot",
  "caption",
  "hr",
]);

function parseTree(html: string): Element {
  const root: Element = { tag: "#root", attrs: {}, children: [] };
  const stack: Element[] = [root];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (skipping || SKIPPED.has(name)) {
          skipping++;
          return;
        }
        const el: Element = { tag: name, attrs, children: [] };
        stack[stack.length - 1]!.children.push(el);
        if (!VOID.has(name)) stack.push(el);
      },
      ontext(text) {
        if (!skipping) stack[stack.length - 1]!.children.push({ text });
      },
      onclosetag(name) {
        if (skipping) {
          skipping--;
          return;
        }
        if (VOID.has(name)) return;
        // Close up to the matching element (htmlparser2 reports implied closes in order).
        for (let i = stack.length - 1; i > 0; i--) {
          if (stack[i]!.tag === name) {
            stack.length = i;
            return;
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return root;
}

const isElement = (n: Node): n is Element => "tag" in n;

function alignOf(el: Element): Align | undefined {
  const m = /text-align\s*:\s*(left|right|center|justify)/i.exec(el.attrs.style ?? "");
  return m ? (m[1]!.toLowerCase() as Align) : undefined;
}

/** A link target the exports may carry: http, https and mailto only. */
export function safeHref(href: string | undefined): string | undefined {
  const value = href?.trim();
  if (!value) return undefined;
  return /^(https?:\/\/|mailto:)/i.test(value) && !/[\s<>"]/.test(value) ? value : undefined;
}

type Marks = Omit<Run, "text" | "break">;

/** Inline runs of a node's children; block children are flattened with line breaks between them. */
function inlineRuns(nodes: Node[], marks: Marks, out: Run[] = []): Run[] {
  for (const node of nodes) {
    if (!isElement(node)) {
      const text = node.text.replace(/\s+/g, " ");
      if (text) out.push({ ...marks, text });
      continue;
    }
    const m: Marks = { ...marks };
    switch (node.tag) {
      case "br":
        out.push({ text: "", break: true });
        continue;
      case "strong":
      case "b":
      case "th":
        m.bold = true;
        break;
      case "em":
      case "i":
        m.italic = true;
        break;
      case "u":
        m.underline = true;
        break;
      case "s":
      case "strike":
      case "del":
        m.strike = true;
        break;
      case "a": {
        const href = safeHref(node.attrs.href);
        if (href) m.link = href;
        break;
      }
    }
    const isBlock = BLOCK.has(node.tag);
    if (isBlock && out.length && !out[out.length - 1]!.break) out.push({ text: "", break: true });
    if (node.tag === "li") out.push({ ...m, text: "• " });
    inlineRuns(node.children, m, out);
    if (isBlock && out.length && !out[out.length - 1]!.break) out.push({ text: "", break: true });
  }
  return out;
}

/** Trims the run list: no leading/trailing spaces or breaks, no doubled spaces across runs, no empty runs. */
function tidy(runs: Run[]): Run[] {
  const out: Run[] = [];
  let lastEndsWithSpace = true;
  for (const run of runs) {
    if (run.break) {
      if (out.length && !out[out.length - 1]!.break) out.push({ text: "", break: true });
      lastEndsWithSpace = true;
      continue;
    }
    let text = run.text;
    if (lastEndsWithSpace) text = text.replace(/^ +/, "");
    if (!text) continue;
    out.push({ ...run, text });
    lastEndsWithSpace = text.endsWith(" ");
  }
  while (out.length && out[out.length - 1]!.break) out.pop();
  const last = out[out.length - 1];
  if (last) last.text = last.text.replace(/ +$/, "");
  if (last && !last.text) out.pop();
  // A break is not followed by a space.
  for (let i = 1; i < out.length; i++) {
    if (out[i - 1]!.break && !out[i]!.break) out[i]!.text = out[i]!.text.replace(/^ +/, "");
  }
  // Adjacent runs with the same marks are one run (the parser may hand text over in pieces).
  const merged: Run[] = [];
  for (const run of out) {
    const previous = merged[merged.length - 1];
    if (!run.break && !run.text) continue;
    if (previous && !previous.break && !run.break && sameMarks(previous, run)) previous.text += run.text;
    else merged.push({ ...run });
  }
  return merged;
}

function sameMarks(a: Run, b: Run): boolean {
  return (
    !a.bold === !b.bold &&
    !a.italic === !b.italic &&
    !a.underline === !b.underline &&
    !a.strike === !b.strike &&
    a.link === b.link
  );
}

function runsOf(el: Element): Run[] {
  return tidy(inlineRuns(el.children, {}));
}

function listFrom(el: Element): ListBlock {
  const items: ListItem[] = [];
  for (const child of el.children) {
    if (!isElement(child)) {
      if (child.text.trim()) items.push({ runs: tidy([{ text: child.text }]), lists: [] });
      continue;
    }
    if (child.tag === "ul" || child.tag === "ol") {
      // A list directly inside a list belongs to the item before it.
      const nested = listFrom(child);
      const previous = items[items.length - 1];
      if (previous) previous.lists.push(nested);
      else items.push({ runs: [], lists: [nested] });
      continue;
    }
    const inline = child.children.filter((n) => !(isElement(n) && (n.tag === "ul" || n.tag === "ol")));
    const lists = child.children.filter(isElement).filter((n) => n.tag === "ul" || n.tag === "ol");
    items.push({
      runs: tidy(inlineRuns(child.tag === "li" ? inline : [child], {})),
      lists: lists.map(listFrom),
    });
  }
  return { kind: "list", ordered: el.tag === "ol", items: items.filter((i) => i.runs.length || i.lists.length) };
}

function span(value: string | undefined): number {
  const n = Number.parseInt(value ?? "1", 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), 50) : 1;
}

function tableFrom(el: Element): TableBlock {
  const rows: TableRow[] = [];
  let caption: string | undefined;
  const visit = (node: Element, inHead: boolean) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      if (child.tag === "caption") caption = runsText(runsOf(child)) || undefined;
      else if (child.tag === "thead") visit(child, true);
      else if (child.tag === "tbody" || child.tag === "tfoot") visit(child, false);
      else if (child.tag === "tr") {
        const cells: TableCell[] = child.children
          .filter(isElement)
          .filter((c) => c.tag === "td" || c.tag === "th")
          .map((c) => ({
            runs: tidy(inlineRuns(c.children, c.tag === "th" ? { bold: true } : {})),
            header: c.tag === "th",
            colSpan: span(c.attrs.colspan),
            rowSpan: span(c.attrs.rowspan),
            align: alignOf(c),
          }));
        if (cells.length) rows.push({ cells, header: inHead || cells.every((c) => c.header) });
      }
    }
  };
  visit(el, false);
  // Only leading rows repeat as a header; a th row in the middle is an ordinary row.
  let leading = true;
  for (const row of rows) {
    if (!row.header) leading = false;
    else if (!leading) row.header = false;
  }
  if (rows.length && rows.every((r) => r.header)) for (const r of rows.slice(1)) r.header = false;
  alignAmountColumns(rows);
  return { kind: "table", rows, ...(caption ? { caption } : {}) };
}

const AMOUNT = /^RM\s?-?\d[\d,]*(\.\d{1,2})?$/;

/**
 * Columns of ringgit amounts read best right-aligned, digits under digits: a column whose every
 * filled body cell is an amount ('RM 13,400.00') is aligned right, its header too, unless the
 * content chose an alignment. Only for plain grids (no merged cells), where columns are clear.
 */
function alignAmountColumns(rows: TableRow[]): void {
  if (rows.some((r) => r.cells.some((c) => c.colSpan > 1 || c.rowSpan > 1))) return;
  const body = rows.filter((r) => !r.header);
  const width = Math.max(0, ...rows.map((r) => r.cells.length));
  for (let col = 0; col < width; col++) {
    const texts = body.map((r) => runsText(r.cells[col]?.runs ?? []).trim()).filter(Boolean);
    if (!texts.length || !texts.every((text) => AMOUNT.test(text))) continue;
    for (const row of rows) {
      const cell = row.cells[col];
      if (cell && !cell.align) cell.align = "right";
    }
  }
}

/** The blocks of a run of nodes; stray inline content between blocks becomes its own paragraph. */
function blocksFrom(nodes: Node[], out: Block[] = [], quote = false): Block[] {
  let pending: Node[] = [];
  const flush = () => {
    const runs = tidy(inlineRuns(pending, {}));
    if (runs.length) out.push({ kind: "paragraph", runs, ...(quote ? { quote } : {}) });
    pending = [];
  };
  for (const node of nodes) {
    if (!isElement(node) || (!BLOCK.has(node.tag) && node.tag !== "br")) {
      pending.push(node);
      continue;
    }
    if (node.tag === "br") {
      pending.push(node);
      continue;
    }
    flush();
    const align = alignOf(node);
    switch (node.tag) {
      case "p": {
        const runs = runsOf(node);
        if (runs.length)
          out.push({ kind: "paragraph", runs, ...(align ? { align } : {}), ...(quote ? { quote } : {}) });
        break;
      }
      case "h1":
      case "h3":
      case "h4":
      case "h5":
      case "h6":
      case "h2": {
        const runs = runsOf(node);
        // The section is Heading 1; h1 and h3 in its body are one level below, h4-h6 (unsanitised input) two.
        const level = ["h1", "h2", "h3"].includes(node.tag) ? 2 : 3;
        if (runs.length) out.push({ kind: "heading", level, runs, ...(align ? { align } : {}) });
        break;
      }
      case "ul":
      case "ol": {
        const list = listFrom(node);
        if (list.items.length) out.push(list);
        break;
      }
      case "table": {
        const table = tableFrom(node);
        if (table.rows.length) out.push(table);
        break;
      }
      case "blockquote":
        blocksFrom(node.children, out, true);
        break;
      case "hr":
        break;
      default:
        blocksFrom(node.children, out, quote);
    }
  }
  flush();
  return out;
}

const NUMBERED = /^\d+(\.\d+)*[.)]?\s/;

/** Sections from content HTML: each <h2> starts a numbered section; text before the first is an untitled introduction. */
export function sectionsFromHtml(html: string, documentTitle = ""): Section[] {
  const root = parseTree(html);
  const sections: Section[] = [];
  let current: { title: string; nodes: Node[] } = { title: "", nodes: [] };
  const groups: { title: string; nodes: Node[] }[] = [current];
  const collect = (nodes: Node[]) => {
    for (const node of nodes) {
      if (isElement(node) && node.tag === "h2") {
        const title = runsText(runsOf(node));
        if (title) {
          current = { title, nodes: [] };
          groups.push(current);
          continue;
        }
      }
      // Wrappers (div, section...) around the whole content do not hide its <h2>s.
      if (isElement(node) && ["div", "section", "article", "main"].includes(node.tag)) {
        collect(node.children);
        continue;
      }
      current.nodes.push(node);
    }
  };
  collect(root.children);
  let number = 0;
  for (const group of groups) {
    let blocks = blocksFrom(group.nodes);
    if (!group.title) {
      // A leading <h1> repeating the document title is already on the cover.
      const first = blocks[0];
      if (first?.kind === "heading" && runsText(first.runs).toLowerCase() === documentTitle.trim().toLowerCase()) {
        blocks = blocks.slice(1);
      }
      if (!blocks.length) continue;
      sections.push({ title: "", number: null, heading: "", blocks });
      continue;
    }
    number++;
    const heading = NUMBERED.test(group.title) ? group.title : `${number}. ${group.title}`;
    sections.push({ title: group.title, number, heading, blocks });
  }
  return sections;
}

export type DocumentInput = {
  title: string;
  html: string;
  type?: string | null;
  author: string;
  organisation?: string | null;
  preparedFor?: string | null;
  date?: Date;
  branding?: Branding;
  style?: ExportStyle;
  /** The paper's language; read from its text when not given. */
  language?: PaperLanguage;
};

/** The document model of a proposal. */
export function buildProposalDocument(input: DocumentInput): ProposalDocument {
  const title = input.title.replace(/\s+/g, " ").trim() || "Proposal";
  const sections = sectionsFromHtml(input.html, title);
  const organisation = input.organisation?.trim() || null;
  // The cover names whoever the paper's signature block says prepared it; the account's holder when it
  // names nobody (or only the organisation, which the cover shows on its own line).
  const signed = signedPreparer(sections);
  return {
    title,
    type: input.type?.trim() || null,
    author: signed && signed.toLowerCase() !== organisation?.toLowerCase() ? signed : input.author.trim(),
    organisation,
    preparedFor: input.preparedFor?.trim() || null,
    style: input.style ?? "standard",
    date: input.date ?? new Date(),
    branding: input.branding ?? PRODUCT_BRANDING,
    sections,
    language: input.language ?? paperLanguage(input.html),
  };
}
