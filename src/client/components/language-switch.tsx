import { useTranslation } from "react-i18next";
import { changeLanguage, currentLanguage, LANGUAGES } from "../i18n";
import { cn } from "../lib/cn";

export function LanguageSwitch({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <fieldset
      className={cn(
        "inline-flex shrink-0 items-center rounded-lg border p-0.5",
        inverse ? "border-white/30 bg-white/10" : "border-slate-200 bg-slate-100",
        className,
      )}
    >
      <legend className="sr-only">{t("lang.label")}</legend>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={active === lng}
          title={t(`lang.names.${lng}`)}
          onClick={() => changeLanguage(lng)}
          data-testid={`lang-${lng}`}
          className={cn(
            "h-7 min-w-9 rounded-md px-2 text-xs font-bold transition focus-visible:outline-2 focus-visible:outline-emerald-600",
            active === lng
              ? "bg-white text-emerald-800 shadow-sm"
              : inverse
                ? "text-white/80 hover:text-white"
                : "text-slate-600 hover:text-slate-900",
          )}
        >
          {/* The accessible name starts with the visible text (WCAG 2.5.3), then the full name. */}
          {t(`lang.short.${lng}`)}
          <span className="sr-only"> {t(`lang.names.${lng}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
