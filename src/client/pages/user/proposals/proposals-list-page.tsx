import {
  CheckCircle2,
  Clock3,
  Download,
  Eye,
  FilePlus2,
  FileText,
  type LucideIcon,
  PenLine,
  RefreshCw,
  Search,
  Trash2,
} from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PROPOSAL_STATUSES, type ProposalStatus } from "../../../../common/constants";
import { formatCredits } from "../../../../common/money";
import type { ProposalSummaryDto } from "../../../../common/schemas/proposals";
import { ConfirmDialog } from "../../../components/proposal/confirm-dialog";
import { budgetLabel, timelineLabel, typeLabel } from "../../../components/proposal/labels";
import { useProposalDownloads } from "../../../components/proposal/use-downloads";
import { StatusBadge } from "../../../components/status-badge";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/use-toast";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { useProposalStats } from "../../../features/proposals/use-proposals";
import { isUnauthorizedError } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { useDeleteProposal, useProposalList } from "./proposal-hooks";

type StatusFilter = "all" | ProposalStatus;

export default signedInScreen(ProposalsListPage);

function ProposalsListPage() {
  const { t } = useTranslation();
  const list = useProposalList();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [toDelete, setToDelete] = useState<ProposalSummaryDto | null>(null);
  // The dialog keeps naming the proposal while it closes.
  const deletingTitle = useRef("");
  if (toDelete) deletingTitle.current = toDelete.title;
  const remove = useDeleteProposal();

  const filtered = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (list.data ?? []).filter((p) => {
      if (status !== "all" && p.status !== status) return false;
      if (!needle) return true;
      const haystack = `${p.title} ${p.type} ${typeLabel(t, p.type)}`.toLocaleLowerCase();
      return haystack.includes(needle);
    });
  }, [list.data, search, status, t]);
  const filtersActive = search.trim() !== "" || status !== "all";

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        toast({ title: t("proposalsArea.list.deleted"), variant: "success" });
      },
      onError: (error) => {
        setToDelete(null);
        if (!isUnauthorizedError(error)) toast({ title: t("proposalsArea.list.deleteFailed"), variant: "destructive" });
      },
    });
  }

  let body: React.ReactNode;
  if (list.isLoading) {
    body = (
      <ul className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label={t("common.loading")}>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <li key={i} className="rounded-xl border border-slate-200 bg-white p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="mt-3 h-4 w-1/3" />
            <Skeleton className="mt-6 h-9 w-full" />
          </li>
        ))}
      </ul>
    );
  } else if (list.error) {
    body = (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        data-testid="proposals-error"
      >
        <span>{t("proposalsArea.common.loadFailed")}</span>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          <RefreshCw aria-hidden />
          {t("common.retry")}
        </Button>
      </div>
    );
  } else if (filtered.length === 0) {
    body = (
      <EmptyState
        filtered={filtersActive}
        onClear={() => {
          setSearch("");
          setStatus("all");
        }}
      />
    );
  } else {
    body = (
      <>
        <p className="sr-only" aria-live="polite">
          {t("proposalsArea.list.results", { count: filtered.length })}
        </p>
        <ul className="grid gap-4 md:grid-cols-2" data-testid="proposal-list">
          {filtered.map((proposal) => (
            <ProposalCard key={proposal.id} proposal={proposal} onDelete={() => setToDelete(proposal)} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="proposals-page">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t("proposalsArea.list.title")}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t("proposalsArea.list.subtitle")}</p>
        </div>
        <Link href="/create-proposal" className={buttonClasses("primary", "md")}>
          <FilePlus2 aria-hidden />
          {t("proposalsArea.list.newProposal")}
        </Link>
      </div>

      <StatTiles />

      <search className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div className="relative">
          <label htmlFor="proposal-search" className="sr-only">
            {t("proposalsArea.list.searchLabel")}
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id="proposal-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t("proposalsArea.list.searchPlaceholder")}
            className="pl-9"
          />
        </div>
        <div>
          <label htmlFor="proposal-status" className="sr-only">
            {t("proposalsArea.list.statusLabel")}
          </label>
          <select
            id="proposal-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs focus:border-emerald-600 focus:ring-3 focus:ring-emerald-600/20 focus:outline-none sm:text-sm"
          >
            <option value="all">{t("proposalsArea.list.allStatuses")}</option>
            {PROPOSAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`proposalStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </search>

      {body}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(null);
        }}
        title={t("proposalsArea.list.confirmTitle")}
        description={t("proposalsArea.list.confirmBody", { title: deletingTitle.current })}
        confirmLabel={t("proposalsArea.list.confirmDelete")}
        cancelLabel={t("proposalsArea.list.cancel")}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}

function StatTiles() {
  const { t } = useTranslation();
  const stats = useProposalStats();
  const data = stats.data;
  const tiles: { key: string; label: string; value?: number; icon: LucideIcon; tone: string }[] = [
    {
      key: "total",
      label: t("proposalsArea.list.total"),
      value: data?.total,
      icon: FileText,
      tone: "bg-slate-100 text-slate-700",
    },
    {
      key: "approved",
      label: t("proposalsArea.list.approved"),
      value: data?.approved,
      icon: CheckCircle2,
      tone: "bg-emerald-50 text-emerald-700",
    },
    {
      key: "inProgress",
      label: t("proposalsArea.list.inProgress"),
      value: data?.inProgress,
      icon: Clock3,
      tone: "bg-amber-50 text-amber-700",
    },
  ];
  return (
    <section aria-labelledby="proposal-tiles-title">
      <h2 id="proposal-tiles-title" className="sr-only">
        {t("proposalsArea.list.tilesLabel")}
      </h2>
      <div className="grid grid-cols-3 gap-3 sm:gap-4" data-testid="proposal-tiles">
        {tiles.map(({ key, label, value, icon: Icon, tone }) => (
          <div
            key={key}
            className="flex min-w-0 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
          >
            <span
              aria-hidden
              className={`hidden size-10 shrink-0 items-center justify-center rounded-lg sm:inline-flex ${tone}`}
            >
              <Icon className="size-5" />
            </span>
            <dl className="min-w-0">
              <dt className="text-xs font-medium text-slate-500 sm:text-sm">{label}</dt>
              <dd className="mt-0.5 text-2xl font-bold text-slate-900" data-testid={`tile-${key}`}>
                {value !== undefined ? (
                  formatCredits(value)
                ) : stats.error ? (
                  "–"
                ) : (
                  <Skeleton className="mt-1 h-7 w-10" />
                )}
              </dd>
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}

function ProposalCard({ proposal, onDelete }: { proposal: ProposalSummaryDto; onDelete: () => void }) {
  const { t } = useTranslation();
  const downloads = useProposalDownloads();
  const title = proposal.title;
  const label = (action: string) => t("proposalsArea.list.actionsFor", { action, title });
  const isDraft = proposal.status === "draft";
  return (
    <li>
      <Card className="flex h-full flex-col p-5" data-testid="proposal-card">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-base font-semibold break-words text-slate-900">{title}</h2>
            <p className="mt-1 text-sm text-slate-600">{typeLabel(t, proposal.type)}</p>
          </div>
          <StatusBadge status={proposal.status} />
        </div>
        <dl className="mt-4 mb-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div className="min-w-0">
            <dt className="text-xs text-slate-500">{t("proposalsArea.common.budget")}</dt>
            <dd className="font-medium text-slate-800">{budgetLabel(t, proposal.budgetRange)}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-slate-500">{t("proposalsArea.common.timeline")}</dt>
            <dd className="font-medium text-slate-800">{timelineLabel(t, proposal.timeline)}</dd>
          </div>
        </dl>
        <p className="mb-4 text-xs text-slate-500">
          {t("proposalsArea.list.updatedOn", { date: formatDate(proposal.updatedAt) })} ·{" "}
          {t("proposalsArea.common.words", { count: proposal.wordCount })}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <Link
            href={`/proposals/${proposal.id}/view`}
            className={buttonClasses("outline", "sm")}
            aria-label={label(t("proposalsArea.list.view"))}
          >
            <Eye aria-hidden />
            {t("proposalsArea.list.view")}
          </Link>
          {/* A draft (every editor save is one) is continued in the editor; it may also be written anew. */}
          <Link
            href={`/proposals/${proposal.id}/edit`}
            className={buttonClasses("secondary", "sm")}
            aria-label={label(t("proposalsArea.list.edit"))}
          >
            <PenLine aria-hidden />
            {t("proposalsArea.list.edit")}
          </Link>
          {isDraft ? (
            <Link
              href="/create-proposal"
              className={buttonClasses("outline", "sm")}
              aria-label={label(t("proposalsArea.list.regenerate"))}
            >
              <RefreshCw aria-hidden />
              {t("proposalsArea.list.regenerate")}
            </Link>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            aria-label={label(t("proposalsArea.list.pdf"))}
            disabled={downloads.busy !== null}
            onClick={() => void downloads.downloadPdf(proposal)}
          >
            <Download aria-hidden />
            {t("proposalsArea.list.pdf")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800 sm:ml-auto"
            aria-label={label(t("proposalsArea.list.delete"))}
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
            {t("proposalsArea.list.delete")}
          </Button>
        </div>
      </Card>
    </li>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center px-5 py-12 text-center" data-testid="proposals-empty">
      <span
        aria-hidden
        className="inline-flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
      >
        {filtered ? <Search className="size-7" /> : <FileText className="size-7" />}
      </span>
      <h2 className="mt-4 font-semibold text-slate-900">
        {filtered ? t("proposalsArea.list.emptyFilteredTitle") : t("proposalsArea.list.emptyTitle")}
      </h2>
      <p className="mt-1 max-w-sm text-sm text-slate-600">
        {filtered ? t("proposalsArea.list.emptyFilteredBody") : t("proposalsArea.list.emptyBody")}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {filtered ? (
          <Button variant="outline" onClick={onClear}>
            {t("proposalsArea.list.clearFilters")}
          </Button>
        ) : null}
        {/* A filter that matches nothing is no first proposal: the account already has some. */}
        <Link href="/create-proposal" className={buttonClasses(filtered ? "outline" : "primary", "md")}>
          <FilePlus2 aria-hidden />
          {filtered ? t("proposalsArea.list.createAnother") : t("proposalsArea.list.createFirst")}
        </Link>
      </div>
    </Card>
  );
}
