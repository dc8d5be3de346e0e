import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { Link, Redirect, useLocation, useSearch } from "wouter";
import type { z } from "zod";
import { PASSWORD_MIN } from "../../../common/constants";
import { RegisterInput } from "../../../common/schemas/auth";
import { PageLoader } from "../../components/page-loader";
import { Button } from "../../components/ui/button";
import { EMAIL_INPUT, InputField } from "../../components/ui/form-field";
import { withPasswordConfirmation } from "../../features/auth/confirm-password";
import { NameFields } from "../../features/auth/name-fields";
import { useAuth } from "../../features/auth/use-auth";
import { useRegister } from "../../features/auth/use-auth-mutations";
import { useLandingFigures } from "../../features/public/use-landing-figures";
import { currentLanguage } from "../../i18n";
import { safeNextPath } from "../../lib/safe-next";
import { AuthLayout, AuthSwitch } from "./auth-layout";
import { PasswordInput } from "./password-input";
import { markServerField } from "./server-error";
import { ServerErrorAlert } from "./server-error-alert";

/** The shared sign-up schema plus a confirmation checked only in the browser. */
const RegisterForm = withPasswordConfirmation(RegisterInput, "password");
type RegisterFormIn = z.input<typeof RegisterForm>;
type RegisterFormOut = z.output<typeof RegisterForm>;

const FIELDS = ["firstName", "lastName", "email", "password"] as const;

export default function RegisterPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const next = safeNextPath(search);
  const { user, isLoading } = useAuth();
  const { freeCredits, freeValue } = useLandingFigures();
  const [, navigate] = useLocation();
  const signUp = useRegister();
  const [serverError, setServerError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormIn, unknown, RegisterFormOut>({ resolver: zodResolver(RegisterForm), mode: "onTouched" });

  if (isLoading) return <PageLoader />;
  if (user && !signUp.isPending && !signUp.isSuccess) return <Redirect to={next} replace />;

  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    setServerError(null);
    // The language the visitor is reading becomes the account's one language choice.
    signUp.mutate(
      { ...values, language: currentLanguage() },
      {
        onSuccess: () => navigate(next, { replace: true }),
        onError: (error) => {
          setServerError(error);
          markServerField(error, setError, FIELDS);
        },
      },
    );
  });

  const loginHref = search ? `/login?${search}` : "/login";
  const passwordHint = t("auth.fields.passwordHint", { min: PASSWORD_MIN });

  return (
    <AuthLayout
      title={t("auth.register.title")}
      subtitle={
        freeCredits && freeValue
          ? t("auth.register.subtitle", { credits: freeCredits, value: freeValue })
          : t("auth.register.subtitleGeneric")
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5" data-testid="register-form">
        <ServerErrorAlert error={serverError} />
        <NameFields
          idPrefix="register"
          firstName={register("firstName")}
          lastName={register("lastName")}
          errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
          className="grid gap-5 sm:grid-cols-2"
        />
        <InputField
          id="register-email"
          label={t("auth.fields.email")}
          error={errors.email?.message}
          {...register("email")}
          {...EMAIL_INPUT}
        />
        <InputField
          id="register-password"
          label={t("auth.fields.password")}
          error={errors.password?.message}
          hint={passwordHint}
          control={PasswordInput}
          {...register("password")}
          autoComplete="new-password"
        />
        <InputField
          id="register-confirm-password"
          label={t("auth.fields.confirmPassword")}
          error={errors.confirmPassword?.message}
          control={PasswordInput}
          {...register("confirmPassword")}
          autoComplete="new-password"
        />
        <Button type="submit" size="lg" disabled={signUp.isPending} data-testid="register-submit" className="w-full">
          <UserPlus aria-hidden />
          {signUp.isPending ? t("auth.register.pending") : t("auth.register.submit")}
        </Button>
        <p className="text-center text-xs text-slate-600" data-testid="register-agreement">
          <Trans
            i18nKey="legal.agree"
            components={{
              terms: <Link href="/terms" className="font-medium text-emerald-700 underline" />,
              privacy: <Link href="/privacy" className="font-medium text-emerald-700 underline" />,
            }}
          />
        </p>
      </form>
      <AuthSwitch question={t("auth.register.haveAccount")} action={t("auth.register.toLogin")} href={loginHref} />
    </AuthLayout>
  );
}
