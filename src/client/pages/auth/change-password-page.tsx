import { KeyRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { PageLoader } from "../../components/page-loader";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { PasswordChangeFields, usePasswordChangeForm } from "../../features/auth/password-change-form";
import { useRequireUser } from "../../features/auth/use-require-user";
import { AuthLayout } from "./auth-layout";
import { ServerErrorAlert } from "./server-error-alert";

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useRequireUser();
  const [, navigate] = useLocation();
  const { form, onSubmit, serverError, isPending } = usePasswordChangeForm(() => {
    toast({ title: t("auth.changePassword.success"), variant: "success" });
    navigate("/", { replace: true });
  });

  if (isLoading || !user) return <PageLoader />;
  const forced = user.mustChangePassword;

  return (
    <AuthLayout title={t("auth.changePassword.title")} subtitle={t("auth.changePassword.subtitle")}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5" data-testid="change-password-form">
        {forced ? (
          <Alert variant="info" data-testid="password-change-required">
            {t("auth.changePassword.required")}
          </Alert>
        ) : null}
        <ServerErrorAlert error={serverError} />
        <PasswordChangeFields form={form} />
        <Button type="submit" size="lg" disabled={isPending} data-testid="change-password-submit" className="w-full">
          <KeyRound aria-hidden />
          {isPending ? t("auth.changePassword.pending") : t("auth.changePassword.submit")}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {forced ? (
          <a href="/api/logout" className="font-semibold text-emerald-700 hover:underline">
            {t("nav.logout")}
          </a>
        ) : (
          <Link href="/" className="font-semibold text-emerald-700 hover:underline">
            {t("auth.changePassword.cancel")}
          </Link>
        )}
      </p>
    </AuthLayout>
  );
}
