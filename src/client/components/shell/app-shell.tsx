import { useTranslation } from "react-i18next";
import type { UserDto } from "../../../common/schemas/auth";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

export function AppShell({ user, children }: { user: UserDto; children: React.ReactNode }) {
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
      <div className="flex">
        <Sidebar user={user} />
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <div className="mx-auto w-full max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
