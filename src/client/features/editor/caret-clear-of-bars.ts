import { Plugin } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { Extension } from "@tiptap/react";

/** Room kept above the caret (the sticky top bar and the editor's toolbar) and below it. */
export const CARET_MARGIN = { top: 150, bottom: 32, left: 0, right: 0 };

/** Scrolls the window so the caret sits between the bars above and the bottom margin. */
function revealCaret(view: EditorView): void {
  const win = view.dom.ownerDocument.defaultView;
  if (!win) return;
  const caret = view.coordsAtPos(view.state.selection.head);
  const room = win.innerHeight - CARET_MARGIN.bottom;
  if (caret.top < CARET_MARGIN.top) win.scrollBy(0, caret.top - CARET_MARGIN.top);
  else if (caret.bottom > room) win.scrollBy(0, caret.bottom - room);
}

/**
 * A key that moves the caret the browser's own way (Ctrl+Home, Page Up) scrolls it just into the
 * window, under the sticky bars. ProseMirror scrolls it clear only when it reads the move within
 * 50 ms of the key, which a busy phone misses; this keeps it clear whenever the move came from a key.
 */
export const CaretClearOfBars = Extension.create({
  name: "caretClearOfBars",
  addProseMirrorPlugins() {
    let byKey = false;
    return [
      new Plugin({
        props: {
          handleDOMEvents: {
            keydown: () => {
              byKey = true;
              return false;
            },
            mousedown: () => {
              byKey = false;
              return false;
            },
            touchstart: () => {
              byKey = false;
              return false;
            },
          },
        },
        view: () => ({
          update: (view, previous) => {
            if (byKey && view.hasFocus() && !previous.selection.eq(view.state.selection)) revealCaret(view);
          },
        }),
      }),
    ];
  },
});
