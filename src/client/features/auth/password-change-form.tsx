import { zodResolver } from "@hookform/resolvers/zod";
import { type BaseSyntheticEvent, useEffect, useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { PASSWORD_MIN } from "../../../common/constants";
import { ChangePasswordInput } from "../../../common/schemas/auth";
import { InputField } from "../../components/ui/form-field";
import { cn } from "../../lib/cn";
import { PasswordInput } from "../../pages/auth/password-input";
import { markServerField } from "../../pages/auth/server-error";
import { withPasswordConfirmation } from "./confirm-password";
import { useChangePassword } from "./use-auth-mutations";

const PasswordChangeForm = withPasswordConfirmation(ChangePasswordInput, "newPassword");
type FormIn = z.input<typeof PasswordChangeForm>;
type FormOut = z.output<typeof PasswordChangeForm>;

/**
 * The password change of the forced-change page and of settings: the shared schema plus a
 * confirmation, the server's field errors marked on their fields, `onDone` after success.
 */
export function usePasswordChangeForm(onDone: (form: UseFormReturn<FormIn, unknown, FormOut>) => void) {
  const change = useChangePassword();
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(PasswordChangeForm), mode: "onTouched" });
  // A server's answer is about what was sent: editing a field takes back what was said of it (and
  // the message above the form), and so does the next attempt, even one the form itself refuses.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      setServerError(null);
      if (name && form.getFieldState(name).error?.type === "server") form.clearErrors(name);
    });
    return () => watching.unsubscribe();
  }, [form]);
  const validateAndSend = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    change.mutate(values, {
      onSuccess: () => onDone(form),
      onError: (error) => {
        setServerError(error);
        markServerField(error, form.setError, ["currentPassword", "newPassword"] as const);
      },
    });
  });
  const onSubmit = (event?: BaseSyntheticEvent) => {
    setServerError(null);
    return validateAndSend(event);
  };
  return { form, onSubmit, serverError, isPending: change.isPending };
}

/** Current, new and confirmed password fields; `idPrefix` keeps ids unique per page. */
export function PasswordChangeFields({
  form,
  idPrefix = "",
  newPasswordsInRow = false,
}: {
  form: UseFormReturn<FormIn, unknown, FormOut>;
  idPrefix?: string;
  newPasswordsInRow?: boolean;
}) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = form;
  const id = (name: string) => `${idPrefix}${name}`;
  return (
    <>
      <InputField
        id={id("current-password")}
        label={t("auth.fields.currentPassword")}
        error={errors.currentPassword?.message}
        control={PasswordInput}
        {...register("currentPassword")}
        autoComplete="current-password"
      />
      <div className={cn("grid items-start", newPasswordsInRow ? "gap-4 sm:grid-cols-2" : "gap-5")}>
        <InputField
          id={id("new-password")}
          label={t("auth.fields.newPassword")}
          error={errors.newPassword?.message}
          hint={t("auth.fields.passwordHint", { min: PASSWORD_MIN })}
          control={PasswordInput}
          {...register("newPassword")}
          autoComplete="new-password"
        />
        <InputField
          id={id("confirm-new-password")}
          label={t("auth.fields.confirmNewPassword")}
          error={errors.confirmPassword?.message}
          control={PasswordInput}
          {...register("confirmPassword")}
          autoComplete="new-password"
        />
      </div>
    </>
  );
}
