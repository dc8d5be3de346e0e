import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "../../../common/money";
import type { AdminUserDto } from "../../../common/schemas/admin";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../pages/user/create/controls";
import { displayName } from "../auth/use-auth";
import { checkAssignToAgent } from "./forms";
import { notifyFailure, notifySuccess } from "./notify";
import { useAdmins, useAssignUserToAgent } from "./use-admin";

/** Super admin: assign an unassigned user, or reassign a supervised one, to an agent (name and credits listed). */
export function AssignAgentDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [agentId, setAgentId] = useState("");
  const [error, setError] = useState<string | undefined>();
  const admins = useAdmins(user !== null);
  const assign = useAssignUserToAgent();

  const close = () => {
    if (assign.isPending) return;
    setAgentId("");
    setError(undefined);
    onClose();
  };

  if (!user) return null;
  const name = displayName(user);
  const reassign = user.agentId !== null;
  const agents = (admins.data ?? []).filter((a) => a.role === "admin" && a.id !== user.agentId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkAssignToAgent({ userId: user.id, agentId });
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    assign.mutate(checked.value, {
      onSuccess: () => {
        notifySuccess("admin.agentUsers.assign.success");
        setAgentId("");
        setError(undefined);
        onClose();
      },
      onError: (failure) => notifyFailure("admin.agentUsers.assign.failed", failure),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t(reassign ? "admin.agentUsers.assign.reassignTitle" : "admin.agentUsers.assign.title")}
      description={t("admin.agentUsers.assign.description", { name })}
      testId="assign-agent-dialog"
    >
      <form className="grid gap-5" onSubmit={submit} noValidate>
        {reassign && user.agentEmail ? (
          <p className="text-sm text-slate-600">{t("admin.agentUsers.assign.current", { email: user.agentEmail })}</p>
        ) : null}
        <FormField id={`${id}-agent`} label={t("admin.common.agent")} error={error}>
          <Select
            id={`${id}-agent`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-agent-error` : undefined}
            value={agentId}
            onChange={(event) => {
              setAgentId(event.target.value);
              setError(undefined);
            }}
            placeholder={
              admins.data && agents.length === 0
                ? t("admin.agentUsers.assign.noAgents")
                : t("admin.common.agentPlaceholder")
            }
            options={agents.map((a) => ({
              value: a.id,
              label: t("admin.common.agentOption", { name: displayName(a), credits: formatCredits(a.credits) }),
            }))}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={assign.isPending}>
            {t("admin.common.cancel")}
          </Button>
          <Button type="submit" disabled={assign.isPending}>
            {assign.isPending ? t("admin.agentUsers.assign.submitting") : t("admin.agentUsers.assign.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
