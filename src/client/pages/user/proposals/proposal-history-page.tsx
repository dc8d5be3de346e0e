import { ArrowLeft, History, PenLine, RefreshCw, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import type { ProposalDto } from "../../../../common/schemas/proposals";
import { ConfirmDialog } from "../../../components/proposal/confirm-dialog";
import { ProposalContent } from "../../../components/proposal/proposal-content";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/use-toast";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { errorMessage, isUnauthorizedError } from "../../../lib/api-error";
import { cn } from "../../../lib/cn";
import { ProposalLoader } from "./proposal-loader";
import { VersionDiff } from "./version-diff";
import { useRestoreVersion, useVersion, useVersionList } from "./version-hooks";
import { dateTime, VersionList, VersionSource } from "./version-list";

function ProposalHistoryRoute() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <ProposalLoader id={id} skeleton={["h-8 w-1/3", "h-5 w-1/2", "h-96 w-full"]}>
      {(proposal) => <ProposalHistory key={proposal.id} proposal={proposal} />}
    </ProposalLoader>
  );
}

export default signedInScreen(ProposalHistoryRoute);

/** /proposals/:id/history: the saved versions, one of them compared with the current text, and Restore. */
function ProposalHistory({ proposal }: { proposal: ProposalDto }) {
  const { t } = useTranslation();
  const list = useVersionList(proposal.id);
  const [selected, setSelected] = useState<number | null>(null);
  const detail = useRef<HTMLDivElement>(null);
  const versions = list.data?.pages.flatMap((page) => page.versions) ?? [];
  // Until the user picks one: the newest version before the current one (its changes are the news).
  const chosen = selected ?? versions.find((v) => v.number !== proposal.version)?.number ?? versions[0]?.number ?? null;

  function select(number: number) {
    setSelected(number);
    // On a phone the version opens below the list: bring it into view.
    if (window.matchMedia("(max-width: 1023px)").matches) {
      requestAnimationFrame(() => detail.current?.scrollIntoView({ behavior: "smooth", block: "start" }));
    }
  }

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="proposal-history">
      <div className="grid gap-2">
        <nav className="flex flex-wrap items-center gap-2" aria-label={t("proposalsArea.view.back")}>
          <Link href={`/proposals/${proposal.id}`} className={buttonClasses("ghost", "sm")}>
            <ArrowLeft aria-hidden />
            {t("proposalsArea.history.backToProposal")}
          </Link>
          <Link href={`/proposals/${proposal.id}/edit`} className={buttonClasses("ghost", "sm")}>
            <PenLine aria-hidden />
            {t("proposalsArea.view.edit")}
          </Link>
        </nav>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <History aria-hidden className="size-6 shrink-0 text-emerald-700" />
          {t("proposalsArea.history.title")}
        </h1>
        <p className="text-sm font-medium break-words text-slate-800">{proposal.title}</p>
        <p className="text-sm text-slate-600">{t("proposalsArea.history.subtitle")}</p>
      </div>

      {list.isLoading ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : list.error ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <span>{t("proposalsArea.history.loadFailed")}</span>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            <RefreshCw aria-hidden />
            {t("common.retry")}
          </Button>
        </div>
      ) : versions.length === 0 ? (
        <p className="text-sm text-slate-600">{t("proposalsArea.history.empty")}</p>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] [&>*]:min-w-0">
          <VersionList
            versions={versions}
            currentVersion={proposal.version}
            selected={chosen}
            onSelect={select}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
          <div ref={detail} className="scroll-mt-20">
            {chosen !== null ? (
              <VersionDetail proposal={proposal} number={chosen} onRestored={() => setSelected(null)} />
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}

function VersionDetail({
  proposal,
  number,
  onRestored,
}: {
  proposal: ProposalDto;
  number: number;
  onRestored: () => void;
}) {
  const { t } = useTranslation();
  const version = useVersion(proposal.id, number);
  const restore = useRestoreVersion(proposal.id);
  const [view, setView] = useState<"diff" | "content">("diff");
  const [confirming, setConfirming] = useState(false);
  const isCurrent = number === proposal.version;

  function onConfirm() {
    restore.mutate(
      { number, baseVersion: proposal.version },
      {
        onSuccess: (restored) => {
          setConfirming(false);
          toast({
            title: t("proposalsArea.history.restored", { number, current: restored.version }),
            variant: "success",
          });
          onRestored();
        },
        onError: (error) => {
          setConfirming(false);
          if (isUnauthorizedError(error)) return;
          toast({
            title: t("proposalsArea.history.restoreFailed"),
            description: errorMessage(error, t),
            variant: "destructive",
          });
        },
      },
    );
  }

  if (version.isLoading || !version.data) {
    return version.error ? (
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(version.error, t)}
      </p>
    ) : (
      <Skeleton className="h-96 w-full" />
    );
  }
  const v = version.data;
  return (
    <Card className="grid gap-4 p-4 sm:p-6" data-testid="version-detail" data-version={v.number}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">
            {t("proposalsArea.history.version", { number: v.number })}
          </h2>
          <p className="text-sm text-slate-600">
            {dateTime(v.createdAt)} · <VersionSource version={v} /> ·{" "}
            {t("proposalsArea.common.words", { count: v.wordCount })}
            {v.savedBy ? ` · ${t("proposalsArea.history.savedBy", { name: v.savedBy })}` : ""}
          </p>
        </div>
        {isCurrent ? (
          <p className="text-sm font-medium text-emerald-800">{t("proposalsArea.history.isCurrent")}</p>
        ) : (
          <Button onClick={() => setConfirming(true)} disabled={restore.isPending} data-testid="restore-version">
            <RotateCcw aria-hidden />
            {restore.isPending ? t("proposalsArea.history.restoring") : t("proposalsArea.history.restore")}
          </Button>
        )}
      </div>

      <fieldset className="flex gap-1 border-b border-slate-200">
        <legend className="sr-only">{t("proposalsArea.history.viewLabel")}</legend>
        {(["diff", "content"] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={view === mode}
            onClick={() => setView(mode)}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-600",
              view === mode
                ? "border-emerald-700 text-emerald-800"
                : "border-transparent text-slate-600 hover:text-slate-900",
            )}
          >
            {mode === "diff" ? t("proposalsArea.history.showDiff") : t("proposalsArea.history.showContent")}
          </button>
        ))}
      </fieldset>

      {view === "diff" ? (
        <section aria-label={t("proposalsArea.history.diffTitle")}>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{t("proposalsArea.history.diffTitle")}</h3>
          <VersionDiff version={v} current={proposal} />
        </section>
      ) : (
        <article data-testid="version-content">
          <h3 className="mb-3 text-lg font-bold break-words text-slate-900">{v.title}</h3>
          <ProposalContent html={v.content} />
        </article>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("proposalsArea.history.confirmTitle", { number: v.number })}
        description={t("proposalsArea.history.confirmBody", { number: v.number })}
        confirmLabel={t("proposalsArea.history.confirmRestore")}
        cancelLabel={t("proposalsArea.list.cancel")}
        onConfirm={onConfirm}
        pending={restore.isPending}
        confirmVariant="primary"
      />
    </Card>
  );
}
