import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "../../../../common/money";
import { BuyCreditsLink } from "../../../features/credits/buy-credits-link";
import { cn } from "../../../lib/cn";

/** The shortfall of a balance against a cost; 0 when it is enough, unknown or unlimited. */
export function shortfallOf(cost: number, credits: number | null, unlimited: boolean): number {
  if (unlimited || credits === null) return 0;
  return Math.max(0, cost - credits);
}

/**
 * On a package card the balance cannot pay: how many credits are missing, and where to buy them.
 * Shown before anything is typed.
 */
export function ShortfallNote({ missing, className }: { missing: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950",
        className,
      )}
      data-testid="package-shortfall"
    >
      <AlertTriangle aria-hidden className="size-4 shrink-0 text-amber-700" />
      <span className="font-semibold">{t("create.credits.shortBy", { n: formatCredits(missing) })}</span>
      <BuyCreditsLink />
    </span>
  );
}

/** The insufficient-credit text with its 'Beli Kredit' link (toasts and notices). */
export function InsufficientCreditsMessage({ cost, credits }: { cost: number; credits: number }) {
  const { t } = useTranslation();
  return (
    <span data-testid="insufficient-credits">
      <span>
        {t("create.credits.insufficientBody", { cost: formatCredits(cost), credits: formatCredits(credits) })}
      </span>{" "}
      <BuyCreditsLink />
    </span>
  );
}
