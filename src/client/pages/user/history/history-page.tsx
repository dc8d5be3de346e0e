import * as Tabs from "@radix-ui/react-tabs";
import { useTranslation } from "react-i18next";
import type { UserDto } from "../../../../common/schemas/auth";
import { PageHeading } from "../../../components/page-heading";
import { Card } from "../../../components/ui/card";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { ActivityTab } from "./activity-tab";
import { LedgerTab } from "./ledger-tab";

const triggerClass =
  "inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-slate-600 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 data-[state=active]:bg-white data-[state=active]:text-emerald-800 data-[state=active]:shadow-sm";

function HistoryPage(_: { user: UserDto }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="history-page">
      <PageHeading title={t("history.title")} subtitle={t("history.subtitle")} />
      <Tabs.Root defaultValue="credits" className="grid gap-4">
        <Tabs.List
          aria-label={t("history.tabsLabel")}
          className="inline-flex w-fit max-w-full flex-wrap gap-1 rounded-xl bg-slate-200/70 p-1"
        >
          <Tabs.Trigger value="credits" className={triggerClass}>
            {t("history.tabs.credits")}
          </Tabs.Trigger>
          <Tabs.Trigger value="activity" className={triggerClass}>
            {t("history.tabs.activity")}
          </Tabs.Trigger>
        </Tabs.List>
        <Card className="overflow-hidden">
          <Tabs.Content value="credits" className="focus-visible:outline-2 focus-visible:outline-emerald-600">
            <LedgerTab />
          </Tabs.Content>
          <Tabs.Content value="activity" className="focus-visible:outline-2 focus-visible:outline-emerald-600">
            <ActivityTab />
          </Tabs.Content>
        </Card>
      </Tabs.Root>
    </div>
  );
}

export default signedInScreen(HistoryPage);
