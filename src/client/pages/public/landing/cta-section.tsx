import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button";
import type { LandingFigures } from "../../../features/public/use-landing-figures";

export function CtaSection({ figures }: { figures: LandingFigures }) {
  const { t } = useTranslation();
  const { freeCredits, freeValue } = figures;
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-2xl bg-gradient-to-br from-emerald-800 via-emerald-700 to-teal-700 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-amber-300/20 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-24 -left-24 size-72 rounded-full bg-teal-300/20 blur-3xl"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {t("landing.cta.title")}
          </h2>
          <p className="mt-4 text-lg text-emerald-50">
            {freeCredits && freeValue
              ? t("landing.cta.body", { credits: freeCredits, value: freeValue })
              : t("landing.cta.bodyGeneric")}
          </p>
          <a href="/api/login?signup=1" className={buttonClasses("accent", "lg", "mt-8")} data-testid="cta-register">
            {t("landing.cta.button")}
            <ArrowRight aria-hidden />
          </a>
        </div>
      </div>
    </section>
  );
}
