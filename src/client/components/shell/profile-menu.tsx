import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, Coins, LogOut, Settings, UserRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { UserDto } from "../../../common/schemas/auth";
import { displayName, initials } from "../../features/auth/use-auth";
import { adminItemsFor } from "./nav-items";

const itemClass =
  "flex h-10 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 [&_svg]:size-4 [&_svg]:text-slate-400";

export function ProfileMenu({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);

  /** In-app links keep the single-page navigation; modified clicks (new tab) keep the browser's. */
  const followLink = (href: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    navigate(href);
  };

  const links = [
    { href: "/settings#profile", label: t("nav.profile"), icon: UserRound, testId: "menu-profile" },
    { href: "/settings", label: t("nav.settings"), icon: Settings, testId: "menu-settings" },
    { href: "/credits", label: t("nav.buyCredits"), icon: Coins, testId: "menu-buy-credits" },
    ...adminItemsFor(user.role).map(({ href, label, icon }) => ({
      href,
      label: t(label),
      icon,
      testId: `menu-admin-${href.slice(1).replaceAll("/", "-")}`,
    })),
  ];

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        data-testid="profile-menu-trigger"
        className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full py-1 pr-1 pl-1 text-sm font-medium text-slate-700 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600 data-[state=open]:bg-slate-100 lg:pr-2"
      >
        <span
          aria-hidden
          className="inline-flex size-8 items-center justify-center rounded-full bg-emerald-700 text-xs font-bold text-white"
        >
          {initials(user)}
        </span>
        <span className="hidden max-w-32 truncate lg:inline">{user.firstName || user.email}</span>
        <span className="sr-only"> {t("nav.profileMenu")}</span>
        <ChevronDown aria-hidden className="hidden size-4 text-slate-400 lg:inline" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{displayName(user)}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {links.map(({ href, label, icon: Icon, testId }) => (
            <DropdownMenu.Item key={href} asChild>
              <a href={href} onClick={followLink(href)} className={itemClass} data-testid={testId}>
                <Icon aria-hidden />
                {label}
              </a>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild>
            <a
              href="/api/logout"
              className={`${itemClass} text-red-700 [&_svg]:text-red-500`}
              data-testid="logout-item"
            >
              <LogOut aria-hidden />
              {t("nav.logout")}
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
