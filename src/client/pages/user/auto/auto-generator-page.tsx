import { useMutation } from "@tanstack/react-query";
import { Eye, LogIn, RotateCcw, Sparkles, Wand2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { formatCredits } from "../../../../common/money";
import type { UserDto } from "../../../../common/schemas/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import {
  AUTO_MIN_CREDITS,
  autoStorage,
  DEFAULT_PACKAGE_ID,
  type Solution,
  textToHtml,
} from "../../../features/auto/auto-storage";
import { useCompletedProposal } from "../../../features/auto/use-completed-proposal";
import { GenerationProgress } from "../../../features/generation/generation-progress";
import { useProposalPackages } from "../../../features/public/use-public-info";
import { useCreditState } from "../../../features/templates/use-credit-state";
import { apiPost } from "../../../lib/api";
import { errorMessage, isUnauthorizedError, parseApiError } from "../../../lib/api-error";
import { cn } from "../../../lib/cn";
import { BalancePill } from "../templates/templates-page";

export default signedInScreen(AutoGenerator, { visitor: SignInNotice });

function SignInNotice() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <Wand2 aria-hidden className="mx-auto size-10 text-emerald-700" />
      <h1 className="mt-4 text-xl font-bold text-slate-900">{t("autoArea.signInTitle")}</h1>
      <p className="mt-2 text-sm text-slate-600" data-testid="auto-sign-in">
        {t("autoArea.signInBody")}
      </p>
      <a
        href="/api/login"
        className="mt-6 inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800"
      >
        <LogIn aria-hidden className="size-4" />
        {t("autoArea.signIn")}
      </a>
    </div>
  );
}

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
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  // Coming back from the editor: the solution is still there.
  useEffect(() => {
    try {
      const stored = autoStorage.readSolution();
      if (stored) {
        setRequirements(stored.requirements);
        setSolution(stored.solution);
        setPackageId(stored.packageId);
      }
    } catch {
      autoStorage.clear();
    }
  }, []);

  const generate = useMutation({
    mutationFn: (text: string) => apiPost<Solution>("/api/ai/generate-solution", { requirements: text }),
    onSuccess: (result, text) => {
      setSolution(result);
      autoStorage.writeSolution({ requirements: text, solution: result, packageId });
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
    generate.mutate(text);
  }

  function choosePackage(id: string) {
    setPackageId(id);
    if (solution) autoStorage.writeSolution({ requirements: requirements.trim(), solution, packageId: id });
  }

  function onPreview() {
    if (!solution) return;
    autoStorage.writeSolution({ requirements: requirements.trim(), solution, packageId });
    autoStorage.writeEdited({ title: solution.proposalTitle, content: textToHtml(solution.detailedProposal) });
    navigate("/auto-proposal-editor");
  }

  async function onGenerateFull() {
    if (!solution) return;
    setNotice(null);
    const failedTitle = t("autoArea.proposalFailed");
    const failure = await job.complete(
      "/api/ai/auto-generate-proposal",
      {
        originalRequirements: requirements.trim(),
        solution,
        proposalStructure: solution.proposalStructure,
        packageId,
      },
      packageId,
      failedTitle,
    );
    if (failure !== null) setNotice({ title: failedTitle, body: failure || undefined });
  }

  function onRestart() {
    autoStorage.clear();
    job.reset();
    setSolution(null);
    setRequirements("");
    setPackageId(DEFAULT_PACKAGE_ID);
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
        {solution === null ? (
          <div className="mt-4 flex justify-end">
            <Button type="submit" disabled={generate.isPending} className="w-full sm:w-auto">
              <Sparkles aria-hidden />
              {generate.isPending ? t("autoArea.generating") : t("autoArea.generateSolution")}
            </Button>
          </div>
        ) : null}
      </form>

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

          <fieldset className="min-w-0" disabled={busy}>
            <legend className="text-lg font-semibold text-slate-900">{t("autoArea.packagesTitle")}</legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {packages.isLoading ? <Skeleton className="h-32" /> : null}
              {detailedPackages.map((pkg) => {
                const selected = pkg.id === packageId;
                return (
                  <label
                    key={pkg.id}
                    data-testid={`package-${pkg.id}`}
                    className={cn(
                      "flex cursor-pointer gap-3 rounded-xl border bg-white p-4 shadow-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600",
                      selected
                        ? "border-emerald-600 ring-2 ring-emerald-600/30"
                        : "border-slate-200 hover:border-emerald-300",
                    )}
                  >
                    <input
                      type="radio"
                      name="package"
                      value={pkg.id}
                      checked={selected}
                      onChange={() => choosePackage(pkg.id)}
                      className="mt-1 size-4 accent-emerald-700"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-semibold text-slate-900">{pkg.name}</span>
                        {pkg.badge ? (
                          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                            {pkg.badge}
                          </span>
                        ) : null}
                      </span>
                      <span className="mt-1 flex flex-wrap gap-x-3 text-sm">
                        <span className="font-semibold text-emerald-800">
                          {t("autoArea.packageCredits", { credits: formatCredits(pkg.credits) })}
                        </span>
                        <span className="text-slate-600">
                          {t("autoArea.packageWords", { words: formatCredits(pkg.minWords) })}
                        </span>
                      </span>
                      <span className="mt-1 block text-sm text-slate-600">{pkg.description}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          <GenerationProgress state={job.state} title={t("autoArea.progressTitle")} />

          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="ghost" onClick={onRestart} disabled={busy}>
              <RotateCcw aria-hidden />
              {t("autoArea.restart")}
            </Button>
            <Button variant="outline" onClick={onPreview} disabled={busy}>
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
