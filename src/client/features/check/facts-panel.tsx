import { type Editor, useEditorState } from "@tiptap/react";
import { Check, ClipboardCheck, PenLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CheckDto } from "../../../common/schemas/check";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { FactsList, FindingsList } from "./check-lists";
import { countOccurrences, findTextRange, placeholderStates } from "./placeholder-range";

/**
 * The editor's 'what the writer used and what is left': the facts it used, the marked blanks still
 * to complete (clicking one selects it in the editor; one the user has filled in is ticked off) and
 * the checker's findings.
 */
export function FactsPanel({ check, editor }: { check: CheckDto; editor: Editor }) {
  const { t } = useTranslation();
  const counts = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const text = e.state.doc.textBetween(0, e.state.doc.content.size, "\n", "\uFFFC");
      return JSON.stringify([...countOccurrences(text, check.placeholders)]);
    },
  });
  const states = placeholderStates(check.placeholders, new Map(JSON.parse(counts) as [string, number][]));
  const open = states.filter((s) => !s.done).length;

  const select = (text: string, occurrence: number) => {
    const range = findTextRange(editor.state.doc, text, occurrence);
    if (range) editor.chain().focus().setTextSelection(range).scrollIntoView().run();
  };

  return (
    <Card className="grid gap-4 p-4" data-testid="facts-panel">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ClipboardCheck aria-hidden className="size-4 text-emerald-700" />
        {t("checkArea.title")}
      </h2>
      <section aria-labelledby="check-facts-title" className="grid gap-2">
        <h3 id="check-facts-title" className="text-sm font-semibold text-slate-800">
          {t("checkArea.factsTitle")}
        </h3>
        <FactsList facts={check.facts} />
      </section>
      <section aria-labelledby="check-todo-title" className="grid gap-2">
        <h3 id="check-todo-title" className="text-sm font-semibold text-slate-800">
          {t("checkArea.todoTitle")} <span className="font-normal text-slate-500">({open})</span>
        </h3>
        {states.length === 0 ? (
          <p className="text-sm text-slate-500">{t("checkArea.todoEmpty")}</p>
        ) : (
          <>
            <p className="text-xs text-slate-500">{t("checkArea.todoHint")}</p>
            <ul className="grid gap-1.5" data-testid="check-placeholders">
              {states.map(({ text, occurrence, done }, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same blank may be listed twice
                <li key={index}>
                  {done ? (
                    <span className="flex gap-2 rounded-md px-2 py-1.5 text-sm text-slate-500">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                      <span className="min-w-0 break-words line-through">{text}</span>
                      <span className="sr-only">{t("checkArea.todoDone")}</span>
                    </span>
                  ) : (
                    <button
                      type="button"
                      onClick={() => select(text, occurrence)}
                      className={cn(
                        "flex w-full gap-2 rounded-md border border-amber-200 bg-amber-50 px-2 py-1.5 text-left text-sm text-amber-950",
                        "hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-emerald-600",
                      )}
                    >
                      <PenLine aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
                      <span className="min-w-0 break-words">{text}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="check-findings-title" className="grid gap-2">
        <h3 id="check-findings-title" className="text-sm font-semibold text-slate-800">
          {t("checkArea.findingsTitle")}
        </h3>
        <FindingsList findings={check.findings} />
      </section>
    </Card>
  );
}
