import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { PageHeading } from "../../components/page-heading";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/form-field";
import { AdminCard } from "../../features/admin/form-card";
import { notifyFailure } from "../../features/admin/notify";
import { checkResetPassword } from "../../features/super-admin/forms";
import { superAdminScreen } from "../../features/super-admin/super-admin-screen";
import { useResetPassword } from "../../features/super-admin/use-super-admin";
import { SuccessThenReturn, useTargetAccount } from "./account-target";

function ResetPasswordPage() {
  const { t } = useTranslation();
  const id = useId();
  const [, navigate] = useLocation();
  const { account, gate } = useTargetAccount();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  if (done) {
    return (
      <SuccessThenReturn
        title={t("superAdmin.reset.success")}
        body={t("superAdmin.reset.successBody")}
        to="/user-management"
      />
    );
  }

  if (!account) return gate;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkResetPassword(password, confirmation);
    setErrors(found);
    if (found.password || found.confirmation) return;
    reset.mutate(
      { userId: account.id, temporaryPassword: password },
      {
        onSuccess: () => setDone(true),
        onError: (error) => notifyFailure("superAdmin.reset.failed", error),
      },
    );
  };

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="reset-password">
      <PageHeading title={t("superAdmin.reset.title")} subtitle={account.email} />
      <AdminCard title={t("superAdmin.reset.details")}>
        <Alert variant="info">{t("superAdmin.reset.notice")}</Alert>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <InputField
            id={`${id}-password`}
            label={t("superAdmin.reset.password")}
            type="password"
            autoComplete="new-password"
            error={errors.password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <InputField
            id={`${id}-confirm`}
            label={t("superAdmin.reset.confirm")}
            type="password"
            autoComplete="new-password"
            error={errors.confirmation}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => navigate("/user-management")}>
              {t("admin.common.cancel")}
            </Button>
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? t("superAdmin.reset.submitting") : t("superAdmin.reset.submit")}
            </Button>
          </div>
        </form>
      </AdminCard>
    </div>
  );
}

export default superAdminScreen(ResetPasswordPage);
