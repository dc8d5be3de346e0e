import { zodResolver } from "@hookform/resolvers/zod";
import { Sparkles } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Controller, FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import type { z } from "zod";
import type { UserDto } from "../../../../common/schemas/auth";
import { type PreviewResponseDto, SimpleRequirementsInput } from "../../../../common/schemas/generation";
import { PageHeading } from "../../../components/page-heading";
import { QueryError } from "../../../components/query-error";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField, fieldAria, InputField } from "../../../components/ui/form-field";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/use-toast";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { GenerationProgress } from "../../../features/generation/generation-progress";
import { useGeneration } from "../../../features/generation/use-generation";
import { DetailsSection } from "../../../features/kinds/details-section";
import { detailsPayload, restoredKindAndDetails } from "../../../features/kinds/details-values";
import { KindPicker } from "../../../features/kinds/kind-picker";
import { prepareFormDetails } from "../../../features/kinds/prepare-form-details";
import { useKindChoice } from "../../../features/kinds/use-kind-choice";
import { useProposalPackages } from "../../../features/public/use-public-info";
import { useCreditState } from "../../../features/templates/use-credit-state";
import { currentLanguage } from "../../../i18n";
import { shortfallOf } from "./affordability";
import { ProposalLanguageField, Select, Textarea, useFollowInterfaceLanguage } from "./controls";
import { toastCallError } from "./credit-guard";
import { simpleBudgetOptions, simpleTimelineOptions, simpleTypeOptions } from "./options";
import { RequirementsList } from "./requirements-list";
import { SimplePackageChoice } from "./simple-package-choice";
import { readFormData, type SimpleFormData, writeFormData, writePreview } from "./storage";

type FormIn = z.input<typeof SimpleRequirementsInput>;
type FormOut = z.output<typeof SimpleRequirementsInput>;
type JobData = { formData: SimpleFormData; requiredCredits: number };

const JOB_SLOT = "preview";
const EMPTY: SimpleFormData = {
  title: "",
  description: "",
  type: "",
  budgetRange: "",
  timeline: "",
  keyRequirements: [""],
  tier: "professional",
};

/** /create-proposal: the simple requirements form; 'Jana Preview AI' produces a preview. */
export default signedInScreen(SimpleCreateForm);

function SimpleCreateForm({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const packages = useProposalPackages();
  const simplePackages = useMemo(
    () => (packages.data ?? []).filter((p) => p.flow === "simple").sort((a, b) => a.creditCost - b.creditCost),
    [packages.data],
  );
  const credit = useCreditState(user);
  const missingFor = (cost: number) => shortfallOf(cost, credit.credits, credit.unlimited);
  const generation = useGeneration<JobData>(JOB_SLOT);
  const { job, state: events, busy: running } = generation;
  const initial = useMemo(() => job?.data.formData ?? readFormData() ?? EMPTY, [job]);
  const [requirements, setRequirements] = useState<string[]>(
    initial.keyRequirements.length > 0 ? initial.keyRequirements : [""],
  );

  const restored = useMemo(() => restoredKindAndDetails(initial), [initial]);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(SimpleRequirementsInput),
    defaultValues: {
      title: initial.title,
      description: initial.description,
      type: initial.type,
      budgetRange: initial.budgetRange as FormIn["budgetRange"],
      timeline: initial.timeline as FormIn["timeline"],
      tier: initial.tier,
      details: restored.details,
      language: initial.language ?? currentLanguage(),
    },
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  useFollowInterfaceLanguage(form);
  const [title = "", description = "", type = ""] = useWatch({ control, name: ["title", "description", "type"] });
  const kindChoice = useKindChoice({ title, text: description, type }, restored.kind);

  // The finished preview goes to sessionStorage and the preview screen.
  useEffect(() => {
    if (!job || events.status !== "succeeded") return;
    const result = events.result as { preview?: PreviewResponseDto["preview"] } | null;
    if (!result?.preview) return;
    writePreview({
      preview: result.preview,
      previewId: job.jobId,
      tier: job.data.formData.tier,
      requiredCredits: job.data.requiredCredits,
      formData: job.data.formData,
    });
    writeFormData(job.data.formData);
    toast({ variant: "success", title: t("create.common.success"), description: t("create.simple.previewReady") });
    navigate("/proposal-preview");
  }, [events.status, events.result, job, navigate, t]);

  const submit = handleSubmit(async (values) => {
    const keyRequirements = requirements.map((r) => r.trim()).filter(Boolean);
    const formData: SimpleFormData = {
      title: values.title,
      description: values.description,
      type: values.type,
      budgetRange: values.budgetRange ?? "",
      timeline: values.timeline ?? "",
      keyRequirements: requirements,
      tier: values.tier,
      language: values.language,
      kind: kindChoice.chosen,
      details: form.getValues("details"),
    };
    const requiredCredits = simplePackages.find((p) => p.key === values.tier)?.creditCost ?? 0;
    try {
      await generation.start(
        "/api/generate-proposal-preview",
        { ...values, keyRequirements, kind: kindChoice.kind, details: detailsPayload(values.details) },
        { formData, requiredCredits },
      );
    } catch (error) {
      toastCallError(error, "create.simple.previewFailed");
    }
  });
  const onSubmit = (event: React.FormEvent) => {
    prepareFormDetails(form, kindChoice.kind);
    return submit(event);
  };

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="simple-create">
      <PageHeading title={t("create.simple.title")} subtitle={t("create.simple.subtitle")} />

      {job ? (
        <GenerationProgress
          state={events}
          title={t("create.progress.previewTitle")}
          resumable
          onDismiss={generation.reset}
        />
      ) : null}

      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="grid gap-6 [&>*]:min-w-0" data-testid="simple-form">
          <Card className="grid gap-5 p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">{t("create.simple.detailsTitle")}</h2>
            <InputField
              id="simple-title"
              label={t("create.simple.titleLabel")}
              error={errors.title?.message}
              {...register("title")}
              aria-required
              placeholder={t("create.simple.titlePlaceholder")}
              disabled={running}
            />
            <FormField
              id="simple-description"
              label={t("create.simple.descriptionLabel")}
              error={errors.description?.message}
            >
              <Textarea
                {...fieldAria("simple-description", errors.description?.message)}
                {...register("description")}
                aria-required
                rows={5}
                placeholder={t("create.simple.descriptionPlaceholder")}
                disabled={running}
              />
            </FormField>
            <div className="grid gap-5 sm:grid-cols-3">
              <FormField id="simple-type" label={t("create.simple.typeLabel")} error={errors.type?.message}>
                <Select
                  {...fieldAria("simple-type", errors.type?.message)}
                  {...register("type")}
                  aria-required
                  options={simpleTypeOptions(t)}
                  placeholder={t("create.common.select")}
                  disabled={running}
                />
              </FormField>
              <FormField id="simple-budget" label={`${t("create.simple.budgetLabel")} ${t("create.common.optional")}`}>
                <Select
                  id="simple-budget"
                  {...register("budgetRange")}
                  options={simpleBudgetOptions(t)}
                  placeholder={t("create.common.notSet")}
                  disabled={running}
                />
              </FormField>
              <FormField
                id="simple-timeline"
                label={`${t("create.simple.timelineLabel")} ${t("create.common.optional")}`}
              >
                <Select
                  id="simple-timeline"
                  {...register("timeline")}
                  options={simpleTimelineOptions(t)}
                  placeholder={t("create.common.notSet")}
                  disabled={running}
                />
              </FormField>
            </div>
            <ProposalLanguageField id="simple-language" {...register("language")} disabled={running} />

            <RequirementsList requirements={requirements} onChange={setRequirements} disabled={running} />
          </Card>

          <Card className="grid gap-6 p-5 sm:p-6">
            <KindPicker choice={kindChoice} disabled={running} />
            <DetailsSection kind={kindChoice.kind} disabled={running} />
          </Card>

          <Card className="p-5 sm:p-6">
            {packages.isLoading ? (
              <div className="grid gap-3 sm:grid-cols-3" aria-busy="true">
                <Skeleton className="h-28" />
                <Skeleton className="h-28" />
                <Skeleton className="h-28" />
              </div>
            ) : packages.error ? (
              <QueryError error={packages.error} onRetry={() => void packages.refetch()} />
            ) : (
              <Controller
                control={control}
                name="tier"
                render={({ field }) => (
                  <SimplePackageChoice
                    packages={simplePackages}
                    value={field.value ?? "professional"}
                    onChange={field.onChange}
                    disabled={running}
                    missingFor={missingFor}
                  />
                )}
              />
            )}
          </Card>

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link href="/" className={buttonClasses("outline", "lg")}>
              {t("create.simple.cancel")}
            </Link>
            <Button type="submit" size="lg" disabled={running} data-testid="simple-submit">
              <Sparkles aria-hidden />
              {running ? t("create.simple.pending") : t("create.simple.submit")}
            </Button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
