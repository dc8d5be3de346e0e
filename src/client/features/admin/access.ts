import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { Role } from "../../../common/constants";
import { toast } from "../../components/ui/use-toast";

/** Agents (role admin) and super admins: who the administration area opens for. */
export const isStaff = (role: Role): boolean => role === "admin" || role === "super_admin";
export const isSuperAdmin = (role: Role): boolean => role === "super_admin";

/**
 * Sends someone the screen is not for back to /, after an optional toast and the documented delay.
 * The screen only follows the server, which refuses the calls anyway.
 */
export function useSendAway(denied: boolean, { toastKey, delayMs }: { toastKey?: string; delayMs: number }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!denied) return;
    if (toastKey) toast({ title: t(toastKey), variant: "destructive" });
    const timer = setTimeout(() => navigate("/", { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [denied, toastKey, delayMs, navigate, t]);
}
