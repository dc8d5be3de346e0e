import { TextAlign } from "@tiptap/extension-text-align";
import { CharacterCount } from "@tiptap/extensions";
import { StarterKit } from "@tiptap/starter-kit";
import { countWords } from "../../../common/content";
import { BlockAlign } from "./block-align";
import { tableExtensions } from "./table-extensions";

/** Links the stored-content allow-list keeps: http, https and mailto only. */
export function isAllowedLink(url: string): boolean {
  const value = url.trim();
  if (!/^(https?:\/\/|mailto:)\S+$/i.test(value)) return false;
  try {
    const parsed = new URL(value);
    return ["http:", "https:", "mailto:"].includes(parsed.protocol);
  } catch {
    return false;
  }
}

/** What the editor can produce matches what the server's sanitiser keeps (no code blocks, no rules), tables included. */
export function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      // No empty paragraph appended after a closing table or list at the first click: the stored
      // HTML must come back unchanged when nothing was typed (the gap cursor still reaches there).
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: false,
        defaultProtocol: "https",
        isAllowedUri: (url) => isAllowedLink(url),
        HTMLAttributes: { rel: "noopener noreferrer nofollow", target: null },
      },
    }),
    // Justify has no button, but stored paragraphs may have it.
    TextAlign.configure({ types: ["heading", "paragraph"], alignments: ["left", "center", "right", "justify"] }),
    ...tableExtensions(),
    BlockAlign,
    CharacterCount.configure({ wordCounter: countWords }),
  ];
}
