import { DomUtils, parseDocument } from "htmlparser2";

/** htmlparser2's nodes, for walking parsed HTML without a browser. */
export type HtmlNode = ReturnType<typeof parseDocument>["children"][number];
export type HtmlElement = Extract<HtmlNode, { attribs: Record<string, string> }>;

export const isElement = (node: HtmlNode): node is HtmlElement => "attribs" in node;

/** Parsed HTML whose nodes know where they start and end in the source (endIndex inclusive). */
export const parseWithPlaces = (html: string) => parseDocument(html, { withStartIndices: true, withEndIndices: true });

/** The source text of a node parsed by parseWithPlaces. */
export const sourceOf = (html: string, node: HtmlNode) => html.slice(node.startIndex ?? 0, (node.endIndex ?? -1) + 1);

/**
 * The text of some HTML without its whitespace: two forms of one block have the same, whatever
 * line breaks one of them has between its elements (rows, cells, list items).
 */
export const textOf = (html: string) => DomUtils.textContent(parseDocument(html)).replace(/\s+/g, "");
