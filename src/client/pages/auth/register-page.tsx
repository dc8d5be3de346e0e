import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, Redirect, useLocation, useSearch } from "wouter";
import { z } from "zod";
import { PASSWORD_MIN } from "../../../common/constants";
import { RegisterInput } from "../../../common/schemas/auth";
import { PageLoader } from "../../components/page-loader";
import { Button } from "../../components/ui/button";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { useAuth } from "../../features/auth/use-auth";
import { useRegister } from "../../features/auth/use-auth-mutations";
import { useLandingFigures } from "../../features/public/use-landing-figures";
import { safeNextPath } from "../../lib/safe-next";
import { AuthLayout } from "./auth-layout";
import { PasswordInput } from "./password-input";
import { markServerField } from "./server-error";
import { ServerErrorAlert } from "./server-error-alert";

/** The shared sign-up schema plus a confirmation checked only in the browser. */
const RegisterForm = RegisterInput.extend({ confirmPassword: z.string() }).refine(
  (values) => values.password === values.confirmPassword,
  { path: ["confirmPassword"], error: "validation.passwordsDoNotMatch" },
);
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
    signUp.mutate(values, {
      onSuccess: () => navigate(next, { replace: true }),
      onError: (error) => {
        setServerError(error);
        markServerField(error, setError, FIELDS);
      },
    });
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
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="register-first-name" label={t("auth.fields.firstName")} error={errors.firstName?.message}>
            <Input
              {...fieldAria("register-first-name", errors.firstName?.message)}
              {...register("firstName")}
              autoComplete="given-name"
            />
          </FormField>
          <FormField id="register-last-name" label={t("auth.fields.lastName")} error={errors.lastName?.message}>
            <Input
              {...fieldAria("register-last-name", errors.lastName?.message)}
              {...register("lastName")}
              autoComplete="family-name"
            />
          </FormField>
        </div>
        <FormField id="register-email" label={t("auth.fields.email")} error={errors.email?.message}>
          <Input
            {...fieldAria("register-email", errors.email?.message)}
            {...register("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
          />
        </FormField>
        <FormField
          id="register-password"
          label={t("auth.fields.password")}
          error={errors.password?.message}
          hint={passwordHint}
        >
          <PasswordInput
            {...fieldAria("register-password", errors.password?.message, true)}
            {...register("password")}
            autoComplete="new-password"
          />
        </FormField>
        <FormField
          id="register-confirm-password"
          label={t("auth.fields.confirmPassword")}
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            {...fieldAria("register-confirm-password", errors.confirmPassword?.message)}
            {...register("confirmPassword")}
            autoComplete="new-password"
          />
        </FormField>
        <Button type="submit" size="lg" disabled={signUp.isPending} data-testid="register-submit" className="w-full">
          <UserPlus aria-hidden />
          {signUp.isPending ? t("auth.register.pending") : t("auth.register.submit")}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("auth.register.haveAccount")}{" "}
        <Link href={loginHref} className="font-semibold text-emerald-700 hover:text-emerald-800 hover:underline">
          {t("auth.register.toLogin")}
        </Link>
      </p>
    </AuthLayout>
  );
}
