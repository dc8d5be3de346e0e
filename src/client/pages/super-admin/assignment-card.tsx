import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "../../../common/money";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { AdminCard } from "../../features/admin/form-card";
import { notifyFailure, notifyInvalid, notifySuccess } from "../../features/admin/notify";
import { useUnassignedUsers } from "../../features/admin/use-admin";
import { displayName } from "../../features/auth/use-auth";
import { useAgents, useAssignUser } from "../../features/super-admin/use-super-admin";
import { Select } from "../user/create/controls";

/** User to Agent Assignment: an unassigned user, an agent, Assign User; the two counters. */
export function AssignmentCard() {
  const { t } = useTranslation();
  const id = useId();
  const [userId, setUserId] = useState("");
  const [agentId, setAgentId] = useState("");
  const unassigned = useUnassignedUsers();
  const agents = useAgents();
  const assign = useAssignUser();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!userId || !agentId) {
      notifyInvalid("superAdmin.assign.missing", "superAdmin.assign.missingTitle");
      return;
    }
    assign.mutate(
      { userId, agentId },
      {
        onSuccess: (result) => {
          notifySuccess("superAdmin.assign.success", result.message);
          setUserId("");
          setAgentId("");
        },
        onError: (error) => notifyFailure("superAdmin.assign.failed", error),
      },
    );
  };

  return (
    <AdminCard
      title={t("superAdmin.assign.title")}
      description={t("superAdmin.assign.description")}
      testId="assignment-card"
    >
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-amber-50 p-3">
          <dt className="text-xs font-medium text-amber-900">{t("superAdmin.assign.unassignedCount")}</dt>
          <dd className="text-2xl font-bold text-amber-900" data-testid="unassigned-count">
            {unassigned.data ? formatCredits(unassigned.data.length) : "—"}
          </dd>
        </div>
        <div className="rounded-lg bg-sky-50 p-3">
          <dt className="text-xs font-medium text-sky-900">{t("superAdmin.assign.agentsCount")}</dt>
          <dd className="text-2xl font-bold text-sky-900" data-testid="agents-count">
            {agents.data ? formatCredits(agents.data.length) : "—"}
          </dd>
        </div>
      </dl>
      <form className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit} noValidate>
        <FormField id={`${id}-user`} label={t("superAdmin.assign.user")}>
          <Select
            id={`${id}-user`}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            placeholder={t("superAdmin.assign.userPlaceholder")}
            options={(unassigned.data ?? []).map((u) => ({ value: u.id, label: `${displayName(u)} (${u.email})` }))}
          />
        </FormField>
        <FormField id={`${id}-agent`} label={t("superAdmin.assign.agent")}>
          <Select
            id={`${id}-agent`}
            value={agentId}
            onChange={(event) => setAgentId(event.target.value)}
            placeholder={t("superAdmin.assign.agentPlaceholder")}
            options={(agents.data ?? []).map((a) => ({ value: a.id, label: `${displayName(a)} (${a.email})` }))}
          />
        </FormField>
        <Button type="submit" disabled={assign.isPending}>
          {assign.isPending ? t("superAdmin.assign.submitting") : t("superAdmin.assign.submit")}
        </Button>
      </form>
    </AdminCard>
  );
}
