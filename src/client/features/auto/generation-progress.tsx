import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "../../../common/money";
import { Spinner } from "../../components/ui/spinner";
import type { JobState } from "./generation-job";

/** The running generation: a progress bar and each section as it is written. */
export function GenerationProgress({ state }: { state: JobState }) {
  const { t } = useTranslation();
  if (state.status !== "running" && state.status !== "done") return null;
  const total = Math.max(state.totalSections, 1);
  const percent =
    state.status === "done" ? 100 : Math.min(95, Math.round(((state.doneSections + 0.5) / (total + 1)) * 100));
  let label: string;
  if (state.phase === "saving" || state.status === "done") label = t("autoArea.progressSaving");
  else if (state.totalSections === 0) label = t("autoArea.progressOutline");
  else
    label = t("autoArea.progressSections", {
      done: state.doneSections,
      total: state.totalSections,
      words: formatCredits(state.words),
    });
  return (
    <section
      className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-5"
      aria-labelledby="generation-progress-title"
      data-testid="generation-progress"
    >
      <div className="flex items-center gap-3">
        <Spinner />
        <h2 id="generation-progress-title" className="font-semibold text-slate-900">
          {t("autoArea.progressTitle")}
        </h2>
      </div>
      <div
        role="progressbar"
        aria-label={t("autoArea.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-white"
      >
        <div
          className="h-full rounded-full bg-emerald-600 transition-all duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-700" aria-live="polite">
        {label}
      </p>
      {state.sections.length > 0 ? (
        <ul className="mt-3 grid gap-1.5 text-sm" data-testid="generation-sections">
          {state.sections.map((section) => (
            <li key={section.index} className="flex min-w-0 items-start gap-2 text-slate-800">
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:gap-3">
                <span className="min-w-0 flex-1 break-words">{section.title}</span>
                <span className="shrink-0 text-xs text-slate-600">
                  {t("autoArea.sectionWords", { words: formatCredits(section.words) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
