import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { z } from "zod";
import { PASSWORD_MIN } from "../../../common/constants";
import { ChangePasswordInput } from "../../../common/schemas/auth";
import { PageLoader } from "../../components/page-loader";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { toast } from "../../components/ui/use-toast";
import { useChangePassword } from "../../features/auth/use-auth-mutations";
import { useRequireUser } from "../../features/auth/use-require-user";
import { AuthLayout } from "./auth-layout";
import { PasswordInput } from "./password-input";
import { markServerField } from "./server-error";
import { ServerErrorAlert } from "./server-error-alert";

const ChangePasswordForm = ChangePasswordInput.extend({ confirmPassword: z.string() }).refine(
  (values) => values.newPassword === values.confirmPassword,
  { path: ["confirmPassword"], error: "validation.passwordsDoNotMatch" },
);
type FormIn = z.input<typeof ChangePasswordForm>;
type FormOut = z.output<typeof ChangePasswordForm>;

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useRequireUser();
  const [, navigate] = useLocation();
  const change = useChangePassword();
  const [serverError, setServerError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ChangePasswordForm), mode: "onTouched" });

  if (isLoading || !user) return <PageLoader />;
  const forced = user.mustChangePassword;

  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    setServerError(null);
    change.mutate(values, {
      onSuccess: () => {
        toast({ title: t("auth.changePassword.success"), variant: "success" });
        navigate("/", { replace: true });
      },
      onError: (error) => {
        setServerError(error);
        markServerField(error, setError, ["currentPassword", "newPassword"] as const);
      },
    });
  });

  return (
    <AuthLayout title={t("auth.changePassword.title")} subtitle={t("auth.changePassword.subtitle")}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5" data-testid="change-password-form">
        {forced ? (
          <Alert variant="info" data-testid="password-change-required">
            {t("auth.changePassword.required")}
          </Alert>
        ) : null}
        <ServerErrorAlert error={serverError} />
        <FormField
          id="current-password"
          label={t("auth.fields.currentPassword")}
          error={errors.currentPassword?.message}
        >
          <PasswordInput
            {...fieldAria("current-password", errors.currentPassword?.message)}
            {...register("currentPassword")}
            autoComplete="current-password"
          />
        </FormField>
        <FormField
          id="new-password"
          label={t("auth.fields.newPassword")}
          error={errors.newPassword?.message}
          hint={t("auth.fields.passwordHint", { min: PASSWORD_MIN })}
        >
          <PasswordInput
            {...fieldAria("new-password", errors.newPassword?.message, true)}
            {...register("newPassword")}
            autoComplete="new-password"
          />
        </FormField>
        <FormField
          id="confirm-new-password"
          label={t("auth.fields.confirmNewPassword")}
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            {...fieldAria("confirm-new-password", errors.confirmPassword?.message)}
            {...register("confirmPassword")}
            autoComplete="new-password"
          />
        </FormField>
        <Button
          type="submit"
          size="lg"
          disabled={change.isPending}
          data-testid="change-password-submit"
          className="w-full"
        >
          <KeyRound aria-hidden />
          {change.isPending ? t("auth.changePassword.pending") : t("auth.changePassword.submit")}
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
