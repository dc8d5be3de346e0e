import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../components/ui/spinner";
import { useLogout } from "../../features/auth/use-auth-mutations";

/** `/logout` (where the server sends /api/logout): end the session, forget everything cached, go home. */
export default function LogoutPage() {
  const { t } = useTranslation();
  const logout = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Whatever the answer (even "already signed out"), the browser starts clean at `/`.
    logout.mutate(undefined, { onSettled: () => window.location.replace("/") });
  }, [logout]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-4 text-slate-600">
      <Spinner className="size-8" />
      <p role="status">{t("auth.logout.pending")}</p>
    </main>
  );
}
