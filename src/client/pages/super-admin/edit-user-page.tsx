import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { EditUserInput } from "../../../common/schemas/super-admin";
import { PageHeading } from "../../components/page-heading";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/form-field";
import { AdminCard } from "../../features/admin/form-card";
import { notifyFailure } from "../../features/admin/notify";
import { parseEditCredits } from "../../features/super-admin/forms";
import { superAdminScreen } from "../../features/super-admin/super-admin-screen";
import { useEditUser } from "../../features/super-admin/use-super-admin";
import { SuccessThenReturn, useTargetAccount } from "./account-target";

type Field = "firstName" | "lastName" | "email" | "credits";
const MESSAGES: Record<Field, string> = {
  firstName: "superAdmin.edit.firstNameRequired",
  lastName: "superAdmin.edit.lastNameRequired",
  email: "superAdmin.edit.emailInvalid",
  credits: "superAdmin.edit.creditsNonNegative",
};

function EditUserPage() {
  const { account, gate } = useTargetAccount();
  if (!account) return gate;
  return <EditUserForm account={account} />;
}

function EditUserForm({
  account,
}: {
  account: { id: string; email: string; firstName: string; lastName: string; credits: number };
}) {
  const { t } = useTranslation();
  const id = useId();
  const [, navigate] = useLocation();
  const [form, setForm] = useState({
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    credits: String(account.credits),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState(false);
  const edit = useEditUser();

  if (done) {
    return (
      <SuccessThenReturn
        title={t("superAdmin.edit.success")}
        body={t("superAdmin.edit.successBody")}
        to="/super-admin/user-management"
      />
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { userId: account.id, ...form, credits: parseEditCredits(form.credits) };
    const checked = EditUserInput.safeParse(body);
    if (!checked.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        if (field in MESSAGES && !next[field]) next[field] = MESSAGES[field];
      }
      setErrors(next);
      return;
    }
    setErrors({});
    edit.mutate(checked.data, {
      onSuccess: () => setDone(true),
      onError: (error) => notifyFailure("superAdmin.edit.failed", error),
    });
  };

  const field = (name: Field, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <InputField
      id={`${id}-${name}`}
      label={label}
      error={errors[name]}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      {...extra}
    />
  );

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="edit-user">
      <PageHeading title={t("superAdmin.edit.title")} subtitle={account.email} />
      <AdminCard title={t("superAdmin.edit.details")}>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {field("firstName", t("superAdmin.fields.firstName"))}
          {field("lastName", t("superAdmin.fields.lastName"))}
          {field("email", t("superAdmin.fields.email"), { type: "email", autoComplete: "off" })}
          {field("credits", t("superAdmin.fields.credits"), { type: "number", min: 0, inputMode: "numeric" })}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button
              variant="outline"
              onClick={() =>
                navigate(`/super-admin/reset-password?userId=${encodeURIComponent(account.id)}`, {
                  state: window.history.state,
                })
              }
            >
              {t("superAdmin.edit.resetPassword")}
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="outline" onClick={() => navigate("/user-management")}>
                {t("admin.common.cancel")}
              </Button>
              <Button type="submit" disabled={edit.isPending}>
                {edit.isPending ? t("superAdmin.edit.submitting") : t("superAdmin.edit.submit")}
              </Button>
            </div>
          </div>
        </form>
      </AdminCard>
    </div>
  );
}

export default superAdminScreen(EditUserPage);
