import { Coins, Gift, Infinity as InfinityIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { creditsToRM, formatCredits, formatRM } from "../../../../common/money";
import type { UserDto } from "../../../../common/schemas/auth";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { useBalance } from "../../../features/credits/use-credits";
import { useStarterOffer } from "../../../features/credits/use-starter-offer";
import { usePublicInfo } from "../../../features/public/use-public-info";

/** The balance (or Unlimited) and, while the balance is 0, the free starter bonus. */
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
      {offer.eligible ? (
        <Card
          className="flex flex-col gap-4 border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
          data-testid="shop-starter"
        >
          <div className="flex items-start gap-3">
            <span
              aria-hidden
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-400 text-slate-900"
            >
              <Gift className="size-5" />
            </span>
            <div>
              <h2 className="font-semibold text-slate-900">{t("creditShop.starter.title")}</h2>
              {offer.starterCredits && offer.starterValue ? (
                <p className="text-sm text-slate-700">
                  {t("creditShop.starter.body", { credits: offer.starterCredits, value: offer.starterValue })}
                </p>
              ) : null}
            </div>
          </div>
          <Button variant="accent" onClick={offer.onClaim} disabled={offer.pending} data-testid="shop-starter-claim">
            <Gift aria-hidden />
            {offer.pending ? t("creditShop.starter.pending") : t("creditShop.starter.button")}
          </Button>
        </Card>
      ) : null}
    </div>
  );
}
