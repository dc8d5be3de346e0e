import { useTranslation } from "react-i18next";
import type { UserDto } from "../../../common/schemas/auth";
import { sidebarItems } from "./nav-items";
import { PlanLabel } from "./plan-label";
import { SidebarNav } from "./sidebar-nav";

export function Sidebar({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  return (
    <aside data-testid="sidebar" className="hidden w-60 shrink-0 border-r border-slate-200 bg-white md:block">
      <div className="sticky top-16 flex h-[calc(100dvh-4rem)] flex-col justify-between gap-4 overflow-y-auto p-4">
        <SidebarNav items={sidebarItems} label={t("nav.sidebarLabel")} />
        <PlanLabel user={user} />
      </div>
    </aside>
  );
}
