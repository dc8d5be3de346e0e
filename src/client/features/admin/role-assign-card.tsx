import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ROLES } from "../../../common/constants";
import { type AdminUserDto, ASSIGNABLE_ADMIN_ROLES } from "../../../common/schemas/admin";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../pages/user/create/controls";
import { displayName } from "../auth/use-auth";
import { AdminCard } from "./form-card";
import { checkAssignAdmin, checkAssignRole } from "./forms";
import { notifyFailure, notifyInvalid, notifySuccess } from "./notify";
import { useAssignAdmin, useAssignRole } from "./use-admin";
import { UserPicker } from "./user-picker";

/**
 * Super admin only. The dashboard offers every role (assign-role); the credit page offers user or
 * agent (assign-admin). The server refuses the protected account and one's own role.
 */
export function RoleAssignCard({ variant }: { variant: "dashboard" | "credits" }) {
  const { t } = useTranslation();
  const id = useId();
  const [userId, setUserId] = useState("");
  const [role, setRole] = useState("");
  const assignRole = useAssignRole();
  const assignAdmin = useAssignAdmin();
  const pending = assignRole.isPending || assignAdmin.isPending;
  const text = variant === "dashboard" ? "admin.roleCard" : "admin.creditsPage.roles";
  const roles = variant === "dashboard" ? ROLES : ASSIGNABLE_ADMIN_ROLES;

  const done = (user: AdminUserDto) => {
    notifySuccess(
      `${text}.success`,
      t("admin.roleCard.successBody", { name: displayName(user), role: t(`admin.roles.${user.role}`) }),
    );
    setUserId("");
    setRole("");
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (variant === "dashboard") {
      const checked = checkAssignRole({ userId, role });
      if (!checked.ok) return notifyInvalid(checked.error);
      assignRole.mutate(checked.value, {
        onSuccess: done,
        onError: (error) => notifyFailure(`${text}.failed`, error),
      });
    } else {
      const checked = checkAssignAdmin({ userId, role });
      if (!checked.ok) return notifyInvalid(checked.error);
      assignAdmin.mutate(checked.value, {
        onSuccess: done,
        onError: (error) => notifyFailure(`${text}.failed`, error),
      });
    }
  };

  return (
    <AdminCard title={t(`${text}.title`)} description={t(`${text}.description`)} testId={`role-card-${variant}`}>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <UserPicker id={`${id}-user`} label={t("admin.common.user")} value={userId} onChange={setUserId} />
        <FormField id={`${id}-role`} label={t("admin.common.role")}>
          <Select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            placeholder={t("admin.common.rolePlaceholder")}
            options={roles.map((r) => ({ value: r, label: t(`admin.roles.${r}`) }))}
          />
        </FormField>
        <Button type="submit" disabled={pending} className="justify-self-start">
          {pending ? t(`${text}.submitting`) : t(`${text}.submit`)}
        </Button>
      </form>
    </AdminCard>
  );
}
