import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { ProposalDto } from "../../../common/schemas/proposals";
import { apiRequest } from "../../lib/api";
import { errorMessage, isUnauthorizedError, parseApiError } from "../../lib/api-error";
import { queryKeys } from "../../lib/query-keys";
import { failureNotice } from "../generation/generation-progress";
import { GenerationFailedError, useGeneration } from "../generation/use-generation";
import { useProposalPackages } from "../public/use-public-info";
import { autoStorage } from "./auto-storage";

/**
 * The generator's last step, 'Jana Proposal Lengkap' or 'Finalisasi dengan AI': runs the job,
 * keeps the stored proposal for the completion screen and goes there. `complete` answers null
 * when it went there (or the user was signed out and is being sent to sign in), otherwise the
 * text of the notice to show under `failedTitle` (the job is reset, nothing was charged).
 */
export function useCompletedProposal() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const packages = useProposalPackages();
  const job = useGeneration();

  async function complete(
    url: string,
    body: unknown,
    packageId: string,
    failedTitle: string,
    /** A balance that cannot pay (402 up front, or the charge at the end): told apart from a failure. */
    onInsufficient?: () => void,
  ): Promise<string | null> {
    try {
      const { proposalId } = await job.run(url, body);
      const proposal = await apiRequest<ProposalDto>("GET", `/api/proposals/${proposalId}`);
      const pkg = (packages.data ?? []).find((p) => p.id === packageId);
      autoStorage.writeCompleted({
        id: proposal.id,
        title: proposal.title,
        content: proposal.content,
        wordCount: proposal.wordCount,
        packageType: pkg?.name ?? proposal.packageKey ?? "",
        status: proposal.status,
      });
      autoStorage.clearWork();
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
      void queryClient.invalidateQueries({ queryKey: ["/api/proposals"] });
      navigate("/auto-proposal-complete");
      return null;
    } catch (error) {
      job.reset();
      if (isUnauthorizedError(error)) return null;
      const insufficient =
        error instanceof GenerationFailedError
          ? error.error.code === "INSUFFICIENT_CREDITS"
          : parseApiError(error).status === 402;
      if (insufficient && onInsufficient) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
        onInsufficient();
        return null;
      }
      return error instanceof GenerationFailedError ? failureNotice(error.error, failedTitle) : errorMessage(error, t);
    }
  }

  return { state: job.state, busy: job.busy, reset: job.reset, complete };
}
