import { FlaskConical } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CreatedTestUsersDto } from "../../../common/schemas/super-admin";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { AdminCard } from "../../features/admin/form-card";
import { notifyFailure } from "../../features/admin/notify";
import { useCreateTestUsers } from "../../features/super-admin/use-super-admin";

/** Quick actions: one test agent and one test user assigned to it; their passwords shown once. */
export function QuickActionsCard() {
  const { t } = useTranslation();
  const create = useCreateTestUsers();
  const [created, setCreated] = useState<CreatedTestUsersDto | null>(null);
  return (
    <AdminCard title={t("superAdmin.quick.title")} description={t("superAdmin.quick.description")}>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: setCreated,
            onError: (error) => notifyFailure("superAdmin.quick.failed", error),
          })
        }
      >
        <FlaskConical aria-hidden />
        {create.isPending ? t("superAdmin.quick.submitting") : t("superAdmin.quick.submit")}
      </Button>
      <Dialog
        open={created !== null}
        onOpenChange={(open) => (open ? undefined : setCreated(null))}
        title={t("superAdmin.quick.createdTitle")}
        description={t("superAdmin.create.passwordOnce")}
        testId="test-users-dialog"
      >
        {created ? (
          <dl className="grid gap-3 text-sm">
            {[
              { label: t("admin.roles.admin"), entry: created.agent },
              { label: t("admin.roles.user"), entry: created.user },
            ].map(({ label, entry }) => (
              <div key={entry.user.id} className="grid gap-1 rounded-lg border border-slate-200 p-3">
                <dt className="font-semibold text-slate-900">{label}</dt>
                <dd className="break-all text-slate-700">{entry.user.email}</dd>
                <dd className="font-mono break-all text-slate-900">{entry.temporaryPassword}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Dialog>
    </AdminCard>
  );
}
