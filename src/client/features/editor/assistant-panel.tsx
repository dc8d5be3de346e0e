import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Editor, useEditorState } from "@tiptap/react";
import { Languages, ListCollapse, ListPlus, Sparkles, SpellCheck2, Wand2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { sameWords } from "../../../common/diff";
import { paperLanguage } from "../../../common/document/model";
import { formatCredits } from "../../../common/money";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { apiPost, apiPostStream } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { useBalance } from "../credits/use-credits";
import { usePublicInfo } from "../public/use-public-info";
import { toastAssistantFailure } from "./assistant-failure";
import { SectionRewrite } from "./section-rewrite";
import { previewText, replacementText, replaceRange, selectedRange, type TextRange } from "./selection";
import { SuggestionCard } from "./suggestion-card";
import { useSuggestion } from "./use-suggestion";
import { WritingCard } from "./writing-card";

type Action = { kind: "improve"; instruction: string } | { kind: "translate" };
type Job = { action: Action; range: TextRange };

/** `needs`: the public info's assistant capability the preset depends on (Expand needs an AI provider). */
const PRESETS = [
  { instruction: "grammar", icon: SpellCheck2, needs: null },
  { instruction: "expand", icon: ListPlus, needs: "expand" },
  { instruction: "shorten", icon: ListCollapse, needs: null },
  { instruction: "formal", icon: Wand2, needs: null },
] as const;

const NEEDS_AI_NOTE = "assistant-needs-ai";

/**
 * The side panel: AI actions on the selected text and on one section, each shown as a suggestion
 * the user accepts (it then replaces exactly that range, one undo step) or rejects, and statistics.
 * `onApplied` hears of every change the assistant made to the words (the next save is then the
 * assistant's version); an accepted result that gave the words back unchanged is no such change.
 */
export function AssistantPanel({
  editor,
  proposalId,
  onApplied,
}: {
  editor: Editor;
  /** The saved proposal, for rewriting one of its sections; without it that part is not offered. */
  proposalId?: string;
  onApplied?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Translation goes the other way from the paper's own language (read once, from its text).
  const [toMalay] = useState(() => paperLanguage(editor.getText().slice(0, 20_000)) === "en");
  const translateKey = toMalay
    ? "proposalsArea.editor.assistant.translateToMalay"
    : "proposalsArea.editor.assistant.translate";
  const balance = useBalance();
  const publicInfo = usePublicInfo();
  const info = publicInfo.data;
  const cost = info?.aiActionCost;
  // Actions that need an AI provider stay disabled until the server says one is configured, so the
  // offline composer never offers what it cannot do. If the info cannot load they are offered: the
  // server still refuses what it cannot do, without charging.
  const can = info?.assistant ?? (publicInfo.isError ? { expand: true, translate: true, instruct: true } : undefined);
  const offline = {
    expand: !can?.expand,
    translate: !can?.translate,
    instruct: !can?.instruct,
  };
  const showNote = Boolean(can) && (offline.expand || offline.translate || offline.instruct);
  const noteFor = (blocked: boolean) => (blocked && showNote ? NEEDS_AI_NOTE : undefined);
  const [custom, setCustom] = useState("");
  const [customError, setCustomError] = useState<string | null>(null);
  const [sectionBusy, setSectionBusy] = useState(false);
  // The result as the model writes it (only with an AI provider: the offline composer answers at once).
  const [writing, setWriting] = useState<{ label: string; text: string } | null>(null);
  const streams = Boolean(info?.assistant?.instruct);
  const changes = useSuggestion(editor, (accepted) => {
    if (!sameWords(accepted.before, accepted.after)) onApplied?.();
    toast({
      title: accepted.accepted,
      description: t("proposalsArea.editor.suggestion.undoHint"),
      variant: "success",
    });
  });

  const snapshot = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      // An editor not yet created (or being replaced on a route change) is read as empty.
      if (!e.isInitialized || e.isDestroyed) return { preview: "", words: 0, chars: 0, minutes: 0 };
      const range = selectedRange(e);
      // An editor being replaced (a route change) may have no extension storage for a moment.
      const counter = e.storage.characterCount as { words(): number; characters(): number } | undefined;
      const words = counter?.words() ?? 0;
      return {
        preview: range ? previewText(range.text) : "",
        words,
        chars: counter?.characters() ?? 0,
        minutes: Math.ceil(words / 200),
      };
    },
  });

  const mutation = useMutation({
    mutationFn: async ({ action, range }: Job) => {
      const post = <T,>(url: string, body: unknown) => {
        if (!streams) return apiPost<T>(url, body);
        setWriting({ label: actionLabel(action), text: "" });
        return apiPostStream<T>(url, body, {
          onDelta: (text) => setWriting((now) => (now ? { ...now, text: now.text + text } : now)),
          onReset: () => setWriting((now) => (now ? { ...now, text: "" } : now)),
        });
      };
      if (action.kind === "translate") {
        const res = await post<{ translatedContent: string; unchanged?: boolean }>("/api/ai/translate", {
          content: range.text,
          targetLanguage: toMalay ? "Malay" : "English",
        });
        return { text: res.translatedContent, unchanged: res.unchanged === true };
      }
      const res = await post<{ improvedContent: string; unchanged?: boolean }>("/api/ai/improve-section", {
        content: range.text,
        instruction: action.instruction,
      });
      return { text: res.improvedContent, unchanged: res.unchanged === true };
    },
    onMutate: () => editor.setEditable(false),
    onSuccess: ({ text, unchanged }, { action, range }) => {
      editor.setEditable(true);
      if (action.kind === "improve" && !PRESETS.some((p) => p.instruction === action.instruction)) setCustom("");
      // The server gave the words back as they were and charged nothing: say so.
      if (unchanged) toast({ title: t("proposalsArea.editor.assistant.unchanged"), variant: "success" });
      changes.show({
        label: actionLabel(action),
        from: range.from,
        to: range.to,
        before: range.text,
        after: replacementText(range, text),
        accepted: t(
          action.kind === "translate"
            ? "proposalsArea.editor.assistant.translated"
            : "proposalsArea.editor.assistant.improved",
        ),
        apply: (e, at) => replaceRange(e, { ...at, text: range.text }, text),
        retry: () => {
          const at = changes.current();
          mutation.mutate({ action, range: { ...at, text: editor.state.doc.textBetween(at.from, at.to, "\n") } });
        },
      });
    },
    onError: (error) => {
      editor.setEditable(true);
      toastAssistantFailure(error, t);
    },
    onSettled: () => {
      setWriting(null);
      return queryClient.invalidateQueries({ queryKey: queryKeys.balance });
    },
  });

  function actionLabel(action: Action): string {
    if (action.kind === "translate") return t(translateKey);
    const preset = PRESETS.find((p) => p.instruction === action.instruction);
    return preset
      ? t(`proposalsArea.editor.assistant.${preset.instruction}`)
      : t("proposalsArea.editor.assistant.customLabel");
  }

  function run(action: Action) {
    const range = selectedRange(editor);
    if (!range) {
      toast({
        title: t(
          action.kind === "translate"
            ? "proposalsArea.editor.assistant.selectTranslate"
            : "proposalsArea.editor.assistant.selectImprove",
        ),
        variant: "destructive",
      });
      return;
    }
    mutation.mutate({ action, range });
  }

  function runCustom() {
    const instruction = custom.trim();
    if (!instruction) {
      setCustomError(t("proposalsArea.editor.assistant.customRequired"));
      return;
    }
    setCustomError(null);
    run({ kind: "improve", instruction });
  }

  const busy = mutation.isPending || sectionBusy;
  const balanceText = balance.data
    ? balance.data.unlimited
      ? t("proposalsArea.editor.assistant.unlimited")
      : t("proposalsArea.editor.assistant.balance", { credits: formatCredits(balance.data.credits) })
    : "";

  return (
    <div className="grid content-start gap-4">
      <Card className="p-4" data-testid="assistant-panel">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Sparkles aria-hidden className="size-4 text-emerald-700" />
          {t("proposalsArea.editor.assistant.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("proposalsArea.editor.assistant.intro")}</p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-xs text-emerald-900">
          {cost !== undefined ? <span>{t("proposalsArea.editor.assistant.cost", { count: cost })}</span> : null}
          <span className="font-semibold" data-testid="assistant-balance">
            {balanceText}
          </span>
        </div>

        <div className="mt-3 rounded-lg border border-dashed border-slate-300 p-3">
          <p className="text-xs font-medium text-slate-500">{t("proposalsArea.editor.assistant.selection")}</p>
          <p className="mt-1 text-sm break-words text-slate-800" data-testid="selection-preview" aria-live="polite">
            {snapshot.preview ? (
              `“${snapshot.preview}”`
            ) : (
              <span className="text-slate-500">{t("proposalsArea.editor.assistant.noSelection")}</span>
            )}
          </p>
        </div>

        <div aria-live="polite" data-testid="suggestion-region">
          {writing && mutation.isPending ? (
            <WritingCard label={writing.label} text={writing.text} />
          ) : changes.suggestion ? (
            <SuggestionCard
              suggestion={changes.suggestion}
              stale={changes.stale}
              busy={busy}
              onAccept={changes.accept}
              onReject={changes.reject}
            />
          ) : null}
        </div>

        <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
          {PRESETS.map(({ instruction, icon: Icon, needs }) => (
            <Button
              key={instruction}
              variant="outline"
              size="sm"
              className="w-full justify-start"
              disabled={busy || (needs !== null && offline[needs])}
              aria-describedby={needs ? noteFor(offline[needs]) : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run({ kind: "improve", instruction })}
            >
              <Icon aria-hidden className="text-emerald-700" />
              {t(`proposalsArea.editor.assistant.${instruction}`)}
            </Button>
          ))}
        </div>

        {showNote ? (
          <p id={NEEDS_AI_NOTE} className="mt-2 text-xs text-slate-600" data-testid="assistant-needs-ai">
            {t("proposalsArea.editor.assistant.needsAi")}{" "}
            <Link href="/api-key-guide" className="font-medium text-emerald-800 underline underline-offset-2">
              {t("proposalsArea.editor.assistant.needsAiLink")}
            </Link>
          </p>
        ) : null}

        <div className="mt-4 grid gap-1.5">
          <label htmlFor="assistant-custom" className="text-sm font-medium text-slate-800">
            {t("proposalsArea.editor.assistant.customLabel")}
          </label>
          <textarea
            id="assistant-custom"
            rows={3}
            value={custom}
            onChange={(e) => {
              setCustom(e.target.value);
              if (customError) setCustomError(null);
            }}
            placeholder={t("proposalsArea.editor.assistant.customPlaceholder")}
            disabled={offline.instruct}
            aria-invalid={customError ? true : undefined}
            aria-describedby={customError ? "assistant-custom-error" : noteFor(offline.instruct)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-emerald-600 focus:ring-3 focus:ring-emerald-600/20 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 aria-[invalid=true]:border-red-500 sm:text-sm"
          />
          {customError ? (
            <p id="assistant-custom-error" className="text-sm text-red-700">
              {customError}
            </p>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            disabled={busy || offline.instruct}
            aria-describedby={noteFor(offline.instruct)}
            onClick={runCustom}
          >
            <Sparkles aria-hidden />
            {t("proposalsArea.editor.assistant.customSubmit")}
          </Button>
        </div>

        <Button
          variant="outline"
          size="sm"
          className="mt-4 w-full"
          disabled={busy || offline.translate}
          aria-describedby={noteFor(offline.translate)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run({ kind: "translate" })}
        >
          <Languages aria-hidden className="text-emerald-700" />
          {t(translateKey)}
        </Button>

        {proposalId ? (
          <SectionRewrite
            editor={editor}
            proposalId={proposalId}
            canInstruct={!offline.instruct}
            disabled={busy}
            onPendingChange={setSectionBusy}
            onSuggest={changes.show}
          />
        ) : null}

        {busy ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-slate-600" role="status">
            <Spinner className="size-4" />
            {t("proposalsArea.editor.assistant.working")}
          </p>
        ) : null}
      </Card>

      <Card className="p-4">
        <h2 className="text-base font-semibold text-slate-900">{t("proposalsArea.editor.stats.title")}</h2>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center" data-testid="document-stats">
          <div className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs text-slate-500">{t("proposalsArea.editor.stats.words")}</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid="stat-words">
              {formatCredits(snapshot.words)}
            </dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs text-slate-500">{t("proposalsArea.editor.stats.characters")}</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid="stat-chars">
              {formatCredits(snapshot.chars)}
            </dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs text-slate-500">{t("proposalsArea.editor.stats.reading")}</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid="stat-reading">
              {t("proposalsArea.editor.stats.minutes", { count: snapshot.minutes })}
            </dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
