import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { cn } from "../../lib/cn";
import { isActivePath, type NavItem } from "./nav-items";

export function SidebarNav({ items, label }: { items: NavItem[]; label: string }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav aria-label={label}>
      <ul className="grid gap-1">
        {items.map(({ href, label: key, icon: Icon, exact }) => {
          const active = isActivePath(location, href, exact);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-emerald-600",
                  active ? "bg-emerald-50 text-emerald-800" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                )}
              >
                <Icon aria-hidden className={cn("size-[18px]", active ? "text-emerald-700" : "text-slate-400")} />
                {t(key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
