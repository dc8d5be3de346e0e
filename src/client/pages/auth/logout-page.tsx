import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../components/ui/spinner";
import { useAuth } from "../../features/auth/use-auth";
import { useLogout } from "../../features/auth/use-auth-mutations";
import { editorDrafts } from "../../features/editor/draft-store";
import { forgetSignedIn } from "../../lib/unauthorized";

/**
 * `/logout` (where the server sends /api/logout): end the session, forget everything cached and
 * the user's unsaved editor drafts kept in this browser (a shared computer keeps none), go home.
 */
export default function LogoutPage() {
  const { t } = useTranslation();
  const logout = useLogout();
  const { user, isLoading } = useAuth();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || isLoading) return;
    started.current = true;
    if (user) editorDrafts.removeAll(user.id);
    // Whatever the answer (even "already signed out"), the browser starts clean at `/`. Signed out
    // on purpose: a gated page opened later asks to sign in, it does not say 'logged out'.
    logout.mutate(undefined, {
      onSettled: () => {
        forgetSignedIn();
        window.location.replace("/");
      },
    });
  }, [logout, isLoading, user]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-4 text-slate-600">
      <Spinner className="size-8" />
      <p role="status">{t("auth.logout.pending")}</p>
    </main>
  );
}
