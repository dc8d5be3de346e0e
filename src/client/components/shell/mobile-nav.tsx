import { Menu, Plus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import type { UserDto } from "../../../common/schemas/auth";
import { Brand } from "../brand";
import { LanguageSwitch } from "../language-switch";
import { buttonClasses } from "../ui/button";
import { HelpLinks } from "./help-links";
import { sidebarItems, topNavItems } from "./nav-items";
import { PlanLabel } from "./plan-label";
import { AdminNav } from "./sidebar";
import { SidebarNav } from "./sidebar-nav";

/** Below md the sidebar becomes a drawer opened from the top bar. */
export function MobileNav({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const panelId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  // A followed link closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const opener = openerRef.current;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previousOverflow;
      window.removeEventListener("keydown", onKey);
      opener?.focus();
    };
  }, [open]);

  const extraItems = topNavItems.filter((item) => !sidebarItems.some((s) => s.href === item.href));

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("nav.openMenu")}
        data-testid="mobile-menu-button"
        onClick={() => setOpen(true)}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600 md:hidden"
      >
        <Menu aria-hidden className="size-5" />
      </button>
      {/* Portalled: the top bar's backdrop filter would otherwise confine a fixed element to the bar. */}
      {open
        ? createPortal(
            <div className="fixed inset-0 z-50 md:hidden">
              <button
                type="button"
                tabIndex={-1}
                aria-label={t("nav.closeMenu")}
                className="absolute inset-0 bg-slate-900/50"
                onClick={() => setOpen(false)}
              />
              <div
                id={panelId}
                role="dialog"
                aria-modal="true"
                aria-label={t("nav.menu")}
                className="absolute inset-y-0 left-0 flex w-[85vw] max-w-xs drawer-panel flex-col gap-5 overflow-y-auto bg-white p-4 shadow-xl"
              >
                <div className="flex items-center justify-between">
                  <Brand />
                  <button
                    ref={closeRef}
                    type="button"
                    aria-label={t("nav.closeMenu")}
                    onClick={() => setOpen(false)}
                    className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
                  >
                    <X aria-hidden className="size-5" />
                  </button>
                </div>
                <Link href="/create-proposal" className={buttonClasses("primary", "md", "w-full")}>
                  <Plus aria-hidden />
                  {t("nav.newProposal")}
                </Link>
                <SidebarNav items={[...sidebarItems, ...extraItems]} label={t("nav.sidebarLabel")} />
                <AdminNav user={user} />
                <div className="mt-auto grid gap-4">
                  <PlanLabel user={user} />
                  <HelpLinks />
                  <div className="flex items-center justify-between gap-3">
                    <span className="text-sm text-slate-600">{t("lang.label")}</span>
                    <LanguageSwitch />
                  </div>
                </div>
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
