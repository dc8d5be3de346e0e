import type { Editor } from "@tiptap/react";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * An assistant result waiting for the user's word: the range it would replace (mapped through
 * every edit made since), the text there when it was asked for, and the text it would become.
 * Only accept() changes the document, in one transaction (one undo step), and only while the text
 * in the range is still what the result was made from.
 */
export type Suggestion = {
  /** What the change is ('Perbaiki Tatabahasa', 'Tulis semula: Pengenalan'). */
  label: string;
  from: number;
  to: number;
  /** The plain text in the range when the result was asked for (blocks on their own lines). */
  before: string;
  /** The plain text the range would hold. */
  after: string;
  /** Writes the result over [from, to) (the mapped range). */
  apply: (editor: Editor, range: { from: number; to: number }) => void;
  /** The success message once accepted ('Teks telah diperbaiki dengan AI.'). */
  accepted: string;
  /** Runs the same action again (charged again). */
  retry: () => void;
  /** Shown under the change ('the instruction needs an AI provider', the check's verdict). */
  notes?: string[];
};

/** `onApplied` hears of every accepted suggestion, with it. */
export function useSuggestion(editor: Editor, onApplied?: (accepted: Suggestion) => void) {
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [stale, setStale] = useState(false);
  const range = useRef({ from: 0, to: 0 });

  useEffect(() => {
    if (!suggestion) return;
    range.current = { from: suggestion.from, to: suggestion.to };
    setStale(false);
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean; mapping: MappingLike } }) => {
      if (!transaction.docChanged) return;
      const from = transaction.mapping.mapResult(range.current.from, 1);
      const to = transaction.mapping.mapResult(range.current.to, -1);
      range.current = { from: from.pos, to: Math.max(from.pos, to.pos) };
      const now = editor.state.doc.textBetween(range.current.from, range.current.to, "\n");
      setStale(from.deleted || to.deleted || now !== suggestion.before);
    };
    editor.on("transaction", onTransaction);
    return () => {
      editor.off("transaction", onTransaction);
    };
  }, [editor, suggestion]);

  const accept = useCallback(() => {
    if (!suggestion) return;
    const now = editor.state.doc.textBetween(range.current.from, range.current.to, "\n");
    if (now !== suggestion.before) {
      setStale(true);
      return;
    }
    suggestion.apply(editor, range.current);
    setSuggestion(null);
    onApplied?.(suggestion);
  }, [editor, suggestion, onApplied]);

  // The card (and the focused button) goes away: the keyboard focus returns to the text.
  const reject = useCallback(() => {
    setSuggestion(null);
    editor.commands.focus();
  }, [editor]);

  /** The range as it stands now (mapped through the edits since the result came). */
  const current = useCallback(() => range.current, []);

  const show = useCallback((next: Suggestion) => setSuggestion(next), []);

  return { suggestion, stale, show, accept, reject, current };
}

type MappingLike = { mapResult(pos: number, assoc?: number): { pos: number; deleted: boolean } };
