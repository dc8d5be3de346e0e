import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { PageLoader } from "../../components/page-loader";
import { QueryError } from "../../components/query-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { type AccountSnapshot, useAccount } from "../../features/super-admin/use-super-admin";
import { parseApiError } from "../../lib/api-error";

const NO_ID_REDIRECT_MS = 2000;
export const SUCCESS_RETURN_MS = 2000;

/**
 * The account named by ?userId=: from the lists already fetched, or read from the server.
 * `gate` is what to show instead of the screen while there is no account: no id in the address,
 * loading, 'User not found' (the server does not know the id), or a failed read with a retry.
 */
export function useTargetAccount(): { userId: string | null; account: AccountSnapshot | null; gate: ReactNode } {
  const search = useSearch();
  const userId = new URLSearchParams(search).get("userId");
  const { account, isLoading, error, read } = useAccount(userId);
  let gate: ReactNode = null;
  if (!userId) gate = <NoUserId />;
  else if (account) gate = null;
  else if (isLoading) gate = <PageLoader />;
  else if (error && !isNotFound(error)) gate = <QueryError error={error} onRetry={() => void read.refetch()} />;
  else gate = <UserNotFound />;
  return { userId, account, gate };
}

/** 404 (unknown or deleted account) and 400 (an id that cannot be one) both mean no such account. */
function isNotFound(error: unknown): boolean {
  const { status } = parseApiError(error);
  return status === 404 || status === 400;
}

/** 'No user ID provided', then back to user management. */
export function NoUserId() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/user-management", { replace: true }), NO_ID_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Alert title={t("superAdmin.target.noId")} data-testid="no-user-id">
      {t("superAdmin.target.returning")}
    </Alert>
  );
}

/** 'User not found': no live account has this id. */
export function UserNotFound() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <div className="grid gap-4" data-testid="user-not-found">
      <Alert title={t("superAdmin.target.notFound")}>{t("superAdmin.target.notFoundHint")}</Alert>
      <Button variant="outline" className="justify-self-start" onClick={() => navigate("/user-management")}>
        {t("superAdmin.target.back")}
      </Button>
    </div>
  );
}

/** A success state, then the return after 2 s. */
export function SuccessThenReturn({ title, body, to }: { title: string; body: string; to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to), SUCCESS_RETURN_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  return (
    <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-6" data-testid="success-state">
      <p className="text-lg font-bold text-emerald-900">{title}</p>
      <p className="mt-1 text-sm text-emerald-800">{body}</p>
    </div>
  );
}
