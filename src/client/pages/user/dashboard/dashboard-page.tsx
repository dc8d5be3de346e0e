import { useTranslation } from "react-i18next";
import type { UserDto } from "../../../../common/schemas/auth";
import { AiFeaturesCard } from "./ai-features-card";
import { BalanceCard } from "./balance-card";
import { DemoPromo } from "./demo-promo";
import { QuickActions } from "./quick-actions";
import { RecentProposals } from "./recent-proposals";
import { StatsGrid } from "./stats-grid";
import { WelcomeCard } from "./welcome-card";

/** Papan Pemuka: what the signed-in user sees at `/`. */
export default function DashboardPage({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="dashboard">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("dashboard.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("dashboard.subtitle")}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        <WelcomeCard user={user} className="lg:col-span-2" />
        <BalanceCard user={user} />
      </div>
      <StatsGrid />
      <QuickActions />
      <div className="grid items-start gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        <RecentProposals className="lg:col-span-2" />
        <div className="grid content-start gap-6">
          <AiFeaturesCard />
          <DemoPromo />
        </div>
      </div>
    </div>
  );
}
