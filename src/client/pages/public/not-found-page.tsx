import { FileQuestion, Home } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PageLoader } from "../../components/page-loader";
import { AppShell } from "../../components/shell/app-shell";
import { buttonClasses } from "../../components/ui/button";
import { useAuth } from "../../features/auth/use-auth";

/**
 * An unknown path. A signed-in person sees it inside the app's frame (top bar and sidebar), so they
 * can go on from there; a visitor sees it on its own.
 */
export default function NotFoundPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (user && !user.mustChangePassword) {
    return (
      <AppShell user={user}>
        <div className="flex justify-center py-10">
          <NotFoundCard />
        </div>
      </AppShell>
    );
  }
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <NotFoundCard />
    </main>
  );
}

function NotFoundCard() {
  const { t } = useTranslation();
  return (
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
  );
}
