/**
 * Content helpers used by both ends: word counts, and the plain-text section format of the
 * documents (a title line, its body, sections joined by a blank line, '---' and a blank line).
 */

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Visible text of an HTML fragment, with block boundaries as line breaks. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|tr|blockquote|table|ul|ol)>/gi, "\n")
    .replace(/<\/(td|th)>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m)
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n")
    .trim();
}

/** Words in a text: runs of letters or digits (Malay hyphenated words like 'kanak-kanak' count once). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

export function countHtmlWords(html: string): number {
  return countWords(htmlToText(html));
}

/** True when the content looks like HTML rather than the plain-text section format. */
export function looksLikeHtml(content: string): boolean {
  return /<\s*(p|h[1-6]|ul|ol|table|br|strong|em|div|blockquote)\b/i.test(content);
}

/**
 * Converts the plain-text section format to HTML: each section's first line becomes an <h2>,
 * lines starting with '- ' or '• ' become list items, other paragraphs become <p>.
 */
export function plainSectionsToHtml(text: string): string {
  const sections = text.replace(/\r\n/g, "\n").split(/\n\s*---\s*\n/);
  const out: string[] = [];
  for (const section of sections) {
    const lines = section.trim().split("\n");
    const title = lines.shift()?.trim();
    if (!title) continue;
    out.push(`<h2>${escapeHtml(title)}</h2>`);
    let list: string[] = [];
    const flushList = () => {
      if (list.length) out.push(`<ul>${list.map((li) => `<li>${escapeHtml(li)}</li>`).join("")}</ul>`);
      list = [];
    };
    for (const paragraph of lines.join("\n").split(/\n\s*\n/)) {
      for (const line of paragraph.split("\n")) {
        const item = line.match(/^\s*(?:[-•*]|\d+[.)])\s+(.*)$/);
        if (item?.[1]) list.push(item[1].trim());
        else if (line.trim()) {
          flushList();
          out.push(`<p>${escapeHtml(line.trim())}</p>`);
        }
      }
      flushList();
    }
  }
  return out.join("\n");
}

export type ContentSection = { title: string; html: string };

/** Splits stored HTML at each <h2>: every <h2> starts a section; text before the first is an untitled intro. */
export function splitSections(html: string): ContentSection[] {
  const parts = html.split(/(?=<h2[\s>])/i);
  const sections: ContentSection[] = [];
  for (const part of parts) {
    const match = part.match(/^<h2[^>]*>([\s\S]*?)<\/h2>([\s\S]*)$/i);
    if (match) sections.push({ title: htmlToText(match[1] ?? ""), html: (match[2] ?? "").trim() });
    else if (part.trim()) sections.push({ title: "", html: part.trim() });
  }
  return sections;
}

export function joinSections(sections: ContentSection[]): string {
  return sections.map((s) => (s.title ? `<h2>${escapeHtml(s.title)}</h2>\n${s.html}` : s.html)).join("\n");
}
