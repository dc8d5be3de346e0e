import { CheckCircle2, CircleAlert, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { formatCredits } from "../../../common/money";
import { Button } from "../../components/ui/button";
import i18n from "../../i18n";
import type { GenerationState } from "./use-generation-events";

/** The text for a failed job: the catalogue's text for its code, else the server's own message. */
export function failureText(error: GenerationState["error"]): string {
  if (!error) return i18n.t("errors.GENERATION_FAILED");
  if (error.code === "JOB_LOST") return i18n.t("create.progress.lost");
  if (error.code !== "INSUFFICIENT_CREDITS" && i18n.exists(`errors.${error.code}`))
    return i18n.t(`errors.${error.code}`);
  return error.message || i18n.t("errors.GENERATION_FAILED");
}

/**
 * A failed job for a screen's own notice: what failed (unless the notice's title already says it)
 * and that nothing was charged.
 */
export function failureNotice(error: GenerationState["error"], title?: string): string {
  const text = failureText(error);
  const notCharged = i18n.t("create.progress.notCharged");
  if (text === title) return notCharged;
  return text.includes(notCharged) ? text : `${text} ${notCharged}`;
}

interface GenerationProgressProps {
  state: GenerationState;
  title: string;
  /** The job is kept for the user's return (useGeneration with a slot): say they may leave. */
  resumable?: boolean;
  onDismiss?: () => void;
  className?: string;
}

/**
 * A running generation: a progress bar, each section as it finishes (title and word count), and a
 * clear message when it fails (nothing is charged then). Nothing while idle.
 */
export function GenerationProgress({ state, title, resumable = false, onDismiss, className }: GenerationProgressProps) {
  const { t } = useTranslation();
  if (state.status === "idle") return null;

  if (state.status === "failed") {
    return (
      <section
        role="alert"
        data-testid="generation-failed"
        className={`rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 shadow-sm ${className ?? ""}`}
      >
        <div className="flex gap-3">
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-600" />
          <div className="min-w-0">
            <h2 className="font-semibold">{t("create.progress.failedTitle")}</h2>
            <p className="mt-1 text-sm">
              {failureText(state.error)}
              {state.error?.code === "INSUFFICIENT_CREDITS" ? (
                <>
                  {" "}
                  <Link href="/credits" className="font-semibold underline" data-testid="buy-credits-link">
                    {t("create.credits.buy")}
                  </Link>
                </>
              ) : null}
            </p>
            <p className="mt-1 text-sm font-medium">{t("create.progress.notCharged")}</p>
            {onDismiss ? (
              <Button variant="outline" size="sm" className="mt-3" onClick={onDismiss}>
                {t("create.progress.dismiss")}
              </Button>
            ) : null}
          </div>
        </div>
      </section>
    );
  }

  const total = state.totalSections;
  const percent =
    state.status === "succeeded" ? 100 : total > 0 ? Math.min(99, Math.round((state.doneSections / total) * 100)) : 3;
  const phaseText =
    total === 0
      ? t("create.progress.preparing")
      : state.phase === "saving"
        ? t("create.progress.saving")
        : t("create.progress.count", { done: state.doneSections, total });

  return (
    <section
      aria-labelledby="generation-progress-title"
      aria-busy={state.status === "running"}
      data-testid="generation-progress"
      className={`rounded-xl border border-emerald-200 bg-white p-5 shadow-sm ${className ?? ""}`}
    >
      <div className="flex items-center gap-3">
        <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin text-emerald-700" />
        <h2 id="generation-progress-title" className="font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      <div
        role="progressbar"
        aria-label={t("create.progress.barLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-4 h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-emerald-600 transition-all duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-slate-600" aria-live="polite">
        <span>{phaseText}</span>
        {state.words > 0 ? <span>{t("create.progress.words", { words: formatCredits(state.words) })}</span> : null}
      </p>
      {state.sections.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t("create.progress.finishedSections")}
          </h3>
          <ol className="mt-2 grid gap-1.5" aria-live="polite" data-testid="generation-sections">
            {state.sections.map((section) => (
              <li key={section.index} className="flex items-start justify-between gap-3 text-sm">
                <span className="flex min-w-0 items-start gap-2 text-slate-800">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  <span className="min-w-0 break-words">{section.title}</span>
                </span>
                <span className="shrink-0 text-slate-500">
                  {t("create.progress.sectionWords", { words: formatCredits(section.words) })}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {resumable ? <p className="mt-4 text-xs text-slate-500">{t("create.progress.leaveHint")}</p> : null}
    </section>
  );
}
