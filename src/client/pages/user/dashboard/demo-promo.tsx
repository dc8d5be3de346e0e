import { PlayCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button";

export function DemoPromo() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="demo-promo-title"
      className="rounded-xl border border-amber-200 bg-gradient-to-br from-amber-50 to-orange-50 p-5"
    >
      <h2 id="demo-promo-title" className="font-semibold text-slate-900">
        {t("dashboard.demo.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("dashboard.demo.body")}</p>
      <Link
        href="/demo"
        className={buttonClasses("outline", "sm", "mt-4 border-amber-300")}
        data-testid="dashboard-demo-link"
      >
        <PlayCircle aria-hidden />
        {t("dashboard.demo.button")}
      </Link>
    </section>
  );
}
