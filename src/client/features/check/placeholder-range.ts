import type { Node } from "@tiptap/pm/model";

/** Where a text occurs in a document (positions for a selection); `occurrence` counts from 0. */
export function findTextRange(doc: Node, needle: string, occurrence = 0): { from: number; to: number } | null {
  if (!needle) return null;
  let seen = 0;
  let found: { from: number; to: number } | null = null;
  doc.descendants((node, pos) => {
    if (found) return false;
    if (!node.isTextblock) return true;
    // The block's text with the document position of each character: marks split text nodes,
    // and a placeholder may span several of them ('[Nyatakan **nama** Penasihat]').
    let text = "";
    const positions: number[] = [];
    node.forEach((child, offset) => {
      const start = pos + 1 + offset;
      const content = child.isText ? (child.text ?? "") : "\uFFFC";
      for (let i = 0; i < content.length; i++) positions.push(start + i);
      text += content;
    });
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
      if (seen++ === occurrence) {
        found = { from: positions[at]!, to: positions[at + needle.length - 1]! + 1 };
        return false;
      }
    }
    return false;
  });
  return found;
}

/** How many times each text occurs in a document's text. */
export function countOccurrences(text: string, needles: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const needle of new Set(needles)) {
    let count = 0;
    for (let at = text.indexOf(needle); needle && at >= 0; at = text.indexOf(needle, at + needle.length)) count++;
    counts.set(needle, count);
  }
  return counts;
}

export type PlaceholderState = { text: string; occurrence: number; done: boolean };

/**
 * The checker's placeholders against the document as it is now: the n-th listing of a text is done
 * once the document holds fewer than n of it (the user filled one in).
 */
export function placeholderStates(placeholders: readonly string[], counts: Map<string, number>): PlaceholderState[] {
  const seen = new Map<string, number>();
  return placeholders.map((text) => {
    const index = seen.get(text) ?? 0;
    seen.set(text, index + 1);
    const left = counts.get(text) ?? 0;
    return { text, occurrence: Math.min(index, Math.max(left - 1, 0)), done: index >= left };
  });
}
