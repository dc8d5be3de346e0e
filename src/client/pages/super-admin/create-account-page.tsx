import { Check, Copy } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { creditsToRM, formatCredits, formatRM } from "../../../common/money";
import { CreateAccountInput, type CreatedAccountDto } from "../../../common/schemas/super-admin";
import { PageHeading } from "../../components/page-heading";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/form-field";
import { AdminCard } from "../../features/admin/form-card";
import { notifyFailure, notifyInvalid } from "../../features/admin/notify";
import { usePublicInfo } from "../../features/public/use-public-info";
import { superAdminScreen } from "../../features/super-admin/super-admin-screen";
import { useCreateAgent, useCreateUser } from "../../features/super-admin/use-super-admin";

const RETURN_AFTER_COPY_MS = 2000;
/** An agent's starting stock; not published by the server (setting new_agent_credits). */
const AGENT_STARTING_CREDITS = 500;
const FALLBACK_CREDIT_VALUE_RM = 0.5;

type Variant = "user" | "agent";

function CreateAccountPage({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const id = useId();
  const [, navigate] = useLocation();
  const [form, setForm] = useState({ email: "", firstName: "", lastName: "" });
  const [created, setCreated] = useState<CreatedAccountDto | null>(null);
  const createUser = useCreateUser();
  const createAgent = useCreateAgent();
  const mutation = variant === "agent" ? createAgent : createUser;
  const info = usePublicInfo();
  const creditValue = info.data?.creditValueRM ?? FALLBACK_CREDIT_VALUE_RM;
  const startingCredits = variant === "agent" ? AGENT_STARTING_CREDITS : (info.data?.newUserCredits ?? 100);
  const text = `superAdmin.create.${variant}`;
  const backToList = useCallback(() => navigate("/user-management"), [navigate]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = CreateAccountInput.safeParse(form);
    if (!checked.success) {
      notifyInvalid("superAdmin.create.fillAll");
      return;
    }
    mutation.mutate(checked.data, {
      onSuccess: setCreated,
      onError: (error) => notifyFailure(`${text}.failed`, error),
    });
  };

  if (created) {
    return <CreatedAccount created={created} variant={variant} onDone={backToList} />;
  }

  const facts = t(`${text}.facts`, {
    returnObjects: true,
    credits: formatCredits(startingCredits),
    value: formatRM(creditsToRM(startingCredits, creditValue)),
  }) as string[];

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid={`create-${variant}`}>
      <PageHeading title={t(`${text}.title`)} subtitle={t(`${text}.subtitle`)} />
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr] [&>*]:min-w-0">
        <AdminCard title={t("superAdmin.create.details")}>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <InputField
              id={`${id}-email`}
              label={t("superAdmin.fields.email")}
              type="email"
              autoComplete="off"
              value={form.email}
              onChange={(event) => setForm({ ...form, email: event.target.value })}
            />
            <InputField
              id={`${id}-first`}
              label={t("superAdmin.fields.firstName")}
              value={form.firstName}
              onChange={(event) => setForm({ ...form, firstName: event.target.value })}
            />
            <InputField
              id={`${id}-last`}
              label={t("superAdmin.fields.lastName")}
              value={form.lastName}
              onChange={(event) => setForm({ ...form, lastName: event.target.value })}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => navigate("/user-management")}>
                {t("admin.common.cancel")}
              </Button>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? t(`${text}.submitting`) : t(`${text}.submit`)}
              </Button>
            </div>
          </form>
        </AdminCard>
        <AdminCard title={t(`${text}.infoTitle`)} testId="create-info">
          <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </AdminCard>
      </div>
    </div>
  );
}

/**
 * The one-time temporary password, shown once with a copy button. The screen returns to user
 * management when the admin presses Done, or 2 s after the password was copied.
 */
function CreatedAccount({
  created,
  variant,
  onDone,
}: {
  created: CreatedAccountDto;
  variant: Variant;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(onDone, RETURN_AFTER_COPY_MS);
    return () => clearTimeout(timer);
  }, [copied, onDone]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.temporaryPassword);
      setCopied(true);
    } catch {
      notifyInvalid("superAdmin.create.copyFailed");
    }
  };
  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="created-account">
      <PageHeading title={t(`superAdmin.create.${variant}.created`)} />
      <AdminCard
        title={created.user.email}
        description={t(`superAdmin.create.${variant}.createdBody`, { credits: formatCredits(created.user.credits) })}
      >
        <Alert variant="info" title={t("superAdmin.create.passwordTitle")}>
          {t("superAdmin.create.passwordOnce")}
        </Alert>
        <div className="flex flex-wrap items-center gap-3">
          <code
            className="min-w-0 rounded-lg bg-slate-100 px-3 py-2 font-mono text-lg break-all text-slate-900"
            data-testid="temporary-password"
          >
            {created.temporaryPassword}
          </code>
          <Button variant="secondary" onClick={copy} data-testid="copy-password">
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t("superAdmin.create.copied") : t("superAdmin.create.copy")}
          </Button>
        </div>
        <p className="text-sm text-slate-600" aria-live="polite">
          {copied ? t("superAdmin.create.returning") : t("superAdmin.create.copyFirst")}
        </p>
        <Button onClick={onDone} className="justify-self-start" data-testid="created-done">
          {t("superAdmin.create.done")}
        </Button>
      </AdminCard>
    </div>
  );
}

export const CreateUserPage = superAdminScreen(() => <CreateAccountPage variant="user" />);
export const CreateAgentPage = superAdminScreen(() => <CreateAccountPage variant="agent" />);
