import { Coins, Infinity as InfinityIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { creditsToRM, formatCredits, formatRM } from "../../../../common/money";
import type { UserDto } from "../../../../common/schemas/auth";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { StarterOffer } from "../../../features/credits/starter-offer";
import { useBalance } from "../../../features/credits/use-credits";
import { useStarterOffer } from "../../../features/credits/use-starter-offer";
import { usePublicInfo } from "../../../features/public/use-public-info";

/** The balance (or Unlimited) and, while the balance is 0 and it was never claimed, the free starter bonus. */
export function BalanceCards({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const info = usePublicInfo().data;
  const offer = useStarterOffer(user);

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="flex items-center gap-4 p-5" data-testid="shop-balance">
        <span
          aria-hidden
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700"
        >
          {offer.unlimited ? <InfinityIcon className="size-6" /> : <Coins className="size-6" />}
        </span>
        <div className="min-w-0">
          <p className="text-sm text-slate-600">{t("creditShop.balance.label")}</p>
          {balance.data === undefined ? (
            <Skeleton className="mt-1 h-8 w-32" />
          ) : offer.unlimited ? (
            <>
              <p className="text-2xl font-bold text-slate-900">{t("creditShop.balance.unlimited")}</p>
              <p className="text-sm text-slate-600">{t("creditShop.balance.unlimitedHint")}</p>
            </>
          ) : (
            <>
              <p className="text-2xl font-bold text-slate-900">
                {t("creditShop.balance.credits", { credits: formatCredits(balance.data.credits) })}
              </p>
              {info ? (
                <p className="text-sm text-slate-600">
                  {t("creditShop.balance.value", {
                    value: formatRM(creditsToRM(balance.data.credits, info.creditValueRM)),
                  })}
                </p>
              ) : null}
            </>
          )}
        </div>
      </Card>
      {offer.eligible ? <StarterOffer offer={offer} tone="light" className="p-5" /> : null}
    </div>
  );
}
