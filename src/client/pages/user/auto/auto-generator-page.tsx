import { useMutation } from "@tanstack/react-query";
import { Eye, RotateCcw, Sparkles, Wand2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { FormProvider } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { formatCredits } from "../../../../common/money";
import type { UserDto } from "../../../../common/schemas/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { AutoPackageChoice } from "../../../features/auto/auto-package-choice";
import { AutoSignInNotice } from "../../../features/auto/auto-sign-in-notice";
import {
  AUTO_MIN_CREDITS,
  autoStorage,
  DEFAULT_PACKAGE_ID,
  type Solution,
  solutionKindSignals,
  storedLanguage,
  textToHtml,
} from "../../../features/auto/auto-storage";
import { useCompletedProposal } from "../../../features/auto/use-completed-proposal";
import { GenerationProgress } from "../../../features/generation/generation-progress";
import { DetailsSection } from "../../../features/kinds/details-section";
import { restoredKindAndDetails } from "../../../features/kinds/details-values";
import { KindPicker } from "../../../features/kinds/kind-picker";
import { checkedDetails, useDetailsForm } from "../../../features/kinds/use-details-form";
import { useKindChoice } from "../../../features/kinds/use-kind-choice";
import { useProposalPackages } from "../../../features/public/use-public-info";
import { useCreditState } from "../../../features/templates/use-credit-state";
import type { Language } from "../../../i18n";
import { apiPost } from "../../../lib/api";
import { errorMessage, isUnauthorizedError, parseApiError } from "../../../lib/api-error";
import { ShortfallNote, shortfallOf } from "../create/affordability";
import { ProposalLanguageField, useProposalLanguage } from "../create/controls";
import { BalancePill } from "../templates/templates-page";

export default signedInScreen(AutoGenerator, { visitor: AutoSignInNotice });

type Notice = { title: string; body?: string; buyCredits?: boolean } | null;

function AutoGenerator({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const credit = useCreditState(user);
  const packages = useProposalPackages();
  const job = useCompletedProposal();
  const fieldId = useId();

  const [requirements, setRequirements] = useState("");
  const [solution, setSolution] = useState<Solution | null>(null);
  const [packageId, setPackageId] = useState(DEFAULT_PACKAGE_ID);
  // The paper's language: the interface language until the person picks one; the solution is
  // written in it and pins it, so the full proposal and the editor's steps write in the same one.
  const proposalLanguage = useProposalLanguage();
  const { pick: pickLanguage } = proposalLanguage;
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // A notice can follow a button at the foot of the page: bring it into view.
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [notice]);
  const kindChoice = useKindChoice(
    solution ? solutionKindSignals(requirements, solution) : { title: "", text: requirements },
  );
  const detailsForm = useDetailsForm(undefined);
  const { choose: chooseKind } = kindChoice;
  const { reset: resetDetails } = detailsForm;

  // Coming back from the editor: the solution is still there.
  useEffect(() => {
    try {
      const stored = autoStorage.readSolution();
      if (stored) {
        setRequirements(stored.requirements);
        setSolution(stored.solution);
        setPackageId(stored.packageId);
        const language = storedLanguage(stored);
        if (language) pickLanguage(language);
        const restored = restoredKindAndDetails(stored);
        chooseKind(restored.kind);
        resetDetails({ details: restored.details ?? {} });
      }
    } catch {
      autoStorage.clear();
    }
  }, [chooseKind, resetDetails, pickLanguage]);

  /** The solution with the package, kind and details as they stand, for the editor and for coming back. */
  const remember = (result: Solution, id = packageId) =>
    autoStorage.writeSolution({
      requirements: requirements.trim(),
      solution: result,
      packageId: id,
      kind: kindChoice.chosen,
      details: detailsForm.getValues("details"),
      language: proposalLanguage.language,
    });

  const generate = useMutation({
    mutationFn: ({ text, language }: { text: string; language: Language }) =>
      apiPost<Solution>("/api/ai/generate-solution", { requirements: text, language }),
    onSuccess: (result, { text, language }) => {
      pickLanguage(language);
      setSolution(result);
      autoStorage.writeSolution({ requirements: text, solution: result, packageId, language });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      const info = parseApiError(error);
      if (info.code === "AUTO_MIN_CREDITS") {
        const details = info.params.details as { required?: number } | undefined;
        setNotice({
          title: t("autoArea.minCredits", { min: details?.required ?? AUTO_MIN_CREDITS }),
          buyCredits: true,
        });
        return;
      }
      setNotice({ title: t("autoArea.solutionFailed"), body: errorMessage(error, t) });
    },
  });

  const detailedPackages = (packages.data ?? []).filter((p) => p.flow === "detailed");
  const busy = generate.isPending || job.busy;
  const missingFor = (cost: number) => shortfallOf(cost, credit.credits, credit.unlimited);

  /** 'Kredit Tidak Mencukupi' with what the package needs, what the balance holds and 'Beli Kredit'. */
  function insufficientNotice(cost: number) {
    setNotice({
      title: t("create.credits.insufficientTitle"),
      body: t("create.credits.insufficientBody", {
        cost: formatCredits(cost),
        credits: formatCredits(credit.credits ?? 0),
      }),
      buyCredits: true,
    });
  }

  function onGenerate(event: React.FormEvent) {
    event.preventDefault();
    setNotice(null);
    const text = requirements.trim();
    if (!text) {
      setFieldError(t("autoArea.requirementsRequired"));
      return;
    }
    setFieldError(null);
    if (!credit.unlimited && credit.credits !== null && credit.credits < AUTO_MIN_CREDITS) {
      setNotice({ title: t("autoArea.minCredits", { min: AUTO_MIN_CREDITS }), buyCredits: true });
      return;
    }
    generate.mutate({ text, language: proposalLanguage.language });
  }

  function choosePackage(id: string) {
    setPackageId(id);
    if (solution) remember(solution, id);
  }

  async function onPreview() {
    if (!solution || (await checkedDetails(detailsForm, kindChoice.kind)) === null) return;
    remember(solution);
    autoStorage.writeEdited({ title: solution.proposalTitle, content: textToHtml(solution.detailedProposal) });
    navigate("/auto-proposal-editor");
  }

  async function onGenerateFull() {
    if (!solution) return;
    setNotice(null);
    const details = await checkedDetails(detailsForm, kindChoice.kind);
    if (details === null) return;
    remember(solution);
    const cost = detailedPackages.find((p) => p.id === packageId)?.creditCost ?? 0;
    // The server checks again (402); a balance known to be short is said before any work.
    if (missingFor(cost) > 0) {
      insufficientNotice(cost);
      return;
    }
    const failedTitle = t("autoArea.proposalFailed");
    const failure = await job.complete(
      "/api/ai/auto-generate-proposal",
      {
        originalRequirements: requirements.trim(),
        solution,
        proposalStructure: solution.proposalStructure,
        packageId,
        kind: kindChoice.kind,
        details,
        language: proposalLanguage.language,
      },
      packageId,
      failedTitle,
      () => insufficientNotice(cost),
    );
    if (failure !== null) setNotice({ title: failedTitle, body: failure || undefined });
  }

  function onRestart() {
    autoStorage.clear();
    job.reset();
    setSolution(null);
    setRequirements("");
    setPackageId(DEFAULT_PACKAGE_ID);
    pickLanguage(null);
    chooseKind(null);
    resetDetails({ details: {} });
    setNotice(null);
    setFieldError(null);
  }

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="auto-generator">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("autoArea.title")}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t("autoArea.subtitle")}</p>
        </div>
        <BalancePill unlimited={credit.unlimited} credits={credit.credits} />
      </div>

      <form onSubmit={onGenerate} noValidate className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          {t("autoArea.requirementsLabel")}
        </label>
        <textarea
          id={fieldId}
          value={requirements}
          onChange={(e) => setRequirements(e.target.value)}
          rows={6}
          maxLength={10_000}
          disabled={busy || solution !== null}
          placeholder={t("autoArea.requirementsPlaceholder")}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${fieldId}-error` : undefined}
          data-testid="auto-requirements"
          className="mt-1.5 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-emerald-600 focus:ring-3 focus:ring-emerald-600/20 focus:outline-none disabled:bg-slate-50 aria-[invalid=true]:border-red-500 sm:text-sm"
        />
        {fieldError ? (
          <div id={`${fieldId}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            <p className="font-semibold">{fieldError}</p>
            <p>{t("autoArea.requirementsRequiredBody")}</p>
          </div>
        ) : null}
        <div className="mt-4">
          <ProposalLanguageField id="auto-language" {...proposalLanguage.field} disabled={busy || solution !== null} />
        </div>
        {solution === null ? (
          <div className="mt-4 flex justify-end">
            <Button type="submit" disabled={generate.isPending} className="w-full sm:w-auto">
              <Sparkles aria-hidden />
              {generate.isPending ? t("autoArea.generating") : t("autoArea.generateSolution")}
            </Button>
          </div>
        ) : null}
      </form>

      <div ref={noticeRef} className="scroll-mt-20 empty:hidden">
        {notice ? (
          <Alert title={notice.title} data-testid="auto-notice">
            {notice.body ?? null}
            {notice.buyCredits ? (
              <Link href="/credits" className="mt-1 inline-block font-semibold underline">
                {t("autoArea.buyCredits")}
              </Link>
            ) : null}
          </Alert>
        ) : null}
      </div>

      {generate.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : null}

      {solution ? (
        <>
          <section className="grid gap-4 md:grid-cols-2 [&>*]:min-w-0" data-testid="auto-solution">
            <article className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-5 md:col-span-2">
              <h2 className="text-sm font-medium text-emerald-900">{t("autoArea.proposalTitle")}</h2>
              <p className="mt-1 text-lg font-bold break-words text-slate-900" data-testid="auto-proposal-title">
                {solution.proposalTitle}
              </p>
            </article>
            <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="font-semibold text-slate-900">{t("autoArea.analysis")}</h2>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{solution.analysis}</p>
            </article>
            <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="font-semibold text-slate-900">{t("autoArea.solution")}</h2>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{solution.solution}</p>
            </article>
          </section>

          <FormProvider {...detailsForm}>
            <section className="grid gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <KindPicker choice={kindChoice} disabled={busy} />
              <DetailsSection kind={kindChoice.kind} disabled={busy} />
            </section>
          </FormProvider>

          <AutoPackageChoice
            packages={detailedPackages}
            loading={packages.isLoading}
            value={packageId}
            onChange={choosePackage}
            disabled={busy}
            note={(pkg) => {
              const missing = missingFor(pkg.creditCost);
              return missing > 0 ? <ShortfallNote missing={missing} className="mt-2" /> : null;
            }}
          />

          <GenerationProgress state={job.state} title={t("autoArea.progressTitle")} />

          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="ghost" onClick={onRestart} disabled={busy}>
              <RotateCcw aria-hidden />
              {t("autoArea.restart")}
            </Button>
            <Button variant="outline" onClick={() => void onPreview()} disabled={busy}>
              <Eye aria-hidden />
              {t("autoArea.preview")}
            </Button>
            <Button onClick={() => void onGenerateFull()} disabled={busy} data-testid="auto-generate-full">
              <Wand2 aria-hidden />
              {t("autoArea.generateFull")}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
