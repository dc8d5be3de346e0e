import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { saveLanguageChoice } from "../features/account/language-choice";
import { useAuth } from "../features/auth/use-auth";
import { changeLanguage, currentLanguage, LANGUAGES, type Language, markVisitorChoice } from "../i18n";
import { errorMessage } from "../lib/api-error";
import { cn } from "../lib/cn";
import { toast } from "./ui/use-toast";

/**
 * BM / EN. For a signed-in person the choice is also saved on the account, so the interface and the
 * language their proposals are written in stay one choice (the settings page changes the same).
 */
export function LanguageSwitch({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const active = currentLanguage();
  const choose = (lng: Language) => {
    if (!user) {
      changeLanguage(lng);
      markVisitorChoice(lng);
      return;
    }
    if (lng === active) return;
    changeLanguage(lng);
    saveLanguageChoice(queryClient, user, lng, (error) =>
      toast({ title: errorMessage(error, t), variant: "destructive" }),
    );
  };
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
          onClick={() => choose(lng)}
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
