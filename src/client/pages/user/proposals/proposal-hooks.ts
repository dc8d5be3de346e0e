import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProposalDto, ProposalSummaryDto, UpdateProposalInput } from "../../../../common/schemas/proposals";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const LIST_LIMIT = 100;

export const proposalKey = (id: string) => [`/api/proposals/${encodeURIComponent(id)}`] as const;
/** The version history's cache entry (its pages); read again after every save. */
export const versionsKey = (id: string) => [`/api/proposals/${encodeURIComponent(id)}/versions`] as const;

export function useProposalList() {
  return useQuery<ProposalSummaryDto[]>({ queryKey: queryKeys.proposals({ limit: LIST_LIMIT }) });
}

export function useProposal(id: string) {
  return useQuery<ProposalDto>({ queryKey: proposalKey(id) });
}

/** After a change: every list, the statistics and the balance are read again. */
export function useRefreshProposals() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.proposals() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.proposalStats }),
      queryClient.invalidateQueries({ queryKey: queryKeys.balance }),
    ]);
}

export function useDeleteProposal() {
  const refresh = useRefreshProposals();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>("DELETE", `/api/proposals/${encodeURIComponent(id)}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: proposalKey(id) });
      return refresh();
    },
  });
}

export function useUpdateProposal(id: string) {
  const refresh = useRefreshProposals();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProposalInput) =>
      apiRequest<ProposalDto>("PATCH", `/api/proposals/${encodeURIComponent(id)}`, input),
    onSuccess: (proposal) => {
      queryClient.setQueryData(proposalKey(id), proposal);
      return Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: versionsKey(id) })]);
    },
  });
}
