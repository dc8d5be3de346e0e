import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { UserDto } from "../../../../common/schemas/auth";
import { toast } from "../../../components/ui/use-toast";
import { useUpdateProfile } from "../../../features/account/use-account";
import { changeLanguage, currentLanguage, LANGUAGES, type Language } from "../../../i18n";
import { installPart } from "../../../i18n/catalogues";
import { errorMessage } from "../../../lib/api-error";
import { cn } from "../../../lib/cn";
import { SettingsSection } from "./settings-section";

/** Switches the interface at once and saves the choice on the account for other browsers. */
export function LanguageSection({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const active = currentLanguage();

  const choose = (language: Language) => {
    changeLanguage(language);
    update.mutate(
      { firstName: user.firstName, lastName: user.lastName, language },
      {
        // Said in the language just chosen: this render's `t` is fixed to the one being left.
        onSuccess: () =>
          void installPart(language, "screens")
            .catch(() => {})
            .then(() => toast({ title: i18n.getFixedT(language)("settings.language.saved"), variant: "success" })),
        onError: (error) => toast({ title: errorMessage(error, t), variant: "destructive" }),
      },
    );
  };

  return (
    <SettingsSection id="language" title={t("settings.language.title")} text={t("settings.language.text")}>
      <div role="radiogroup" aria-labelledby="language-title" className="grid gap-3 sm:grid-cols-2">
        {LANGUAGES.map((language) => {
          const selected = active === language;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a pair of large choice cards, not native radios
            <button
              key={language}
              type="button"
              role="radio"
              aria-checked={selected}
              lang={language}
              disabled={update.isPending}
              onClick={() => !selected && choose(language)}
              data-testid={`settings-lang-${language}`}
              className={cn(
                "flex h-14 items-center justify-between rounded-lg border px-4 text-left text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-emerald-600",
                selected
                  ? "border-emerald-600 bg-emerald-50 text-emerald-900"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
              )}
            >
              {t(`lang.names.${language}`)}
              {selected ? <Check aria-hidden className="size-5 text-emerald-700" /> : null}
            </button>
          );
        })}
      </div>
    </SettingsSection>
  );
}
