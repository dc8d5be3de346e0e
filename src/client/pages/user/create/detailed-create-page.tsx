import { zodResolver } from "@hookform/resolvers/zod";
import * as Tabs from "@radix-ui/react-tabs";
import { useQueryClient } from "@tanstack/react-query";
import { Eye, Pencil, Save, Sparkles } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { formatCredits } from "../../../../common/money";
import type { UserDto } from "../../../../common/schemas/auth";
import { DetailedRequirementsInput } from "../../../../common/schemas/generation";
import { PageHeading } from "../../../components/page-heading";
import { QueryError } from "../../../components/query-error";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/use-toast";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { isUnlimited } from "../../../features/credits/is-unlimited";
import { useBalance } from "../../../features/credits/use-credits";
import { GenerationProgress } from "../../../features/generation/generation-progress";
import { useGeneration } from "../../../features/generation/use-generation";
import { DetailsSection } from "../../../features/kinds/details-section";
import { detailsPayload, restoredKindAndDetails } from "../../../features/kinds/details-values";
import { KindPicker } from "../../../features/kinds/kind-picker";
import { prepareFormDetails } from "../../../features/kinds/prepare-form-details";
import { useKindChoice } from "../../../features/kinds/use-kind-choice";
import { packageName } from "../../../features/public/package-text";
import { useProposalPackages } from "../../../features/public/use-public-info";
import { currentLanguage } from "../../../i18n";
import { queryKeys } from "../../../lib/query-keys";
import { ShortfallNote, shortfallOf } from "./affordability";
import { ProposalLanguageField, useFollowInterfaceLanguage } from "./controls";
import { insufficientCreditsToast, toastCallError } from "./credit-guard";
import { draftOf, EMPTY, type DetailedFormIn as FormIn, type DetailedFormOut as FormOut } from "./detailed-fields";
import { DetailedFieldsCard } from "./detailed-fields-card";
import { DetailedPackageStep } from "./detailed-package-step";
import { DetailedPreview } from "./detailed-preview";
import { DraftBanner } from "./draft-banner";
import { clearDraft, type Draft, readDraft, writeDraft } from "./storage";

const JOB_SLOT = "requirements";
const AUTOSAVE_MS = 800;

/** /proposal-requirements and /proposals/new: the two-step flow (package, then details). */
export default signedInScreen(DetailedFlow);

function DetailedFlow({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const packages = useProposalPackages();
  const balance = useBalance();
  const detailedPackages = useMemo(
    () => (packages.data ?? []).filter((p) => p.flow === "detailed").sort((a, b) => a.creditCost - b.creditCost),
    [packages.data],
  );

  const [banner, setBanner] = useState<Draft | null>(readDraft);
  const [tab, setTab] = useState<"package" | "details">("package");
  const [previewMode, setPreviewMode] = useState(false);
  const generation = useGeneration(JOB_SLOT);
  const { job, state: events, busy: running } = generation;
  const submitted = useRef(job !== null);

  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(DetailedRequirementsInput),
    defaultValues: { ...EMPTY, language: currentLanguage() },
    mode: "onTouched",
  });
  const { handleSubmit, control, reset, setValue, trigger, getValues } = form;
  useFollowInterfaceLanguage(form);
  const watched = useWatch({ control });
  const kindChoice = useKindChoice({
    title: String(watched.title ?? ""),
    text: [watched.description, watched.keyRequirements, watched.objectives].join("\n"),
    type: String(watched.type ?? ""),
  });
  const chosenKind = kindChoice.chosen;
  const packageId = String(watched.packageId ?? "");
  const chosen = detailedPackages.find((p) => p.id === packageId) ?? null;
  const unlimited = isUnlimited(user, balance.data);
  const missingFor = (cost: number) => shortfallOf(cost, balance.data?.credits ?? null, unlimited);

  // Saved automatically (debounced) while the title or the description holds something.
  const serialized = JSON.stringify(watched);
  useEffect(() => {
    const values = JSON.parse(serialized) as Partial<FormIn>;
    const hasContent = String(values.title ?? "").trim() || String(values.description ?? "").trim();
    if (!hasContent || submitted.current) return;
    const timer = setTimeout(() => {
      if (submitted.current) return;
      writeDraft(draftOf(values, chosenKind));
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [serialized, chosenKind]);

  // A finished generation: clear the draft, refresh what changed, show the success screen.
  useEffect(() => {
    if (events.status !== "succeeded" || !events.proposalId) return;
    const id = events.proposalId;
    clearDraft();
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.proposals() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.proposalStats }),
      queryClient.invalidateQueries({ queryKey: queryKeys.balance }),
    ]);
    navigate(`/proposal-success/${id}`);
  }, [events.status, events.proposalId, navigate, queryClient]);

  useEffect(() => {
    if (events.status === "failed") submitted.current = false;
  }, [events.status]);

  const choosePackage = (id: string) => {
    setValue("packageId", id, { shouldValidate: true });
    setTab("details");
  };

  const loadDraft = () => {
    if (!banner) return;
    const restored = restoredKindAndDetails(banner);
    reset({
      ...EMPTY,
      language: currentLanguage(),
      ...banner.values,
      packageId: banner.packageId ?? "",
      details: restored.details ?? {},
    });
    kindChoice.choose(restored.kind);
    setTab(banner.packageId ? "details" : "package");
    setPreviewMode(false);
    setBanner(null);
    toast({ variant: "success", title: t("create.draft.loaded"), description: t("create.draft.loadedBody") });
  };

  const deleteDraft = () => {
    reset({ ...EMPTY, language: currentLanguage() });
    kindChoice.choose(null);
    clearDraft();
    setTab("package");
    setPreviewMode(false);
    setBanner(null);
    toast({ title: t("create.draft.deleted"), description: t("create.draft.deletedBody") });
  };

  const saveDraftNow = () => {
    writeDraft(draftOf(getValues(), chosenKind));
    toast({ variant: "success", title: t("create.draft.saved"), description: t("create.draft.savedBody") });
  };

  const submit = handleSubmit(
    async (values) => {
      const pkg = detailedPackages.find((p) => p.id === values.packageId);
      if (!pkg) {
        toast({
          variant: "destructive",
          title: t("create.common.error"),
          description: t("validation.packageRequired"),
        });
        setTab("package");
        return;
      }
      // The server checks again (402); an unknown balance leaves the decision to it.
      if (balance.data && !isUnlimited(user, balance.data) && balance.data.credits < pkg.creditCost) {
        insufficientCreditsToast(pkg.creditCost, balance.data.credits);
        return;
      }
      submitted.current = true;
      try {
        await generation.start("/api/proposal-requirements", {
          ...values,
          kind: kindChoice.kind,
          details: detailsPayload(values.details),
        });
        setPreviewMode(false);
      } catch (error) {
        submitted.current = false;
        toastCallError(error, "create.detailed.createFailed");
      }
    },
    () => setPreviewMode(false),
  );
  const onSubmit = (event: React.FormEvent) => {
    prepareFormDetails(form, kindChoice.kind);
    return submit(event);
  };

  const openPreview = async () => {
    prepareFormDetails(form, kindChoice.kind);
    if (await trigger()) setPreviewMode(true);
  };

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="detailed-create">
      <PageHeading title={t("create.detailed.title")} subtitle={t("create.detailed.subtitle")} />

      {banner && !running ? <DraftBanner draft={banner} onLoad={loadDraft} onDelete={deleteDraft} /> : null}

      {job ? (
        <GenerationProgress state={events} title={t("create.progress.title")} resumable onDismiss={generation.reset} />
      ) : null}

      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as "package" | "details")} className="grid gap-4">
        <Tabs.List
          aria-label={t("create.detailed.tabsLabel")}
          className="grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm"
        >
          {(["package", "details"] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              disabled={value === "details" && !packageId}
              className="rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-600 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:opacity-50 data-[state=active]:bg-emerald-700 data-[state=active]:text-white"
            >
              {value === "package" ? t("create.detailed.stepPackage") : t("create.detailed.stepDetails")}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="package" className="focus-visible:outline-none">
          <Card className="p-5 sm:p-6">
            {packages.isLoading ? (
              <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
                <Skeleton className="h-64" />
                <Skeleton className="h-64" />
              </div>
            ) : packages.error ? (
              <QueryError error={packages.error} onRetry={() => void packages.refetch()} />
            ) : (
              <DetailedPackageStep
                packages={detailedPackages}
                selected={packageId}
                onChoose={choosePackage}
                disabled={running}
                missingFor={missingFor}
              />
            )}
          </Card>
        </Tabs.Content>

        <Tabs.Content value="details" className="focus-visible:outline-none">
          <FormProvider {...form}>
            <form noValidate onSubmit={onSubmit} className="grid gap-5 [&>*]:min-w-0" data-testid="detailed-form">
              {chosen ? (
                <div className="flex flex-col gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950 sm:flex-row sm:items-center sm:justify-between">
                  <p className="font-medium" data-testid="chosen-package">
                    {t("create.detailed.selectedPackage", {
                      name: packageName(chosen, t),
                      credits: formatCredits(chosen.creditCost),
                    })}
                  </p>
                  <Button variant="outline" size="sm" onClick={() => setTab("package")} disabled={running}>
                    {t("create.detailed.changePackage")}
                  </Button>
                </div>
              ) : null}
              {chosen && missingFor(chosen.creditCost) > 0 ? (
                <ShortfallNote missing={missingFor(chosen.creditCost)} />
              ) : null}

              {previewMode ? (
                <DetailedPreview values={watched} kind={kindChoice.kind} />
              ) : (
                <DetailedFieldsCard disabled={running} />
              )}
              {/* Kept mounted under the preview, so the details stay registered while it shows. */}
              <Card className={previewMode ? "hidden" : "grid gap-6 p-5 sm:p-6"}>
                <KindPicker choice={kindChoice} disabled={running} />
                <ProposalLanguageField id="detailed-language" {...form.register("language")} disabled={running} />
                <DetailsSection kind={kindChoice.kind} disabled={running} />
              </Card>

              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
                {previewMode ? (
                  <Button variant="outline" size="lg" onClick={() => setPreviewMode(false)} disabled={running}>
                    <Pencil aria-hidden />
                    {t("create.detailed.edit")}
                  </Button>
                ) : (
                  <>
                    <Button variant="outline" size="lg" onClick={saveDraftNow} disabled={running}>
                      <Save aria-hidden />
                      {t("create.detailed.saveDraft")}
                    </Button>
                    <Button variant="secondary" size="lg" onClick={() => void openPreview()} disabled={running}>
                      <Eye aria-hidden />
                      {t("create.detailed.preview")}
                    </Button>
                  </>
                )}
                <Button type="submit" size="lg" disabled={running || !packageId} data-testid="detailed-submit">
                  <Sparkles aria-hidden />
                  {running
                    ? t("create.detailed.pending")
                    : previewMode
                      ? t("create.detailed.continue")
                      : t("create.detailed.submit")}
                </Button>
              </div>
            </form>
          </FormProvider>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
