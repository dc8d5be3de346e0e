import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { cn } from "../../lib/cn";

/** The 'Beli Kredit' link every insufficient-credit message carries. */
export function BuyCreditsLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href="/credits"
      className={cn("font-semibold text-emerald-800 underline underline-offset-2", className)}
      data-testid="buy-credits-link"
    >
      {t("create.credits.buy")}
    </Link>
  );
}
