import { FilePlus2, Sparkles, Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { UserDto } from "../../../../common/schemas/auth";
import { buttonClasses } from "../../../components/ui/button";
import { StarterOffer } from "../../../features/credits/starter-offer";
import { useStarterOffer } from "../../../features/credits/use-starter-offer";
import { cn } from "../../../lib/cn";

export function WelcomeCard({ user, className }: { user: UserDto; className?: string }) {
  const { t } = useTranslation();
  const offer = useStarterOffer(user);

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
        {offer.eligible ? (
          <StarterOffer offer={offer} tone="dark" className="mt-5" />
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
