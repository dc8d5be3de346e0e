import { useTranslation } from "react-i18next";
import type { UserDto } from "../../../common/schemas/auth";
import { HelpLinks } from "./help-links";
import { adminItemsFor, sidebarItems } from "./nav-items";
import { PlanLabel } from "./plan-label";
import { SidebarNav } from "./sidebar-nav";

export function Sidebar({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  return (
    <aside data-testid="sidebar" className="hidden w-60 shrink-0 border-r border-slate-200 bg-white md:block">
      <div className="sticky top-16 flex h-[calc(100dvh-4rem)] flex-col justify-between gap-4 overflow-y-auto p-4">
        <div className="grid gap-6">
          <SidebarNav items={sidebarItems} label={t("nav.sidebarLabel")} />
          <AdminNav user={user} />
        </div>
        <div className="grid gap-3">
          <PlanLabel user={user} />
          <HelpLinks />
        </div>
      </div>
    </aside>
  );
}

/** The administration links, under their own heading, for agents and super admins only. */
export function AdminNav({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const items = adminItemsFor(user.role);
  if (items.length === 0) return null;
  return (
    <div className="grid gap-2" data-testid="admin-nav">
      <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("admin.nav.section")}</p>
      <SidebarNav items={items} label={t("admin.nav.section")} />
    </div>
  );
}
