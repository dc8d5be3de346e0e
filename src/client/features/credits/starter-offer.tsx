import { Gift } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import type { useStarterOffer } from "./use-starter-offer";

const tones = {
  /** On the dashboard's dark welcome card. */
  dark: { box: "border-white/20 bg-white/10", body: "text-emerald-50/90", title: "" },
  /** On the light credit-shop page. */
  light: { box: "border-amber-300 bg-amber-50 shadow-sm", body: "text-slate-700", title: "text-slate-900" },
};

/** The free starter credits offer with its claim button (render only while `offer.eligible`). */
export function StarterOffer({
  offer,
  tone,
  className,
}: {
  offer: ReturnType<typeof useStarterOffer>;
  tone: keyof typeof tones;
  className?: string;
}) {
  const { t } = useTranslation();
  const look = tones[tone];
  return (
    <div
      className={cn(
        "flex flex-col gap-4 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between",
        look.box,
        className,
      )}
      data-testid="starter-offer"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-400 text-slate-900"
        >
          <Gift className="size-5" />
        </span>
        <div>
          <p className={cn("font-semibold", look.title)}>
            {offer.starterCredits
              ? t("dashboard.starter.title", { credits: offer.starterCredits })
              : t("dashboard.starter.titleGeneric")}
          </p>
          <p className={cn("text-sm", look.body)}>
            {offer.starterValue
              ? t("dashboard.starter.body", { value: offer.starterValue })
              : t("dashboard.starter.bodyGeneric")}
          </p>
        </div>
      </div>
      <Button
        variant="accent"
        onClick={offer.onClaim}
        disabled={offer.pending}
        data-testid="starter-claim-button"
        className="w-full sm:w-auto"
      >
        <Gift aria-hidden />
        {offer.pending ? t("dashboard.starter.pending") : t("dashboard.starter.button")}
      </Button>
    </div>
  );
}
