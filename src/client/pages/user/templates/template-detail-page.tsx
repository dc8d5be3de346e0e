import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "wouter";
import { formatCredits } from "../../../../common/money";
import type { UserDto } from "../../../../common/schemas/auth";
import type { TemplateDto } from "../../../../common/schemas/proposals";
import { QueryError } from "../../../components/query-error";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClasses } from "../../../components/ui/button";
import { fieldAria } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/use-toast";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { failureNotice, GenerationProgress } from "../../../features/generation/generation-progress";
import { GenerationFailedError, useGeneration } from "../../../features/generation/use-generation";
import { forgetTemplateInput, keepTemplateInput, readTemplateInput } from "../../../features/templates/kept-input";
import { checkTemplateField, templatePayload } from "../../../features/templates/template-values";
import { useCreditState } from "../../../features/templates/use-credit-state";
import { useTemplate } from "../../../features/templates/use-templates";
import type { Language } from "../../../i18n";
import { errorMessage, isUnauthorizedError, parseApiError } from "../../../lib/api-error";
import { cn } from "../../../lib/cn";
import { queryKeys } from "../../../lib/query-keys";
import { handleUnauthorized } from "../../../lib/unauthorized";
import { ProposalLanguageField, Textarea, useProposalLanguage } from "../create/controls";
import { TemplateInfo, TemplateNotFound } from "./template-info";

/** Redirect to the new proposal's editor this long after the success toast. */
const REDIRECT_DELAY_MS = 2000;

export default signedInScreen(TemplateDetail, { visitor: () => <TemplateDetail user={null} /> });

function TemplateDetail({ user }: { user: UserDto | null }) {
  const { t } = useTranslation();
  const { id = "" } = useParams<{ id: string }>();
  const template = useTemplate(id);
  // The language the paper will be written in, as the form has it: the section list shows its headings.
  const [paperLanguage, setPaperLanguage] = useState<Language | null>(null);

  if (template.isLoading) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40" />
        <Skeleton className="h-72" />
      </div>
    );
  }
  if (template.error || !template.data) {
    if (parseApiError(template.error).status === 404) return <TemplateNotFound />;
    return <QueryError error={template.error} onRetry={() => void template.refetch()} />;
  }
  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="template-detail">
      <Link href="/templates" className={buttonClasses("ghost", "sm", "w-fit")}>
        <ArrowLeft aria-hidden />
        {t("templatesArea.backToList")}
      </Link>
      <div className="grid items-start gap-6 lg:grid-cols-5 [&>*]:min-w-0">
        <TemplateInfo template={template.data} paperLanguage={paperLanguage} className="lg:col-span-2" />
        <TemplateForm
          template={template.data}
          user={user}
          onPaperLanguage={setPaperLanguage}
          className="lg:col-span-3"
        />
      </div>
    </div>
  );
}

type Values = Record<string, string>;

function TemplateForm({
  template,
  user,
  onPaperLanguage,
  className,
}: {
  template: TemplateDto;
  user: UserDto | null;
  /** Told the proposal language whenever it changes (picked here, or following the interface). */
  onPaperLanguage: (language: Language) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const credit = useCreditState(user);
  const job = useGeneration();
  const [formError, setFormError] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(redirectTimer.current ?? undefined), []);
  // What the visitor typed before being asked to sign in comes back into the form; once they are
  // signed in it has been used, and is forgotten.
  const [kept] = useState(() => readTemplateInput(template));
  const restored = Boolean(kept && user);
  // The paper's language: the interface language until the person picks one (kept across sign-in).
  const proposalLanguage = useProposalLanguage(kept?.language);
  useEffect(() => onPaperLanguage(proposalLanguage.language), [onPaperLanguage, proposalLanguage.language]);
  useEffect(() => {
    if (restored) forgetTemplateInput(template.id);
  }, [restored, template.id]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { ...Object.fromEntries(template.templateFields.map((f) => [f.name, ""])), ...kept?.values },
  });
  const short = credit.isShort(template.creditCost);
  const busy = job.busy;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (!user) {
      keepTemplateInput(template.id, values, proposalLanguage.picked);
      handleUnauthorized();
      return;
    }
    try {
      const { proposalId } = await job.run(
        `/api/proposal-templates/${encodeURIComponent(template.id)}/create-proposal`,
        { ...templatePayload(template.templateFields, values), language: proposalLanguage.language },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
      void queryClient.invalidateQueries({ queryKey: ["/api/proposals"] });
      toast({
        title: t("templatesArea.successTitle"),
        description: t("templatesArea.successBody"),
        variant: "success",
      });
      redirectTimer.current = setTimeout(() => navigate(`/proposal/${proposalId}/edit`), REDIRECT_DELAY_MS);
    } catch (error) {
      if (isUnauthorizedError(error)) {
        handleUnauthorized();
        return;
      }
      if (error instanceof GenerationFailedError) {
        job.reset();
        setFormError(failureNotice(error.error));
        return;
      }
      const info = parseApiError(error);
      const message = errorMessage(error, t);
      if (info.field && template.templateFields.some((f) => f.name === info.field)) {
        setError(info.field, { type: "server", message: info.message || message }, { shouldFocus: true });
        return;
      }
      setFormError(message || t("templatesArea.createFailed"));
    }
  });

  return (
    <section
      className={cn("rounded-xl border border-slate-200 bg-white p-6 shadow-sm", className)}
      aria-labelledby="template-form-title"
    >
      <h2 id="template-form-title" className="text-lg font-semibold text-slate-900">
        {t("templatesArea.formTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-500">{t("templatesArea.formHint")}</p>

      {!user ? (
        <Alert variant="info" className="mt-4">
          {t("templatesArea.signInHint")}
        </Alert>
      ) : null}
      {restored ? (
        <Alert variant="info" className="mt-4" data-testid="template-input-restored">
          {t("templatesArea.inputRestored")}
        </Alert>
      ) : null}
      {user && short ? (
        <Alert title={t("templatesArea.shortTitle")} className="mt-4" data-testid="template-short">
          <p>
            {t("templatesArea.shortBody", {
              cost: formatCredits(template.creditCost),
              credits: formatCredits(credit.credits ?? 0),
            })}
          </p>
          <Link href="/credit-store" className="mt-1 inline-block font-semibold underline">
            {t("templatesArea.buyCredits")}
          </Link>
        </Alert>
      ) : null}

      <form className="mt-5 grid gap-4" noValidate onSubmit={onSubmit}>
        {template.templateFields.map((field) => {
          const id = `tf-${field.name}`;
          const error = errors[field.name]?.message;
          const hint = field.unit ?? undefined;
          const rules = { validate: (v: string) => checkTemplateField(field, v, t) };
          return (
            <div key={field.name} className="grid gap-1.5">
              <label htmlFor={id} className="text-sm font-medium text-slate-800">
                {field.label}
                {field.required ? (
                  <>
                    <span aria-hidden className="ml-0.5 text-red-600">
                      *
                    </span>
                    <span className="sr-only"> {t("templatesArea.requiredMark")}</span>
                  </>
                ) : null}
              </label>
              {field.type === "textarea" ? (
                <Textarea
                  {...register(field.name, rules)}
                  {...fieldAria(id, error)}
                  placeholder={field.placeholder}
                  disabled={busy}
                  aria-required={field.required || undefined}
                />
              ) : (
                <div className="flex items-center gap-2">
                  {field.type === "number" && field.unit === "RM" ? (
                    <span aria-hidden className="text-sm font-semibold text-slate-600">
                      {field.unit}
                    </span>
                  ) : null}
                  <Input
                    {...register(field.name, rules)}
                    {...fieldAria(id, error)}
                    inputMode={field.type === "number" ? "decimal" : undefined}
                    placeholder={field.placeholder}
                    disabled={busy}
                    aria-required={field.required || undefined}
                  />
                  {field.type === "number" && hint && hint !== "RM" ? (
                    <span aria-hidden className="shrink-0 text-sm text-slate-600">
                      {hint}
                    </span>
                  ) : null}
                </div>
              )}
              {error ? (
                <p id={`${id}-error`} className="text-sm text-red-700" data-testid={`error-${field.name}`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}

        <ProposalLanguageField id="template-language" {...proposalLanguage.field} disabled={busy} />

        {formError ? <Alert data-testid="template-form-error">{formError}</Alert> : null}
        <GenerationProgress state={job.state} title={t("autoArea.progressTitle")} />

        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Link href="/templates" className={buttonClasses("outline", "md")}>
            {t("templatesArea.cancel")}
          </Link>
          <Button type="submit" disabled={busy || short} data-testid="template-submit">
            {busy
              ? t("templatesArea.creating")
              : t("templatesArea.create", { cost: formatCredits(template.creditCost) })}
          </Button>
        </div>
      </form>
    </section>
  );
}
