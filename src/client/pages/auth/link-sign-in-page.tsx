import { LogIn } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearch } from "wouter";
import { PASSWORD_MIN } from "../../../common/constants";
import { NewPasswordField } from "../../../common/schemas/auth";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/form-field";
import { useSignInWithLink } from "../../features/auth/use-auth-mutations";
import { safeNextPath } from "../../lib/safe-next";
import { AuthLayout } from "./auth-layout";
import { PasswordInput } from "./password-input";
import { ServerErrorAlert } from "./server-error-alert";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token taken from the address, kept for this page load: the page may mount more than once. */
let heldToken: string | null = null;

/**
 * Takes the token from the address's fragment (never sent to a server) and clears it from history;
 * the query (`?next=`, where to go once signed in) stays.
 */
function readToken(): string | null {
  const fragment = window.location.hash.replace(/^#/, "");
  if (window.location.hash) {
    window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}`);
    heldToken = TOKEN.test(fragment) ? fragment : null;
  }
  return heldToken;
}

/** The page an emailed sign-in link opens: one click signs in; a new password may be set on the way. */
export default function LinkSignInPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const next = safeNextPath(useSearch());
  const [token] = useState(readToken);
  const [newPassword, setNewPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const signIn = useSignInWithLink();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const password = newPassword === "" ? undefined : NewPasswordField.safeParse(newPassword);
    if (password && !password.success) {
      setFieldError(password.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    signIn.mutate(
      { token, newPassword: password?.data },
      { onSuccess: (user) => navigate(user.mustChangePassword ? "/change-password" : next, { replace: true }) },
    );
  };

  const requestNew = (
    <Link href="/login/email" className="font-semibold text-emerald-700 hover:underline" data-testid="request-new-link">
      {t("auth.link.requestNew")}
    </Link>
  );

  if (!token) {
    return (
      <AuthLayout title={t("auth.link.title")}>
        <Alert data-testid="link-missing">{t("auth.link.missing")}</Alert>
        <p className="mt-6 text-center text-sm">{requestNew}</p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t("auth.link.title")} subtitle={t("auth.link.subtitle")}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5" data-testid="link-sign-in-form">
        <ServerErrorAlert error={signIn.error} />
        <InputField
          id="link-new-password"
          label={t("auth.link.newPasswordOptional")}
          hint={t("auth.fields.passwordHint", { min: PASSWORD_MIN })}
          error={fieldError ? t(fieldError) : undefined}
          control={PasswordInput}
          autoComplete="new-password"
          value={newPassword}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setNewPassword(event.target.value)}
        />
        <Button
          type="submit"
          size="lg"
          disabled={signIn.isPending}
          className="w-full"
          data-testid="link-sign-in-submit"
        >
          <LogIn aria-hidden />
          {signIn.isPending ? t("auth.link.pending") : t("auth.link.submit")}
        </Button>
      </form>
      {signIn.isError ? <p className="mt-6 text-center text-sm">{requestNew}</p> : null}
    </AuthLayout>
  );
}
