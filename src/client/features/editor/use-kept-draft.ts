import type { Editor } from "@tiptap/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { onSessionEnd } from "../../lib/unauthorized";
import { type EditorDraft, editorDrafts } from "./draft-store";

const WRITE_DELAY_MS = 600;

type Options = {
  editor: Editor;
  userId: string;
  proposal: { id: string; title: string };
  title: string;
  dirty: boolean;
  /** The version the current edit started from (read when the draft is written). */
  baseVersion: () => number;
};

/**
 * Keeps the editor's unsaved title and text in the browser while they differ from what is saved
 * (written a moment after each change, at once when the page is hidden, left or the session
 * ends) and removes them once nothing is unsaved. At mount it offers the kept draft of an
 * earlier visit (`offer`), unless that draft is what the proposal already holds.
 * `keptForSignIn`: the session ended and the draft is kept, so leaving for sign-in loses nothing.
 */
export function useKeptDraft({ editor, userId, proposal, title, dirty, baseVersion }: Options) {
  const [offer, setOffer] = useState<EditorDraft | null>(() => initialOffer(editor, userId, proposal));
  const [keptForSignIn, setKeptForSignIn] = useState(false);
  const latest = useRef({ title, dirty, baseVersion });
  latest.current = { title, dirty, baseVersion };
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wasDirty = useRef(false);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const flush = useCallback(() => {
    cancel();
    const { title: draftTitle, dirty: unsaved, baseVersion: base } = latest.current;
    if (!unsaved || editor.isDestroyed) return;
    editorDrafts.write(userId, proposal.id, { title: draftTitle, content: editor.getHTML(), baseVersion: base() });
  }, [cancel, editor, userId, proposal.id]);
  const schedule = useCallback(() => {
    cancel();
    timer.current = setTimeout(flush, WRITE_DELAY_MS);
  }, [cancel, flush]);

  useEffect(() => {
    editor.on("update", schedule);
    return () => {
      editor.off("update", schedule);
    };
  }, [editor, schedule]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a title change is a change to keep.
  useEffect(() => {
    if (dirty) {
      wasDirty.current = true;
      schedule();
    } else if (wasDirty.current) {
      wasDirty.current = false;
      cancel();
      editorDrafts.remove(userId, proposal.id);
    }
  }, [dirty, title, schedule, cancel, userId, proposal.id]);

  useEffect(() => {
    window.addEventListener("pagehide", flush);
    const unsubscribe = onSessionEnd(() => {
      flush();
      setKeptForSignIn(true);
    });
    return () => {
      window.removeEventListener("pagehide", flush);
      unsubscribe();
      // Leaving the screen with unsaved changes keeps them to be offered next time.
      flush();
    };
  }, [flush]);

  return {
    offer,
    keptForSignIn,
    /**
     * The offer is answered (restored or discarded): hide it and put the caret in the editor (the
     * focused button goes away); discarding also removes the draft unless newer text is kept.
     */
    dismiss(discard: boolean) {
      setOffer(null);
      editor.commands.focus("start");
      if (discard && !latest.current.dirty) editorDrafts.remove(userId, proposal.id);
    },
    /** Saved: nothing to keep. */
    forget() {
      cancel();
      editorDrafts.remove(userId, proposal.id);
    },
  };
}

function initialOffer(editor: Editor, userId: string, proposal: { id: string; title: string }): EditorDraft | null {
  editorDrafts.prune();
  const draft = editorDrafts.read(userId, proposal.id);
  if (draft && draft.title === proposal.title && draft.content === editor.getHTML()) {
    editorDrafts.remove(userId, proposal.id);
    return null;
  }
  return draft;
}
