import { Extension } from "@tiptap/react";

const ALIGNMENTS = ["left", "center", "right", "justify"];

/**
 * `text-align` on the blocks that have no alignment button (lists, list items, quotes, tables, rows):
 * the allow-list keeps it, so the editor keeps it too instead of dropping it on loading.
 */
export const BlockAlign = Extension.create({
  name: "blockAlign",
  addGlobalAttributes() {
    return [
      {
        types: ["bulletList", "orderedList", "listItem", "blockquote", "table", "tableRow"],
        attributes: {
          blockAlign: {
            default: null,
            parseHTML: (element) => (ALIGNMENTS.includes(element.style.textAlign) ? element.style.textAlign : null),
            renderHTML: (attributes) =>
              ALIGNMENTS.includes(attributes.blockAlign) ? { style: `text-align: ${attributes.blockAlign}` } : {},
          },
        },
      },
    ];
  },
});
