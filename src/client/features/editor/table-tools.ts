import type { Editor } from "@tiptap/react";
import { BetweenHorizontalEnd, BetweenVerticalEnd, Captions, TableColumnsSplit, TableRowsSplit } from "lucide-react";
import { escapeHtml } from "../../../common/content";
import { captionText } from "./table-extensions";
import type { Tool } from "./toolbar";

/** Asks for the caption of the table around the cursor; empty removes it. */
function editCaption(editor: Editor, prompt: string) {
  const current = editor.getAttributes("table").caption as string | null | undefined;
  const answer = window.prompt(prompt, current ? captionText(current) : "");
  if (answer === null) return;
  const text = answer.trim();
  editor
    .chain()
    .focus()
    .updateAttributes("table", { caption: text ? `<caption>${escapeHtml(text)}</caption>` : null })
    .run();
}

/** The toolbar's table group, shown while the cursor is in a table. */
export function tableTools(editor: Editor, captionPrompt: string): Tool[] {
  return [
    { key: "addRow", icon: BetweenHorizontalEnd, run: () => editor.chain().focus().addRowAfter().run() },
    { key: "deleteRow", icon: TableRowsSplit, run: () => editor.chain().focus().deleteRow().run() },
    { key: "addColumn", icon: BetweenVerticalEnd, run: () => editor.chain().focus().addColumnAfter().run() },
    { key: "deleteColumn", icon: TableColumnsSplit, run: () => editor.chain().focus().deleteColumn().run() },
    { key: "caption", icon: Captions, run: () => editCaption(editor, captionPrompt) },
  ];
}
