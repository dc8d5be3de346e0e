import { Coins, FileDown, Headset, type LucideIcon, PenLine, ShieldCheck, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { LandingFigures } from "../../../features/public/use-landing-figures";

interface Feature {
  key: string;
  icon: LucideIcon;
  tone: string;
  title: string;
  body: string;
}

export function FeaturesSection({ figures }: { figures: LandingFigures }) {
  const { t } = useTranslation();
  const { flagship, engine, aiActionCost, cheapestTier } = figures;

  const aiBody = flagship
    ? t("landing.features.ai.body", {
        words: flagship.minWords,
        sections: flagship.sections,
        package: flagship.name,
      })
    : t("landing.features.ai.bodyGeneric");
  const features: Feature[] = [
    {
      key: "ai",
      icon: Sparkles,
      tone: "bg-emerald-50 text-emerald-700",
      title: t("landing.features.ai.title"),
      body: engine ? `${aiBody} ${t("landing.features.ai.engine", { engine })}` : aiBody,
    },
    {
      key: "editor",
      icon: PenLine,
      tone: "bg-teal-50 text-teal-700",
      title: t("landing.features.editor.title"),
      // Expand needs an external AI provider: the page names it only when one is connected.
      body: aiActionCost
        ? t(figures.info?.assistant.expand ? "landing.features.editor.body" : "landing.features.editor.bodyOffline", {
            cost: aiActionCost,
            count: figures.aiActionCount,
          })
        : t("landing.features.editor.bodyGeneric"),
    },
    {
      key: "credits",
      icon: Coins,
      tone: "bg-amber-50 text-amber-700",
      title: t("landing.features.credits.title"),
      body: cheapestTier
        ? t("landing.features.credits.body", { price: cheapestTier.price, credits: cheapestTier.credits })
        : t("landing.features.credits.bodyGeneric"),
    },
    {
      key: "security",
      icon: ShieldCheck,
      tone: "bg-sky-50 text-sky-700",
      title: t("landing.features.security.title"),
      body: t("landing.features.security.body"),
    },
    {
      key: "export",
      icon: FileDown,
      tone: "bg-rose-50 text-rose-700",
      title: t("landing.features.export.title"),
      body: t("landing.features.export.body"),
    },
    {
      key: "support",
      icon: Headset,
      tone: "bg-violet-50 text-violet-700",
      title: t("landing.features.support.title"),
      // Phone only where the contact page lists one.
      body: t(figures.info?.support.phone ? "landing.features.support.body" : "landing.features.support.bodyEmail"),
    },
  ];

  return (
    <section id="ciri" aria-labelledby="features-title" className="scroll-mt-20 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase">
            {t("landing.features.eyebrow")}
          </p>
          <h2
            id="features-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {t("landing.features.title")}
          </h2>
          <p className="mt-4 text-slate-600">{t("landing.features.subtitle")}</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="feature-cards">
          {features.map(({ key, icon: Icon, tone, title, body }) => (
            <li
              key={key}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span aria-hidden className={`inline-flex size-11 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
