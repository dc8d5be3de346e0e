import { CheckCircle2, Cpu, FileText, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { LandingFigures } from "../../../features/public/use-landing-figures";

const SAMPLE_SECTIONS = ["background", "objectives", "method", "budget", "timeline"] as const;

/** A decorative, text-only picture of a proposal being written; every word comes from the catalogue. */
export function HeroPreview({ figures }: { figures: LandingFigures }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-br from-emerald-600/15 via-teal-500/10 to-amber-400/20 blur-xl" />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-emerald-900/10">
        <div className="flex items-center gap-2 border-b border-slate-100 bg-slate-50 px-4 py-3">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-emerald-300" />
          <span className="ml-2 truncate text-xs font-medium text-slate-500">{t("landing.preview.window")}</span>
        </div>
        <div className="p-5 sm:p-6">
          <div className="flex items-start gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
              <FileText className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-emerald-700 uppercase">
                {t("landing.preview.kind")}
              </p>
              <p className="mt-0.5 font-semibold text-slate-900">{t("landing.preview.title")}</p>
            </div>
          </div>
          <ol className="mt-5 grid gap-2.5">
            {SAMPLE_SECTIONS.map((key, index) => {
              const writing = index === SAMPLE_SECTIONS.length - 1;
              return (
                <li key={key} className="flex items-center gap-3 rounded-lg border border-slate-100 px-3 py-2.5">
                  {writing ? (
                    <LoaderCircle className="size-4 shrink-0 animate-spin text-amber-500" />
                  ) : (
                    <CheckCircle2 className="size-4 shrink-0 text-emerald-600" />
                  )}
                  <span className="min-w-0 flex-1 truncate text-sm text-slate-700">
                    {t(`landing.preview.sections.${key}`)}
                  </span>
                  <span className="hidden h-1.5 w-16 shrink-0 overflow-hidden rounded-full bg-slate-100 sm:block">
                    <span
                      className={`block h-full rounded-full ${writing ? "w-2/5 bg-amber-400" : "w-full bg-emerald-500"}`}
                    />
                  </span>
                </li>
              );
            })}
          </ol>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 text-xs text-slate-500">
            {figures.engine ? (
              <span className="inline-flex items-center gap-1.5">
                <Cpu className="size-3.5 text-emerald-600" />
                {t("landing.preview.engine", { engine: figures.engine })}
              </span>
            ) : (
              <span />
            )}
            {figures.flagship ? (
              <span className="rounded-full bg-emerald-50 px-2.5 py-1 font-semibold text-emerald-800">
                {t("landing.preview.words", { words: figures.flagship.minWords })}
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
