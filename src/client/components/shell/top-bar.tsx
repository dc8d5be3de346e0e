import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import type { UserDto } from "../../../common/schemas/auth";
import { cn } from "../../lib/cn";
import { Brand } from "../brand";
import { LanguageSwitch } from "../language-switch";
import { buttonClasses } from "../ui/button";
import { CreditBadge } from "./credit-badge";
import { MobileNav } from "./mobile-nav";
import { isActivePath, topNavItems } from "./nav-items";
import { ProfileMenu } from "./profile-menu";

export function TopBar({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="flex h-full items-center gap-2 px-3 sm:gap-3 sm:px-4 lg:px-6">
        <MobileNav user={user} />
        {/* On a phone the bar holds the menu, credits, BM / EN and the profile: the mark stands for the name. */}
        <Brand className="min-w-0" nameClassName="max-sm:sr-only" />
        <nav aria-label={t("nav.mainLabel")} className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {topNavItems.map(({ href, label }) => {
              const active = isActivePath(location, href);
              return (
                <li key={href}>
                  <Link
                    href={href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-emerald-600",
                      active ? "text-emerald-800" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                    )}
                  >
                    {t(label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
          <CreditBadge unlimitedUser={user.unlimited || user.role === "super_admin"} />
          <div className="hidden sm:block">
            <Link href="/create-proposal" className={buttonClasses("primary", "sm")} data-testid="new-proposal-button">
              <Plus aria-hidden />
              <span className="hidden md:inline">{t("nav.newProposal")}</span>
              <span className="sr-only md:hidden">{t("nav.newProposal")}</span>
            </Link>
          </div>
          {/* At every width, as on the signed-out pages: a phone user switches language from the bar too. */}
          <LanguageSwitch />
          <ProfileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
