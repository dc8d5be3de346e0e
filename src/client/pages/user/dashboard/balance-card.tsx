import { ArrowUpRight, Coins, Infinity as InfinityIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { creditsToRM, formatCredits, formatRM } from "../../../../common/money";
import type { UserDto } from "../../../../common/schemas/auth";
import { QueryError } from "../../../components/query-error";
import { buttonClasses } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { isUnlimited } from "../../../features/credits/is-unlimited";
import { useBalance } from "../../../features/credits/use-credits";
import { usePublicInfo } from "../../../features/public/use-public-info";

export function BalanceCard({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const info = usePublicInfo().data;
  const unlimited = isUnlimited(user, balance.data);

  let body: React.ReactNode;
  if (unlimited) {
    body = (
      <>
        <p className="mt-2 flex items-center gap-2 text-3xl font-bold text-slate-900" data-testid="balance-value">
          <InfinityIcon aria-hidden className="size-7 text-emerald-700" />
          {t("credits.unlimited")}
        </p>
        <p className="mt-1 text-sm text-slate-500">{t("dashboard.balance.unlimitedHint")}</p>
      </>
    );
  } else if (balance.data) {
    const value = info ? formatRM(creditsToRM(balance.data.credits, info.creditValueRM)) : null;
    body = (
      <>
        <p className="mt-2 text-4xl font-bold tracking-tight text-slate-900">
          <span data-testid="balance-value">{formatCredits(balance.data.credits)}</span>{" "}
          <span className="text-base font-medium text-slate-500">
            {t("dashboard.balance.unit", { count: balance.data.credits })}
          </span>
        </p>
        {value ? <p className="mt-1 text-sm text-slate-500">{t("dashboard.balance.worth", { value })}</p> : null}
      </>
    );
  } else if (balance.isLoading) {
    body = (
      <div className="mt-3 grid gap-2" aria-busy="true">
        <Skeleton className="h-9 w-32" />
        <Skeleton className="h-4 w-24" />
      </div>
    );
  } else {
    body = <QueryError className="mt-3" error={balance.error} onRetry={() => void balance.refetch()} />;
  }

  return (
    <section
      className="flex flex-col justify-between rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="balance-title"
    >
      <div>
        <div className="flex items-center justify-between gap-3">
          <h2 id="balance-title" className="text-sm font-medium text-slate-600">
            {t("dashboard.balance.title")}
          </h2>
          <span
            aria-hidden
            className="inline-flex size-10 items-center justify-center rounded-lg bg-amber-50 text-amber-600"
          >
            <Coins className="size-5" />
          </span>
        </div>
        {body}
      </div>
      <Link href="/credits" className={buttonClasses("secondary", "md", "mt-5 w-full")}>
        {t("nav.buyCredits")}
        <ArrowUpRight aria-hidden />
      </Link>
    </section>
  );
}
