import { FileQuestion, Home } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span
          aria-hidden
          className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600"
        >
          <FileQuestion className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-slate-900" data-testid="not-found-title">
          {t("notFound.title")}
        </h1>
        <p className="mt-3 text-sm text-slate-600" data-testid="not-found-text">
          {t("notFound.body")}
        </p>
        <Link href="/" className={buttonClasses("primary", "md", "mt-6")}>
          <Home aria-hidden />
          {t("notFound.home")}
        </Link>
      </div>
    </main>
  );
}
