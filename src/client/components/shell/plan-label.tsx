import { Crown, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { UserDto } from "../../../common/schemas/auth";

export function PlanLabel({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const premium = user.subscriptionStatus === "premium";
  const Icon = premium ? Crown : Sparkles;
  return (
    <div
      className="rounded-xl border border-emerald-100 bg-gradient-to-br from-emerald-50 to-teal-50 p-4"
      data-testid="plan-label"
    >
      <div className="flex items-center gap-2 text-sm font-semibold text-emerald-900">
        <Icon aria-hidden className="size-4 text-amber-500" />
        {premium ? t("nav.planPremium") : t("nav.planFree")}
      </div>
      <p className="mt-1 text-xs text-emerald-800/80">{premium ? t("nav.planPremiumHint") : t("nav.planFreeHint")}</p>
    </div>
  );
}
