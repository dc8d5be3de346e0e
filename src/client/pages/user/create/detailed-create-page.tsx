import { zodResolver } from "@hookform/resolvers/zod";
import * as Tabs from "@radix-ui/react-tabs";
import { useQueryClient } from "@tanstack/react-query";
import { Eye, FileText, Pencil, Save, Sparkles, Trash2, Upload } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { z } from "zod";
import { formatCredits } from "../../../../common/money";
import type { UserDto } from "../../../../common/schemas/auth";
import { DetailedRequirementsInput } from "../../../../common/schemas/generation";
import { PageHeading } from "../../../components/page-heading";
import { QueryError } from "../../../components/query-error";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/use-toast";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { isUnlimited } from "../../../features/credits/is-unlimited";
import { useBalance } from "../../../features/credits/use-credits";
import { GenerationProgress } from "../../../features/generation/generation-progress";
import { useGeneration } from "../../../features/generation/use-generation";
import { useProposalPackages } from "../../../features/public/use-public-info";
import { formatDate } from "../../../lib/format";
import { queryKeys } from "../../../lib/query-keys";
import { Select, Textarea } from "./controls";
import { insufficientCreditsToast, toastCallError } from "./credit-guard";
import { DetailedPackageStep } from "./detailed-package-step";
import {
  budgetLabel,
  detailedBudgetOptions,
  detailedTimelineOptions,
  detailedTypeOptions,
  timelineLabel,
  typeLabel,
} from "./options";
import { clearDraft, type Draft, readDraft, writeDraft } from "./storage";

type FormIn = z.input<typeof DetailedRequirementsInput>;
type FormOut = z.output<typeof DetailedRequirementsInput>;
type FieldName = Exclude<keyof FormIn, "packageId" | "language" | "kind" | "details">;

const JOB_SLOT = "requirements";
const AUTOSAVE_MS = 800;
const TEXT_FIELDS: FieldName[] = [
  "title",
  "description",
  "type",
  "budgetRange",
  "timeline",
  "keyRequirements",
  "targetAudience",
  "companyBackground",
  "objectives",
  "constraints",
  "additionalInfo",
];
const EMPTY = {
  ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, ""])) as Record<FieldName, string>),
  packageId: "",
};
const OPTIONAL = new Set<FieldName>(["constraints", "additionalInfo"]);
const TEXTAREAS = new Set<FieldName>([
  "description",
  "keyRequirements",
  "targetAudience",
  "companyBackground",
  "objectives",
  "constraints",
  "additionalInfo",
]);
const HINTS = new Set<FieldName>([
  "description",
  "keyRequirements",
  "targetAudience",
  "companyBackground",
  "objectives",
]);

/** /proposal-requirements and /proposals/new: the two-step flow (package, then details). */
export default signedInScreen(DetailedFlow);

function draftValues(values: Partial<FormIn>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of TEXT_FIELDS) out[name] = String(values[name] ?? "");
  return out;
}

function DetailedFlow({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation();
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

  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(DetailedRequirementsInput),
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const watched = useWatch({ control });
  const packageId = String(watched.packageId ?? "");
  const chosen = detailedPackages.find((p) => p.id === packageId) ?? null;

  // Saved automatically (debounced) while the title or the description holds something.
  const serialized = JSON.stringify(watched);
  useEffect(() => {
    const values = JSON.parse(serialized) as Partial<FormIn>;
    const hasContent = String(values.title ?? "").trim() || String(values.description ?? "").trim();
    if (!hasContent || submitted.current) return;
    const timer = setTimeout(() => {
      if (submitted.current) return;
      writeDraft({
        values: draftValues(values),
        packageId: String(values.packageId ?? ""),
        savedAt: new Date().toISOString(),
      });
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [serialized]);

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
    reset({ ...EMPTY, ...banner.values, packageId: banner.packageId ?? "" });
    setTab(banner.packageId ? "details" : "package");
    setPreviewMode(false);
    setBanner(null);
    toast({ variant: "success", title: t("create.draft.loaded"), description: t("create.draft.loadedBody") });
  };

  const deleteDraft = () => {
    reset(EMPTY);
    clearDraft();
    setTab("package");
    setPreviewMode(false);
    setBanner(null);
    toast({ title: t("create.draft.deleted"), description: t("create.draft.deletedBody") });
  };

  const saveDraftNow = () => {
    const values = getValues();
    writeDraft({
      values: draftValues(values),
      packageId: String(values.packageId ?? ""),
      savedAt: new Date().toISOString(),
    });
    toast({ variant: "success", title: t("create.draft.saved"), description: t("create.draft.savedBody") });
  };

  const onSubmit = handleSubmit(
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
        await generation.start("/api/proposal-requirements", values);
        setPreviewMode(false);
      } catch (error) {
        submitted.current = false;
        toastCallError(error, "create.detailed.createFailed");
      }
    },
    () => setPreviewMode(false),
  );

  const openPreview = async () => {
    if (await trigger()) setPreviewMode(true);
  };

  const exists = (key: string) => i18n.exists(key);
  const displayValue = (name: FieldName, value: string): string => {
    if (name === "type") return value ? typeLabel(value, t, exists) : "";
    if (name === "budgetRange") return budgetLabel(value || null, t, exists);
    if (name === "timeline") return timelineLabel(value || null, t, exists);
    return value;
  };

  const selectOptions = {
    type: detailedTypeOptions(t),
    budgetRange: detailedBudgetOptions(t),
    timeline: detailedTimelineOptions(t),
  } as const;

  const renderField = (name: FieldName) => {
    const id = `detailed-${name}`;
    const error = errors[name]?.message;
    const label = OPTIONAL.has(name)
      ? `${t(`create.detailed.fields.${name}`)} ${t("create.common.optional")}`
      : t(`create.detailed.fields.${name}`);
    const hint = HINTS.has(name) ? t(`create.detailed.hints.${name}`) : undefined;
    const aria = { ...fieldAria(id, error, Boolean(hint)), "aria-required": OPTIONAL.has(name) ? undefined : true };
    let control: React.ReactNode;
    if (name === "type" || name === "budgetRange" || name === "timeline") {
      control = (
        <Select {...aria} {...register(name)} options={selectOptions[name]} placeholder={t("create.common.select")} />
      );
    } else if (TEXTAREAS.has(name)) {
      control = <Textarea {...aria} {...register(name)} rows={name === "description" ? 5 : 3} />;
    } else {
      control = <Input {...aria} {...register(name)} />;
    }
    return (
      <FormField key={name} id={id} label={label} error={error} hint={hint}>
        {control}
      </FormField>
    );
  };

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="detailed-create">
      <PageHeading title={t("create.detailed.title")} subtitle={t("create.detailed.subtitle")} />

      {banner && !running ? (
        <section
          aria-labelledby="draft-banner-title"
          data-testid="draft-banner"
          className="flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 gap-3">
            <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-sky-700" />
            <div className="min-w-0">
              <h2 id="draft-banner-title" className="font-semibold">
                {t("create.draft.bannerTitle")}
              </h2>
              <p className="text-sm">
                {banner.savedAt
                  ? t("create.draft.bannerBody", {
                      date: formatDate(banner.savedAt, { dateStyle: "medium", timeStyle: "short" }),
                    })
                  : t("create.draft.bannerBodyNoDate")}
              </p>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button size="sm" onClick={loadDraft}>
              <Upload aria-hidden />
              {t("create.draft.load")}
            </Button>
            <Button size="sm" variant="outline" onClick={deleteDraft}>
              <Trash2 aria-hidden />
              {t("create.draft.delete")}
            </Button>
          </div>
        </section>
      ) : null}

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
              />
            )}
          </Card>
        </Tabs.Content>

        <Tabs.Content value="details" className="focus-visible:outline-none">
          <form noValidate onSubmit={onSubmit} className="grid gap-5 [&>*]:min-w-0" data-testid="detailed-form">
            {chosen ? (
              <div className="flex flex-col gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950 sm:flex-row sm:items-center sm:justify-between">
                <p className="font-medium" data-testid="chosen-package">
                  {t("create.detailed.selectedPackage", {
                    name: chosen.name,
                    credits: formatCredits(chosen.creditCost),
                  })}
                </p>
                <Button variant="outline" size="sm" onClick={() => setTab("package")} disabled={running}>
                  {t("create.detailed.changePackage")}
                </Button>
              </div>
            ) : null}

            {previewMode ? (
              <Card className="p-5 sm:p-6" data-testid="detailed-preview">
                <h2 className="text-lg font-semibold text-slate-900">{t("create.detailed.previewTitle")}</h2>
                <p className="mt-1 text-sm text-slate-600">{t("create.detailed.previewHint")}</p>
                <dl className="mt-4 grid gap-4 sm:grid-cols-2">
                  {TEXT_FIELDS.map((name) => {
                    const value = displayValue(name, String(watched[name] ?? ""));
                    return (
                      <div key={name} className={TEXTAREAS.has(name) ? "sm:col-span-2" : undefined}>
                        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                          {t(`create.detailed.fields.${name}`)}
                        </dt>
                        <dd className="mt-1 text-sm whitespace-pre-wrap text-slate-900 break-words">
                          {value || t("create.common.notSet")}
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              </Card>
            ) : (
              <Card className="grid gap-5 p-5 sm:p-6">
                <fieldset disabled={running} className="grid min-w-0 gap-5">
                  {renderField("title")}
                  {renderField("description")}
                  <div className="grid gap-5 sm:grid-cols-3">
                    {renderField("type")}
                    {renderField("budgetRange")}
                    {renderField("timeline")}
                  </div>
                  {renderField("keyRequirements")}
                  <div className="grid gap-5 md:grid-cols-2">
                    {renderField("targetAudience")}
                    {renderField("companyBackground")}
                  </div>
                  {renderField("objectives")}
                  <div className="grid gap-5 md:grid-cols-2">
                    {renderField("constraints")}
                    {renderField("additionalInfo")}
                  </div>
                </fieldset>
              </Card>
            )}

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
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
