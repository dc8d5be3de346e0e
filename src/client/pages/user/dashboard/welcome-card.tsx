import { FilePlus2, Gift, Sparkles, Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { creditsToRM, formatCredits, formatRM } from "../../../../common/money";
import type { UserDto } from "../../../../common/schemas/auth";
import { Button, buttonClasses } from "../../../components/ui/button";
import { toast } from "../../../components/ui/use-toast";
import { useBalance, useClaimStarter } from "../../../features/credits/use-credits";
import { usePublicInfo } from "../../../features/public/use-public-info";
import { cn } from "../../../lib/cn";
import { isUnlimited } from "./use-unlimited";

export function WelcomeCard({ user, className }: { user: UserDto; className?: string }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const info = usePublicInfo().data;
  const claim = useClaimStarter();

  const eligible = balance.data !== undefined && balance.data.credits === 0 && !isUnlimited(user, balance.data);
  const starterValue = info ? formatRM(creditsToRM(info.starterCredits, info.creditValueRM)) : null;

  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (result) => {
        const value = info ? formatRM(creditsToRM(result.granted, info.creditValueRM)) : null;
        const credits = formatCredits(result.granted);
        toast({
          variant: "success",
          title: t("dashboard.starter.toastTitle"),
          description: value
            ? t("dashboard.starter.toastBody", { credits, value })
            : t("dashboard.starter.toastBodyNoValue", { credits }),
        });
      },
      // Failures other than "signed out" (handled globally) show nothing, as documented.
    });

  return (
    <section
      aria-labelledby="welcome-title"
      className={cn(
        "relative overflow-hidden rounded-xl bg-gradient-to-br from-emerald-800 via-emerald-700 to-teal-700 p-6 text-white shadow-sm sm:p-7",
        className,
      )}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-20 -right-20 size-64 rounded-full bg-amber-300/20 blur-3xl"
      />
      <div className="relative">
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-100">
          <Sparkles aria-hidden className="size-4 text-amber-300" />
          {t("dashboard.welcome.eyebrow")}
        </p>
        <h2 id="welcome-title" className="mt-2 text-2xl font-bold tracking-tight text-balance">
          {t("dashboard.welcome.title", { name: user.firstName || user.email })}
        </h2>
        <p className="mt-2 max-w-xl text-emerald-50/90">{t("dashboard.welcome.body")}</p>
        {eligible ? (
          <div
            className="mt-5 flex flex-col gap-4 rounded-xl border border-white/20 bg-white/10 p-4 sm:flex-row sm:items-center sm:justify-between"
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
                <p className="font-semibold">
                  {info
                    ? t("dashboard.starter.title", { credits: formatCredits(info.starterCredits) })
                    : t("dashboard.starter.titleGeneric")}
                </p>
                <p className="text-sm text-emerald-50/90">
                  {starterValue
                    ? t("dashboard.starter.body", { value: starterValue })
                    : t("dashboard.starter.bodyGeneric")}
                </p>
              </div>
            </div>
            <Button
              variant="accent"
              onClick={onClaim}
              disabled={claim.isPending}
              data-testid="starter-claim-button"
              className="w-full sm:w-auto"
            >
              <Gift aria-hidden />
              {claim.isPending ? t("dashboard.starter.pending") : t("dashboard.starter.button")}
            </Button>
          </div>
        ) : (
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link href="/create-proposal" className={buttonClasses("accent", "md")}>
              <FilePlus2 aria-hidden />
              {t("dashboard.welcome.create")}
            </Link>
            <Link href="/auto-generator" className={buttonClasses("inverse", "md")}>
              <Wand2 aria-hidden />
              {t("dashboard.welcome.auto")}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
