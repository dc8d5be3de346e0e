import { ArrowRight, FilePlus2, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { formatCredits } from "../../../../common/money";
import type { ProposalSummaryDto } from "../../../../common/schemas/proposals";
import { QueryError } from "../../../components/query-error";
import { StatusBadge } from "../../../components/status-badge";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { useRecentProposals } from "../../../features/proposals/use-proposals";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/format";
import { humanizeKey } from "../../../lib/humanize";

const RECENT_LIMIT = 5;

export function RecentProposals({ className }: { className?: string }) {
  const { t } = useTranslation();
  const proposals = useRecentProposals(RECENT_LIMIT);

  let body: React.ReactNode;
  if (proposals.isLoading) {
    body = (
      <ul className="divide-y divide-slate-100" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <li key={i} className="flex items-center gap-3 px-5 py-4">
            <Skeleton className="size-10 rounded-lg" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (proposals.error) {
    body = (
      <div className="px-5 pb-5">
        <QueryError error={proposals.error} onRetry={() => void proposals.refetch()} />
      </div>
    );
  } else if (!proposals.data?.length) {
    body = <EmptyState />;
  } else {
    body = (
      <ul className="divide-y divide-slate-100" data-testid="recent-proposals">
        {proposals.data.slice(0, RECENT_LIMIT).map((proposal) => (
          <ProposalRow key={proposal.id} proposal={proposal} />
        ))}
      </ul>
    );
  }

  return (
    <Card className={cn("overflow-hidden", className)}>
      <div className="flex items-center justify-between gap-3 p-5">
        <h2 className="text-lg font-semibold text-slate-900">{t("dashboard.recent.title")}</h2>
        <Link
          href="/proposals"
          className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-700 hover:text-emerald-800 hover:underline"
        >
          {t("dashboard.recent.viewAll")}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      {body}
    </Card>
  );
}

function ProposalRow({ proposal }: { proposal: ProposalSummaryDto }) {
  const { t } = useTranslation();
  const type = t(`proposalType.${proposal.type}`, { defaultValue: humanizeKey(proposal.type) });
  return (
    <li>
      <Link
        href={`/proposals/${proposal.id}/view`}
        className="flex items-center gap-3 px-5 py-4 transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-600"
      >
        <span
          aria-hidden
          className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700 sm:inline-flex"
        >
          <FileText className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-slate-900">{proposal.title}</span>
          <span className="mt-0.5 block truncate text-xs text-slate-500">
            {t("dashboard.recent.meta", {
              type,
              date: formatDate(proposal.updatedAt),
              words: formatCredits(proposal.wordCount),
            })}
          </span>
        </span>
        <StatusBadge status={proposal.status} />
      </Link>
    </li>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center px-5 pt-4 pb-10 text-center" data-testid="recent-empty">
      <span
        aria-hidden
        className="inline-flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
      >
        <FileText className="size-7" />
      </span>
      <p className="mt-4 font-semibold text-slate-900">{t("dashboard.recent.emptyTitle")}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-500">{t("dashboard.recent.emptyBody")}</p>
      <Link
        href="/create-proposal"
        className={buttonClasses("primary", "md", "mt-5")}
        data-testid="create-first-proposal"
      >
        <FilePlus2 aria-hidden />
        {t("dashboard.recent.emptyCta")}
      </Link>
    </div>
  );
}
