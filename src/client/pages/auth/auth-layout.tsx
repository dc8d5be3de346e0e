import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Brand } from "../../components/brand";
import { LanguageSwitch } from "../../components/language-switch";
import { useLandingFigures } from "../../features/public/use-landing-figures";

/** Sign-in, sign-up and password screens: a product panel beside the form on wide screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { flagship, freeCredits, freeValue, engine } = useLandingFigures();
  const points = [
    flagship
      ? t("auth.panel.pointWords", {
          words: flagship.minWords,
          sections: flagship.sections,
          package: flagship.name,
        })
      : null,
    t("auth.panel.pointEditor"),
    freeCredits && freeValue ? t("auth.panel.pointFree", { credits: freeCredits, value: freeValue }) : null,
  ].filter((text): text is string => Boolean(text));

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-emerald-900 via-emerald-800 to-teal-800 p-10 text-white lg:flex lg:flex-col">
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full bg-amber-300/15 blur-3xl"
        />
        <Brand inverse />
        <div className="relative my-auto max-w-md">
          <h2 className="text-3xl leading-tight font-bold text-balance">{t("auth.panel.title")}</h2>
          <ul className="mt-8 grid gap-4">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-emerald-50">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-300" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        {engine ? <p className="relative text-sm text-emerald-100/80">{t("auth.panel.engine", { engine })}</p> : null}
      </aside>
      <div className="flex min-w-0 flex-col bg-slate-50">
        <div className="flex items-center justify-between gap-3 p-4 sm:p-6">
          <Brand className="lg:invisible" />
          <LanguageSwitch />
        </div>
        <main id="main" className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center sm:px-6">
          <div className="w-full max-w-md">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
              {subtitle ? <p className="mt-2 text-sm text-slate-600">{subtitle}</p> : null}
              <div className="mt-6">{children}</div>
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}

/** The line under a sign-in or sign-up form that leads to the other one. */
export function AuthSwitch({ question, action, href }: { question: string; action: string; href: string }) {
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      {question}{" "}
      <Link href={href} className="font-semibold text-emerald-700 hover:text-emerald-800 hover:underline">
        {action}
      </Link>
    </p>
  );
}
