import { DOMParser as PmDOMParser, type Node as PmNode, type Schema } from "@tiptap/pm/model";

/** A section of the document: its <h2> text and the content after it, up to the next <h2> (or the end). */
export type DocSection = { index: number; title: string; from: number; to: number };

const isH2 = (node: PmNode) => node.type.name === "heading" && node.attrs.level === 2;

/** The document's sections, in order; content before the first <h2> belongs to none. */
export function docSections(doc: PmNode): DocSection[] {
  const heads: { title: string; end: number; start: number }[] = [];
  doc.forEach((node, offset) => {
    if (isH2(node)) heads.push({ title: node.textContent.trim(), start: offset, end: offset + node.nodeSize });
  });
  return heads.map((h, index) => ({
    index,
    title: h.title,
    from: h.end,
    to: heads[index + 1]?.start ?? doc.content.size,
  }));
}

/** The plain text a piece of HTML becomes in this editor (as textBetween gives it); parsed in an inert document. */
export function htmlAsEditorText(schema: Schema, html: string): string {
  const body = new window.DOMParser().parseFromString(html, "text/html").body;
  const doc = PmDOMParser.fromSchema(schema).parse(body);
  return doc.textBetween(0, doc.content.size, "\n");
}
