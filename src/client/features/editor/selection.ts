import type { Editor } from "@tiptap/react";

export type TextRange = { from: number; to: number; text: string };

/** The selected range and its plain text (blocks separated by line breaks); null when nothing is selected. */
export function selectedRange(editor: Editor): TextRange | null {
  const { from, to, empty } = editor.state.selection;
  if (empty) return null;
  const text = editor.state.doc.textBetween(from, to, "\n");
  return text.trim() ? { from, to, text } : null;
}

/** The text `text` becomes in place of the range: trimmed, with the whitespace around the original selection. */
export function replacementText(range: TextRange, text: string): string {
  const lead = /^\s*/.exec(range.text)?.[0] ?? "";
  const trail = /\s*$/.exec(range.text)?.[0] ?? "";
  return `${lead.replace(/\n/g, " ")}${text.trim()}${trail.replace(/\n/g, " ")}`;
}

/**
 * Replaces exactly the range [from, to) with `text` (keeping the marks at its start and the
 * whitespace around the original selection), then selects the new text.
 */
export function replaceRange(editor: Editor, range: TextRange, text: string): void {
  const replacement = replacementText(range, text);
  editor
    .chain()
    .focus()
    .command(({ tr }) => {
      tr.insertText(replacement, range.from, range.to);
      return true;
    })
    .setTextSelection({ from: range.from, to: range.from + replacement.length })
    .run();
}

export const PREVIEW_LENGTH = 100;

export function previewText(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH)}…` : flat;
}
