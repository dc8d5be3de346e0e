import { LogIn, Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";

/** What a visitor sees at the generator: it needs an account (and its credits). */
export function AutoSignInNotice() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <Wand2 aria-hidden className="mx-auto size-10 text-emerald-700" />
      <h1 className="mt-4 text-xl font-bold text-slate-900">{t("autoArea.signInTitle")}</h1>
      <p className="mt-2 text-sm text-slate-600" data-testid="auto-sign-in">
        {t("autoArea.signInBody")}
      </p>
      <a
        href="/api/login"
        className="mt-6 inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800"
      >
        <LogIn aria-hidden className="size-4" />
        {t("autoArea.signIn")}
      </a>
    </div>
  );
}
