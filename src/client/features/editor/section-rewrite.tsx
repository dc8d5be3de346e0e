import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Editor, useEditorState } from "@tiptap/react";
import { FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type RegeneratedSectionDto, SECTION_INSTRUCTION_MAX } from "../../../common/schemas/assist";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { apiPost } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { toastAssistantFailure } from "./assistant-failure";
import { docSections, htmlAsEditorText } from "./sections";
import type { Suggestion } from "./use-suggestion";

type Request = { sectionIndex: number; sectionTitle: string; instruction?: string };

const OFFLINE_NOTE = "section-rewrite-offline";

/**
 * 'Tulis semula bahagian': one <h2> section of the saved proposal written again by the server, shown
 * as a suggestion that replaces only that section's content (from its heading to the next) on Accept.
 * Without an AI provider the instruction cannot be followed: the field is off and a note says so.
 */
export function SectionRewrite({
  editor,
  proposalId,
  canInstruct,
  disabled,
  onPendingChange,
  onSuggest,
}: {
  editor: Editor;
  proposalId: string;
  canInstruct: boolean;
  disabled: boolean;
  onPendingChange: (pending: boolean) => void;
  onSuggest: (suggestion: Suggestion) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titles = useEditorState({ editor, selector: ({ editor: e }) => docSections(e.state.doc).map((s) => s.title) });
  const [picked, setPicked] = useState("0");
  const [instruction, setInstruction] = useState("");
  const index = Math.min(Number(picked), Math.max(0, titles.length - 1));

  const mutation = useMutation({
    mutationFn: (request: Request) =>
      apiPost<RegeneratedSectionDto>("/api/ai/regenerate-section", { proposalId, ...request }),
    onMutate: () => {
      onPendingChange(true);
      editor.setEditable(false);
    },
    onSuccess: (res, request) => {
      // The saved section's words came back and nothing was charged: say so.
      if (res.unchanged) toast({ title: t("proposalsArea.editor.sectionRewrite.unchanged"), variant: "success" });
      const sections = docSections(editor.state.doc);
      const section =
        sections[request.sectionIndex]?.title === res.sectionTitle
          ? sections[request.sectionIndex]
          : sections.find((s) => s.title === res.sectionTitle);
      if (!section) return;
      const notes = [
        request.instruction && !res.instructionFollowed ? t("proposalsArea.editor.sectionRewrite.notFollowed") : null,
        res.check.ok
          ? t("proposalsArea.editor.sectionRewrite.checkOk")
          : t("proposalsArea.editor.sectionRewrite.checkFindings", { count: res.check.findings.length }),
      ].filter((n): n is string => Boolean(n));
      onSuggest({
        label: t("proposalsArea.editor.sectionRewrite.label", { title: res.sectionTitle }),
        from: section.from,
        to: section.to,
        before: editor.state.doc.textBetween(section.from, section.to, "\n"),
        after: htmlAsEditorText(editor.schema, res.html),
        accepted: t("proposalsArea.editor.sectionRewrite.done"),
        apply: (e, range) => {
          e.chain().focus().insertContentAt(range, res.html).run();
        },
        retry: () => mutation.mutate(request),
        notes,
      });
    },
    onError: (error) => {
      toastAssistantFailure(error, t);
    },
    onSettled: () => {
      editor.setEditable(true);
      onPendingChange(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
    },
  });

  function run() {
    const title = titles[index];
    if (title === undefined) return;
    const wish = canInstruct ? instruction.trim() : "";
    mutation.mutate({ sectionIndex: index, sectionTitle: title, instruction: wish || undefined });
  }

  const none = titles.length === 0;
  return (
    <div className="mt-4 grid gap-1.5 border-t border-slate-200 pt-4" data-testid="section-rewrite">
      <h3 className="text-sm font-semibold text-slate-900">{t("proposalsArea.editor.sectionRewrite.title")}</h3>
      <label htmlFor="section-rewrite-pick" className="text-sm font-medium text-slate-800">
        {t("proposalsArea.editor.sectionRewrite.pick")}
      </label>
      <select
        id="section-rewrite-pick"
        value={String(index)}
        onChange={(e) => setPicked(e.target.value)}
        disabled={none}
        className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 shadow-xs focus:border-emerald-600 focus:ring-3 focus:ring-emerald-600/20 focus:outline-none disabled:bg-slate-50 sm:text-sm"
      >
        {titles.map((title, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two sections may share a title; the place is the identity
          <option key={i} value={String(i)}>
            {title || t("proposalsArea.editor.sectionRewrite.untitled", { n: i + 1 })}
          </option>
        ))}
      </select>
      {none ? <p className="text-xs text-slate-600">{t("proposalsArea.editor.sectionRewrite.none")}</p> : null}
      <label htmlFor="section-rewrite-instruction" className="mt-1 text-sm font-medium text-slate-800">
        {t("proposalsArea.editor.sectionRewrite.instruction")}
      </label>
      <textarea
        id="section-rewrite-instruction"
        rows={2}
        maxLength={SECTION_INSTRUCTION_MAX}
        value={instruction}
        onChange={(e) => setInstruction(e.target.value)}
        placeholder={t("proposalsArea.editor.sectionRewrite.placeholder")}
        disabled={!canInstruct}
        aria-describedby={canInstruct ? undefined : OFFLINE_NOTE}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-emerald-600 focus:ring-3 focus:ring-emerald-600/20 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 sm:text-sm"
      />
      {canInstruct ? null : (
        <p id={OFFLINE_NOTE} className="text-xs text-slate-600" data-testid="section-rewrite-offline">
          {t("proposalsArea.editor.sectionRewrite.offline")}
        </p>
      )}
      <Button variant="secondary" size="sm" disabled={disabled || none || mutation.isPending} onClick={run}>
        <FileText aria-hidden />
        {t("proposalsArea.editor.sectionRewrite.submit")}
      </Button>
    </div>
  );
}
