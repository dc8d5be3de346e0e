import "../../../components/proposal/print.css";
import { ArrowLeft, FileDown, History, Home, PenLine, Printer } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { PROPOSAL_STATUSES, type ProposalStatus } from "../../../../common/constants";
import type { ProposalDto } from "../../../../common/schemas/proposals";
import { budgetLabel, timelineLabel, typeLabel } from "../../../components/proposal/labels";
import { ProposalContent } from "../../../components/proposal/proposal-content";
import { useProposalDownloads } from "../../../components/proposal/use-downloads";
import { StatusBadge } from "../../../components/status-badge";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { toast } from "../../../components/ui/use-toast";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { CheckSummary } from "../../../features/check/check-summary";
import { ExportStyleSelect } from "../../../features/exports/export-style-select";
import { KindBadge } from "../../../features/kinds/kind-badge";
import { isUnauthorizedError } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { useUpdateProposal } from "./proposal-hooks";
import { ProposalLoader } from "./proposal-loader";

function ProposalViewRoute() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <ProposalLoader id={id} skeleton={["h-8 w-2/3", "h-5 w-1/3", "h-96 w-full"]}>
      {(proposal) => <ProposalViewPage proposal={proposal} />}
    </ProposalLoader>
  );
}

export default signedInScreen(ProposalViewRoute);

function ProposalViewPage({ proposal }: { proposal: ProposalDto }) {
  const { t } = useTranslation();
  const downloads = useProposalDownloads();

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="proposal-view">
      <nav aria-label={t("proposalsArea.view.back")} className="flex flex-wrap items-center gap-2" data-print-hide>
        <Link href="/proposals" className={buttonClasses("ghost", "sm")}>
          <ArrowLeft aria-hidden />
          {t("proposalsArea.common.backToList")}
        </Link>
        <Link href="/dashboard" className={buttonClasses("ghost", "sm")}>
          <Home aria-hidden />
          {t("proposalsArea.view.home")}
        </Link>
      </nav>

      <div className="flex flex-wrap gap-2" data-print-hide data-testid="view-actions">
        <Link href={`/proposals/${proposal.id}/edit`} className={buttonClasses("primary", "md")}>
          <PenLine aria-hidden />
          {t("proposalsArea.view.edit")}
        </Link>
        <Link href={`/proposals/${proposal.id}/history`} className={buttonClasses("outline", "md")}>
          <History aria-hidden />
          {t("proposalsArea.history.button")}
        </Link>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden />
          {t("proposalsArea.view.print")}
        </Button>
        <Button
          variant="outline"
          disabled={downloads.busy !== null}
          onClick={() => void downloads.downloadPdf(proposal)}
        >
          <FileDown aria-hidden />
          {t("proposalsArea.view.pdf")}
        </Button>
        <Button
          variant="outline"
          disabled={downloads.busy !== null}
          onClick={() => void downloads.downloadWord(proposal)}
        >
          <FileDown aria-hidden />
          {t("proposalsArea.view.word")}
        </Button>
        <ExportStyleSelect />
      </div>

      <ProposalStatusSelect proposal={proposal} />

      {proposal.check ? <CheckSummary check={proposal.check} editHref={`/proposals/${proposal.id}/edit`} /> : null}

      <Card className="p-5 sm:p-8 lg:p-10" data-print-document data-testid="proposal-document">
        <article>
          <div className="border-b border-slate-200 pb-5">
            <div className="flex flex-wrap items-center gap-2">
              <span className="inline-flex items-center rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-300 ring-inset">
                {typeLabel(t, proposal.type)}
              </span>
              <StatusBadge status={proposal.status} />
              {proposal.kind ? <KindBadge kind={proposal.kind} /> : null}
            </div>
            <h1 className="mt-3 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {proposal.title}
            </h1>
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-xs text-slate-500">{t("proposalsArea.common.budget")}</dt>
                <dd className="font-medium text-slate-800">{budgetLabel(t, proposal.budgetRange)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t("proposalsArea.common.timeline")}</dt>
                <dd className="font-medium text-slate-800">{timelineLabel(t, proposal.timeline)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t("proposalsArea.common.updated")}</dt>
                <dd className="font-medium text-slate-800">
                  {formatDate(proposal.updatedAt)} · {t("proposalsArea.common.words", { count: proposal.wordCount })}
                </dd>
              </div>
            </dl>
          </div>

          <section aria-labelledby="requirements-title" className="border-b border-slate-200 py-5">
            <h2 id="requirements-title" className="text-base font-semibold text-slate-900">
              {t("proposalsArea.view.requirements")}
            </h2>
            {proposal.requirements.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-700" data-testid="requirements">
                {proposal.requirements.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: requirements may repeat; their order is their identity
                  <li key={i}>{r}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-500">{t("proposalsArea.view.noRequirements")}</p>
            )}
          </section>

          <section aria-label={t("proposalsArea.view.content")} className="pt-5" data-testid="proposal-content">
            {proposal.content.trim() ? (
              <ProposalContent html={proposal.content} />
            ) : (
              <p className="text-sm text-slate-500">{t("proposalsArea.view.noContent")}</p>
            )}
          </section>
        </article>
      </Card>
    </div>
  );
}

/**
 * The proposal's status, set by its owner: 'Diluluskan' once the paper is accepted. The dashboard's
 * approved count and success rate, and the list's status filter, read it; nothing else sets it.
 */
function ProposalStatusSelect({ proposal }: { proposal: ProposalDto }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateProposal(proposal.id);
  const change = (status: ProposalStatus) =>
    update.mutate(
      { status },
      {
        onSuccess: () => toast({ title: t("proposalsArea.view.statusSaved"), variant: "success" }),
        onError: (error) => {
          if (!isUnauthorizedError(error))
            toast({ title: t("proposalsArea.view.statusFailed"), variant: "destructive" });
        },
      },
    );
  return (
    <div className="grid gap-1" data-print-hide data-testid="proposal-status">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {t("proposalsArea.view.statusLabel")}
        </label>
        <select
          id={id}
          value={proposal.status}
          disabled={update.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(e) => change(e.target.value as ProposalStatus)}
          className="h-10 max-w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 shadow-xs focus:border-emerald-600 focus:ring-3 focus:ring-emerald-600/20 focus:outline-none disabled:opacity-60 sm:text-sm"
        >
          {PROPOSAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`proposalStatus.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t("proposalsArea.view.statusHint")}
      </p>
    </div>
  );
}
