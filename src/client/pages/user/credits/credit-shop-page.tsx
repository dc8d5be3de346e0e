import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { UserDto } from "../../../../common/schemas/auth";
import type { PurchaseResultDto } from "../../../../common/schemas/credits";
import { PageHeading } from "../../../components/page-heading";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { usePricing } from "../../../features/public/use-public-info";
import { cn } from "../../../lib/cn";
import { BalanceCards } from "./balance-cards";
import { BankDetails } from "./bank-details";
import { CreditGuide } from "./credit-guide";
import { PurchaseForm } from "./purchase-form";
import { PurchaseList } from "./purchase-list";
import { TierCards } from "./tier-cards";

/** 'Kedai Kredit AI' (/credits, also /credit-store). */
function CreditShopPage({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [tierId, setTierId] = useState<number | null>(null);
  // The open form follows the server's tiers: a tier that changed shows its new terms, one withdrawn closes it.
  const tier = usePricing().data?.find((t) => t.id === tierId) ?? null;

  const onDone = (result: PurchaseResultDto) => {
    setTierId(null);
    if (!result.redirectUrl) return;
    // Online banking continues at the payment portal: ours is a screen of this app, others a new site.
    if (result.redirectUrl.startsWith("/")) navigate(result.redirectUrl);
    else window.location.assign(result.redirectUrl);
  };

  return (
    <div className="grid gap-8 [&>*]:min-w-0" data-testid="credit-shop">
      <PageHeading title={t("creditShop.title")} subtitle={t("creditShop.subtitle")} />
      <BalanceCards user={user} />
      <section aria-labelledby="tiers-title" className="grid gap-4">
        <div>
          <h2 id="tiers-title" className="text-xl font-bold text-slate-900">
            {t("creditShop.tiers.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("creditShop.tiers.subtitle")}</p>
        </div>
        <TierCards selectedId={tier?.id ?? null} onSelect={(chosen) => setTierId(chosen.id)} />
      </section>
      {tier ? <PurchaseForm user={user} tier={tier} onCancel={() => setTierId(null)} onDone={onDone} /> : null}
      <div className={cn("grid items-start gap-6 [&>*]:min-w-0", !tier && "lg:grid-cols-[minmax(0,1fr)_22rem]")}>
        <CreditGuide />
        {tier ? null : <BankDetails amountRM={null} />}
      </div>
      <PurchaseList />
    </div>
  );
}

export default signedInScreen(CreditShopPage);
