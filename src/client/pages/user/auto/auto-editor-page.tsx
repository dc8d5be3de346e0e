import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Save, Sparkles } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { formatCredits } from "../../../../common/money";
import type { ProposalDto } from "../../../../common/schemas/proposals";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/use-toast";
import {
  autoStorage,
  DEFAULT_PACKAGE_ID,
  type StoredEdit,
  type StoredSolution,
  storedDetails,
  storedKind,
  storedLanguage,
  textStats,
  textToHtml,
} from "../../../features/auto/auto-storage";
import { storedAutoScreen } from "../../../features/auto/stored-screen";
import { useCompletedProposal } from "../../../features/auto/use-completed-proposal";
import { BuyCreditsLink } from "../../../features/credits/buy-credits-link";
import { GenerationProgress } from "../../../features/generation/generation-progress";
import { errorMessage, isUnauthorizedError } from "../../../lib/api-error";
import { postOnce, useSubmissionKey } from "../../../lib/idempotency";

const RichEditor = lazy(() => import("../../../features/auto/rich-editor"));

/** The solution reference shows this many characters. */
const REFERENCE_LENGTH = 200;

type Stored = { solution: StoredSolution; edit: StoredEdit };

/** The stored solution, and the edited draft when there is one yet. */
function readStored(): Stored | null {
  const solution = autoStorage.readSolution();
  if (!solution) return null;
  const edit = autoStorage.readEdited() ?? {
    title: solution.solution.proposalTitle,
    content: textToHtml(solution.solution.detailedProposal),
  };
  return { solution, edit };
}

/** /auto-proposal-editor: the draft from the generator's solution, to save or finalise with AI. */
export default storedAutoScreen(readStored, AutoEditor);

function AutoEditor({ stored: { solution: stored, edit: initial } }: { stored: Stored }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const job = useCompletedProposal();
  const titleId = useId();
  const contentLabelId = useId();
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  const [text, setText] = useState("");
  const [notice, setNotice] = useState<{ title: string; body?: string; buyCredits?: boolean } | null>(null);
  const stats = textStats(text);

  useEffect(() => {
    autoStorage.writeEdited({ title, content });
  }, [title, content]);

  function complete(): boolean {
    if (title.trim() && text.trim()) return true;
    setNotice({ title: t("autoArea.incomplete"), body: t("autoArea.incompleteBody") });
    return false;
  }

  const requirementsList = stored.requirements
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 100)
    .map((line) => line.slice(0, 2000));

  const draft = {
    title: title.trim(),
    content,
    type: "auto-generated",
    status: "draft",
    requirements: requirementsList,
  };
  // One key per submission: a double click (or a retry after a lost answer) saves one draft.
  const submission = useSubmissionKey();
  const save = useMutation({
    mutationFn: ({ key, body }: { key: string; body: typeof draft }) =>
      postOnce<ProposalDto>("/api/proposals", key, body),
    onSettled: (_result, error) => submission.settle(error ?? undefined),
    onSuccess: (proposal) => {
      autoStorage.clearWork();
      void queryClient.invalidateQueries({ queryKey: ["/api/proposals"] });
      toast({ title: t("autoArea.draftSaved"), description: t("autoArea.draftSavedBody"), variant: "success" });
      // The editor's history entry is replaced: Back does not return to an editor that saves again.
      navigate(`/proposal-success/${proposal.id}`, { replace: true });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      setNotice({ title: t("autoArea.saveFailed"), body: errorMessage(error, t) });
    },
  });

  async function onFinalize() {
    setNotice(null);
    if (!complete()) return;
    const failedTitle = t("autoArea.finalizeFailed");
    const failure = await job.complete(
      "/api/ai/finalize-auto-proposal",
      {
        title: title.trim(),
        content,
        originalRequirements: stored.requirements,
        solution: stored.solution,
        packageId: DEFAULT_PACKAGE_ID,
        kind: storedKind(stored),
        details: storedDetails(stored),
        language: storedLanguage(stored),
      },
      DEFAULT_PACKAGE_ID,
      failedTitle,
      () =>
        setNotice({
          title: t("create.credits.insufficientTitle"),
          body: t("autoArea.insufficientBody"),
          buyCredits: true,
        }),
    );
    if (failure !== null) setNotice({ title: failedTitle, body: failure || undefined });
  }

  const busy = save.isPending || job.busy;
  const reference =
    stored.solution.solution.length > REFERENCE_LENGTH
      ? `${stored.solution.solution.slice(0, REFERENCE_LENGTH)}...`
      : stored.solution.solution;

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="auto-editor">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("autoArea.editorTitle")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("autoArea.editorSubtitle")}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        <div className="grid gap-4 lg:col-span-2 [&>*]:min-w-0">
          <div className="grid gap-1.5">
            <label htmlFor={titleId} className="text-sm font-medium text-slate-800">
              {t("autoArea.titleLabel")}
            </label>
            <Input
              id={titleId}
              value={title}
              maxLength={300}
              onChange={(e) => setTitle(e.target.value)}
              disabled={busy}
              data-testid="auto-title"
            />
          </div>
          <div className="grid gap-1.5">
            <span id={contentLabelId} className="text-sm font-medium text-slate-800">
              {t("autoArea.contentLabel")}
            </span>
            <Suspense fallback={<Skeleton className="h-[540px]" />}>
              <RichEditor
                initialHtml={initial.content}
                labelId={contentLabelId}
                onChange={(html, plain) => {
                  setContent(html);
                  setText(plain);
                }}
              />
            </Suspense>
          </div>
          {notice ? (
            <Alert title={notice.title} data-testid="auto-editor-notice">
              {notice.body ?? null}
              {notice.buyCredits ? (
                <>
                  {" "}
                  <BuyCreditsLink />
                </>
              ) : null}
            </Alert>
          ) : null}
          <GenerationProgress state={job.state} title={t("autoArea.progressTitle")} />
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="ghost" onClick={() => navigate("/auto-generator")} disabled={busy}>
              <ArrowLeft aria-hidden />
              {t("autoArea.back")}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setNotice(null);
                if (complete()) save.mutate({ key: submission.take(draft), body: draft });
              }}
              disabled={busy}
            >
              <Save aria-hidden />
              {save.isPending ? t("autoArea.saving") : t("autoArea.saveDraft")}
            </Button>
            <Button onClick={() => void onFinalize()} disabled={busy}>
              <Sparkles aria-hidden />
              {t("autoArea.finalize")}
            </Button>
          </div>
        </div>
        <aside className="grid gap-4 [&>*]:min-w-0">
          <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="auto-stats">
            <h2 id="auto-stats" className="font-semibold text-slate-900">
              {t("autoArea.stats")}
            </h2>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center" data-testid="auto-stats-values">
              {[
                ["statWords", stats.words],
                ["statChars", stats.characters],
                ["statMinutes", stats.minutes],
              ].map(([key, value]) => (
                <div key={key} className="flex flex-col-reverse rounded-lg bg-slate-50 p-2">
                  <dt className="text-xs text-slate-600">{t(`autoArea.${key}`)}</dt>
                  <dd className="text-lg font-bold text-slate-900">{formatCredits(Number(value))}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">{t("autoArea.originalRequirements")}</h2>
            <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-700">{stored.requirements}</p>
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">{t("autoArea.solutionReference")}</h2>
            <p className="mt-2 text-sm break-words text-slate-700" data-testid="auto-reference">
              {reference}
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}
