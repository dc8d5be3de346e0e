import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, Redirect, useLocation, useSearch } from "wouter";
import type { z } from "zod";
import { LoginInput } from "../../../common/schemas/auth";
import { PageLoader } from "../../components/page-loader";
import { Button } from "../../components/ui/button";
import { EMAIL_INPUT, InputField } from "../../components/ui/form-field";
import { useAuth } from "../../features/auth/use-auth";
import { useLogin } from "../../features/auth/use-auth-mutations";
import { safeNextPath } from "../../lib/safe-next";
import { AuthLayout, AuthSwitch } from "./auth-layout";
import { PasswordInput } from "./password-input";
import { markServerField } from "./server-error";
import { ServerErrorAlert } from "./server-error-alert";

type LoginForm = z.input<typeof LoginInput>;

export default function LoginPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const next = safeNextPath(search);
  const { user, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const login = useLogin();
  const [serverError, setServerError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<LoginForm, unknown, LoginInput>({ resolver: zodResolver(LoginInput), mode: "onTouched" });

  if (isLoading) return <PageLoader />;
  if (user && !login.isPending && !login.isSuccess) return <Redirect to={next} replace />;

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    login.mutate(values, {
      onSuccess: (signedIn) => navigate(signedIn.mustChangePassword ? "/change-password" : next, { replace: true }),
      onError: (error) => {
        setServerError(error);
        // The sign-in button was disabled while it ran and has lost the focus: back to the password
        // (a wrong one is the usual reason), or to the field the server named.
        if (!markServerField(error, setError, ["email", "password"])) setFocus("password");
      },
    });
  });

  const registerHref = search ? `/register?${search}` : "/register";
  const forgotHref = next === "/" ? "/login/email" : `/login/email?next=${encodeURIComponent(next)}`;

  return (
    <AuthLayout title={t("auth.login.title")} subtitle={t("auth.login.subtitle")}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5" data-testid="login-form">
        <ServerErrorAlert error={serverError} />
        <InputField
          id="login-email"
          label={t("auth.fields.email")}
          error={errors.email?.message}
          {...register("email")}
          {...EMAIL_INPUT}
        />
        <InputField
          id="login-password"
          label={t("auth.fields.password")}
          error={errors.password?.message}
          control={PasswordInput}
          {...register("password")}
          autoComplete="current-password"
        />
        <Link
          href={forgotHref}
          // The email typed here goes along in the history entry's state (never in the address).
          onClick={(event) => {
            event.preventDefault();
            navigate(forgotHref, { state: { email: getValues("email")?.trim() ?? "" } });
          }}
          className="-mt-2 justify-self-end text-sm font-medium text-emerald-700 hover:underline"
          data-testid="forgot-password"
        >
          {t("auth.login.forgot")}
        </Link>
        <Button type="submit" size="lg" disabled={login.isPending} data-testid="login-submit" className="w-full">
          <LogIn aria-hidden />
          {login.isPending ? t("auth.login.pending") : t("auth.login.submit")}
        </Button>
      </form>
      <AuthSwitch question={t("auth.login.noAccount")} action={t("auth.login.toRegister")} href={registerHref} />
    </AuthLayout>
  );
}
