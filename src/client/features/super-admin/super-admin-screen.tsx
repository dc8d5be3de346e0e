import * as RadixDialog from "@radix-ui/react-dialog";
import { ChevronsLeft, ChevronsRight, Menu, ShieldAlert, X } from "lucide-react";
import { type ComponentType, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Redirect, useLocation } from "wouter";
import type { UserDto } from "../../../common/schemas/auth";
import { PageLoader } from "../../components/page-loader";
import { TopBar } from "../../components/shell/top-bar";
import { Alert } from "../../components/ui/alert";
import { cn } from "../../lib/cn";
import { isSuperAdmin, useSendAway } from "../admin/access";
import { useRequireUser } from "../auth/use-require-user";
import { isSuperAdminLinkActive, superAdminLinks } from "./links";

const DENIED_REDIRECT_MS = 1000;
const COLLAPSED_KEY = "superAdminSidebarCollapsed";

function SuperAdminNav({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav aria-label={t("superAdmin.nav.label")}>
      <ul className="grid gap-1">
        {superAdminLinks.map(({ href, label, icon: Icon }) => {
          const active = isSuperAdminLinkActive(location, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                title={collapsed ? t(label) : undefined}
                className={cn(
                  "flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-violet-600",
                  active ? "bg-violet-50 text-violet-800" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                )}
              >
                <Icon
                  aria-hidden
                  className={cn("size-[18px] shrink-0", active ? "text-violet-700" : "text-slate-400")}
                />
                <span className={collapsed ? "sr-only" : undefined}>{t(label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function RestrictedBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="restricted-badge"
      className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-bold tracking-wide text-red-800 ring-1 ring-red-200 ring-inset"
    >
      <ShieldAlert aria-hidden className="size-3.5" />
      <span className={compact ? "sr-only" : undefined}>{t("superAdmin.nav.restricted")}</span>
    </span>
  );
}

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === "1";
  } catch {
    return false;
  }
}

/** Desktop: a collapsible column. */
function SuperAdminSidebar() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      window.localStorage.setItem(COLLAPSED_KEY, next ? "1" : "0");
    } catch {
      // storage unavailable: the choice lasts for this page only
    }
  };
  return (
    <aside
      data-testid="super-admin-sidebar"
      className={cn("hidden shrink-0 border-r border-slate-200 bg-white md:block", collapsed ? "w-16" : "w-60")}
    >
      <div className="sticky top-16 grid gap-4 p-3">
        <div className={cn("flex items-center gap-2", collapsed ? "flex-col" : "justify-between")}>
          {collapsed ? null : <p className="px-1 text-sm font-bold text-slate-900">{t("superAdmin.nav.title")}</p>}
          <RestrictedBadge compact={collapsed} />
        </div>
        <SuperAdminNav collapsed={collapsed} />
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t("superAdmin.nav.expand") : t("superAdmin.nav.collapse")}
          data-testid="super-admin-sidebar-toggle"
          className="inline-flex h-9 items-center justify-center gap-2 rounded-lg text-sm text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-600"
        >
          {collapsed ? (
            <ChevronsRight aria-hidden className="size-4" />
          ) : (
            <ChevronsLeft aria-hidden className="size-4" />
          )}
        </button>
      </div>
    </aside>
  );
}

/** Mobile: the same links in a drawer opened from a bar under the top bar. */
function SuperAdminDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a followed link closes the drawer
  useEffect(() => setOpen(false), [location]);
  return (
    <div className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 py-2 md:hidden">
      <RadixDialog.Root open={open} onOpenChange={setOpen}>
        <RadixDialog.Trigger
          data-testid="super-admin-menu-button"
          className="inline-flex h-10 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-600"
        >
          <Menu aria-hidden className="size-5" />
          {t("superAdmin.nav.title")}
        </RadixDialog.Trigger>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 md:hidden" />
          <RadixDialog.Content
            aria-describedby={undefined}
            data-testid="super-admin-drawer"
            className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl md:hidden"
          >
            <div className="flex items-center justify-between gap-2">
              <RadixDialog.Title className="text-base font-bold text-slate-900">
                {t("superAdmin.nav.title")}
              </RadixDialog.Title>
              <RadixDialog.Close
                aria-label={t("common.close")}
                className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-600"
              >
                <X aria-hidden className="size-5" />
              </RadixDialog.Close>
            </div>
            <RestrictedBadge />
            <SuperAdminNav />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <RestrictedBadge />
    </div>
  );
}

/** What a screen tells those who are not super admins before sending them to /. */
export type SuperAdminDenial = { title: string; body?: string };

/** The super admin area's own: 'Access Denied / Super admin access required.' */
const AREA_DENIAL: SuperAdminDenial = { title: "superAdmin.access.deniedTitle", body: "superAdmin.access.deniedBody" };

/** The screen's denial, then / after a second. */
function SuperAdminDenied({ denial }: { denial: SuperAdminDenial }) {
  const { t } = useTranslation();
  useSendAway(true, { delayMs: DENIED_REDIRECT_MS });
  return (
    <Alert title={t(denial.title)} data-testid="super-admin-denied">
      {denial.body ? t(denial.body) : null}
    </Alert>
  );
}

/**
 * The frame of a super admin screen: the app's top bar, and for super admins the super admin
 * sidebar (a drawer on a phone); `children` fill the content area.
 */
export function SuperAdminFrame({
  user,
  allowed,
  children,
}: {
  user: UserDto;
  allowed: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-semibold text-emerald-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("common.skipToContent")}
      </a>
      <TopBar user={user} />
      {allowed ? <SuperAdminDrawer /> : null}
      <div className="flex">
        {allowed ? <SuperAdminSidebar /> : null}
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <div className="mx-auto w-full max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}

/**
 * A super admin screen: the frame and the page, for super admins only; anyone else is told (the
 * area's denial unless the screen names its own) and sent to /. The server decides anyway.
 */
export function superAdminScreen(
  Page: ComponentType<{ user: UserDto }>,
  { denial = AREA_DENIAL }: { denial?: SuperAdminDenial } = {},
): ComponentType {
  return function SuperAdminScreen() {
    const { user, isLoading } = useRequireUser();
    if (isLoading || !user) return <PageLoader />;
    if (user.mustChangePassword) return <Redirect to="/change-password" replace />;
    const allowed = isSuperAdmin(user.role);
    return (
      <SuperAdminFrame user={user} allowed={allowed}>
        {allowed ? (
          <Suspense fallback={<PageLoader />}>
            <Page user={user} />
          </Suspense>
        ) : (
          <SuperAdminDenied denial={denial} />
        )}
      </SuperAdminFrame>
    );
  };
}
