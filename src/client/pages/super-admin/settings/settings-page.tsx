import { useTranslation } from "react-i18next";
import type { UserDto } from "../../../../common/schemas/auth";
import type { EditableSettingKey, SettingDto } from "../../../../common/schemas/settings";
import { PageHeading } from "../../../components/page-heading";
import { TableSkeleton } from "../../../components/table-states";
import { Card } from "../../../components/ui/card";
import { LoadFailed } from "../../../features/admin/load-failed";
import { LaunchChecklist } from "../../../features/settings-admin/launch-checklist";
import { useSettings } from "../../../features/settings-admin/use-settings";
import { superAdminScreen } from "../../../features/super-admin/super-admin-screen";
import { type FieldSettingKey, SettingForm } from "./setting-forms";
import { HumanWriterForm, ModelPricesForm } from "./table-setting-forms";

const GROUPS: { key: string; settings: EditableSettingKey[] }[] = [
  { key: "money", settings: ["credit_value_rm", "commission_rate"] },
  { key: "credits", settings: ["new_user_credits", "new_agent_credits", "starter_credits", "ai_action_cost"] },
  { key: "payments", settings: ["bank_transfer", "payment_portal_url", "seller"] },
  { key: "support", settings: ["support_contact"] },
  { key: "figures", settings: ["ai_model_prices", "usd_rm_rate", "human_writer"] },
];

/** The form of one setting: a table for the per-model and per-package ones, fields for the rest. */
function FormOf({ settingKey, setting }: { settingKey: EditableSettingKey; setting: SettingDto }) {
  if (settingKey === "ai_model_prices") return <ModelPricesForm setting={setting} />;
  if (settingKey === "human_writer") return <HumanWriterForm setting={setting} />;
  return <SettingForm setting={setting} fieldKey={settingKey as FieldSettingKey} />;
}

/**
 * The super admin's settings (super admins only, in their layout): credit value, commission,
 * starting credits, payments, support, and the figures behind the profit and writing comparison pages.
 */
function SettingsPage(_props: { user: UserDto }) {
  const { t } = useTranslation();
  const settings = useSettings(true);

  const byKey = new Map((settings.data ?? []).map((s) => [s.key, s]));
  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="settings-admin">
      <PageHeading title={t("settingsAdmin.title")} subtitle={t("settingsAdmin.subtitle")} />
      {settings.isError ? (
        <LoadFailed messageKey="settingsAdmin.loadFailed" error={settings.error} onRetry={() => settings.refetch()} />
      ) : !settings.data ? (
        <TableSkeleton />
      ) : (
        [
          <LaunchChecklist key="launch" settings={settings.data} onSettingsPage />,
          ...GROUPS.map((group) => (
            <Card key={group.key} className="p-5 sm:p-6">
              <h2 className="text-lg font-semibold text-slate-900">{t(`settingsAdmin.groups.${group.key}`)}</h2>
              <div className="mt-2">
                {group.settings.map((key) => {
                  const setting = byKey.get(key);
                  return setting ? (
                    <FormOf key={`${key}:${setting.updatedAt}`} settingKey={key} setting={setting} />
                  ) : null;
                })}
              </div>
            </Card>
          )),
        ]
      )}
    </div>
  );
}

export default superAdminScreen(SettingsPage);
