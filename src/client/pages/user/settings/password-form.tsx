import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { PASSWORD_MIN } from "../../../../common/constants";
import { ChangePasswordInput } from "../../../../common/schemas/auth";
import { Button } from "../../../components/ui/button";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/use-toast";
import { useChangePassword } from "../../../features/auth/use-auth-mutations";
import { PasswordInput } from "../../auth/password-input";
import { markServerField } from "../../auth/server-error";
import { ServerErrorAlert } from "../../auth/server-error-alert";
import { SettingsSection } from "./settings-section";

const PasswordForm = ChangePasswordInput.extend({ confirmPassword: z.string() }).refine(
  (values) => values.newPassword === values.confirmPassword,
  { path: ["confirmPassword"], error: "validation.passwordsDoNotMatch" },
);
type FormIn = z.input<typeof PasswordForm>;
type FormOut = z.output<typeof PasswordForm>;

/** The server ends every session and issues this browser a fresh one, so the user stays signed in. */
export function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [serverError, setServerError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(PasswordForm), mode: "onTouched" });

  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    setServerError(null);
    change.mutate(values, {
      onSuccess: () => {
        reset({ currentPassword: "", newPassword: "", confirmPassword: "" });
        toast({ title: t("settings.password.success"), variant: "success" });
      },
      onError: (error) => {
        setServerError(error);
        markServerField(error, setError, ["currentPassword", "newPassword"] as const);
      },
    });
  });

  return (
    <SettingsSection id="password" title={t("settings.password.title")} text={t("settings.password.text")}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="password-form">
        <ServerErrorAlert error={serverError} />
        <FormField
          id="settings-current-password"
          label={t("auth.fields.currentPassword")}
          error={errors.currentPassword?.message}
        >
          <PasswordInput
            {...fieldAria("settings-current-password", errors.currentPassword?.message)}
            {...register("currentPassword")}
            autoComplete="current-password"
          />
        </FormField>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            id="settings-new-password"
            label={t("auth.fields.newPassword")}
            error={errors.newPassword?.message}
            hint={t("auth.fields.passwordHint", { min: PASSWORD_MIN })}
          >
            <PasswordInput
              {...fieldAria("settings-new-password", errors.newPassword?.message, true)}
              {...register("newPassword")}
              autoComplete="new-password"
            />
          </FormField>
          <FormField
            id="settings-confirm-password"
            label={t("auth.fields.confirmNewPassword")}
            error={errors.confirmPassword?.message}
          >
            <PasswordInput
              {...fieldAria("settings-confirm-password", errors.confirmPassword?.message)}
              {...register("confirmPassword")}
              autoComplete="new-password"
            />
          </FormField>
        </div>
        <div>
          <Button type="submit" disabled={change.isPending} data-testid="password-save">
            <KeyRound aria-hidden />
            {change.isPending ? t("settings.password.pending") : t("settings.password.submit")}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
