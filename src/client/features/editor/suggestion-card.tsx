import { Check, RotateCcw, X } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { diffStats, diffWords, sameWords } from "../../../common/diff";
import { Button } from "../../components/ui/button";
import type { Suggestion } from "./use-suggestion";

const STALE_NOTE = "suggestion-stale";

/**
 * An assistant result as a change against the text it would replace: removed words struck through
 * in red, added words underlined in green (each named for screen readers). Accept writes it, Reject
 * drops it, Try again asks again.
 */
export function SuggestionCard({
  suggestion,
  stale,
  busy,
  onAccept,
  onReject,
}: {
  suggestion: Suggestion;
  stale: boolean;
  busy: boolean;
  onAccept: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const parts = useMemo(() => diffWords(suggestion.before, suggestion.after), [suggestion.before, suggestion.after]);
  const stats = diffStats(parts);
  const box = useRef<HTMLElement>(null);
  // A new result may come from a button far below (the section rewrite): bring it into view.
  useEffect(() => {
    if (suggestion) box.current?.scrollIntoView?.({ block: "nearest" });
  }, [suggestion]);
  return (
    <section
      ref={box}
      className="mt-3 rounded-lg border border-emerald-200 bg-white p-3"
      aria-labelledby="suggestion-title"
      data-testid="assistant-suggestion"
    >
      <h3 id="suggestion-title" className="text-sm font-semibold text-slate-900">
        {t("proposalsArea.editor.suggestion.title", { label: suggestion.label })}
      </h3>
      <p className="mt-1 text-xs text-slate-600" data-testid="suggestion-summary">
        {/* The server's rule for an unchanged result (not charged): the same words, spaces aside. */}
        {sameWords(suggestion.before, suggestion.after)
          ? t("proposalsArea.editor.suggestion.same")
          : t("proposalsArea.editor.suggestion.summary", stats)}
      </p>
      {/* Scrolls when long, so it takes the keyboard focus (arrow keys scroll it). */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={t("proposalsArea.editor.suggestion.diffLabel")}
        className="mt-2 max-h-72 overflow-y-auto rounded-md bg-slate-50 p-2 text-sm leading-6 break-words whitespace-pre-wrap text-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-600"
        data-testid="suggestion-diff"
      >
        {parts.map((part, i) =>
          part.kind === "added" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder; their position is their identity
            <ins key={i} className="rounded-sm bg-emerald-100 text-emerald-900 underline decoration-emerald-700">
              <span className="sr-only">{t("proposalsArea.editor.suggestion.added")} </span>
              {part.text}
            </ins>
          ) : part.kind === "removed" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <del key={i} className="mr-0.5 rounded-sm bg-red-100 text-red-900 line-through decoration-red-700">
              <span className="sr-only">{t("proposalsArea.editor.suggestion.removed")} </span>
              {part.text}
            </del>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <span key={i}>{part.text}</span>
          ),
        )}
      </section>
      {suggestion.notes?.map((note) => (
        <p key={note} className="mt-2 text-xs text-slate-600">
          {note}
        </p>
      ))}
      {stale ? (
        <p id={STALE_NOTE} className="mt-2 text-sm text-amber-800" role="status" data-testid="suggestion-stale">
          {t("proposalsArea.editor.suggestion.stale")}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy || stale}
          aria-describedby={stale ? STALE_NOTE : undefined}
          onMouseDown={(e) => e.preventDefault()}
          onClick={onAccept}
        >
          <Check aria-hidden />
          {t("proposalsArea.editor.suggestion.accept")}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={onReject}>
          <X aria-hidden />
          {t("proposalsArea.editor.suggestion.reject")}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={suggestion.retry}>
          <RotateCcw aria-hidden />
          {t("proposalsArea.editor.suggestion.retry")}
        </Button>
      </div>
    </section>
  );
}
