import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { formatCredits } from "../../../common/money";
import { useBalance } from "../../features/credits/use-credits";
import { cn } from "../../lib/cn";
import { Skeleton } from "../ui/skeleton";

export function CreditBadge({ unlimitedUser, className }: { unlimitedUser: boolean; className?: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useBalance();
  const unlimited = unlimitedUser || data?.unlimited === true;
  let content: React.ReactNode;
  if (unlimited) content = t("credits.unlimited");
  else if (data) content = t("credits.badge", { credits: formatCredits(data.credits), count: data.credits });
  else if (isLoading) content = <Skeleton className="h-4 w-14" />;
  else content = "—";

  return (
    <Link
      href="/credits"
      data-testid="credit-badge"
      className={cn(
        "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-amber-200 bg-amber-50 px-3 text-sm font-semibold text-amber-900 transition hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500",
        className,
      )}
    >
      <Coins aria-hidden className="size-4 text-amber-600" />
      <span className="whitespace-nowrap">{content}</span>
      <span className="sr-only"> {t("credits.badgeLabel")}</span>
    </Link>
  );
}
