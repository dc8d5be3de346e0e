import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ProposalDto } from "../../../../common/schemas/proposals";
import { ProposalNotFound } from "../../../components/proposal/not-found";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { parseApiError } from "../../../lib/api-error";
import { useProposal } from "./proposal-hooks";

/**
 * One of the user's proposals for a screen: skeleton blocks (their classes) while it loads,
 * 'Proposal tidak dijumpai' for a missing or another user's one, 'Gagal memuat proposal.' with
 * Retry when the read failed, otherwise the screen.
 */
export function ProposalLoader({
  id,
  skeleton,
  backTo,
  children,
}: {
  id: string;
  skeleton: string[];
  backTo?: "/proposals" | "/dashboard";
  children: (proposal: ProposalDto) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const query = useProposal(id);
  if (query.isLoading) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {skeleton.map((className) => (
          <Skeleton key={className} className={className} />
        ))}
      </div>
    );
  }
  if (query.error) {
    const status = parseApiError(query.error).status;
    if (status === 404 || status === 403 || status === 400) return <ProposalNotFound backTo={backTo} />;
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      >
        <span>{t("proposalsArea.common.loadFailed")}</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden />
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  if (!query.data) return <ProposalNotFound backTo={backTo} />;
  return children(query.data);
}
