import { useTranslation } from "react-i18next";
import type { CommissionStatus, Role } from "../../../common/constants";
import { formatCredits } from "../../../common/money";
import { ToneBadge } from "../../components/status-badge";

const roleTones: Record<Role, string> = {
  user: "bg-slate-100 text-slate-700 ring-slate-300",
  admin: "bg-sky-50 text-sky-800 ring-sky-300",
  super_admin: "bg-violet-50 text-violet-800 ring-violet-300",
};

/** user / Agent / Super Admin (role admin is shown as agent). */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return <ToneBadge tone={roleTones[role]}>{t(`admin.roles.${role}`)}</ToneBadge>;
}

const KNOWN_SUBSCRIPTIONS = ["free", "premium", "active", "inactive"] as const;

/** The subscription status, 'free' when there is none. */
export function SubscriptionBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  const value = status?.trim() ? status.trim() : "free";
  const known = (KNOWN_SUBSCRIPTIONS as readonly string[]).includes(value);
  const tone =
    value === "premium" || value === "active"
      ? "bg-amber-50 text-amber-800 ring-amber-300"
      : "bg-slate-50 text-slate-600 ring-slate-200";
  return <ToneBadge tone={tone}>{known ? t(`admin.subscription.${value}`) : value}</ToneBadge>;
}

const commissionTones: Record<CommissionStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-300",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  reversed: "bg-slate-50 text-slate-600 ring-slate-200",
};

export function CommissionStatusBadge({ status }: { status: CommissionStatus }) {
  const { t } = useTranslation();
  return <ToneBadge tone={commissionTones[status]}>{t(`admin.commission.statuses.${status}`)}</ToneBadge>;
}

/** A balance as lists show it: Unlimited for super admins and unlimited accounts. */
export function CreditsValue({ user }: { user: { role: Role; unlimited: boolean; credits: number } }) {
  const { t } = useTranslation();
  if (user.unlimited || user.role === "super_admin") return <>{t("admin.common.unlimited")}</>;
  return <>{formatCredits(user.credits)}</>;
}
