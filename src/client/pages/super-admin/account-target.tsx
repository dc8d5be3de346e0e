import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { findCachedAccount } from "../../features/super-admin/use-super-admin";

const NO_ID_REDIRECT_MS = 2000;
export const SUCCESS_RETURN_MS = 2000;

/** The account named by ?userId=, as the lists last showed it; null id: none in the address. */
export function useTargetAccount() {
  const search = useSearch();
  const userId = new URLSearchParams(search).get("userId");
  const qc = useQueryClient();
  return { userId, account: userId ? findCachedAccount(qc, userId) : null };
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

/** 'User not found': the id is unknown here (or the account was not listed in this session). */
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
