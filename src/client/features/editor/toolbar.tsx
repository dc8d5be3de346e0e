import { type Editor, useEditorState } from "@tiptap/react";
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  Underline,
  Undo2,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "../../components/ui/use-toast";
import { cn } from "../../lib/cn";
import { isAllowedLink } from "./extensions";
import { tableTools } from "./table-tools";

/**
 * A toolbar button; `active` only for those that toggle a format (announced as pressed),
 * `disabled` when it has nothing to do (undo with no history).
 */
export type Tool = { key: string; icon: LucideIcon; active?: boolean; disabled?: boolean; run: () => void };

const IDLE = {
  h1: false,
  h2: false,
  h3: false,
  bold: false,
  italic: false,
  underline: false,
  left: false,
  center: false,
  right: false,
  bullet: false,
  ordered: false,
  link: false,
  inTable: false,
  chars: 0,
  canUndo: false,
  canRedo: false,
};

export function EditorToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    // An editor not yet created (or being replaced on a route change) is read as idle.
    selector: ({ editor: e }) =>
      !e.isInitialized || e.isDestroyed
        ? IDLE
        : {
            h1: e.isActive("heading", { level: 1 }),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            underline: e.isActive("underline"),
            left: e.isActive({ textAlign: "left" }),
            center: e.isActive({ textAlign: "center" }),
            right: e.isActive({ textAlign: "right" }),
            bullet: e.isActive("bulletList"),
            ordered: e.isActive("orderedList"),
            link: e.isActive("link"),
            inTable: e.isActive("table"),
            // An editor being replaced (a route change) may have no extension storage for a moment.
            chars: (e.storage.characterCount as { characters(): number } | undefined)?.characters() ?? 0,
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          },
  });

  function editLink() {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
    const answer = window.prompt(t("proposalsArea.editor.toolbar.linkPrompt"), previous);
    if (answer === null) return;
    const url = answer.trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (!url) {
      chain.unsetLink().run();
      return;
    }
    if (!isAllowedLink(url)) {
      toast({ title: t("proposalsArea.editor.toolbar.linkInvalid"), variant: "destructive" });
      return;
    }
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: url, marks: [{ type: "link", attrs: { href: url } }] }).run();
      return;
    }
    chain.setLink({ href: url }).run();
  }

  const groups: Tool[][] = [
    [
      { key: "undo", icon: Undo2, disabled: !state.canUndo, run: () => editor.chain().focus().undo().run() },
      { key: "redo", icon: Redo2, disabled: !state.canRedo, run: () => editor.chain().focus().redo().run() },
    ],
    [
      {
        key: "h1",
        icon: Heading1,
        active: state.h1,
        run: () => editor.chain().focus().toggleHeading({ level: 1 }).run(),
      },
      {
        key: "h2",
        icon: Heading2,
        active: state.h2,
        run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
      },
      {
        key: "h3",
        icon: Heading3,
        active: state.h3,
        run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      { key: "bold", icon: Bold, active: state.bold, run: () => editor.chain().focus().toggleBold().run() },
      { key: "italic", icon: Italic, active: state.italic, run: () => editor.chain().focus().toggleItalic().run() },
      {
        key: "underline",
        icon: Underline,
        active: state.underline,
        run: () => editor.chain().focus().toggleUnderline().run(),
      },
    ],
    [
      {
        key: "alignLeft",
        icon: AlignLeft,
        active: state.left,
        run: () => editor.chain().focus().setTextAlign("left").run(),
      },
      {
        key: "alignCenter",
        icon: AlignCenter,
        active: state.center,
        run: () => editor.chain().focus().setTextAlign("center").run(),
      },
      {
        key: "alignRight",
        icon: AlignRight,
        active: state.right,
        run: () => editor.chain().focus().setTextAlign("right").run(),
      },
    ],
    [
      {
        key: "bulletList",
        icon: List,
        active: state.bullet,
        run: () => editor.chain().focus().toggleBulletList().run(),
      },
      {
        key: "orderedList",
        icon: ListOrdered,
        active: state.ordered,
        run: () => editor.chain().focus().toggleOrderedList().run(),
      },
      { key: "link", icon: Link2, active: state.link, run: editLink },
    ],
  ];
  const tableGroup = state.inTable ? tableTools(editor, t("proposalsArea.editor.toolbar.captionPrompt")) : null;
  if (tableGroup) groups.push(tableGroup);

  return (
    <div
      data-testid="editor-toolbar"
      className="sticky top-16 z-20 flex items-center gap-x-1 gap-y-1 border-b border-slate-200 bg-slate-50 px-2 py-1.5 sm:flex-wrap"
    >
      <div
        role="toolbar"
        aria-label={t("proposalsArea.editor.toolbar.label")}
        className="flex min-w-0 items-center gap-1 overflow-x-auto sm:flex-wrap sm:overflow-visible"
      >
        {groups.map((group, index) => (
          <div
            key={group[0]?.key}
            {...(group === tableGroup ? { role: "group", "aria-label": t("proposalsArea.editor.toolbar.table") } : {})}
            className={cn("flex items-center gap-0.5", index > 0 && "sm:border-l sm:border-slate-200 sm:pl-1")}
          >
            {group.map(({ key, icon: Icon, active, disabled, run }) => (
              <button
                key={key}
                type="button"
                onClick={run}
                disabled={disabled}
                aria-label={t(`proposalsArea.editor.toolbar.${key}`)}
                title={t(`proposalsArea.editor.toolbar.${key}`)}
                aria-pressed={active}
                className={cn(
                  "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-700 transition hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent",
                  active && "bg-emerald-100 text-emerald-800 hover:bg-emerald-200",
                )}
              >
                <Icon aria-hidden className="size-4" />
              </button>
            ))}
          </div>
        ))}
      </div>
      <p
        className="ml-auto hidden shrink-0 px-2 text-xs text-slate-500 sm:block"
        data-testid="char-count"
        aria-live="off"
      >
        {t("proposalsArea.editor.characters", { count: state.chars })}
      </p>
    </div>
  );
}
