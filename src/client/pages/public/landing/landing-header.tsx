import { LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Brand } from "../../../components/brand";
import { LanguageSwitch } from "../../../components/language-switch";
import { buttonClasses } from "../../../components/ui/button";

export function LandingHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Brand className="min-w-0" />
        <nav aria-label={t("landing.nav.label")} className="ml-8 hidden md:block">
          <ul className="flex items-center gap-1 text-sm font-medium text-slate-600">
            <li>
              <a href="#ciri" className="rounded-md px-3 py-2 hover:text-slate-900">
                {t("landing.nav.features")}
              </a>
            </li>
            <li>
              <Link href="/demo" className="rounded-md px-3 py-2 hover:text-slate-900">
                {t("landing.nav.demo")}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <LanguageSwitch />
          <a href="/api/login" className={buttonClasses("primary", "sm")} data-testid="header-login">
            <LogIn aria-hidden />
            {t("landing.nav.login")}
          </a>
        </div>
      </div>
    </header>
  );
}
