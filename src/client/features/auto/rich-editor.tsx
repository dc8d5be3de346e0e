import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Italic, List, ListOrdered, Redo2, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { RICH_TEXT_CLASSES } from "./rich-text";

export interface RichEditorProps {
  initialHtml: string;
  labelId: string;
  onChange: (html: string, text: string) => void;
}

/** A small rich-text editor for the auto-generated draft: headings, emphasis and lists. */
export default function RichEditor({ initialHtml, labelId, onChange }: RichEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: false })],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "data-testid": "auto-editor-content",
        class: cn(
          "min-h-[500px] max-w-none px-4 py-3 text-base leading-relaxed text-slate-900 focus:outline-none sm:text-sm",
          RICH_TEXT_CLASSES,
        ),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML(), e.getText()),
    onCreate: ({ editor: e }) => onChange(e.getHTML(), e.getText()),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      heading: e?.isActive("heading", { level: 2 }) ?? false,
      bulletList: e?.isActive("bulletList") ?? false,
      orderedList: e?.isActive("orderedList") ?? false,
    }),
  });

  const tools = [
    { key: "bold", icon: Bold, run: () => editor?.chain().focus().toggleBold().run(), on: active?.bold },
    { key: "italic", icon: Italic, run: () => editor?.chain().focus().toggleItalic().run(), on: active?.italic },
    {
      key: "heading",
      icon: Heading2,
      run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
      on: active?.heading,
    },
    {
      key: "bulletList",
      icon: List,
      run: () => editor?.chain().focus().toggleBulletList().run(),
      on: active?.bulletList,
    },
    {
      key: "orderedList",
      icon: ListOrdered,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
      on: active?.orderedList,
    },
    { key: "undo", icon: Undo2, run: () => editor?.chain().focus().undo().run(), on: undefined },
    { key: "redo", icon: Redo2, run: () => editor?.chain().focus().redo().run(), on: undefined },
  ] as const;

  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:border-emerald-600 focus-within:ring-3 focus-within:ring-emerald-600/20">
      <div
        role="toolbar"
        aria-label={t("autoArea.toolbar.label")}
        className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5"
      >
        {tools.map(({ key, icon: Icon, run, on }) => (
          <button
            key={key}
            type="button"
            onClick={run}
            aria-label={t(`autoArea.toolbar.${key}`)}
            title={t(`autoArea.toolbar.${key}`)}
            aria-pressed={on === undefined ? undefined : on}
            className={cn(
              "inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-white focus-visible:outline-2 focus-visible:outline-emerald-600",
              on ? "bg-emerald-100 text-emerald-900" : "",
            )}
          >
            <Icon aria-hidden className="size-4" />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
