/**
 * Turning model answers into what the writer returns: JSON found and validated, section HTML cleaned to the
 * stored-content allow-list, plain text stripped of the wrappers models like to add.
 * Every failure is an OutputError (retried by the writer).
 */
import { z } from "zod";
import { escapeHtml, htmlToText, looksLikeHtml } from "../../../common/content.js";
import { sanitizeContent } from "../../content/sanitize.js";
import type { Solution } from "../writer.js";
import { OutputError } from "./errors.js";

/** Removes Markdown code-fence lines (```json, ```html, ```), keeping what they enclosed. */
export function stripCodeFences(text: string): string {
  return text.replace(/^[ \t]*(```|~~~)[\w+-]*[ \t]*$/gm, "").trim();
}

/** The first complete JSON object or array in the text (after code fences, prose before or after it). */
export function extractJson(text: string): unknown {
  const source = stripCodeFences(text);
  try {
    return JSON.parse(source);
  } catch {
    // look inside
  }
  for (let start = 0; start < source.length; start++) {
    const ch = source[start];
    if (ch !== "{" && ch !== "[") continue;
    const end = matchingBracket(source, start);
    if (end < 0) break; // unbalanced from here on: the answer was cut off
    try {
      return JSON.parse(source.slice(start, end + 1));
    } catch {
      // not JSON after all (e.g. "[1]" in prose); keep looking
    }
  }
  throw new OutputError("the answer holds no valid JSON");
}

/** Index of the bracket closing the one at `start`, honouring JSON strings; -1 when it never closes. */
function matchingBracket(text: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "{") stack.push("}");
    else if (ch === "[") stack.push("]");
    else if (ch === "}" || ch === "]") {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

function issues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
    .join("; ");
}

function cleanTitle(title: string): string {
  return title
    .replace(/[*_#`]/g, "")
    .replace(/^\s*(?:(?:bahagian|section)\s+)?(?:\d+|[ivx]+)\s*[.):-]\s*/i, "")
    .replace(/\s+/g, " ")
    .trim();
}

const Paragraphs = z.union([z.string(), z.array(z.string()).transform((parts) => parts.join("\n\n"))]);
const SolutionSchema = z.object({
  analysis: Paragraphs.pipe(z.string().trim().min(1)),
  solution: Paragraphs.pipe(z.string().trim().min(1)),
  proposalTitle: z.string().trim().min(1).max(300),
  detailedProposal: Paragraphs.pipe(z.string().trim().min(1)),
  proposalStructure: z
    .array(z.union([z.string(), z.object({ title: z.string() }).transform((o) => o.title)]))
    .transform((list) => list.map(cleanTitle).filter(Boolean))
    .pipe(z.array(z.string()).min(1)),
});

export function parseSolution(text: string): Solution {
  const result = SolutionSchema.safeParse(extractJson(text));
  if (!result.success) throw new OutputError(`the solution JSON has the wrong shape (${issues(result.error)})`);
  return result.data;
}

/** Minimal Markdown to HTML for answers that ignored the "HTML only" rule: headings, lists, pipe tables, paragraphs, bold, italic. */
export function markdownToHtml(markdown: string): string {
  const out: string[] = [];
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  let paragraph: string[] = [];
  let list: { tag: "ul" | "ol"; items: string[] } | null = null;
  let table: string[][] = [];
  const inline = (text: string) =>
    escapeHtml(text.trim())
      .replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_, a, b) => `<strong>${a ?? b}</strong>`)
      .replace(/(^|[^*\w])\*(?!\s)(.+?)\*(?!\w)/g, "$1<em>$2</em>");
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(" "))}</p>`);
    paragraph = [];
    if (list) out.push(`<${list.tag}>${list.items.map((i) => `<li>${inline(i)}</li>`).join("")}</${list.tag}>`);
    list = null;
    if (table.length) {
      const [head, ...body] = table;
      const cells = (row: string[], tag: string) => row.map((c) => `<${tag}>${inline(c)}</${tag}>`).join("");
      out.push(
        `<table><thead><tr>${cells(head ?? [], "th")}</tr></thead><tbody>${body.map((r) => `<tr>${cells(r, "td")}</tr>`).join("")}</tbody></table>`,
      );
    }
    table = [];
  };
  for (const line of lines) {
    const heading = line.match(/^\s*(#{1,6})\s+(.*)$/);
    const bullet = line.match(/^\s*[-*•+]\s+(.*)$/);
    const numbered = line.match(/^\s*\d+[.)]\s+(.*)$/);
    if (!line.trim()) flush();
    else if (/^\s*\|.*\|\s*$/.test(line)) {
      if (!table.length) flush();
      if (/^\s*\|[\s:|-]+\|\s*$/.test(line)) continue; // the |---|---| separator
      table.push(
        line
          .trim()
          .replace(/^\||\|$/g, "")
          .split("|")
          .map((c) => c.trim()),
      );
    } else if (heading) {
      flush();
      const level = (heading[1] ?? "").length <= 2 ? "h2" : "h3";
      out.push(`<${level}>${inline(heading[2] ?? "")}</${level}>`);
    } else if (bullet || numbered) {
      const tag = bullet ? "ul" : "ol";
      if (paragraph.length || table.length || (list && list.tag !== tag)) flush();
      list ??= { tag, items: [] };
      list.items.push((bullet ?? numbered)?.[1] ?? "");
    } else {
      if (list || table.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return out.join("\n");
}

function normalise(text: string): string {
  return htmlToText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * A section body: fences and preambles removed, Markdown converted, leading h1/h2 (the title the caller adds)
 * dropped, later h1/h2 demoted to h3, a first h3 repeating the title dropped, then the stored-content allow-list.
 */
export function cleanSectionHtml(raw: string, title: string): string {
  let html = stripCodeFences(raw)
    .replace(/<!doctype[^>]*>/gi, "")
    .replace(/<head[\s>][\s\S]*?<\/head>/gi, "")
    .trim();
  if (!looksLikeHtml(html)) html = markdownToHtml(html);
  // A short lead-in before the first tag ("Berikut ialah kandungan bahagian ini:") is chatter, not content.
  const firstTag = html.indexOf("<");
  if (firstTag > 0) {
    const lead = html.slice(0, firstTag).trim();
    if (lead.length < 200 && /:$/.test(lead)) html = html.slice(firstTag);
  }
  html = html.replace(/^(?:\s*<h[12][^>]*>[\s\S]*?<\/h[12]>)+/i, "");
  html = html.replace(/<(\/?)h[12](\s[^>]*)?>/gi, "<$1h3>");
  const first = html.match(/^\s*<h3[^>]*>([\s\S]*?)<\/h3>/i);
  if (first && normalise(first[1] ?? "") === normalise(title)) html = html.slice(first[0].length);
  return sanitizeContent(html)
    .replace(/<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>/gi, "")
    .trim();
}

const PREAMBLE =
  /^(?:berikut(?:\s+(?:ialah|adalah|merupakan))?|di bawah (?:ialah|adalah)|ini (?:ialah|adalah)|here(?:'s| is| are)|below is|sure|certainly|baik|tentu)\b[^\n]{0,160}:\s*\n/i;

const QUOTES: [string, string][] = [
  ['"', '"'],
  ["“", "”"],
  ["'", "'"],
  ["‘", "’"],
  ["«", "»"],
];

/** Plain text from a rewrite/translate answer: no fences, echoed tags, preamble, Markdown emphasis, HTML or wrapping quotes. */
export function cleanPlainText(raw: string): string {
  let text = stripCodeFences(raw.replace(/\r\n?/g, "\n"))
    .replace(/<\/?(?:text|teks|instruction)>/gi, "")
    .trim();
  text = text.replace(PREAMBLE, "").trim();
  if (looksLikeHtml(text)) {
    text = text.replace(/<\/(p|h[1-6]|blockquote|ul|ol|table)>/gi, "</$1>\n");
    text = htmlToText(text).replace(/\n/g, "\n\n");
  }
  text = text
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_, a, b) => a ?? b)
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  for (const [open, close] of QUOTES) {
    if (text.length >= 2 && text.startsWith(open) && text.endsWith(close) && !text.slice(1, -1).includes(close)) {
      text = text.slice(1, -1).trim();
      break;
    }
  }
  if (!text) throw new OutputError("the answer is empty");
  return text;
}
