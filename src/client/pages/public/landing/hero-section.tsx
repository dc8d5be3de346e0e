import { ArrowRight, CheckCircle2, FileCheck2, PlayCircle, Star, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { formatCredits } from "../../../../common/money";
import { buttonClasses } from "../../../components/ui/button";
import type { LandingFigures } from "../../../features/public/use-landing-figures";
import { HeroPreview } from "./hero-preview";

export function HeroSection({ figures }: { figures: LandingFigures }) {
  const { t } = useTranslation();
  const { flagship, freePackage, freeCredits, freeValue, stats } = figures;
  const promises = [
    t("landing.hero.promiseFree"),
    freeValue ? t("landing.hero.promiseBonus", { value: freeValue }) : null,
    t("landing.hero.promiseNoCommitment"),
  ].filter((text): text is string => Boolean(text));

  return (
    <section
      data-testid="landing-hero"
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-emerald-50 via-white to-white"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -right-32 size-[28rem] rounded-full bg-amber-200/40 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute top-40 -left-40 size-[26rem] rounded-full bg-teal-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-20 md:pb-24 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="min-w-0">
          {freeCredits && freeValue ? (
            <p className="mb-5 inline-flex max-w-full items-center gap-2 rounded-full border border-amber-200 bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 sm:text-sm">
              <span aria-hidden className="size-2 shrink-0 rounded-full bg-amber-500" />
              <span>
                {freePackage
                  ? t("landing.hero.badgeBuys", { credits: freeCredits, value: freeValue, package: freePackage.name })
                  : t("landing.hero.badge", { credits: freeCredits, value: freeValue })}
              </span>
            </p>
          ) : null}
          <h1
            id="hero-title"
            className="text-4xl leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {t("landing.hero.title")}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
            {flagship
              ? t("landing.hero.subtitle", {
                  words: flagship.minWords,
                  sections: flagship.sections,
                  package: flagship.name,
                })
              : t("landing.hero.subtitleGeneric")}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="/api/login?signup=1" className={buttonClasses("primary", "lg")} data-testid="hero-start">
              {t("landing.hero.start")}
              <ArrowRight aria-hidden />
            </a>
            <Link href="/demo" className={buttonClasses("outline", "lg")} data-testid="hero-demo">
              <PlayCircle aria-hidden />
              {t("landing.hero.demo")}
            </Link>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            {promises.map((text) => (
              <li key={text} className="inline-flex items-center gap-1.5">
                <CheckCircle2 aria-hidden className="size-4 text-emerald-600" />
                {text}
              </li>
            ))}
          </ul>
          <SocialProof stats={stats} />
        </div>
        <HeroPreview figures={figures} />
      </div>
    </section>
  );
}

function SocialProof({ stats }: { stats: LandingFigures["stats"] }) {
  const { t } = useTranslation();
  if (!stats) return null;
  const items = [
    stats.activeUsers !== null
      ? {
          key: "users",
          icon: Users,
          value: t("landing.stats.usersValue", { count: formatCredits(stats.activeUsers) }),
          label: t("landing.stats.users"),
        }
      : null,
    stats.rating !== null
      ? {
          key: "rating",
          icon: Star,
          value: t("landing.stats.ratingValue", { rating: stats.rating.toFixed(1) }),
          label: t("landing.stats.rating"),
        }
      : null,
    stats.finishedProposals !== null
      ? {
          key: "proposals",
          icon: FileCheck2,
          value: t("landing.stats.proposalsValue", { count: formatCredits(stats.finishedProposals) }),
          label: t("landing.stats.proposals"),
        }
      : null,
  ].filter((item) => item !== null);
  if (items.length === 0) return null;
  return (
    <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-slate-200 pt-6" data-testid="social-proof">
      {items.map(({ key, icon: Icon, value, label }) => (
        <div key={key} className="min-w-0">
          <dt className="flex items-center gap-1.5 text-xs text-slate-500 sm:text-sm">
            <Icon aria-hidden className="size-4 shrink-0 text-amber-500" />
            <span className="truncate">{label}</span>
          </dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
