import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Brand } from "../../../components/brand";
import { POLICY_PAGES } from "../../../lib/policies";

export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div>
          <Brand />
          <p className="mt-3 max-w-sm text-sm text-slate-600">{t("landing.footer.tagline")}</p>
        </div>
        <nav aria-label={t("landing.footer.linksLabel")}>
          <ul className="grid gap-2 text-sm">
            <li>
              <Link href="/demo" className="text-slate-600 hover:text-emerald-700">
                {t("landing.nav.demo")}
              </Link>
            </li>
            <li>
              <a href="/api/login" className="text-slate-600 hover:text-emerald-700">
                {t("landing.nav.login")}
              </a>
            </li>
            {POLICY_PAGES.map((p) => (
              <li key={p.key}>
                <Link href={p.path} className="text-slate-600 hover:text-emerald-700">
                  {t(`policyLinks.${p.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-500 sm:px-6">
          {t("landing.footer.copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
