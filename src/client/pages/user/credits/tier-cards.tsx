import { Check, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCredits, formatRM } from "../../../../common/money";
import type { PricingTierDto } from "../../../../common/schemas/credits";
import { QueryError } from "../../../components/query-error";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { usePricing } from "../../../features/public/use-public-info";
import { cn } from "../../../lib/cn";

/** The pricing tiers from the server; choosing one opens the purchase form. */
export function TierCards({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (tier: PricingTierDto) => void;
}) {
  const { t } = useTranslation();
  const pricing = usePricing();

  if (pricing.isError) return <QueryError error={pricing.error} onRetry={() => pricing.refetch()} />;
  if (!pricing.data) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} className="h-56 rounded-xl" />
        ))}
      </div>
    );
  }
  if (pricing.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
        {t("creditShop.tiers.empty")}
      </p>
    );
  }

  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="tier-list">
      {pricing.data.map((tier) => {
        const selected = tier.id === selectedId;
        const total = tier.credits + tier.bonusCredits;
        return (
          <li key={tier.id} className="min-w-0">
            <Card
              className={cn(
                "relative flex h-full flex-col p-5",
                tier.popular && "border-emerald-600 ring-1 ring-emerald-600",
                selected && "bg-emerald-50/60 ring-2 ring-emerald-700",
              )}
              data-testid={`tier-${tier.id}`}
            >
              {tier.popular ? (
                <span className="absolute -top-3 left-5 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-bold text-white">
                  <Sparkles aria-hidden className="size-3" />
                  {t("creditShop.tiers.popular")}
                </span>
              ) : null}
              <h3 className="text-lg font-bold text-slate-900">
                {t("creditShop.tiers.credits", { credits: formatCredits(tier.credits) })}
              </h3>
              {tier.bonusCredits > 0 ? (
                <p className="mt-1">
                  <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {t("creditShop.tiers.bonus", { credits: formatCredits(tier.bonusCredits) })}
                  </span>
                </p>
              ) : null}
              <p className="mt-3 text-3xl font-bold tracking-tight text-emerald-800">{formatRM(tier.priceRM)}</p>
              <p className="mt-1 text-sm text-slate-600">
                {t("creditShop.tiers.total", { credits: formatCredits(total) })}
              </p>
              <p className="text-xs text-slate-500">
                {t("creditShop.tiers.perCredit", { value: formatRM(tier.priceRM / total) })}
              </p>
              <div className="mt-auto pt-5">
                <Button
                  className="w-full"
                  variant={selected ? "secondary" : tier.popular ? "primary" : "outline"}
                  aria-pressed={selected}
                  onClick={() => onSelect(tier)}
                  data-testid={`tier-${tier.id}-choose`}
                >
                  {selected ? <Check aria-hidden /> : null}
                  {selected ? t("creditShop.tiers.chosen") : t("creditShop.tiers.choose")}
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
