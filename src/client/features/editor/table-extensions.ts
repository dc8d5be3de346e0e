import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";

/**
 * Tables as the stored HTML has them. ProseMirror's table model is rows of cells, so what it has no
 * node for is kept in attributes and written back by `toStoredHtml`:
 * - a row's section (`thead`, `tbody`, `tfoot`) as `data-section`;
 * - the table's `<caption>` (its whole HTML) as `data-caption`, shown read-only above the table;
 * - a cell's `text-align`, including `justify`, which TipTap's own cell attribute drops.
 */

export type RowSection = "head" | "body" | "foot";

const SECTION_OF_PARENT: Record<string, RowSection> = { THEAD: "head", TBODY: "body", TFOOT: "foot" };
const CELL_ALIGNMENTS = ["left", "center", "right", "justify"];

function sectionOf(row: HTMLElement): RowSection | null {
  const marked = row.getAttribute("data-section");
  if (marked === "head" || marked === "body" || marked === "foot") return marked;
  return SECTION_OF_PARENT[row.parentElement?.tagName ?? ""] ?? null;
}

function captionOf(table: HTMLElement): string | null {
  const marked = table.getAttribute("data-caption");
  if (marked) return marked;
  const caption = Array.from(table.children).find((child) => child.tagName === "CAPTION");
  return caption ? caption.outerHTML : null;
}

/** The caption's words for display; DOMParser runs no scripts and loads nothing. */
export function captionText(captionHtml: string): string {
  return new DOMParser().parseFromString(`<table>${captionHtml}</table>`, "text/html").body.textContent?.trim() ?? "";
}

const cellAlign = {
  default: null,
  parseHTML: (element: HTMLElement) => {
    const value = (element.style.textAlign || element.getAttribute("align") || "").trim().toLowerCase();
    return CELL_ALIGNMENTS.includes(value) ? value : null;
  },
  renderHTML: (attributes: Record<string, unknown>) =>
    typeof attributes.align === "string" && CELL_ALIGNMENTS.includes(attributes.align)
      ? { style: `text-align: ${attributes.align}` }
      : {},
};

const StoredTable = Table.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      caption: {
        default: null,
        parseHTML: captionOf,
        renderHTML: (attributes) => (attributes.caption ? { "data-caption": attributes.caption } : {}),
      },
    };
  },
  parseHTML() {
    // The caption is read by the table's attribute; its text must not become a row of its own.
    return [{ tag: "table" }, { tag: "caption", ignore: true }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const caption = node.attrs.caption as string | null;
    const captionSpec = caption ? [["caption", { contenteditable: "false" }, captionText(caption)]] : [];
    return ["div", { class: "tableWrapper" }, ["table", HTMLAttributes, ...captionSpec, ["tbody", 0]]];
  },
});

const SectionedRow = TableRow.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      section: {
        default: null,
        parseHTML: sectionOf,
        renderHTML: (attributes) => (attributes.section ? { "data-section": attributes.section } : {}),
      },
    };
  },
});

const AlignedCell = TableCell.extend({
  addAttributes() {
    return { ...this.parent?.(), align: cellAlign };
  },
});

const AlignedHeader = TableHeader.extend({
  addAttributes() {
    return { ...this.parent?.(), align: cellAlign };
  },
});

export function tableExtensions() {
  // No column resizing: the stored HTML has no widths. The table renders itself (no node view).
  return [StoredTable.configure({ resizable: false, View: null }), SectionedRow, AlignedHeader, AlignedCell];
}
