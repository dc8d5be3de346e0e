import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProposalDto } from "../../../../common/schemas/proposals";
import type { VersionDto, VersionListDto } from "../../../../common/schemas/versions";
import { apiRequest } from "../../../lib/api";
import { parseApiError } from "../../../lib/api-error";
import { proposalKey, useRefreshProposals, versionsKey } from "./proposal-hooks";

const PAGE_SIZE = 20;

const versionsUrl = (id: string) => versionsKey(id)[0];

/** The history, newest first, a page at a time ('load older versions' asks for the next). */
export function useVersionList(id: string) {
  return useInfiniteQuery({
    queryKey: versionsKey(id),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      apiRequest<VersionListDto>(
        "GET",
        `${versionsUrl(id)}?limit=${PAGE_SIZE}${pageParam !== undefined ? `&before=${pageParam}` : ""}`,
      ),
    getNextPageParam: (last) => (last.hasMore ? last.versions[last.versions.length - 1]?.number : undefined),
  });
}

/** One version with its content; a version never changes, so it is read once. */
export function useVersion(id: string, number: number | null) {
  return useQuery<VersionDto>({
    queryKey: [`${versionsUrl(id)}/${number}`],
    enabled: number !== null,
  });
}

/** Restores a version as a new one; the page's current version is the base (409 if it moved on). */
export function useRestoreVersion(id: string) {
  const refresh = useRefreshProposals();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, baseVersion }: { number: number; baseVersion: number }) =>
      apiRequest<ProposalDto>("POST", `${versionsUrl(id)}/${number}/restore`, { baseVersion }),
    onSuccess: (proposal) => {
      queryClient.setQueryData(proposalKey(id), proposal);
      return Promise.all([queryClient.invalidateQueries({ queryKey: versionsKey(id) }), refresh()]);
    },
    onError: (error) => {
      // Saved elsewhere since this page loaded: show what is current now.
      if (parseApiError(error).status !== 409) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: proposalKey(id) }),
        queryClient.invalidateQueries({ queryKey: versionsKey(id) }),
      ]);
    },
  });
}
