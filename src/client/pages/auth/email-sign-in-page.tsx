import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearch } from "wouter";
import { SIGN_IN_LINK_MINUTES } from "../../../common/constants";
import { SignInLinkRequest } from "../../../common/schemas/auth";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { EMAIL_INPUT, InputField } from "../../components/ui/form-field";
import { useRequestSignInLink } from "../../features/auth/use-auth-mutations";
import { safeNextPath } from "../../lib/safe-next";
import { AuthLayout, AuthSwitch } from "./auth-layout";
import { ServerErrorAlert } from "./server-error-alert";

/** A forgotten password or a locked account: a one-time sign-in link sent to the account's email. */
export default function EmailSignInPage() {
  const { t } = useTranslation();
  const request = useRequestSignInLink();
  // Where the sign-in page was to return to: kept on the way back to it.
  const next = safeNextPath(useSearch());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }, unknown, SignInLinkRequest>({
    resolver: zodResolver(SignInLinkRequest),
    mode: "onTouched",
    defaultValues: { email: emailFromSignInPage() },
  });

  const onSubmit = handleSubmit((values) => {
    // The emailed link brings the owner back where the sign-in page was to return to.
    request.mutate(next === "/" ? values : { ...values, next }, { onSuccess: () => setSentTo(values.email) });
  });

  return (
    <AuthLayout title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5" data-testid="sign-in-link-form">
        <ServerErrorAlert error={request.error} />
        {sentTo ? (
          <Alert variant="info" data-testid="sign-in-link-sent">
            {t("notices.SIGN_IN_LINK_SENT", { minutes: SIGN_IN_LINK_MINUTES })}
          </Alert>
        ) : null}
        <InputField
          id="link-email"
          label={t("auth.fields.email")}
          error={errors.email?.message}
          {...register("email")}
          {...EMAIL_INPUT}
        />
        <Button
          type="submit"
          size="lg"
          disabled={request.isPending}
          className="w-full"
          data-testid="sign-in-link-submit"
        >
          <Mail aria-hidden />
          {request.isPending ? t("auth.forgot.pending") : t("auth.forgot.submit")}
        </Button>
      </form>
      <AuthSwitch
        question=""
        action={t("auth.forgot.back")}
        href={next === "/" ? "/login" : `/login?next=${encodeURIComponent(next)}`}
      />
    </AuthLayout>
  );
}

/** The email typed on the sign-in page before following its 'forgot password' link (the entry's state). */
function emailFromSignInPage(): string {
  const state: unknown = window.history.state;
  const email = state !== null && typeof state === "object" ? (state as Record<string, unknown>).email : undefined;
  return typeof email === "string" ? email : "";
}
