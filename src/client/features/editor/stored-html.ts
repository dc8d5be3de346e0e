import { parseDocument } from "htmlparser2";
import { type HtmlElement, type HtmlNode, isElement } from "./html-tree";
import type { RowSection } from "./table-extensions";

/**
 * The editor's HTML (TipTap's getHTML) written back in the shape the server stores (see
 * src/server/content/sanitize.ts), so that an unchanged part of a proposal comes back as it was:
 * - `<p>` that TipTap wraps around the text of a list item or table cell is unwrapped again;
 * - a table's rows are grouped into `<thead>`, `<tbody>`, `<tfoot>` again, its `<caption>` restored,
 *   and TipTap's wrapper, `<colgroup>`, widths and data attributes dropped;
 * - the only attributes kept are those the allow-list keeps, in one order, and `text-align` styles
 *   are written as the sanitiser writes them (`text-align:center`).
 */

type Node = HtmlNode;
type Element = HtmlElement;

const isBlank = (node: Node) => node.type === "text" && "data" in node && node.data.trim() === "";
const elementChildren = (element: Element) => element.children.filter(isElement);

const PLAIN = new Set(["h1", "h2", "h3", "p", "strong", "em", "u", "s", "ul", "ol", "blockquote"]);
const DROPPED = new Set(["colgroup", "col", "caption", "script", "style"]);
const ALIGNMENT = /text-align\s*:\s*(left|right|center|justify)\b/i;
const SECTION_ORDER: RowSection[] = ["head", "body", "foot"];
const SECTION_TAG: Record<RowSection, string> = { head: "thead", body: "tbody", foot: "tfoot" };

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
const attribute = (name: string, value: string | undefined) =>
  value === undefined ? "" : ` ${name}="${escapeAttribute(value)}"`;

/** ` style="text-align:center"` when the element is aligned, else nothing. */
function alignStyle(element: Element): string {
  const align = ALIGNMENT.exec(element.attribs.style ?? "")?.[1]?.toLowerCase();
  return align ? attribute("style", `text-align:${align}`) : "";
}

function serializeAll(nodes: readonly Node[]): string {
  return nodes.map(serializeNode).join("");
}

function serializeNode(node: Node): string {
  if (node.type === "text" && "data" in node) return escapeText(node.data);
  if (!isElement(node)) return "";
  const name = node.name.toLowerCase();
  if (DROPPED.has(name)) return "";
  if (name === "table") return serializeTable(node);
  if (name === "br") return "<br>";
  if (name === "a")
    return `<a${attribute("href", node.attribs.href)}${attribute("title", node.attribs.title)}>${serializeAll(node.children)}</a>`;
  if (name === "li") return `<li${alignStyle(node)}>${unwrapLoneParagraph(node)}</li>`;
  if (PLAIN.has(name)) return `<${name}${alignStyle(node)}>${serializeAll(node.children)}</${name}>`;
  // TipTap's table wrapper and anything unknown: the content stays, the element goes.
  return serializeAll(node.children);
}

/**
 * TipTap keeps a list item's or cell's text in a paragraph; the stored HTML has the text directly.
 * A lone unaligned paragraph at the start is unwrapped; several paragraphs stay paragraphs.
 */
function unwrapLoneParagraph(element: Element): string {
  const content = element.children.filter((child) => !isBlank(child));
  const [first, ...rest] = content;
  const paragraphs = content.filter((child) => isElement(child) && child.name === "p");
  if (first && isElement(first) && first.name === "p" && paragraphs.length === 1 && !alignStyle(first)) {
    return serializeAll(first.children) + serializeAll(rest);
  }
  return serializeAll(content);
}

function serializeCell(cell: Element): string {
  const name = cell.name.toLowerCase() === "th" ? "th" : "td";
  const span = (key: "colspan" | "rowspan") => {
    const value = cell.attribs[key];
    return value && value !== "1" ? attribute(key, value) : "";
  };
  return `<${name}${span("colspan")}${span("rowspan")}${alignStyle(cell)}>${unwrapLoneParagraph(cell)}</${name}>`;
}

function rowsOf(table: Element): Element[] {
  return elementChildren(table).flatMap((child) => {
    const name = child.name.toLowerCase();
    if (name === "tr") return [child];
    if (name === "thead" || name === "tbody" || name === "tfoot")
      return elementChildren(child).filter((r) => r.name === "tr");
    return [];
  });
}

const cellsOf = (row: Element) => elementChildren(row).filter((c) => c.name === "td" || c.name === "th");

/**
 * Each row's section: the one it was read from (`data-section`); a row added in the editor has none
 * and joins the section of the row above it (a row of data cells under the header starts the body).
 * Sections never go backwards, so the HTML is always thead, tbody, tfoot in that order.
 */
function sectionsOf(rows: readonly Element[]): RowSection[] {
  let previous: RowSection | null = null;
  return rows.map((row) => {
    const marked = row.attribs["data-section"] as RowSection | undefined;
    const allHeaders = cellsOf(row).every((cell) => cell.name === "th");
    const guessed: RowSection = previous === "head" && !allHeaders ? "body" : (previous ?? "body");
    const own = marked && SECTION_ORDER.includes(marked) ? marked : guessed;
    const section = previous && SECTION_ORDER.indexOf(previous) > SECTION_ORDER.indexOf(own) ? previous : own;
    previous = section;
    return section;
  });
}

function serializeCaption(captionHtml: string | undefined): string {
  if (!captionHtml) return "";
  const parsed = parseDocument(captionHtml).children;
  const caption = parsed.find((node): node is Element => isElement(node) && node.name === "caption");
  return caption
    ? `<caption${alignStyle(caption)}>${serializeAll(caption.children)}</caption>`
    : `<caption>${serializeAll(parsed)}</caption>`;
}

function serializeTable(table: Element): string {
  const rows = rowsOf(table);
  const sections = sectionsOf(rows);
  let body = "";
  let open: RowSection | null = null;
  rows.forEach((row, index) => {
    const section = sections[index] as RowSection;
    if (section !== open) {
      if (open) body += `</${SECTION_TAG[open]}>`;
      body += `<${SECTION_TAG[section]}>`;
      open = section;
    }
    body += `<tr${alignStyle(row)}>${cellsOf(row).map(serializeCell).join("")}</tr>`;
  });
  if (open) body += `</${SECTION_TAG[open]}>`;
  return `<table${alignStyle(table)}>${serializeCaption(table.attribs["data-caption"])}${body}</table>`;
}

/** The document's top-level blocks in stored form, one string each. */
export function storedBlocks(editorHtml: string): string[] {
  return parseDocument(editorHtml)
    .children.map(serializeNode)
    .filter((block) => block.trim() !== "");
}

/** The whole document in stored form, blocks on lines of their own as the writers store them. */
export function toStoredHtml(editorHtml: string): string {
  return storedBlocks(editorHtml).join("\n");
}
