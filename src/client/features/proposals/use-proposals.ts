import { useQuery } from "@tanstack/react-query";
import type { ProposalStatsDto, ProposalSummaryDto } from "../../../common/schemas/proposals";
import { queryKeys } from "../../lib/query-keys";

export function useRecentProposals(limit: number) {
  return useQuery<ProposalSummaryDto[]>({ queryKey: queryKeys.proposals({ limit }) });
}

export function useProposalStats() {
  return useQuery<ProposalStatsDto>({ queryKey: queryKeys.proposalStats });
}
